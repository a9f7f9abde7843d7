import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { type CliResult, isolatedEnv, outputMatch, runCli, startCli } from './cli.ts';

const TASK = 'suites/core/reconcile-payments';
// Two models × 2 repeats = 4 cells per run; the delay keeps both runs writing at the same time.
const RUN = ['run', TASK, '--model', 'reference:delay=200', '--model', 'noop', '--repeats', '2', '--json'];
const CELLS = 4;

function collected(child: ChildProcess): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

function dashboardUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`serve exited: ${output}`)));
  });
}

describe('one embedded store shared by several processes', () => {
  it('keeps every run of two concurrent runs, an open dashboard and a report loop', async () => {
    const env = isolatedEnv();
    const serve = startCli(['serve', '--port', '0'], env);
    const serveResult = collected(serve);
    const url = await dashboardUrl(serve);

    const firstRun = startCli(RUN, env);
    const first = collected(firstRun);
    // The second run starts once the first has stored its run, and writes beside it.
    await outputMatch(firstRun, /^Run \S+: \d+ cells to run/m);
    const second = collected(startCli(RUN, env));
    let runsDone = false;
    const both = Promise.all([first, second]).finally(() => (runsDone = true));
    // `report latest` again and again while both runs write.
    const reports: CliResult[] = [];
    while (!runsDone) reports.push(await runCli(['report', 'latest', '--json'], env));
    const results = await both;

    for (const result of results) {
      expect(result.stderr).not.toMatch(/cannot open the store|Aborted/);
      expect(result.code).toBe(0);
    }
    const runIds = results.map((result) => JSON.parse(result.stdout).runId as string);
    // Every report taken while the runs were writing read the store, or found no run yet.
    for (const report of reports)
      expect(report.code === 0 || /no runs yet/.test(report.stderr), report.stderr).toBe(true);

    // The open dashboard sees both runs, stored after it started.
    const listed = (await (await fetch(new URL('/api/runs', url))).json()) as Array<{ id: string }>;
    expect(listed.map((run) => run.id).sort()).toEqual([...runIds].sort());

    serve.kill('SIGINT');
    expect((await serveResult).code).toBe(0);

    for (const id of runIds) {
      const report = await runCli(['report', id, '--json'], env);
      expect(report.stderr).toBe('');
      expect(report.code).toBe(0);
      expect(JSON.parse(report.stdout).runs.map((run: { id: string }) => run.id)).toEqual([id]);
    }
    const runs = await runCli(['runs', '--json'], env);
    expect(runs.code).toBe(0);
    const listing = JSON.parse(runs.stdout) as Array<{
      id: string;
      status: string;
      done: number;
      planned: number;
    }>;
    for (const id of runIds)
      expect(listing.find((run) => run.id === id)).toMatchObject({
        status: 'finished',
        done: CELLS,
        planned: CELLS,
      });
  }, 300_000);

  it('is created once by two runs started at once on a fresh arena home', async () => {
    // Before the store server, each process ran initdb in the same new folder and one of them failed
    // (`could not create directory "base/5": File exists`, `Aborted()`, or an error without a message).
    const env = isolatedEnv();
    const run = ['run', TASK, '--model', 'noop', '--json'];
    const results = await Promise.all([runCli(run, env), runCli(run, env)]);
    for (const result of results) expect(result.code, result.stderr).toBe(0);
    const runs = await runCli(['runs', '--json'], env);
    const listed = (JSON.parse(runs.stdout) as Array<{ id: string; status: string }>).map(
      (entry) => entry.id,
    );
    expect(listed.sort()).toEqual(results.map((result) => JSON.parse(result.stdout).runId as string).sort());
  }, 300_000);
});
