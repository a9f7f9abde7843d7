import { describe, expect, it } from 'vitest';
import { bootstrapMean, bootstrapRatio, quantile } from './bootstrap.ts';
import { createSeededRandom } from './seeded-random.ts';

/** How often the 95% interval of bootstrapMean (400 resamples) holds the truth, over 300 drawn samples. */
function coverageOf(truth: number, draw: () => number[]): number {
  const trials = 300;
  let covered = 0;
  for (let trial = 0; trial < trials; trial += 1) {
    const { low, high } = bootstrapMean(draw(), { seed: trial, resamples: 400 });
    if (low! <= truth && truth <= high!) covered += 1;
  }
  return covered / trials;
}

describe('bootstrap', () => {
  it('is deterministic for a seed and brackets the point estimate', () => {
    const values = [1, 0, 1, 1, 0, 1, 0, 1, 1, 1];
    const first = bootstrapMean(values, { seed: 7 });
    expect(first).toEqual(bootstrapMean(values, { seed: 7 }));
    expect(first.value).toBeCloseTo(0.7, 12);
    expect(first.n).toBe(10);
    expect(first.low!).toBeLessThan(0.7);
    expect(first.high!).toBeGreaterThan(0.7);
    expect(first.low!).toBeGreaterThanOrEqual(0);
    expect(first.high!).toBeLessThanOrEqual(1);
  });

  it('gives null for no data and no interval for one value', () => {
    expect(bootstrapMean([])).toEqual({ value: null, low: null, high: null, n: 0 });
    expect(bootstrapMean([3])).toEqual({ value: 3, low: null, high: null, n: 1 });
  });

  it('is a ratio of sums over clusters', () => {
    const estimate = bootstrapRatio([
      { numerator: 1, denominator: 4 },
      { numerator: 3, denominator: 4 },
    ]);
    expect(estimate.value).toBe(0.5);
    // Only three distinct resamples exist: 1/4, 2/4 and 3/4.
    expect(estimate.low).toBeGreaterThanOrEqual(0.25);
    expect(estimate.high).toBeLessThanOrEqual(0.75);
  });

  it('interpolates quantiles', () => {
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
  });

  it('covers the true rate about 95% of the time on synthetic data', () => {
    const random = createSeededRandom(42);
    const trueRate = 0.3;
    const coverage = coverageOf(trueRate, () =>
      Array.from({ length: 80 }, () => (random() < trueRate ? 1 : 0)),
    );
    expect(coverage).toBeGreaterThan(0.9);
    expect(coverage).toBeLessThan(0.99);
  });

  it('covers a skewed mean (token counts) about 95% of the time', () => {
    const random = createSeededRandom(9);
    // Exponential with mean 1000.
    const trueMean = 1000;
    const coverage = coverageOf(trueMean, () =>
      Array.from({ length: 60 }, () => -Math.log(1 - random()) * trueMean),
    );
    expect(coverage).toBeGreaterThan(0.88);
    expect(coverage).toBeLessThan(0.99);
  });
});
