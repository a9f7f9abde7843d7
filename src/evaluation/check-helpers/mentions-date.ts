import { normalizeText } from './normalize-text.ts';

export interface DateOptions {
  /**
   * How all-numeric dates (`07/12/2026`, `7.12.2026`, `07-12-26`) are read: `either` (default) accepts the
   * day-first and the month-first reading, `dmy` or `mdy` only that one, `none` no numeric form at all
   * (use `dmy`/`none` when the other reading is a plausible wrong date of the task).
   */
  numericOrder?: 'either' | 'dmy' | 'mdy' | 'none';
  /** Require the year in month-name forms (`7 December` alone does not count); default false. */
  requireYear?: boolean;
}

const MONTHS = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];

/**
 * True when the text names the date (`YYYY-MM-DD`) in a usual form: ISO `2026-12-07` (also with `/` or `.`),
 * `7 Dec 2026`, `7th December`, `7-Dec-2026`, `December 7, 2026`, `Dec 7th`, with or without a weekday;
 * all-numeric `07/12/2026` as `numericOrder` allows. A month-name form without a year counts unless
 * `requireYear`; one followed by another year does not. `17 December` does not state the 7th.
 */
export function mentionsDate(text: string, isoDate: string, options: DateOptions = {}): boolean {
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!parsed) throw new Error(`mentionsDate needs a date as YYYY-MM-DD, not "${isoDate}"`);
  const [year, month, day] = [parsed[1]!, Number(parsed[2]), Number(parsed[3])];
  const plain = normalizeText(text);
  return datePatterns(year, month, day, options).some((pattern) => pattern.test(plain));
}

function datePatterns(year: string, month: number, day: number, options: DateOptions): RegExp[] {
  const mm = `(?:0?${month})`;
  const dd = `(?:0?${day})`;
  const monthName = `(?:${MONTHS[month - 1]!.join('|')})(?![a-z])\\.?`;
  const dayWord = `(?<!\\d)${dd}(?:st|nd|rd|th)?(?!\\d)`;
  // A range names both its ends: `7-11 December` states the 7th and the 11th.
  const rangeStart = `(?:\\s*-\\s*\\d{1,2}(?:st|nd|rd|th)?)?`;
  const rangeEnd = `(?:(?<!\\d)\\d{1,2}(?:st|nd|rd|th)?\\s*-\\s*)?`;
  const yearWord = `(?:${year}|'${year.slice(2)})(?!\\d)`;
  // After a month-name date: its year, or no year at all (then no other year may follow).
  const yearPart = options.requireYear
    ? `[\\s,./-]*${yearWord}`
    : `(?:[\\s,./-]*${yearWord}|(?![\\s,./-]*\\d{4}(?!\\d)))`;
  const patterns = [
    `(?<!\\d)${year}([-/.])${mm}\\1${dd}(?!\\d)`,
    `${rangeEnd}${dayWord}${rangeStart}(?:\\s+of)?[\\s./-]*${monthName}${yearPart}`,
    `(?<![a-z])${monthName}[\\s,]*(?:the\\s+)?${rangeEnd}${dayWord}${rangeStart}${yearPart}`,
  ];
  const numericYear = `(?:${year}|${year.slice(2)})(?!\\d)`;
  const order = options.numericOrder ?? 'either';
  if (order === 'either' || order === 'dmy')
    patterns.push(`(?<![\\d.,/-])${dd}([-/.])${mm}\\1${numericYear}`);
  if (order === 'either' || order === 'mdy')
    patterns.push(`(?<![\\d.,/-])${mm}([-/.])${dd}\\1${numericYear}`);
  return patterns.map((pattern) => new RegExp(pattern));
}
