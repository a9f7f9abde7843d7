import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from '../src/store/index.ts';
import { isolatedEnv, repoRoot, startCli } from './cli.ts';

const TASK = 'suites/core/reconcile-payments';
// A minute per turn: a run of this model is still running whenever the test looks, until it stops it.
const SLOW_MODEL = 'reference:delay=60000';

/** A started CLI with what it printed so far, and whether and how it exited. */
interface Cli {
  child: ChildProcess;
  stderr: () => string;
  exitCode: () => number | null | undefined;
  exited: Promise<number | null>;
  /** Resolves when stderr matches (true), or when the process exits without it matching (false). */
  until: (pattern: RegExp) => Promise<boolean>;
}

const started: Cli[] = [];

function cli(args: string[], env: NodeJS.ProcessEnv): Cli {
  const child = startCli(args, env);
  let stderr = '';
  let code: number | null | undefined;
  const waiters: Array<() => void> = [];
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (exit) => {
      code = exit;
      resolve(exit);
    }),
  );
  const until = async (pattern: RegExp): Promise<boolean> => {
    while (!pattern.test(stderr)) {
      if (code !== undefined) return false;
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), exited]);
    }
    return true;
  };
  const run: Cli = { child, stderr: () => stderr, exitCode: () => code, exited, until };
  started.push(run);
  return run;
}

/** Stops what a test started as a second Ctrl-C would: a cell in flight is stored as interrupted. */
async function stopAll(): Promise<void> {
  for (const run of started.splice(0)) {
    if (run.exitCode() === undefined) run.child.kill('SIGTERM');
    await run.exited;
  }
}

const RUN_LINE = /^Run (\S+): /m;
const RESUMED = /^Run \S+ \(resumed\)/m;

describe('run --resume of a run that is still running', () => {
  afterEach(stopAll);

  it('refuses at once, naming the process that runs it and what to do', { timeout: 240_000 }, async () => {
    const env = isolatedEnv();
    const owner = cli(['run', TASK, '--model', SLOW_MODEL, '--json'], env);
    expect(await owner.until(RUN_LINE), owner.stderr()).toBe(true);
    const runId = RUN_LINE.exec(owner.stderr())![1]!;

    const resume = cli(['run', '--resume', runId], env);
    // Before, it ran the same cells again (and one process died on the store's unique key).
    expect(await resume.until(RESUMED), resume.stderr()).toBe(false);
    expect(await resume.exited).toBe(2);
    const lines = resume.stderr().trim().split('\n');
    expect(lines, resume.stderr()).toHaveLength(1);
    expect(lines[0]).toContain(
      `run ${runId} is still running: process ${owner.child.pid} on this host (${os.hostname()})`,
    );
    expect(lines[0]).toContain(
      `Wait for it to finish, or stop it (Ctrl-C in its terminal, or kill ${owner.child.pid})`,
    );
    expect(lines[0]).toContain(`npx mcp-arena run --resume ${runId}`);
    // The owner goes on undisturbed.
    expect(owner.exitCode()).toBeUndefined();
    expect(owner.stderr()).not.toMatch(/duplicate key|unexpected/);
  });

  it(
    'gives a stopped run to one of two resumes started at once; the other refuses',
    { timeout: 240_000 },
    async () => {
      const env = isolatedEnv();
      // A stopped run: created, its store closed, no cell stored yet.
      const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
      const { id: runId } = await store.createRun({
        paths: [path.join(repoRoot, TASK)],
        cwd: repoRoot,
        models: [SLOW_MODEL],
        modes: ['servers'],
        repeats: 1,
        options: {},
      });
      await store.close();

      const resumes = [cli(['run', '--resume', runId], env), cli(['run', '--resume', runId], env)];
      // Until one has given up, or (before) both run the run's cell.
      await Promise.race([
        ...resumes.map((resume) => resume.exited),
        Promise.all(resumes.map((resume) => resume.until(RESUMED))),
      ]);
      const loser = resumes.find((resume) => resume.exitCode() !== undefined);
      expect(
        loser,
        `both resumes ran the cell:\n${resumes.map((resume) => resume.stderr()).join('\n')}`,
      ).toBeDefined();
      const winner = resumes.find((resume) => resume !== loser)!;
      expect(loser!.exitCode(), loser!.stderr()).toBe(2);
      expect(loser!.stderr().trim().split('\n')).toEqual([
        expect.stringContaining(`run ${runId} is still running: process ${winner.child.pid} on this host`),
      ]);
      expect(await winner.until(RESUMED), winner.stderr()).toBe(true);
    },
  );
});
