/**
 * Unbiased pass@k (Chen et al. 2021): the chance that at least one of k attempts drawn without
 * replacement from n attempts, c of them successful, succeeds: 1 − C(n−c, k) / C(n, k).
 */
export function passAtK(n: number, c: number, k: number): number {
  assertCounts(n, c, k);
  if (n - c < k) return 1;
  let allFail = 1;
  for (let i = n - c + 1; i <= n; i += 1) allFail *= 1 - k / i;
  return 1 - allFail;
}

/**
 * pass^k (τ-bench, Toolathlon's Pass^3): the chance that all k attempts drawn without replacement
 * succeed: C(c, k) / C(n, k).
 */
export function passHatK(n: number, c: number, k: number): number {
  assertCounts(n, c, k);
  let allPass = 1;
  for (let i = 0; i < k; i += 1) allPass *= (c - i) / (n - i);
  return Math.max(0, allPass);
}

function assertCounts(n: number, c: number, k: number): void {
  if (
    !(Number.isInteger(n) && Number.isInteger(c) && Number.isInteger(k)) ||
    c < 0 ||
    c > n ||
    k < 1 ||
    k > n
  ) {
    throw new RangeError(`pass@k needs whole numbers with 0 ≤ c ≤ n and 1 ≤ k ≤ n (n=${n}, c=${c}, k=${k})`);
  }
}
