import { describe, expect, it } from 'vitest';
import { type PairedCell, comparePaired, mcnemarExact } from './paired-test.ts';

function cells(statuses: string, scores?: number[]): PairedCell[] {
  return [...statuses].map((letter, index) => ({
    taskId: `t${index}`,
    repeat: 0,
    status: letter === 'p' ? 'passed' : letter === 'e' ? 'error' : 'failed',
    score: scores?.[index] ?? (letter === 'p' ? 1 : 0),
  }));
}

describe('mcnemarExact (hand-computed)', () => {
  it('is the two-sided binomial tail of the discordant pairs', () => {
    expect(mcnemarExact(0, 0)).toBe(1);
    // 6 vs 0: 2 × 0.5^6.
    expect(mcnemarExact(6, 0)).toBeCloseTo(0.03125, 12);
    // 1 vs 5: 2 × (C(6,0) + C(6,1)) / 64 = 14/64.
    expect(mcnemarExact(1, 5)).toBeCloseTo(14 / 64, 12);
    // 3 vs 3: symmetric, capped at 1.
    expect(mcnemarExact(3, 3)).toBe(1);
    // 10 vs 2: 2 × (1 + 12 + 66) / 4096.
    expect(mcnemarExact(10, 2)).toBeCloseTo((2 * 79) / 4096, 12);
    // Large n stays finite and small.
    expect(mcnemarExact(400, 300)).toBeLessThan(0.001);
  });
});

describe('comparePaired', () => {
  it('counts concordant and discordant pairs and leaves errors out', () => {
    const a = cells('pppppppffe');
    const b = cells('pfffffffpp');
    const comparison = comparePaired(a, b);
    // t9 is an error in A: not a pair. t0 both; t1..t6 only A; t7 neither; t8 only B.
    expect(comparison).toMatchObject({ pairs: 9, both: 1, onlyA: 6, onlyB: 1, neither: 1, tasks: 9 });
    expect(comparison.mcnemarP).toBeCloseTo((2 * (1 + 7)) / 128, 12);
    expect(comparison.successDifference).toBeCloseTo(5 / 9, 12);
    expect(comparison.scoreDifference.value).toBeCloseTo(5 / 9, 12);
    expect(comparison.scoreDifference.low!).toBeGreaterThan(0);
    expect(comparison.bootstrapP).toBeLessThan(0.05);
  });

  it('finds no difference between identical sides', () => {
    const a = cells('ppff', [1, 1, 0.2, 0.4]);
    const comparison = comparePaired(a, a);
    expect(comparison.mcnemarP).toBe(1);
    expect(comparison.bootstrapP).toBe(1);
    expect(comparison.scoreDifference).toMatchObject({ value: 0, low: 0, high: 0 });
  });

  it('pairs by task and repeat, and averages repeats per task for scores', () => {
    const a: PairedCell[] = [
      { taskId: 'x', repeat: 0, status: 'passed', score: 1 },
      { taskId: 'x', repeat: 1, status: 'failed', score: 0.5 },
    ];
    const b: PairedCell[] = [
      { taskId: 'x', repeat: 0, status: 'failed', score: 0.25 },
      { taskId: 'x', repeat: 1, status: 'failed', score: 0.25 },
      { taskId: 'y', repeat: 0, status: 'passed', score: 1 },
    ];
    const comparison = comparePaired(a, b);
    expect(comparison).toMatchObject({ pairs: 2, onlyA: 1, neither: 1, tasks: 1 });
    expect(comparison.scoreDifference.value).toBeCloseTo(0.75 - 0.25, 12);
  });
});
