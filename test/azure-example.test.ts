import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, repoRoot, runCli } from './cli.ts';

/** The README's complete Azure task: it lives outside the suite, so printing its check leaks no suite check. */
const EXAMPLE = path.join(repoRoot, 'examples', 'azure-tag-storage-account');
const read = (relative: string): string => readFileSync(path.join(EXAMPLE, relative), 'utf8');

interface ValidatedTask {
  valid: boolean;
  referencePassed: boolean;
  noopFailed: boolean;
  probes: Array<{ name: string; kind: string; asExpected: boolean }>;
}

describe('the README azure example task', () => {
  it('is valid: the reference passes, the do-nothing run fails, every probe behaves', async () => {
    const result = await runCli(['validate', EXAMPLE, '--json'], isolatedEnv());
    expect(result.code, result.stderr).toBe(0);
    const [task] = (JSON.parse(result.stdout) as { tasks: ValidatedTask[] }).tasks;
    expect(task).toMatchObject({ valid: true, referencePassed: true, noopFailed: true });
    const kinds = task!.probes.map((probe) => probe.kind);
    expect(kinds.filter((kind) => kind === 'alternative').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((kind) => kind === 'wrong').length).toBeGreaterThanOrEqual(3);
    expect(task!.probes.filter((probe) => !probe.asExpected).map((probe) => probe.name)).toEqual([]);
  }, 120_000);

  it('is printed in the README as its files are', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain('```yaml\n' + read('task.yaml') + '```');
    expect(readme).toContain('```yaml\n# seed/azure/tenant.yaml\n' + read('seed/azure/tenant.yaml') + '```');
    expect(readme).toContain('```ts\n// check.ts\n' + read('check.ts') + '```');
  });

  it('leaves every azure suite check out of the README', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const example = new Set(
      read('check.ts')
        .split('\n')
        .map((line) => line.trim()),
    );
    const suite = path.join(repoRoot, 'suites', 'core');
    // A check's own lines (long ones, not shared with the example's) printed would show reviewers the check.
    const printed = readdirSync(suite)
      .filter((task) => task.startsWith('azure-'))
      .flatMap((task) =>
        readFileSync(path.join(suite, task, 'check.ts'), 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line.length >= 50 && !example.has(line) && readme.includes(line))
          .map((line) => `${task}: ${line}`),
      );
    expect(printed).toEqual([]);
  });
});
