import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runCli, startCli } from './cli.ts';

const TASK = 'suites/core/reconcile-payments';

// Each test starts the CLI (tsx + PGlite) one or more times: slow on a loaded machine.
describe('mcp-arena report (end to end)', { timeout: 180_000 }, () => {
  const env = isolatedEnv();
  let runId = '';

  beforeAll(async () => {
    const result = await runCli(
      ['run', TASK, '--model', 'reference', '--model', 'noop', '--repeats', '2', '--json'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    runId = JSON.parse(result.stdout).runId;
  }, 240_000);

  it('prints grouped tables with intervals and a paired comparison', async () => {
    const result = await runCli(['report', runId], env);
    expect(result.code, result.stderr).toBe(0);
    // One task: no interval (a bootstrap over one task cannot show spread).
    expect(result.stdout).toMatch(/reference\s+servers\s+1\s+2\s+0\s+100\.0%\s+1\.000\s/);
    expect(result.stdout).toMatch(/noop\s+servers\s+1\s+2\s+0\s+0\.0%/);
    expect(result.stdout).toContain('pass^2');
    expect(result.stdout).toMatch(/noop · servers\s+reference · servers\s+2\s+0\s+2\s+0\.500/);
  });

  it('groups by other keys, prints JSON, and accepts `latest`', async () => {
    const result = await runCli(['report', 'latest', '--by', 'difficulty', '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.runs.map((run: { id: string }) => run.id)).toEqual([runId]);
    expect(report.by).toEqual(['difficulty']);
    expect(report.groups).toHaveLength(1);
    expect(report.groups[0].metrics).toMatchObject({ cells: 4, passed: 2, errors: 0 });
    expect(report.groups[0].metrics.successRate.value).toBe(0.5);
    expect(report.leaderboard).toHaveLength(2);
  });

  it('writes a self-contained HTML file', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'report-html-')), 'report.html');
    const result = await runCli(['report', runId, '--html', file], env);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('id="leaderboard-table"');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)[^"'\s]+\.js/);
  });

  it('explains unknown runs and groupings', async () => {
    const [missing, badBy, empty] = await Promise.all([
      runCli(['report', 'nope'], env),
      runCli(['report', runId, '--by', 'colour'], env),
      runCli(['report', 'latest'], isolatedEnv()),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no run nope in the store');
    expect(badBy.code).not.toBe(0);
    expect(badBy.stderr).toContain('unknown grouping colour');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('the store has no runs yet');
  });

  it('serves the dashboard on 127.0.0.1 until interrupted', async () => {
    const child = startCli(['serve', '--port', '0'], env);
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk) => {
        output += chunk;
        const match = /on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.on('close', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(runId);
    const closed = new Promise((resolve) => child.on('close', resolve));
    child.kill('SIGINT');
    expect(await closed).toBe(0);
  });
});
