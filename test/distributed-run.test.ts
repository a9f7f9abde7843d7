import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepStaleCells } from '../src/environments/index.ts';
import { loadSuite } from '../src/tasks/index.ts';
import { isolatedEnv, startCli } from './cli.ts';

/** Core tasks that between them use every app: the test's cost stays put as the suite grows. */
const TASKS = [
  'reconcile-payments',
  'triage-bug-reports',
  'fill-budget-actuals',
  'backport-vat-fix',
  'conference-travel',
  'update-contact-memory',
  'month-end-accruals',
  'october-sales-commissions',
  'organise-downloads',
  'match-bank-payments',
];
import { type LocalService, missingServices, startPostgres, startRedis } from './local-services.ts';

const missing = missingServices();
if (missing) console.warn(`distributed run tests skipped: ${missing}`);

function collect(child: ChildProcess): { output: () => string; errors: () => string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return { output: () => stdout, errors: () => stderr };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Waits until the worker has a cell whose MCP server is running: it is mid-cell. */
async function waitForCellInFlight(cells: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const name of existsSync(cells) ? readdirSync(cells) : []) {
      try {
        const owner = JSON.parse(readFileSync(path.join(cells, name, 'owner.json'), 'utf8'));
        if (owner.children.length > 0) return;
      } catch {
        // not written yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the worker started no cell');
}

describe.skipIf(missing !== undefined)(
  'a run on a BullMQ queue with two workers and a shared Postgres',
  () => {
    let redis: LocalService | undefined;
    let postgres: LocalService | undefined;
    const workers: ChildProcess[] = [];

    beforeAll(async () => {
      [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    }, 60_000);

    afterAll(async () => {
      for (const worker of workers) worker.kill('SIGKILL');
      await Promise.all(workers.map(exited));
      await Promise.all([redis?.stop(), postgres?.stop()]);
    }, 30_000);

    it('completes core tasks over every app with every cell exactly once although a worker is killed mid-cell', async () => {
      const queue = ['--queue', redis!.url, '--db', postgres!.url];
      const producer = startCli(
        [
          'run',
          ...TASKS.map((task) => `suites/core/${task}`),
          '--model',
          'reference',
          ...queue,
          '--wait',
          '--json',
        ],
        isolatedEnv(),
      );
      const produced = collect(producer);
      const workerEnvs = [isolatedEnv(), isolatedEnv()];
      const logs = workerEnvs.map((env) => {
        const worker = startCli(['worker', ...queue, '--concurrency', '3', '--lease', '10'], env);
        workers.push(worker);
        return collect(worker);
      });
      const [doomed, survivor] = workers;
      await waitForCellInFlight(workerEnvs[0]!.MCP_ARENA_TMPDIR!, 60_000).catch((error: Error) => {
        throw new Error(
          `${error.message}; run: ${produced.errors()}\nworker logs:\n${logs.map((log) => log.errors()).join('\n')}`,
        );
      });
      doomed!.kill('SIGKILL');
      await exited(doomed!);

      expect(await exited(producer), produced.errors()).toBe(0);
      const result = JSON.parse(produced.output());
      expect(result.pending).toBe(0);
      const tasks = loadSuite(TASKS.map((task) => `suites/core/${task}`));
      expect(result.cells).toHaveLength(tasks.length);
      const keys = result.cells.map(
        (cell: { task: string; repeat: number }) => `${cell.task}#${cell.repeat}`,
      );
      expect(new Set(keys).size).toBe(tasks.length);
      // No infrastructure errors (tasks whose apps are not installed here are skipped, which is fine).
      const errors = result.cells.filter(
        (cell: { status: string; outcome: string }) => cell.status === 'error' && cell.outcome !== 'skipped',
      );
      expect(errors, logs[1]!.errors()).toEqual([]);
      expect(survivor!.exitCode).toBeNull();

      // The killed worker's leftovers (cell folders, MCP servers) go at the next start on its machine.
      sweepStaleCells(workerEnvs[0]!.MCP_ARENA_TMPDIR!);
    }, 300_000);
  },
);
