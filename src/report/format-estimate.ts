import type { Estimate } from './bootstrap.ts';

const percent = (value: number): string => (value * 100).toFixed(1);

/** `62.5% [40.0–85.0]`; `n/a` when nothing was measured. */
export function formatRate(estimate: Estimate, interval = true): string {
  if (estimate.value === null) return 'n/a';
  const bounds = interval ? formatRateInterval(estimate) : '';
  return bounds ? `${percent(estimate.value)}% ${bounds}` : `${percent(estimate.value)}%`;
}

/** A rate's interval alone, `[40.0–85.0]`; empty when it has none. */
export function formatRateInterval(estimate: Estimate): string {
  return estimate.value !== null && estimate.low !== null && estimate.high !== null
    ? `[${percent(estimate.low)}–${percent(estimate.high)}]`
    : '';
}

/** `4.25 [3.10–5.40]` with `digits` decimals. */
export function formatMean(estimate: Estimate, digits = 2, interval = true): string {
  if (estimate.value === null) return 'n/a';
  const bounds = interval ? formatMeanInterval(estimate, digits) : '';
  return bounds ? `${estimate.value.toFixed(digits)} ${bounds}` : estimate.value.toFixed(digits);
}

/** A mean's interval alone, `[3.10–5.40]`; empty when it has none. */
export function formatMeanInterval(estimate: Estimate, digits = 2): string {
  return estimate.value !== null && estimate.low !== null && estimate.high !== null
    ? `[${estimate.low.toFixed(digits)}–${estimate.high.toFixed(digits)}]`
    : '';
}

/** A whole-number mean, grouped by thousands: `12,345`. */
export function formatCount(estimate: Estimate): string {
  return estimate.value === null ? 'n/a' : Math.round(estimate.value).toLocaleString('en-US');
}

type CostEstimate = { perTask: Estimate; knownCells: number; unknownCells: number };

/** `$0.0123`, `$0.0123 (7/8 priced)` when some cells have no price, `unknown` when none has. */
export function formatCost(cost: CostEstimate): string {
  const { value, priced } = formatCostParts(cost);
  return priced ? `${value} (${priced})` : value;
}

/** The cost per task, and `7/8 priced` when only some cells have a price (else empty). */
export function formatCostParts(cost: CostEstimate): { value: string; priced: string } {
  if (cost.perTask.value === null) return { value: cost.unknownCells > 0 ? 'unknown' : 'n/a', priced: '' };
  return {
    value: `$${cost.perTask.value.toFixed(4)}`,
    priced: cost.unknownCells > 0 ? `${cost.knownCells}/${cost.knownCells + cost.unknownCells} priced` : '',
  };
}

/** A p-value: `0.031`, `<0.001`. */
export function formatP(value: number): string {
  return value < 0.001 ? '<0.001' : value.toFixed(3);
}
