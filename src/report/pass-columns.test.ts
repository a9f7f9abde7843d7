import { describe, expect, it } from 'vitest';
import type { Estimate } from './bootstrap.ts';
import type { PassAtKMetrics } from './metrics.ts';
import { passColumns } from './pass-columns.ts';

const estimate = (value: number): Estimate => ({ value, low: null, high: null, n: 1 });
const passAt = (k: number): PassAtKMetrics => ({
  k,
  tasks: 4,
  tasksLeftOut: 0,
  passAt1: estimate(0.5),
  passAtK: estimate(0.75),
  passHatK: estimate(0.25),
});

describe('passColumns', () => {
  it('shows pass@1 once for one-repeat groups (pass@1 and pass^1 are the same number)', () => {
    expect(passColumns([passAt(1), passAt(1), null]).map((column) => column.label)).toEqual(['pass@1']);
  });

  it('adds pass@k and pass^k once per larger k, each group filling only its own', () => {
    const columns = passColumns([passAt(3), passAt(1), passAt(2), passAt(3)]);
    expect(columns.map((column) => column.label)).toEqual(['pass@1', 'pass@2', 'pass^2', 'pass@3', 'pass^3']);
    expect(columns.map((column) => column.estimateOf(passAt(3))?.value)).toEqual([
      0.5,
      undefined,
      undefined,
      0.75,
      0.25,
    ]);
    expect(columns.map((column) => column.estimateOf(null))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
