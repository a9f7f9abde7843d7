import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTask } from '../src/tasks/index.ts';
import { bin, isolatedEnv, outputMatch, repoRoot, runCli } from './cli.ts';
import { missingApps } from './missing-apps.ts';
import { PlanModel } from './plan-model.ts';

// Four apps, two of them services (IMAP, CalDAV) besides the MCP servers: everything a Ctrl-C could cut.
const TASK = 'suites/core/offboard-employee';
const missing = missingApps(loadTask(TASK).apps, 'the Ctrl-C test');

describe.skipIf(missing.length > 0)('Ctrl-C in a terminal (SIGINT to the whole process group)', () => {
  // Follows the plan, but holds each cell at its first turn until the test has seen the Ctrl-C taken in.
  const model = new PlanModel(loadTask(TASK));
  afterAll(() => model.stop());

  it('lets the cells in flight finish for real, stores none as failed, and --resume completes the run', async () => {
    const env = isolatedEnv();
    const baseUrl = await model.start();
    const run = [
      'run',
      TASK,
      '--model',
      model.model,
      '--base-url',
      baseUrl,
      '--repeats',
      '3',
      '--concurrency',
      '2',
    ];
    // As a shell runs a foreground job: the CLI leads its own process group, and Ctrl-C signals all of it.
    const child = spawn(process.execPath, [bin, ...run, '--json'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const stopping = outputMatch(child, /^Stopping: no new cells/m);
    // Both cells are in their agent loop: every app, service and MCP server of theirs is up.
    await model.cellsAsking(2);
    process.kill(-child.pid!, 'SIGINT');
    await stopping;
    model.open();
    const code = await exited;

    expect(code, stderr).toBe(130);
    const runId = /^Run (\d{8}-\d{6}-\w+): 3 cells to run/m.exec(stderr)?.[1];
    expect(runId, stderr).toBeDefined();
    expect(stderr).toContain(`stopped; finish it with: npx mcp-arena run --resume ${runId}`);
    const output = JSON.parse(stdout);
    // Both cells in flight finished as they would have without the Ctrl-C.
    expect(output.cells.map((cell: { status: string }) => cell.status)).toEqual(['passed', 'passed']);
    expect(output.pending).toBe(1);

    const resumed = await runCli(['run', '--resume', runId!, '--json'], env);
    expect(resumed.code, resumed.stderr).toBe(0);
    const final = JSON.parse(resumed.stdout);
    expect(final.pending).toBe(0);
    expect(final.cells.map((cell: { status: string }) => cell.status)).toEqual([
      'passed',
      'passed',
      'passed',
    ]);
    expect(model.rejected).toEqual([]);
  }, 400_000);
});
