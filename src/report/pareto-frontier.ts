export interface CostPoint {
  label: string;
  /** Mean cost per task, USD. */
  cost: number;
  /** Success rate, 0–1. */
  success: number;
}

/**
 * The points no other point beats on both axes (cheaper or equal and at least as successful, one
 * strictly), sorted by cost: the cost-vs-success Pareto frontier.
 */
export function paretoFrontier(points: readonly CostPoint[]): CostPoint[] {
  const frontier = points.filter(
    (point) =>
      !points.some(
        (other) =>
          other !== point &&
          other.cost <= point.cost &&
          other.success >= point.success &&
          (other.cost < point.cost || other.success > point.success),
      ),
  );
  return [...frontier].sort((a, b) => a.cost - b.cost || a.success - b.success);
}
