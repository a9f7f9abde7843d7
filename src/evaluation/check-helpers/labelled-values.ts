import { amountsIn } from './mentions-amount.ts';
import { normalizeText, stripAccents } from './normalize-text.ts';

/** A label as a phrase (whole words, case and accents ignored) or an expression on lower-case text. */
export type Label = string | RegExp;

const NUMBER = "(\\d{1,3}(?:[,' ]\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?)";
const JOIN = '\\s*(?:/|vs\\.?|versus|and|,|->|→)\\s*';
const UNIT = '(?:\\s*(?:units?|pcs\\.?|pieces|items|ea\\.?|x))?';

const MONTH =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)(?![a-z])\\.?';
/** `23 Nov 2026`, `23rd of November`, `23-Nov-26`: the day, its ordinal, the month, the year if written. */
const DAY_MONTH_DATE = new RegExp(
  `(?<![\\d.,])(\\d{1,2})(st|nd|rd|th)?(?:[ \\t]+of[ \\t]+|[ \\t./-][ \\t]*)${MONTH}(?:[ \\t,./-]*(\\d{4}|'\\d{2})(?!\\d))?`,
  'g',
);
/** `November 23`, `Nov 23rd, 2026`. */
const MONTH_DAY_DATE = new RegExp(
  `(?<![a-z])${MONTH}[ \\t,]*(?:the[ \\t]+)?\\d{1,2}(?:st|nd|rd|th)?(?![\\d]|[:.]\\d)(?:[ \\t,]*\\d{4}(?!\\d))?`,
  'g',
);

