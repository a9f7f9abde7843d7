import { normalizeText } from './normalize-text.ts';

export interface AmountOptions {
  /** Largest difference that still counts as the same amount; default 0.005 (half a cent). */
  tolerance?: number;
}

// A number as people write amounts: grouped thousands (1,234 / 1.234 / 1 234 / 1'234) or plain digits,
// then an optional decimal part. Never the middle of a longer number, a version or a date.
const NUMBER = /(?<!\d|\d[.,])(\d{1,3}(?:[,. ']\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?![.,]?\d)/g;
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

/** Every amount the text states, each number in every reading its separators allow (`1,234` is 1234 or 1.234). */
export function amountsIn(text: string): number[] {
  const plain = normalizeText(text);
  const values: number[] = [];
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
