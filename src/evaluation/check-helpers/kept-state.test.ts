import { describe, expect, it } from 'vitest';
import { keptState } from './kept-state.ts';

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
