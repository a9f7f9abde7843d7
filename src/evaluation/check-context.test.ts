import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckContext } from './run-checks.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'check-context-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the check context before-state', () => {
  it('reads the seeded workspace and the captured app readers', async () => {
    mkdirSync(path.join(root, 'seed', 'docs'), { recursive: true });
    mkdirSync(path.join(root, 'work'));
    writeFileSync(path.join(root, 'seed', 'docs', 'a.md'), 'seeded');
    const context = createCheckContext({
      workspace: path.join(root, 'work'),
      seed: path.join(root, 'seed'),
      answer: '',
      apps: { sql: async () => [{ n: 2 }] },
      before: { sql: async () => [{ n: 1 }] },
    });
    expect(context.before.workspace).toBe(path.join(root, 'seed'));
    expect(context.before.listFiles()).toEqual([path.join('docs', 'a.md')]);
    expect(context.before.readText('docs/a.md')).toBe('seeded');
    expect(await context.before.sql('SELECT 1')).toEqual([{ n: 1 }]);
    expect(await context.sql('SELECT 1')).toEqual([{ n: 2 }]);
  });

  it('explains a missing before-state: app not used, or not captured by the caller', async () => {
    const context = createCheckContext({
      workspace: root,
      seed: path.join(root, 'none'),
      answer: '',
      apps: { sql: async () => [] },
    });
    expect(context.before.listFiles()).toEqual([]);
    expect(() => context.before.sql('SELECT 1')).toThrow(/state before the agent ran was not captured/);
    expect(() => context.before.tracker.tasks()).toThrow(/does not use the tracker app/);
  });
});
