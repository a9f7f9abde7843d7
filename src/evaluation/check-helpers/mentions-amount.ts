import { normalizeText } from './normalize-text.ts';

export interface AmountOptions {
  /** Largest difference that still counts as the same amount; default 0.005 (half a cent). */
  tolerance?: number;
}

// A number as people write amounts: grouped thousands (1,234 / 1.234 / 1 234 / 1'234) or plain digits,
// then an optional decimal part. Never the middle of a longer number, a version or a date.
const NUMBER = /(?<!\d|\d[.,])(\d{1,3}(?:[,. ']\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?![.,]?\d)/g;
const SLASH_PAIR = /(?<![\p{L}\d.,/_#-])(\d+(?:[.,]\d+)?) ?\/ ?(\d+(?:[.,]\d+)?)(?![\d/]|[.,]\d| \/ ?\d)/gu;
const CURRENCY_CODE = /(?:^|[^a-z])(eur|usd|gbp|chf|jpy|sek|nok|dkk|pln|czk|aud|cad|nzd|inr|cny|rs|kr)$/;

/**
 * True when the text states the amount in any usual notation: `1,234.50`, `1234.5`, `€1.234,50`,
 * `1 234,50`, `EUR 1234.50`, `1234.50 EUR`; signs are ignored (`-45.00` states 45). A number inside
 * a longer one (`12345`), an id (`INV-1234`, `#1234`), a date (`2026-12-07`) or a time (`9:30`) is not an amount.
 */
export function mentionsAmount(text: string, amount: number, options: AmountOptions = {}): boolean {
  const tolerance = options.tolerance ?? 0.005;
  const target = Math.abs(amount);
  return amountsIn(text).some((value) => Math.abs(value - target) <= tolerance);
}

/**
 * Every amount the text states, each number in every reading its separators allow (`1,234` is 1234 or 1.234),
 * and both numbers of a pair written `60/46` (a year-less day/month such as `25/11` is read as two numbers too).
 */
export function amountsIn(text: string): number[] {
  let plain = normalizeText(text);
  const values: number[] = [];
  // Two quantities written as a pair (`60/46`, `80 / 120`): both are stated. A third part makes a date or an id.
  for (const match of [...plain.matchAll(SLASH_PAIR)]) {
    values.push(...readings(match[1]!), ...readings(match[2]!));
    plain =
      plain.slice(0, match.index) + ' '.repeat(match[0].length) + plain.slice(match.index + match[0].length);
  }
  for (const match of plain.matchAll(NUMBER)) {
    const before = plain.slice(Math.max(0, match.index - 12), match.index);
    const after = plain.slice(match.index + match[0].length, match.index + match[0].length + 2);
    if (isPartOfIdOrDate(before, after)) continue;
    values.push(...readings(match[0]));
  }
  return values;
}

function isPartOfIdOrDate(before: string, after: string): boolean {
  if (/[a-z0-9][-_/]$|#$|\d:$/.test(before)) return true;
  if (/[a-z]$/.test(before) && !CURRENCY_CODE.test(before)) return true;
  return /^[-/:]\d/.test(after);
}

/** The values a written number can mean: with its last `.` or `,` as the decimal point, or with none. */
function readings(written: string): number[] {
  const separators = [...written.matchAll(/[^\d]/g)].map((match) => ({
    char: match[0],
    index: match.index,
  }));
  const values: number[] = [];
  const last = separators[separators.length - 1];
  if (last && (last.char === '.' || last.char === ',')) {
    const integer = written.slice(0, last.index);
    const grouped = groupedInteger(integer);
    if (grouped !== undefined && !integer.includes(last.char))
      values.push(Number(`${grouped}.${written.slice(last.index + 1)}`));
  }
  const whole = groupedInteger(written);
  if (whole !== undefined) values.push(Number(whole));
  return values;
}

/** Digits of an integer written plain or with one kind of thousands separator in groups of three. */
function groupedInteger(written: string): string | undefined {
  if (/^\d+$/.test(written)) return written;
  const separator = written.match(/[^\d]/)?.[0];
  if (separator === undefined) return undefined;
  const groups = written.split(separator);
  const valid = /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
  return valid ? groups.join('') : undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS_WORDS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const WORD_NUMBER = new RegExp(
  `(?<![\\p{L}])(?:(${Object.keys(TENS_WORDS).join('|')})(?:[- ](${Object.keys(NUMBER_WORDS).slice(1, 10).join('|')}))?|(${Object.keys(NUMBER_WORDS).join('|')}))(?![\\p{L}])`,
  'gu',
);

/**
 * The text with numbers written in words as figures (`twenty-four` as `24`), and a number given in both
 * ways written once (`ten (10) years` and `10 (ten) years` as `10 years`), normalised as `normalizeText` does.
 */
export function numbersAsFigures(text: string): string {
  return normalizeText(text)
    .replace(WORD_NUMBER, (_, tens?: string, unit?: string, small?: string) =>
      String(
        small !== undefined ? NUMBER_WORDS[small]! : TENS_WORDS[tens!]! + (unit ? NUMBER_WORDS[unit]! : 0),
      ),
    )
    .replace(/(?<![\d.,])(\d+) ?\( ?(\d+) ?\)/g, (whole, first: string, second: string) =>
      first === second ? first : whole,
    );
}

export interface NumberOptions {
  /** The unit that must follow the number (`year` also finds `years`, `10-year`); default none. */
  unit?: string;
}

/**
 * True when the text states the whole number, in figures or in words or both (`10`, `ten`, `ten (10)`,
 * `twenty-four`), followed by the unit when one is given (`10 years`, `ten (10) years`, `a 10-year`).
 * `10` is not in `110`, `10.5` or `2026-10-01`.
 */
export function mentionsNumber(text: string, value: number, options: NumberOptions = {}): boolean {
  const plain = numbersAsFigures(text);
  if (options.unit === undefined) return amountsIn(plain).some((amount) => amount === value);
  const unit = normalizeText(options.unit).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.,/-])${value}(?:\\s*-\\s*|\\s+)${unit}(?:e?s)?(?![\\p{L}])`, 'u').test(plain);
}
