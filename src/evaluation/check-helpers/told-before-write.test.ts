import { describe, expect, it } from 'vitest';
import { toldBeforeWrite, toldFirst } from './told-before-write.ts';

const order = { event: 'Priya gave the term', write: 'write', untold: 'Priya never gave a term' };

describe('toldFirst', () => {
  it('is true only when the first write came in a later turn than the answer', () => {
    expect(toldFirst({ turn: 2 }, { turn: 3 })).toBe(true);
    expect(toldFirst({ turn: 2 }, { turn: 2 })).toBe(false);
    expect(toldFirst({ turn: 2 }, { turn: 1 })).toBe(false);
  });

  it('is false with no answer, no write, or a write of unknown turn', () => {
    expect(toldFirst(undefined, { turn: 3 })).toBe(false);
    expect(toldFirst({ turn: 2 }, undefined)).toBe(false);
    expect(toldFirst({ turn: 0 }, {})).toBe(false);
  });
});

describe('toldBeforeWrite', () => {
  it('passes a write after the answer, saying the turns of both', () => {
    const checkpoint = toldBeforeWrite(
      'asked first',
      { ...order, told: { turn: 1 }, firstWrite: { turn: 2 } },
      {
        points: 2,
      },
    );
    expect(checkpoint).toEqual({
      name: 'asked first',
      points: 2,
      passed: true,
      detail: 'Priya gave the term in turn 1; first write in turn 2',
    });
  });

  it('fails a write before the answer, or none at all', () => {
    const early = toldBeforeWrite('asked first', { ...order, told: { turn: 2 }, firstWrite: { turn: 1 } });
    expect(early.passed).toBe(false);
    const none = toldBeforeWrite('asked first', { ...order, told: { turn: 2 }, firstWrite: undefined });
    expect(none).toMatchObject({
      passed: false,
      detail: 'Priya gave the term in turn 2; first write in turn none',
    });
  });

  it('fails when the user never told, with the untold detail', () => {
    const never = toldBeforeWrite('asked first', { ...order, told: undefined, firstWrite: { turn: 1 } });
    expect(never).toMatchObject({ passed: false, detail: 'Priya never gave a term' });
  });
});
