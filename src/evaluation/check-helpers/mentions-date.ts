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
  /**
   * The text states this date and nothing else: every date it gives is this one (a range's other end, a
   * second date, a year-less date of another day all fail), and every weekday it names is this date's.
   * Use it on the statement about one thing (see `statementsAbout`), never on a whole mail.
   */
  only?: boolean;
  /** The date's weekday on its own (`on Wednesday at 13:15`) also states it; default false. */
  weekdayAlone?: boolean;
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
 * `requireYear`; one followed by another year does not. `17 December` does not state the 7th, and
 * neither does `Tuesday 7 December` when the 7th is a Monday: a weekday written beside the date must be
 * its own. `only` and `weekdayAlone` make it stricter and looser (see `DateOptions`).
 */
export function mentionsDate(text: string, isoDate: string, options: DateOptions = {}): boolean {
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!parsed) throw new Error(`mentionsDate needs a date as YYYY-MM-DD, not "${isoDate}"`);
  const [year, month, day] = [parsed[1]!, Number(parsed[2]), Number(parsed[3])];
  const plain = normalizeText(text);
  const mentioned = datesIn(plain, options);
  const weekday = weekdayOf(isoDate);
  const isTarget = (mention: DateMention): boolean => mention.dates.some((date) => sameDay(date, isoDate));
  const weekdayRight = (mention: DateMention): boolean =>
    mention.weekday === undefined || mention.weekday === weekday;
  if (
    options.only &&
    !mentioned.every((mention) => weekdayRight(mention) && (mention.dates.length === 0 || isTarget(mention)))
  )
    return false;
  const written = mentioned.filter(isTarget);
  // A form the patterns know but the reader does not (it reads fewer) still counts, unless it is refuted.
  const stated =
    datePatterns(year, month, day, options).some((pattern) => pattern.test(plain)) &&
    (written.length === 0 || written.some(weekdayRight));
  if (stated) return true;
  return (
    options.weekdayAlone === true &&
    mentioned.some((mention) => mention.dates.length === 0 && mention.weekday === weekday)
  );
}

/** One date or weekday a text states, as `datesIn` reads it. */
export interface DateMention {
  /** The words as written (normalised: lower case). */
  text: string;
  /** Where they start in the normalised text. */
  index: number;
  /**
   * The dates it can mean, as `YYYY-MM-DD`, or `--MM-DD` when no year is written; two for an all-numeric
   * date both orders can read (`07/12/2026`), none for a weekday on its own. Each end of a range
   * (`14-18 Dec`) is a mention of its own.
   */
  dates: string[];
  /** The weekday written beside the date, or alone: 0 Sunday to 6 Saturday. */
  weekday?: number;
}

const WEEKDAYS = [
  ['sunday', 'sun'],
  ['monday', 'mon'],
  ['tuesday', 'tues', 'tue'],
  ['wednesday', 'wed'],
  ['thursday', 'thurs', 'thur', 'thu'],
  ['friday', 'fri'],
  ['saturday', 'sat'],
];
const WEEKDAY_WORD = `(?<![a-z])(${WEEKDAYS.flat().join('|')})(?![a-z])\\.?`;
const MONTH_WORD = `(?<![a-z])(${MONTHS.flat().join('|')})(?![a-z])\\.?`;
const ORDINAL = '(?:st|nd|rd|th)?';
const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Every date and weekday the text states, in order: the forms `mentionsDate` knows (ISO, all-numeric with
 * a year, day and month name, month name and day, both ends of a range such as `7-11 Dec`), each with the
 * weekday written beside it (`Wednesday 26 November`, `2026-11-26 (Thu)`); and full weekday names on their
 * own. Year-less numeric forms (`25/11`) are not read: they cannot be told from ratios and times.
 */
