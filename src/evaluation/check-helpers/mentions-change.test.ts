import { describe, expect, it } from 'vitest';
import { mentionsChange } from './mentions-change.ts';

describe('mentionsChange', () => {
  it('reads a fall written with a sign or in words', () => {
    for (const text of [
      'Growth: -0.2%',
      'growth −0.2 %',
      'Revenue was down 0.2% on last year',
      'a slight decline of 0.15 percent',
      'Q3 came in 0.2% lower than Q3 FY2025',
      'negative growth of 0.2%',
      'minus 0.2 per cent',
    ]) {
      expect(mentionsChange(text, -0.1522), text).toBe(true);
    }
  });

  it('rejects a fall stated as a rise, or unsigned beside a growth word', () => {
    for (const text of ['Growth: +0.2%', 'growth of 0.2%', 'up 0.2% on last year', 'Growth 0.2%', '-0.3%']) {
      expect(mentionsChange(text, -0.1522), text).toBe(false);
    }
  });

  it('reads a rise unsigned or with a plus, never beside a fall word', () => {
    expect(mentionsChange('Nordics grew fastest (24.4%)', 24.4)).toBe(true);
    expect(mentionsChange('Nordics: +24.4 %', 24.4)).toBe(true);
    expect(mentionsChange('Nordics fell 24.4%', 24.4)).toBe(false);
    expect(mentionsChange('Nordics -24.4%', 24.4)).toBe(false);
  });

  it('is false when the same figure is also written with the opposite sign', () => {
    expect(mentionsChange('down 0.2% (growth +0.2%)', -0.2)).toBe(false);
  });

  it('does not read a figure inside a longer number', () => {
    expect(mentionsChange('10.2%', -0.2)).toBe(false);
    expect(mentionsChange('-10.2%', -0.2)).toBe(false);
  });
});
