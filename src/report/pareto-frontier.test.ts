import { describe, expect, it } from 'vitest';
import { paretoFrontier } from './pareto-frontier.ts';

describe('paretoFrontier', () => {
  it('keeps the points nothing beats on both cost and success, cheapest first', () => {
    const points = [
      { label: 'cheap-bad', cost: 0.01, success: 0.2 },
      { label: 'dominated', cost: 0.05, success: 0.3 },
      { label: 'mid', cost: 0.04, success: 0.6 },
      { label: 'best', cost: 0.2, success: 0.9 },
      { label: 'pricey-worse', cost: 0.3, success: 0.9 },
    ];
    expect(paretoFrontier(points).map((point) => point.label)).toEqual(['cheap-bad', 'mid', 'best']);
    expect(paretoFrontier([])).toEqual([]);
  });
});
