import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTask } from '../src/tasks/index.ts';
import { bin, isolatedEnv, repoRoot, runCli } from './cli.ts';
import { missingApps } from './missing-apps.ts';

// Four apps, two of them services (IMAP, CalDAV) besides the MCP servers: everything a Ctrl-C could cut.
const TASK = 'suites/core/offboard-employee';
const missing = missingApps(loadTask(TASK).apps, 'the Ctrl-C test');

/** Resolves once `count` cells have recorded a child process (their MCP servers are up). */
async function cellsWithChildren(cells: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    let ready = 0;
    for (const name of existsSync(cells) ? readdirSync(cells) : []) {
      try {
        const owner = JSON.parse(readFileSync(path.join(cells, name, 'owner.json'), 'utf8'));
        if (owner.children.length > 0) ready += 1;
      } catch {
        // owner.json not written yet
      }
    }
    if (ready >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${count} cells never started`);
}

describe.skipIf(missing.length > 0)('Ctrl-C in a terminal (SIGINT to the whole process group)', () => {
  it('lets the cells in flight finish for real, stores none as failed, and --resume completes the run', async () => {
    const env = isolatedEnv();
    // As a shell runs a foreground job: the CLI leads its own process group, and Ctrl-C signals all of it.
    const child = spawn(
      process.execPath,
      [bin, 'run', TASK, '--model', 'reference:delay=300', '--repeats', '3', '--concurrency', '2', '--json'],
      { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await cellsWithChildren(env.MCP_ARENA_TMPDIR!, 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    process.kill(-child.pid!, 'SIGINT');
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
  }, 400_000);
});
