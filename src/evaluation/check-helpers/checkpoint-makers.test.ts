import { describe, expect, it } from 'vitest';
import { keptState, noneWrong, tally } from './checkpoint-makers.ts';

describe('keptState', () => {
  const clean = { passed: true, detail: 'no unexpected changes' };
  const damaged = { passed: false, detail: '1 unexpected change: row INV-7 removed' };

  it('passes a clean diff once the agent acted, with the diff as detail and the extra fields', () => {
    expect(keptState('ledger unchanged', clean, true, { points: 2 })).toEqual({
      name: 'ledger unchanged',
      points: 2,
      passed: true,
      detail: 'no unexpected changes',
    });
    expect(keptState('ledger unchanged', damaged, true)).toMatchObject({
      passed: false,
      detail: damaged.detail,
    });
  });

  it('fails a run that did nothing, though it changed nothing', () => {
    expect(keptState('ledger unchanged', clean, false)).toMatchObject({
      passed: false,
      detail: 'nothing was done',
    });
  });
});

describe('tally', () => {
  it('passes when every expected item is right, and says how many were', () => {
    expect(tally('tickets right', ['a', 'b'], 2, { points: 3 })).toEqual({
      name: 'tickets right',
      points: 3,
      passed: true,
      detail: '2/2',
    });
    expect(tally('tickets right', ['a'], 2)).toMatchObject({ passed: false, detail: '1/2' });
  });
});

describe('noneWrong', () => {
  it('passes when nothing came out wrong, with the extra fields', () => {
    expect(noneWrong('every vehicle due on Friday', [], { points: 2 })).toEqual({
      name: 'every vehicle due on Friday',
      points: 2,
      passed: true,
      detail: 'all right',
    });
  });

  it('fails on any wrong item and names the first six', () => {
    expect(noneWrong('due on Friday', ['HH-FL 212'])).toMatchObject({ passed: false, detail: 'HH-FL 212' });
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(noneWrong('due on Friday', many).detail).toBe('a, b, c, d, e, f, ... (8 in all)');
  });

  it('with acted, fails a run that did nothing, though it made no stray', () => {
    expect(noneWrong('no stray tickets', [], { acted: false })).toMatchObject({
      passed: false,
      detail: 'nothing was done',
    });
    expect(noneWrong('no stray tickets', [], { acted: true }).passed).toBe(true);
    expect(noneWrong('no stray tickets', ['TASK-9'], { acted: true }).passed).toBe(false);
  });
});
