import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isolatedEnv, repoRoot, runCli, startCli } from './cli.ts';
import { type LocalService, missingServices, startPostgres, startRedis } from './local-services.ts';

const TASK = 'suites/core/reconcile-payments';
const missing = missingServices();
if (missing) console.warn(`queue exit code tests skipped: ${missing}`);

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The Python stdlib agent, following the task's plan; it reports a cost of $0.001 per cell. */
function pythonAgentFile(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agents-'));
  const task = parse(readFileSync(path.join(repoRoot, TASK, 'task.yaml'), 'utf8')) as { reference: unknown };
  writeFileSync(path.join(dir, 'plan.json'), JSON.stringify(task.reference));
  const file = path.join(dir, 'agents.yaml');
  const agent = path.join(repoRoot, 'test', 'fixtures', 'agents', 'plan_agent.py');
  writeFileSync(
    file,
    JSON.stringify({
      agents: { python: { command: ['python3', agent], env: { PLAN_FILE: path.join(dir, 'plan.json') } } },
    }),
  );
  return file;
}

describe.skipIf(missing !== undefined)('exit codes of queued runs and workers', () => {
  let redis: LocalService | undefined;
  let postgres: LocalService | undefined;
  let worker: ChildProcess | undefined;
  let queue: string[] = [];

  beforeAll(async () => {
    [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    queue = ['--queue', redis.url, '--db', postgres.url];
  }, 60_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGKILL');
      await exited(worker);
    }
    await Promise.all([redis?.stop(), postgres?.stop()]);
  }, 30_000);

  it(
    'run --queue --wait exits like a local run (0, 1, 3) with external agents and their reported costs; a stopped worker exits 130',
    { timeout: 600_000 },
    async () => {
      worker = startCli(['worker', ...queue, '--concurrency', '1'], isolatedEnv());
      let workerLog = '';
      worker.stderr?.on('data', (chunk) => (workerLog += chunk));
      const agents = pythonAgentFile();
      const wait = async (args: string[]) => {
        const result = await runCli(['run', TASK, ...args, ...queue, '--wait', '--json'], isolatedEnv());
        return {
          ...result,
          output: JSON.parse(result.stdout || '{}') as { cells?: Array<Record<string, unknown>> },
        };
      };

      // An external agent's cell on a worker: scored like a model's, with the cost the agent reported.
      const completed = await wait(['--agents', agents, '--agent', 'python']);
      expect(completed.code, `${completed.stderr}\n${workerLog}`).toBe(0);
      expect(completed.output.cells).toMatchObject([
        { model: 'agent:python', status: 'passed', costUsd: 0.001 },
      ]);

      // The first cell's reported $0.001 spends the budget: the worker leaves the second, --wait ends (no
      // longer waiting forever for it) with 3 and the resume command.
      const overBudget = await wait([
        '--agents',
        agents,
        '--agent',
        'python',
        '--repeats',
        '2',
        '--max-cost',
        '0.0005',
      ]);
      expect(overBudget.code, `${overBudget.stderr}\n${workerLog}`).toBe(3);
      expect(overBudget.output.cells).toHaveLength(1);
      expect(overBudget.stderr).toMatch(/--max-cost reached.*--resume/);

      // Every attempt outlives its 1 s harness limit: nothing was measured.
      const errors = await wait([
        '--model',
        'reference:delay=3000',
        '--harness-timeout',
        '1',
        '--retries',
        '0',
      ]);
      expect(errors.code, `${errors.stderr}\n${workerLog}`).toBe(1);
      expect(errors.stderr).toContain('nothing was measured');

      worker.kill('SIGINT');
      expect(await exited(worker), workerLog).toBe(130);
    },
  );
});
