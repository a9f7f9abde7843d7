import { describe, expect, it } from 'vitest';
import { otherTimes, timesIn } from './mentions-time.ts';

const read = (text: string): string[] =>
  timesIn(text).map((mention) => (mention.zone ? `${mention.time} ${mention.zone}` : mention.time));

describe('timesIn', () => {
  it('reads times, ranges, am/pm and zones', () => {
    expect(read('Monday 30 November (14:00-15:30)')).toEqual(['14:00', '15:30']);
    expect(read('10-11 am in Room 2.01')).toEqual(['10:00', '11:00']);
    expect(read('at 2:30 p.m. or 14.00 h')).toEqual(['14:30', '14:00']);
    expect(read('13:00 to 14:30 UTC')).toEqual(['13:00 utc', '14:30 utc']);
    expect(read('10:00 to 11:00 (Berlin)')).toEqual(['10:00 local', '11:00 local']);
  });
  it('takes no date, count or room number for a time', () => {
    expect(read('30-2 Dec, 12 seats, 3rd floor, 1.12.2026, 2026-12-03, Room 2.01')).toEqual([]);
  });
});

describe('otherTimes', () => {
  it('sees UTC hours given as local time, and accepts them marked UTC', () => {
    expect(otherTimes('13:00-14:30', ['14:00', '15:30'], ['13:00', '14:30']).map((m) => m.time)).toEqual([
      '13:00',
      '14:30',
    ]);
    expect(otherTimes('14:00-15:30 (13:00-14:30 UTC)', ['14:00', '15:30'], ['13:00', '14:30'])).toEqual([]);
  });
});
