import { describe, expect, it } from 'vitest';
import { namePattern } from './mentions-text.ts';
import { statesDate } from './stated-date.ts';

const LEO = namePattern('Leo Marchetti');
const OTHERS = [namePattern('Priya Raman'), namePattern('Sanne de Vries')];

describe('statesDate', () => {
  it('passes the right day in any form, a correction beside it included', () => {
    for (const text of [
      'Leo Marchetti now starts on Monday 7 December.',
      '- Priya: 30 Nov\n- Leo: Mon 7 Dec (moved from 30 Nov by Ruth)',
      'Priya and Sanne start on 30 November, Leo on 7 December.',
    ])
      expect(statesDate(text, LEO, '2026-12-07', { others: OTHERS }).passed, text).toBe(true);
  });

  it('fails a statement that gives only another day, though the right one is said elsewhere', () => {
    const text = 'Leo starts on 30 November. His welcome mail says 7 December.';
    expect(statesDate(text, LEO, '2026-12-07')).toMatchObject({ passed: false });
    expect(statesDate('All three start on 30 November.', LEO, '2026-12-07').detail).toBe(
      'nothing said about it',
    );
    expect(statesDate('Leo is booked.', LEO, '2026-12-07').passed).toBe(false);
  });

  it('lets the allowed days stand beside the subject', () => {
    expect(statesDate('Leo (asked on 24 November) starts 7 Dec.', LEO, '2026-12-07').passed).toBe(true);
    expect(
      statesDate('Leo: told on 24 November.', LEO, '2026-12-07', { allowed: ['2026-11-24'] }).passed,
    ).toBe(false);
  });

  it('with allowedWith, lets the allowed days stand only where the statement names what they belong to', () => {
    const fix = /\b(fix\w*|live)\b/;
    const options = { allowed: ['2026-11-24'], allowedWith: /\boutage\b/ };
    const story = 'We have worked on a fix since the outage on 24 November. Yours goes live on 3 December.';
    expect(statesDate(story, fix, '2026-12-03', options).passed).toBe(true);
    const wrong = 'The fix went live on 24 November. A follow-up comes on 3 December.';
    expect(statesDate(wrong, fix, '2026-12-03', options).passed).toBe(false);
  });

  it('reads a short text that never names the subject whole, and weekdays alone when asked', () => {
    expect(statesDate('Done: all four told Monday, 7 Dec.', /release/, '2026-12-07').passed).toBe(false);
    const whole = { wholeIfUnnamed: true };
    expect(statesDate('Done: all four told Monday, 7 Dec.', /release/, '2026-12-07', whole).passed).toBe(
      true,
    );
    expect(statesDate('Done: all told 3 Dec.', /release/, '2026-12-07', whole).passed).toBe(false);
    const friday = { weekdayAlone: true };
    expect(statesDate('Dinner booked for Friday the 11th.', /dinner/, '2026-12-11', friday).passed).toBe(
      true,
    );
    expect(statesDate('Dinner booked for Thursday.', /dinner/, '2026-12-11', friday).passed).toBe(false);
  });
});
