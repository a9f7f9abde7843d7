import { createSeededRandom } from './seeded-random.ts';

/** A point estimate with its confidence interval; `n` is how many values (cells or tasks) it rests on. */
export interface Estimate {
  value: number | null;
  low: number | null;
  high: number | null;
  n: number;
}

/** One resampling unit: a task's cells reduced to a numerator and a denominator. */
export interface Cluster {
  numerator: number;
  denominator: number;
}

export interface BootstrapOptions {
  /** Resamples drawn; 1,000 by default. */
  resamples?: number;
  /** Two-sided confidence level; 0.95 by default. */
  confidence?: number;
  /** PRNG seed; fixed by default so the same data always gives the same interval. */
  seed?: number;
}

export const DEFAULT_RESAMPLES = 1000;
export const DEFAULT_SEED = 20261122;

/**
 * Ratio-of-sums estimate (sum of numerators / sum of denominators) with a percentile bootstrap
 * interval that resamples whole clusters with replacement. With one cluster per task, repeats of
 * the same task stay together, so the interval does not pretend that repeats are independent tasks.
 * With fewer than two clusters there is no interval (`low` and `high` are null).
 */
export function bootstrapRatio(clusters: readonly Cluster[], options: BootstrapOptions = {}): Estimate {
  const n = clusters.length;
  const value = ratio(clusters);
  if (value === null) return { value: null, low: null, high: null, n };
  // One cluster cannot show how much the estimate varies: no interval rather than a false [x–x].
  if (n < 2) return { value, low: null, high: null, n };
  const draws = resampleRatios(clusters, options);
  const [low, high] = percentileInterval(draws, options.confidence ?? 0.95);
  return { value, low: low ?? value, high: high ?? value, n };
}

/** The statistic of `resamples` bootstrap resamples of the clusters (resamples with no denominator are skipped). */
export function resampleRatios(clusters: readonly Cluster[], options: BootstrapOptions = {}): number[] {
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const n = clusters.length;
  const picks = resampleIndices(n, resamples, options.seed ?? DEFAULT_SEED);
  const numerators = Float64Array.from(clusters, (cluster) => cluster.numerator);
  const denominators = Float64Array.from(clusters, (cluster) => cluster.denominator);
  const draws: number[] = [];
  for (let draw = 0; draw < resamples; draw += 1) {
    let numerator = 0;
    let denominator = 0;
    for (let index = draw * n, end = index + n; index < end; index += 1) {
      const pick = picks[index]!;
      numerator += numerators[pick]!;
      denominator += denominators[pick]!;
    }
    if (denominator > 0) draws.push(numerator / denominator);
  }
  return draws;
}

const indexCache = new Map<string, Uint32Array>();
const INDEX_CACHE_SIZE = 8;

/**
 * The cluster indices of every resample: a function of (n, resamples, seed) only, so they are
 * drawn once and shared by every metric of the same clusters (and the metrics of one group are
 * resampled consistently).
 */
function resampleIndices(n: number, resamples: number, seed: number): Uint32Array {
  const key = `${n}:${resamples}:${seed}`;
  let picks = indexCache.get(key);
  if (!picks) {
    const random = createSeededRandom(seed);
    picks = new Uint32Array(n * resamples);
    for (let index = 0; index < picks.length; index += 1) picks[index] = Math.floor(random() * n);
    if (indexCache.size >= INDEX_CACHE_SIZE) indexCache.delete(indexCache.keys().next().value!);
    indexCache.set(key, picks);
  }
  return picks;
}

/** Mean of plain values (one cluster each) with its bootstrap interval. */
export function bootstrapMean(values: readonly number[], options: BootstrapOptions = {}): Estimate {
  return bootstrapRatio(
    values.map((value) => ({ numerator: value, denominator: 1 })),
    options,
  );
}

export function ratio(clusters: readonly Cluster[]): number | null {
  let numerator = 0;
  let denominator = 0;
  for (const cluster of clusters) {
    numerator += cluster.numerator;
    denominator += cluster.denominator;
  }
  return denominator > 0 ? numerator / denominator : null;
}

/** The central `confidence` share of the draws (percentile method). */
export function percentileInterval(
  draws: readonly number[],
  confidence: number,
): [number | null, number | null] {
  if (draws.length === 0) return [null, null];
  const sorted = [...draws].sort((a, b) => a - b);
  const tail = (1 - confidence) / 2;
  return [quantile(sorted, tail), quantile(sorted, 1 - tail)];
}

/** Linear-interpolated quantile of sorted values. */
export function quantile(sorted: readonly number[], share: number): number {
  const position = (sorted.length - 1) * share;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
