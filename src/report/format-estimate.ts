import type { Estimate } from './bootstrap.ts';

/** `62.5% [40.0–85.0]`; `n/a` when nothing was measured. */
export function formatRate(estimate: Estimate, interval = true): string {
  if (estimate.value === null) return 'n/a';
  const percent = (value: number): string => (value * 100).toFixed(1);
  return interval && estimate.low !== null && estimate.high !== null
    ? `${percent(estimate.value)}% [${percent(estimate.low)}–${percent(estimate.high)}]`
    : `${percent(estimate.value)}%`;
}

/** `4.25 [3.10–5.40]` with `digits` decimals. */
export function formatMean(estimate: Estimate, digits = 2, interval = true): string {
  if (estimate.value === null) return 'n/a';
  return interval && estimate.low !== null && estimate.high !== null
    ? `${estimate.value.toFixed(digits)} [${estimate.low.toFixed(digits)}–${estimate.high.toFixed(digits)}]`
    : estimate.value.toFixed(digits);
}

/** A whole-number mean, grouped by thousands: `12,345`. */
export function formatCount(estimate: Estimate): string {
  return estimate.value === null ? 'n/a' : Math.round(estimate.value).toLocaleString('en-US');
}

/** `$0.0123`, `$0.0123 (7/8 priced)` when some cells have no price, `unknown` when none has. */
export function formatCost(cost: { perTask: Estimate; knownCells: number; unknownCells: number }): string {
  if (cost.perTask.value === null) return cost.unknownCells > 0 ? 'unknown' : 'n/a';
  const value = `$${cost.perTask.value.toFixed(4)}`;
  return cost.unknownCells > 0
    ? `${value} (${cost.knownCells}/${cost.knownCells + cost.unknownCells} priced)`
    : value;
}

/** A p-value: `0.031`, `<0.001`. */
export function formatP(value: number): string {
  return value < 0.001 ? '<0.001' : value.toFixed(3);
}
