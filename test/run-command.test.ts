import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from './cli.ts';

const TASK = 'suites/core/reconcile-payments';

describe('mcp-arena run (end to end over real stdio MCP servers)', () => {
  it('passes with the reference model and fails with noop, and stores both (servers mode by default)', async () => {
    const env = isolatedEnv();
    const result = await runCli(['run', TASK, '--model', 'reference', '--model', 'noop', '--json'], env);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.runId).toMatch(/^\d{8}-\d{6}-/);
    const byModel = Object.fromEntries(output.cells.map((cell: { model: string }) => [cell.model, cell]));
    expect(byModel.reference).toMatchObject({
      task: 'reconcile-payments',
      mode: 'servers',
      repeat: 0,
      status: 'passed',
      score: 1,
      failedToolCalls: 0,
      costUsd: 0,
    });
    expect(byModel.reference.toolCalls).toBe(6);
    expect(byModel.reference.checkpoints.earned).toBe(byModel.reference.checkpoints.total);
    expect(byModel.noop).toMatchObject({ status: 'failed', toolCalls: 0, turns: 1 });
    expect(byModel.noop.score).toBeLessThan(0.5);
    expect(output.metrics).toEqual({ successRate: 0.5, meanScore: (1 + byModel.noop.score) / 2 });
  });

  it('prints a readable table without --json', async () => {
    const result = await runCli(['run', TASK, '--model', 'reference', '--mode', 'oracle'], isolatedEnv());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/reconcile-payments\s+reference\s+oracle\s+0\s+passed\s+1\.00/);
    expect(result.stdout).toMatch(/1 passed, 0 failed, 0 errors; success 100\.0%/);
  });

  it('explains a bad task file in one message, without a stack trace', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bad-task-'));
    writeFileSync(path.join(dir, 'task.yaml'), 'id: Bad Id\ntitle: x\n');
    const result = await runCli(['run', dir], isolatedEnv());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('invalid task (');
    expect(result.stderr).toContain('task.yaml: id: "Bad Id" must be lowercase letters, digits and dashes');
    expect(result.stderr).toContain('task.yaml: prompt: is missing. Fix: add `prompt:` (string).');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects an unknown model before starting anything', async () => {
    const result = await runCli(['run', TASK, '--model', 'gpt-17'], isolatedEnv());
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown model "gpt-17"');
  });
});

describe('mcp-arena validate', () => {
  it('reports a task whose reference passes and whose do-nothing run fails as valid', async () => {
    const result = await runCli(['validate', TASK, '--json'], isolatedEnv());
    expect(result.code).toBe(0);
    const { tasks } = JSON.parse(result.stdout);
    expect(tasks).toMatchObject([
      { id: 'reconcile-payments', valid: true, referencePassed: true, noopFailed: true, errors: [] },
    ]);
    // Every checkpoint of both runs, for the task's author.
    const { reference, noop } = tasks[0].checkpoints;
    expect(reference.map((checkpoint: { name: string }) => checkpoint.name)).toEqual(
      noop.map((checkpoint: { name: string }) => checkpoint.name),
    );
    expect(reference.every((checkpoint: { passed: boolean }) => checkpoint.passed)).toBe(true);
    expect(noop.some((checkpoint: { passed: boolean }) => !checkpoint.passed)).toBe(true);
  });

  it('fails a task whose check cannot fail', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'weak-task-'));
    writeFileSync(
      path.join(dir, 'task.yaml'),
      [
        'id: weak',
        'title: Weak',
        'category: test',
        'difficulty: easy',
        'prompt: Write hi to out.txt.',
        'apps: [files]',
        'tools: [files__write_file]',
        'reference:',
        '  plan:',
        '    - tool: files__write_file',
        '      arguments: {path: out.txt, content: hi}',
        '  answer: Done.',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'check.ts'), "export default () => [{ name: 'always', passed: true }];\n");
    const result = await runCli(['validate', dir, '--json'], isolatedEnv());
    expect(result.code).toBe(1);
    const [task] = JSON.parse(result.stdout).tasks;
    expect(task).toMatchObject({ id: 'weak', valid: false, referencePassed: true, noopFailed: false });
    expect(task.errors[0]).toMatch(/do-nothing run passed/);
  });
});
