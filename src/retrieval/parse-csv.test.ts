import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes, newlines in quotes and CRLF', () => {
    const text = 'Query,Tool\r\n"Hello, ""world""",A\nplain,B\n"two\nlines",C';
    expect(parseCsv(text)).toEqual([
      ['Query', 'Tool'],
      ['Hello, "world"', 'A'],
      ['plain', 'B'],
      ['two\nlines', 'C'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n')).toEqual([['a', '', 'c']]);
  });
});