function source(label: Label): string {
  if (label instanceof RegExp) return `(?:${label.source})`;
  const phrase = stripAccents(normalizeText(label)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`;
}

/**
 * The numbers a text gives for each label, by their role, not their presence: `system 60, counted 46`,
 * `counted 46 against 60 in the system`, `system/counted: 60/46`, `counted vs system: 46 vs 60`, and
 * tables whose header names the labels (`| System | Counted |` over `| 60 | 46 |`). A number is read for
 * a label when it follows it with no other number or label between (within a few words), or stands
 * right before it (`46 counted`). Swapped figures show up as the wrong number under a label; a label the
 * text gives no number for is missing from the result. Use it on one statement (see `statementsAbout`).
 */
export function valuesByLabel<Key extends string>(
  text: string,
  labels: Record<Key, Label>,
): Record<Key, number[]> {
  const keys = Object.keys(labels) as Key[];
  const result = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<Key, number[]>;
  const patterns = keys.map((key) => ({ key, source: source(labels[key]) }));
  const anyLabel = new RegExp(patterns.map((each) => each.source).join('|'), 'u');
  const add = (key: Key, written: string): void => {
    for (const value of amountsIn(written)) if (!result[key].includes(value)) result[key].push(value);
  };
  // Dates, times and ids hold digits that are no figure of anything (`2026-11-13`, `23 Nov 2026`,
  // `November 23rd`, `9:30`, `CC-W48-B17`).
  const blank = (match: string): string => ' '.repeat(match.length);
  const lines = stripAccents(normalizeText(text, { keepLines: true }))
    .replace(
      /(?<!\d)\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?!\d)|(?<![\d.])\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d)/g,
      blank,
    )
    .replace(MONTH_DAY_DATE, blank)
    .replace(DAY_MONTH_DATE, (match, _day, _ordinal, month: string, year?: string) =>
      // `14 may be wrong` is no date: a bare `may` needs its year or an ordinal (`14th May`).
      month === 'may' && year === undefined && !/\d(?:st|nd|rd|th)/.test(match) ? match : blank(match),
    )
    .replace(/(?<!\d)\d{1,2}:\d{2}(?!\d)/g, blank)
    .replace(/(?<![\p{L}\p{N}])\p{L}+[-_/#]?\d[\p{L}\p{N}]*(?:[-_/.]\p{L}*\d[\p{L}\p{N}]*)*/gu, blank)
    .replace(/(?<![\p{L}\p{N}])\d+[-_]\p{L}[\p{L}\p{N}-]*/gu, blank)
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' '));
  // Tables: a header row naming the labels, rows of cells below it.
  const cells = (line: string): string[] =>
    line
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .split(/\s*\|\s*|\t| {3,}/)
      .map((cell) => cell.trim());
  for (const [index, line] of lines.entries()) {
    const header = cells(line);
    if (header.length < 2) continue;
    const columns = patterns.map(({ key, source: label }) => ({
      key,
      column: header.findIndex((cell) => new RegExp(label, 'u').test(cell) && !/\d/.test(cell)),
    }));
    if (columns.every(({ column }) => column < 0)) continue;
    for (const row of lines.slice(index + 1)) {
      if (/^[\s|:-]+$/.test(row)) continue;
      const values = cells(row);
      if (values.length !== header.length) break;
      for (const { key, column } of columns)
        if (column >= 0 && new RegExp(`^${NUMBER}${UNIT}$`, 'u').test(values[column] ?? ''))
          add(key, values[column]!);
    }
  }
  let plain = lines.join('\n');
  const mask = (start: number, length: number): void => {
    plain = plain.slice(0, start) + ' '.repeat(length) + plain.slice(start + length);
  };
  // Pairs: `system/counted: 60/46`, `counted vs system: 46 vs 60` (the labels in the numbers' order).
  for (const first of patterns)
    for (const second of patterns) {
      if (first === second) continue;
      const pair = new RegExp(
        `(${first.source})${JOIN}(${second.source})(?:\\s*(?:qty|quantity|quantities|figures|numbers))?[^\\d\\n]{0,12}?${NUMBER}${UNIT}${JOIN}${NUMBER}`,
        'gu',
      );
      for (const match of [...plain.matchAll(pair)]) {
        const numbers = match.slice(-2);
        add(first.key, numbers[0]!);
        add(second.key, numbers[1]!);
        mask(match.index, match[0].length);
      }
    }
  // A number right before its label (`46 counted`, `50 received`, `60 in the system`) unless it stands
  // right after another label (`system 60 counted 46`); else the first number after it (`system 60`,
  // `system qty: 60`, `counted on Monday: 46`) with no other label between.
  const occurrences = patterns
    .flatMap(({ key, source: label }) =>
      [...plain.matchAll(new RegExp(label, 'gu'))].map((match) => ({
        key,
        start: match.index,
        end: match.index + match[0].length,
      })),
    )
    .sort((a, b) => a.start - b.start);
  const labelEndsAt = (position: number): boolean =>
    occurrences.some((each) => /^[\s:=]*$/.test(plain.slice(each.end, position)) && each.end <= position);
  const claimed = new Set<number>();
  const numbered = new Set<(typeof occurrences)[number]>();
  for (const occurrence of occurrences) {
    const before = new RegExp(
      // On the label's own line: a figure ending the line above belongs to that line's label.
      `(?<![\\d.,/])${NUMBER}${UNIT}[ \\t]*(?:(?:in|on|per)[ \\t]+(?:the[ \\t]+)?)?$`,
      'u',
    ).exec(plain.slice(0, occurrence.start));
    if (!before || labelEndsAt(before.index)) continue;
    claimed.add(before.index);
    numbered.add(occurrence);
    add(occurrence.key, before[1]!);
  }
  for (const occurrence of occurrences) {
    if (numbered.has(occurrence)) continue;
    const after = new RegExp(`^([^\\d\\n|;]{0,30}?)${NUMBER}`, 'u').exec(plain.slice(occurrence.end));
    if (!after || anyLabel.test(after[1]!)) continue;
    const at = occurrence.end + after[0].length - after[2]!.length;
    if (claimed.has(at)) continue;
    claimed.add(at);
    add(occurrence.key, after[2]!);
  }
  return result;
}
