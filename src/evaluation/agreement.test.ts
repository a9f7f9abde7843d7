import { describe, expect, it } from 'vitest';
import { BINARY_CATEGORIES, computeAgreement, LIKERT_CATEGORIES } from './agreement.ts';

const repeat = (label: string, judge: string, times: number) =>
  Array.from({ length: times }, () => ({ label, judge }));

describe('computeAgreement', () => {
  it('matches a hand-computed Cohen κ on binary verdicts', () => {
    // Labels × judge: failure/failure 15, failure/success 13, success/failure 5, success/success 62.
    const pairs = [
      ...repeat('failure', 'failure', 15),
      ...repeat('failure', 'success', 13),
      ...repeat('success', 'failure', 5),
      ...repeat('success', 'success', 62),
    ];
    const result = computeAgreement(pairs, BINARY_CATEGORIES);
    // p_o = 77/95; p_e = (28·20 + 67·75)/95² = 5585/9025; κ = (7315 − 5585)/(9025 − 5585) = 1730/3440.
    expect(result.n).toBe(95);
    expect(result.agreement).toBeCloseTo(77 / 95, 12);
    expect(result.kappa).toBeCloseTo(1730 / 3440, 12);
    // With two categories the quadratic weights are 0 and 1: weighted κ equals κ.
    expect(result.weightedKappa).toBeCloseTo(1730 / 3440, 12);
    expect(result.confusion).toEqual({
      categories: ['failure', 'success'],
      counts: [
        [15, 13],
        [5, 62],
      ],
    });
  });

  it('matches a hand-computed quadratic-weighted κ on Likert scores', () => {
    const pairs = [
      { label: '1', judge: '1' },
      { label: '2', judge: '2' },
      { label: '3', judge: '3' },
      { label: '4', judge: '5' },
      { label: '5', judge: '5' },
    ];
    const result = computeAgreement(pairs, LIKERT_CATEGORIES);
    // Observed weighted disagreement (1/4)²/5 = 1/80; expected Σ w·r·c / 25 = (115/16)/25 = 115/400.
    expect(result.weightedKappa).toBeCloseTo(1 - 1 / 80 / (115 / 400), 12);
    expect(result.weightedKappa).toBeCloseTo(22 / 23, 12);
    // Unweighted: p_o = 4/5, p_e = (1+1+1+0+2)/25 = 1/5, κ = 0.6/0.8.
    expect(result.kappa).toBeCloseTo(0.75, 12);
    expect(result.agreement).toBeCloseTo(0.8, 12);
  });

  it('gives no κ when chance agreement is certain, and rejects unknown ratings', () => {
    const all = computeAgreement(repeat('success', 'success', 4), BINARY_CATEGORIES);
    expect(all.agreement).toBe(1);
    expect(all.kappa).toBeNull();
    expect(computeAgreement([], BINARY_CATEGORIES).n).toBe(0);
    expect(() => computeAgreement([{ label: 'maybe', judge: 'success' }], BINARY_CATEGORIES)).toThrow(
      /not one of failure, success/,
    );
  });
});