export function datesIn(text: string, options: Pick<DateOptions, 'numericOrder'> = {}): DateMention[] {
  let plain = normalizeText(text);
  const found: DateMention[] = [];
  const take = (index: number, length: number, dates: string[]): void => {
    found.push({ text: plain.slice(index, index + length), index, dates });
    plain = plain.slice(0, index) + ' '.repeat(length) + plain.slice(index + length);
  };
  const valid = (year: number | undefined, month: number, day: number): boolean =>
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    (year === undefined || new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day);
  const iso = (year: number | undefined, month: number, day: number): string =>
    `${year === undefined ? '-' : String(year)}-${pad(month)}-${pad(day)}`;
  const fullYear = (written: string | undefined): number | undefined => {
    if (written === undefined) return undefined;
    const digits = written.replace(/^'/, '');
    return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
  };
  const monthOf = (word: string): number => MONTHS.findIndex((names) => names.includes(word)) + 1;
  const forms: Array<[RegExp, (match: RegExpExecArray) => string[]]> = [
    [
      /(?<![\d.])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d]|[.,]\d)/g,
      (m) =>
        valid(Number(m[1]), Number(m[3]), Number(m[4]))
          ? [iso(Number(m[1]), Number(m[3]), Number(m[4]))]
          : [],
    ],
    [
      /(?<![\d.,/-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[.,/-]\d)/g,
      (m) => {
        const [first, second, year] = [Number(m[1]), Number(m[3]), fullYear(m[4])];
        const order = options.numericOrder ?? 'either';
        const readings: string[] = [];
        if ((order === 'either' || order === 'dmy') && valid(year, second, first))
          readings.push(iso(year, second, first));
        if ((order === 'either' || order === 'mdy') && valid(year, first, second))
          readings.push(iso(year, first, second));
        return [...new Set(readings)];
      },
    ],
    [
      new RegExp(
        `(?<![\\d.,:/-])(\\d{1,2})${ORDINAL}(?:\\s*(?:-|to|and|&)\\s*(\\d{1,2})${ORDINAL})?(?:\\s+of\\s+|[./-]?\\s*)${MONTH_WORD}(?:[\\s,./-]*(\\d{4}|'\\d{2})(?!\\d))?`,
        'g',
      ),
      (m) => {
        const [month, year] = [monthOf(m[3]!), fullYear(m[4])];
        return [m[1], m[2]].flatMap((day) =>
          day !== undefined && valid(year, month, Number(day)) ? [iso(year, month, Number(day))] : [],
        );
      },
    ],
    [
      new RegExp(
        `${MONTH_WORD}[\\s,]*(?:the\\s+)?(\\d{1,2})${ORDINAL}(?![\\d]|[:.]\\d)(?:\\s*(?:-|to|and|&)\\s*(\\d{1,2})${ORDINAL}(?![\\d]|[:.]\\d))?(?:[\\s,]*(\\d{4})(?!\\d))?`,
        'g',
      ),
      (m) => {
        const [month, year] = [monthOf(m[1]!), fullYear(m[4])];
        return [m[2], m[3]].flatMap((day) =>
          day !== undefined && valid(year, month, Number(day)) ? [iso(year, month, Number(day))] : [],
        );
      },
    ],
  ];
  for (const [index, [pattern, read]] of forms.entries()) {
    for (const match of [...plain.matchAll(pattern)]) {
      const dates = read(match as RegExpExecArray);
      if (dates.length === 0) continue;
      // The two readings of an all-numeric date are one mention; the two ends of a range are two.
      if (index === 1) take(match.index, match[0].length, dates);
      else {
        const text = plain.slice(match.index, match.index + match[0].length);
        take(match.index, match[0].length, dates.slice(0, 1));
        for (const date of dates.slice(1)) found.push({ text, index: match.index, dates: [date] });
      }
    }
  }
  // The weekday written just before a date (`Wed, 26 Nov`, `Wednesday the 26th of`) or just after it in
  // brackets or after a comma (`2026-11-26 (Thursday)`).
  for (const mention of found) {
    const before = new RegExp(`${WEEKDAY_WORD}[\\s,]*(?:the\\s+)?$`).exec(plain.slice(0, mention.index));
    const end = mention.index + mention.text.length;
    // A date that ends its sentence (`... on 3 December. Wednesday is free`) has no weekday after it.
    const after = mention.text.endsWith('.')
      ? null
      : new RegExp(`^[\\s,]*\\(?${WEEKDAY_WORD}\\)?`).exec(plain.slice(end));
    const word = before ?? after;
    if (!word) continue;
    mention.weekday = WEEKDAYS.findIndex((names) => names.includes(word[1]!));
    const at = before ? before.index : end;
    plain = plain.slice(0, at) + ' '.repeat(word[0].length) + plain.slice(at + word[0].length);
  }
  // Weekdays on their own, by their full names only (`sat`, `sun` and `wed` are words and names too).
  const alone = new RegExp(`(?<![a-z])(${WEEKDAYS.map((names) => names[0]).join('|')})(?![a-z])`, 'g');
  for (const match of plain.matchAll(alone))
    found.push({
      text: match[0],
      index: match.index,
      dates: [],
      weekday: WEEKDAYS.findIndex((names) => names[0] === match[1]),
    });
  return found.sort((a, b) => a.index - b.index);
}

