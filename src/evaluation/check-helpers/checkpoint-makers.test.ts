import { describe, expect, it } from 'vitest';
import { keptState, tally } from './checkpoint-makers.ts';

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
