import { describe, expect, it } from 'vitest';
import { passAtK, passHatK } from './pass-at-k.ts';

describe('passAtK / passHatK (hand-computed)', () => {
  it('matches 1 − C(n−c,k)/C(n,k) and C(c,k)/C(n,k)', () => {
    // n=5, c=2, k=2: C(3,2)/C(5,2) = 3/10 fail all; C(2,2)/C(5,2) = 1/10 pass all.
    expect(passAtK(5, 2, 2)).toBeCloseTo(0.7, 12);
    expect(passHatK(5, 2, 2)).toBeCloseTo(0.1, 12);
    // n=3, c=1: pass@1 = pass^1 = 1/3; pass@3 = 1 (one of the three passed); pass^3 = 0.
    expect(passAtK(3, 1, 1)).toBeCloseTo(1 / 3, 12);
    expect(passHatK(3, 1, 1)).toBeCloseTo(1 / 3, 12);
    expect(passAtK(3, 1, 3)).toBe(1);
    expect(passHatK(3, 1, 3)).toBe(0);
    // n=3, c=2, k=2: fail all C(1,2)=0 → 1; pass all C(2,2)/C(3,2) = 1/3.
    expect(passAtK(3, 2, 2)).toBe(1);
    expect(passHatK(3, 2, 2)).toBeCloseTo(1 / 3, 12);
    // n=10, c=3, k=5: 1 − C(7,5)/C(10,5) = 1 − 21/252.
    expect(passAtK(10, 3, 5)).toBeCloseTo(1 - 21 / 252, 12);
    expect(passAtK(4, 0, 2)).toBe(0);
    expect(passHatK(4, 4, 4)).toBe(1);
  });

  it('rejects impossible counts', () => {
    expect(() => passAtK(3, 4, 1)).toThrow(RangeError);
    expect(() => passHatK(3, 1, 4)).toThrow(RangeError);
    expect(() => passAtK(3, 1, 0)).toThrow(RangeError);
  });
});
