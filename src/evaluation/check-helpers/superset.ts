import { canonical, diffRows, type Row, type RowKey, verdict } from './diff-rows.ts';
import { normalizeText } from './normalize-text.ts';

export interface SupersetResult {
  passed: boolean;
  detail: string;
  /** What the seed had that is gone or altered. */
  missing: string[];
}

/**
 * "Kept" as a careful reviewer means it: every seeded row is still there, unchanged; rows the agent added
 * are fine. With a key, a row altered in place is reported as altered; without one, rows compare whole.
 */
export function isSupersetOf<R extends Row>(
  before: readonly R[],
  after: readonly R[],
  options: { key?: RowKey<R>; label?: string; limit?: number } = {},
): SupersetResult {
  if (options.key !== undefined) {
    const diff = diffRows(before, after, { ...options, key: options.key, allow: { added: true } });
    return { passed: diff.passed, detail: diff.detail, missing: diff.unexpected };
  }
  const remaining = new Map<string, number>();
  for (const row of after) remaining.set(rowText(row), (remaining.get(rowText(row)) ?? 0) + 1);
  const missing: string[] = [];
  for (const row of before) {
    const text = rowText(row);
    const count = remaining.get(text) ?? 0;
    if (count > 0) remaining.set(text, count - 1);
    else missing.push(`${options.label ? `${options.label} ` : ''}row missing or altered: ${text}`);
  }
  return { ...verdict(missing, options.limit), missing };
}

function rowText(row: Row): string {
  return Object.keys(row)
    .sort()
    .map((column) => `${column}=${canonical(row[column])}`)
    .join(', ');
}

/**
 * True when every non-blank line of the seed text is still in the new text, in the same order, compared
 * after `normalizeText` (so re-wrapped quotes or a changed bullet style do not count as loss). Lines the
 * agent added anywhere (a note below the table, a new section) are fine.
 */
export function keepsLines(
  before: string,
  after: string,
  options: { normalize?: boolean; limit?: number } = {},
): SupersetResult {
  const prepare = (text: string): string[] =>
    text
      .split(/\r?\n/)
      .map((line) => (options.normalize === false ? line.trim() : normalizeText(line)))
      .filter((line) => line !== '');
  const wanted = prepare(before);
  const present = prepare(after);
  const missing: string[] = [];
  let cursor = 0;
  for (const line of wanted) {
    const found = present.indexOf(line, cursor);
    if (found === -1) {
      missing.push(
        `line missing or moved: ${JSON.stringify(line.length > 80 ? `${line.slice(0, 77)}...` : line)}`,
      );
    } else {
      cursor = found + 1;
    }
  }
  return { ...verdict(missing, options.limit), missing };
}
