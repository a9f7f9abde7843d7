import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChecks } from './run-checks.ts';
import { scoreCheckpoints } from './score.ts';

const checkpoint = (passed: boolean, points = 1, required = true) => ({
  name: 'c',
  passed,
  points,
  required,
  detail: '',
});

describe('scoreCheckpoints', () => {
  it('gives full score when every checkpoint passes', () => {
    expect(scoreCheckpoints([checkpoint(true, 2), checkpoint(true, 1)])).toEqual({
      earned: 3,
      total: 3,
      success: true,
      score: 1,
    });
  });

  it('gives half the points ratio when a required checkpoint fails', () => {
    expect(scoreCheckpoints([checkpoint(true, 3), checkpoint(false, 1)])).toEqual({
      earned: 3,
      total: 4,
      success: false,
      score: 0.375,
    });
  });

  it('still succeeds when only optional checkpoints fail', () => {
    const score = scoreCheckpoints([checkpoint(true, 3), checkpoint(false, 1, false)]);
    expect(score.success).toBe(true);
    expect(score.score).toBeCloseTo(0.5 * 0.75 + 0.5);
  });

  it('never counts an empty checkpoint list as success', () => {
    expect(scoreCheckpoints([])).toEqual({ earned: 0, total: 0, success: false, score: 0 });
  });
});

describe('runChecks', () => {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'check-ws-'));
  const seed = mkdtempSync(path.join(os.tmpdir(), 'check-seed-'));
  writeFileSync(path.join(workspace, 'out.txt'), 'hello');
  writeFileSync(path.join(seed, 'out.txt'), 'seeded');
  const state = { workspace, seed, answer: 'The answer is 42.' };

  function checkModule(source: string): string {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'check-mod-')), 'check.ts');
    writeFileSync(file, source);
    return file;
  }

  it('gives the check the final state and fills in defaults', async () => {
    const file = checkModule(`export default (context) => [
      { name: 'file', passed: context.readText('out.txt') === 'hello' },
      { name: 'seed', passed: context.readSeed('out.txt') === 'seeded', points: 2 },
      { name: 'answer', passed: context.answer.includes('42'), required: false, detail: 'said 42' },
      { name: 'listing', passed: context.listFiles().join() === 'out.txt' },
      { name: 'missing', passed: context.readText('nope.txt') === undefined },
    ];`);
    const checkpoints = await runChecks(file, state);
    expect(checkpoints.map((entry) => entry.passed)).toEqual([true, true, true, true, true]);
    expect(checkpoints[0]).toEqual({ name: 'file', passed: true, points: 1, required: true, detail: '' });
    expect(checkpoints[2]).toMatchObject({ required: false, detail: 'said 42' });
  });

  it('turns a throwing check into one failed checkpoint that says why', async () => {
    const file = checkModule(`export default () => { throw new Error('bad json'); };`);
    expect(await runChecks(file, state)).toEqual([
      { name: 'check', points: 1, passed: false, required: true, detail: 'check threw: bad json' },
    ]);
  });

  it('rejects malformed checkpoints and reading outside the workspace', async () => {
    const malformed = await runChecks(
      checkModule(`export default () => [{ name: 'x', passed: 'yes' }];`),
      state,
    );
    expect(malformed[0]?.detail).toMatch(/returned malformed checkpoints/);
    const escape = await runChecks(
      checkModule(`export default (c) => [{ name: 'x', passed: !!c.readText('../../etc/passwd') }];`),
      state,
    );
    expect(escape[0]?.detail).toMatch(/outside the workspace/);
  });
});
