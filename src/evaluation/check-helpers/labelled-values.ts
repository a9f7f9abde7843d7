import { amountsIn } from './mentions-amount.ts';
import { normalizeText, stripAccents } from './normalize-text.ts';

/** A label as a phrase (whole words, case and accents ignored) or an expression on lower-case text. */
export type Label = string | RegExp;

const NUMBER = "(\\d{1,3}(?:[,' ]\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?)";
const JOIN = '\\s*(?:/|vs\\.?|versus|and|,|->|→)\\s*';
const UNIT = '(?:\\s*(?:units?|pcs\\.?|pieces|items|ea\\.?|x))?';

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
  const lines = stripAccents(normalizeText(text, { keepLines: true })).split('\n');
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
  // A number after its label (`system 60`, `system qty: 60`, `system quantity of 60`), else right before
  // one (`46 counted`, `60 in the system`).
  const claimed = new Set<number>();
  for (const { key, source: label } of patterns) {
    const after = new RegExp(`(${label})([^\\d\\n|;]{0,30}?)${NUMBER}`, 'gu');
    for (const match of plain.matchAll(after)) {
      if (anyLabel.test(match[2]!)) continue;
      claimed.add(match.index + match[0].length - match[3]!.length);
      add(key, match[3]!);
    }
  }
  for (const { key, source: label } of patterns) {
    const before = new RegExp(
      `(?<![\\d.,/])${NUMBER}${UNIT}\\s*(?:(?:in|on|per)\\s+(?:the\\s+)?)?(${label})`,
      'gu',
    );
    for (const match of plain.matchAll(before)) if (!claimed.has(match.index)) add(key, match[1]!);
  }
  return result;
}