/**
 * True when a date `datesIn` read can be this `YYYY-MM-DD` date, and the weekday written beside it, if any,
 * is this date's: `Wednesday 26 November` is not 2026-11-26 (a Thursday), `26 Nov` is.
 */
export function isDate(mention: DateMention, isoDate: string): boolean {
  return (
    mention.dates.some((date) => sameDay(date, isoDate)) &&
    (mention.weekday === undefined || mention.weekday === weekdayOf(isoDate))
  );
}

/** The weekday of a `YYYY-MM-DD` date: 0 Sunday to 6 Saturday. */
function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

/** True when a date as `datesIn` gives it (`--MM-DD` without a year) can be the `YYYY-MM-DD` date. */
function sameDay(read: string, isoDate: string): boolean {
  return read.startsWith('--') ? read.slice(2) === isoDate.slice(5) : read === isoDate;
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

/**
 * The dates and weekdays a text states that are none of these days (`YYYY-MM-DD`): a date read as another
 * day, or with a weekday that is not its own (`Thursday 25 November`); with `weekdayAlone`, also a weekday
 * on its own that is no weekday of theirs (`on Thursday` when the day is a Wednesday). Use it on the
 * statements about one thing (see `statementsAbout`), with every day of that thing the text may rightly
 * give: a wrong date beside the right one is seen, where `mentionsDate` would only find the right one.
 */
export function otherDates(
  text: string,
  days: readonly string[],
  options: Pick<DateOptions, 'numericOrder' | 'weekdayAlone'> = {},
): DateMention[] {
  return datesIn(text, options).filter((mention) =>
    mention.dates.length === 0
      ? options.weekdayAlone === true && !days.some((day) => weekdayOf(day) === mention.weekday)
      : !days.some((day) => isDate(mention, day)),
  );
}

/** A month a text names, as `monthsIn` reads it. */
export interface MonthMention {
  /** The words as written (normalised: lower case). */
  text: string;
  /** Where they start in the normalised text. */
  index: number;
  /** The month as `YYYY-MM`, or `--MM` when no year is written. */
  month: string;
  /** The date it is the month of (`YYYY-MM-DD` or `--MM-DD`), when a day is written too. */
  date?: string;
}

/**
 * Every month a text names: on its own (`in October 2026`, `end of October`, `Oct '26`), or as the month of
 * a date (`31 Oct 2026` gives 2026-10). A bare `may` and bare abbreviations (`mar`, `dec`) are words too:
 * they count only with a year (`May 2026`, `Dec 2026`) or in a date.
 */
export function monthsIn(text: string): MonthMention[] {
  const plain = normalizeText(text);
  const dates = datesIn(plain);
  const found: MonthMention[] = dates.flatMap((mention) =>
    mention.dates.slice(0, 1).map((date) => ({
      text: mention.text,
      index: mention.index,
      month: date.slice(0, 7),
      date,
    })),
  );
  const inDate = (index: number): boolean =>
    dates.some((mention) => index >= mention.index && index < mention.index + mention.text.length);
  const pattern = new RegExp(`${MONTH_WORD}(?:[\\s,]*(?:of\\s+)?(\\d{4}|'\\d{2})(?!\\d))?`, 'g');
  for (const match of plain.matchAll(pattern)) {
    if (inDate(match.index)) continue;
    const [word, written] = [match[1]!, match[2]];
    const full = MONTHS.some((names) => names[0] === word);
    if (written === undefined && (!full || word === 'may')) continue;
    const month = MONTHS.findIndex((names) => names.includes(word)) + 1;
    const year = written === undefined ? '-' : String(2000 + (Number(written.replace(/^'/, '')) % 2000));
    found.push({ text: match[0], index: match.index, month: `${year}-${pad(month)}` });
  }
  return found.sort((a, b) => a.index - b.index);
}
