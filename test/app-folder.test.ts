import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { appNames, registerAppFolder } from '../src/environments/index.ts';
import { validateTask } from '../src/runner/index.ts';
import { loadTask } from '../src/tasks/index.ts';

// An app from a folder of its own (test/fixtures/apps/toy: its module, MCP server, and a task on it):
// registering the folder is all it takes, no file of mcp-arena names it.
const toyFolder = path.join(import.meta.dirname, 'fixtures', 'apps', 'toy');
const toyTask = path.join(toyFolder, 'task');

describe('an app registered from a folder', () => {
  it('is unknown to tasks until its folder is registered', () => {
    expect(() => loadTask(toyTask)).toThrow(/apps\[0\]: "toy" is not allowed/);
  });

  it('runs a task: the reference plan passes through its MCP tool, doing nothing fails', async () => {
    const module = await registerAppFolder(toyFolder);
    expect(module.name).toBe('toy');
    expect(appNames()).toContain('toy');
    const validation = await validateTask(loadTask(toyTask));
    expect(validation.errors).toEqual([]);
    expect(validation).toMatchObject({ valid: true, referencePassed: true, noopFailed: true });
    expect(validation.checkpoints?.reference[0]?.detail).toBe('counter went from 40 to 42');
  });

  it('is registered for every command by MCP_ARENA_APPS', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "const { appNames } = await import('./src/environments/index.ts'); console.log(appNames().join(','))",
      ],
      { cwd: path.join(import.meta.dirname, '..'), env: { ...process.env, MCP_ARENA_APPS: toyFolder } },
    );
    expect(stdout.trim().split(',')).toContain('toy');
  });
});
