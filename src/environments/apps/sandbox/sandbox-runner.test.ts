import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { formatSandboxResult } from './format-sandbox-result.ts';
import { probeIsolation, UNSAFE_SANDBOX_VARIABLE } from './sandbox-isolation.ts';
import { DEFAULT_LIMITS, killRecordedProcesses, SandboxRunner } from './sandbox-runner.ts';

const noBubblewrap = ['/nonexistent/bwrap'];

describe('sandbox isolation without bubblewrap', () => {
  test('is unavailable, says why and how to install, unless unsafe mode is allowed', () => {
    const refused = probeIsolation(false, noBubblewrap);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.reason).toContain('bubblewrap (bwrap) not found');
    expect(refused.reason).toContain(`${UNSAFE_SANDBOX_VARIABLE}=1`);
    expect(refused.install).toContain('bubblewrap');
    const allowed = probeIsolation(true, noBubblewrap);
    expect(allowed.ok && allowed.isolation.kind).toBe('none');
  });
});

describe('sandbox runner, unsafe mode (limits only)', () => {
  const probe = probeIsolation(true, noBubblewrap);
  const workspace = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sandbox-runner-test-')));
  const runDir = path.join(workspace, '..', `${path.basename(workspace)}-run`);
  const runner = new SandboxRunner({
    isolation: probe.ok ? probe.isolation : { kind: 'none', prlimit: 'prlimit' },
    workspace,
    runDir,
    searchPath: '/usr/bin:/bin',
  });

  afterAll(() => {
    rmSync(workspace, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  });

  test.skipIf(!probe.ok)('runs in the workspace with the limits set', async () => {
    const result = await runner.run(['/bin/bash', '-c', 'pwd; ulimit -t; ulimit -u'], DEFAULT_LIMITS);
    expect(result.exitCode).toBe(0);
    const [directory, cpu, processes] = result.stdout.trim().split('\n');
    expect(directory).toBe(workspace);
    expect(cpu).toBe(String(DEFAULT_LIMITS.cpuSeconds));
    // Without a user namespace of its own, the limit allows for the user's other processes.
    expect(Number(processes)).toBeGreaterThan(DEFAULT_LIMITS.processes);
  });

  test.skipIf(!probe.ok)('the wall-time limit kills the command’s whole process group', async () => {
    const marker = 'mcp_arena_runner_group';
    const limits = { ...DEFAULT_LIMITS, wallSeconds: 1 };
    const started = Date.now();
    const result = await runner.run(
      ['/bin/bash', '-c', `${marker}() { sleep 30; }; ${marker} & ${marker}`],
      limits,
    );
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
    const left = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(marker) && !line.startsWith('ps '));
    expect(left).toEqual([]);
    expect(killRecordedProcesses(runDir)).toBe(0);
  });
});

describe('formatSandboxResult', () => {
  const base = {
    exitCode: 0,
    signal: null,
    timedOut: false,
    stdout: '',
    stderr: '',
    totalChars: 0,
    cutChars: 0,
  };

  test('shows the exit code, stdout and stderr', () => {
    const { text, isError } = formatSandboxResult(
      { ...base, exitCode: 2, stdout: 'out\n', stderr: 'err\n' },
      DEFAULT_LIMITS,
    );
    expect(text).toBe('exit code 2\n--- stdout ---\nout\n--- stderr ---\nerr');
    expect(isError).toBe(true);
    expect(formatSandboxResult(base, DEFAULT_LIMITS)).toEqual({
      text: 'exit code 0\n(no output)',
      isError: false,
    });
  });

  test('names the limit that stopped a command', () => {
    expect(formatSandboxResult({ ...base, exitCode: 152 }, DEFAULT_LIMITS).text).toContain(
      `CPU-time limit of ${DEFAULT_LIMITS.cpuSeconds} s`,
    );
    expect(formatSandboxResult({ ...base, exitCode: 137 }, DEFAULT_LIMITS).text).toBe(
      'exit code 137, killed by SIGKILL\n(no output)',
    );
    expect(formatSandboxResult({ ...base, exitCode: null, timedOut: true }, DEFAULT_LIMITS).text).toContain(
      `wall-time limit of ${DEFAULT_LIMITS.wallSeconds} s`,
    );
  });

  test('says how much output was cut', () => {
    const { text } = formatSandboxResult(
      { ...base, stdout: 'a'.repeat(10), totalChars: 25, cutChars: 15 },
      { ...DEFAULT_LIMITS, outputChars: 10 },
    );
    expect(text).toContain('[sandbox: output cut: kept the first 10 of 25 characters, dropped 15.');
  });
});
