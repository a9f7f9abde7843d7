import { isDeepStrictEqual } from 'node:util';

/** A row of any table-like state: an SQL row, a tracker task, a calendar event, a sheet cell. */
export type Row = Record<string, unknown>;

/** How a row is identified across before and after: a column, several, or a function. */
export type RowKey<R extends Row> =
  (keyof R & string) | ReadonlyArray<keyof R & string> | ((row: R) => unknown);

/** Which changes a task asks for; anything else is reported as unexpected. */
export interface AllowedChanges<R extends Row> {
  /** New rows: all (`true`) or those the function accepts. */
  added?: boolean | ((row: R) => boolean);
  /** Rows gone: all (`true`) or those the function accepts. */
  removed?: boolean | ((row: R) => boolean);
  /**
   * Changed values: per column, `'*'` (any row) or the keys of the rows allowed to change it
   * (`{ status: ['LR-7', 'LR-9'], notes: '*' }`), or a function deciding each changed value.
   */
  changed?:
    | Partial<Record<keyof R & string, '*' | Iterable<unknown>>>
    | ((change: { key: string; column: string; before: unknown; after: unknown; row: R }) => boolean);
}

export interface DiffOptions<R extends Row> {
  key: RowKey<R>;
  allow?: AllowedChanges<R>;
  /** How many unexpected differences the detail describes; default 3. */
  limit?: number;
  /** Name of the table in the detail, e.g. `invoices`. */
  label?: string;
}

export interface RowChange<R extends Row> {
  key: string;
  before: R;
  after: R;
  /** Columns whose values differ. */
  columns: string[];
}

export interface RowDiff<R extends Row> {
  added: R[];
  removed: R[];
  changed: RowChange<R>[];
  /** Each difference the allow-list does not cover, described for a reader. */
  unexpected: string[];
  /** True when every difference is allowed: use as a checkpoint's `passed`. */
  passed: boolean;
  /** The first few unexpected differences, or that there were none: use as a checkpoint's `detail`. */
  detail: string;
}

/**
 * Compares rows before and after the agent by key and reports what changed beyond the allowed changes:
 * `diffRows(await before.sql('SELECT * FROM invoices'), await sql('SELECT * FROM invoices'),
 * { key: 'id', allow: { changed: { status: ['INV-2041'] } } })`. Values are compared as stored
 * (`'16.80'` is not `16.8`; dates compare by instant); a column added to every row is a change too.
 */
export function diffRows<R extends Row>(
  before: readonly R[],
  after: readonly R[],
  options: DiffOptions<R>,
): RowDiff<R> {
  const keyOf = keyFunction(options.key);
  const beforeByKey = indexRows(before, keyOf);
  const afterByKey = indexRows(after, keyOf);
  const allow = options.allow ?? {};
  const label = options.label ? `${options.label} ` : '';
  const added: R[] = [];
  const removed: R[] = [];
  const changed: RowChange<R>[] = [];
  const unexpected: string[] = [];

  for (const [key, row] of afterByKey) {
    if (beforeByKey.has(key)) continue;
    added.push(row);
    if (!permits(allow.added, row)) unexpected.push(`${label}row ${key} added: ${describeRow(row)}`);
  }
  for (const [key, row] of beforeByKey) {
    const now = afterByKey.get(key);
    if (!now) {
      removed.push(row);
      if (!permits(allow.removed, row)) unexpected.push(`${label}row ${key} removed: ${describeRow(row)}`);
      continue;
    }
    const columns = [...new Set([...Object.keys(row), ...Object.keys(now)])].filter(
      (column) => !sameValue(row[column], now[column]),
    );
    if (columns.length === 0) continue;
    changed.push({ key, before: row, after: now, columns });
    for (const column of columns) {
      const change = { key, column, before: row[column], after: now[column], row: now };
      if (!changeAllowed(allow.changed, change, keyOf(row)))
        unexpected.push(
          `${label}row ${key}: ${column} ${describeValue(change.before)} → ${describeValue(change.after)}`,
        );
    }
  }
  return { added, removed, changed, unexpected, ...verdict(unexpected, options.limit) };
}

/** `passed` and a readable `detail` for a list of unexpected differences. */
export function verdict(unexpected: readonly string[], limit = 3): { passed: boolean; detail: string } {
  if (unexpected.length === 0) return { passed: true, detail: 'no unexpected changes' };
  const shown = unexpected.slice(0, limit).join('; ');
  const more = unexpected.length > limit ? ` (and ${unexpected.length - limit} more)` : '';
  const count = unexpected.length === 1 ? '1 unexpected change' : `${unexpected.length} unexpected changes`;
  return { passed: false, detail: `${count}: ${shown}${more}` };
}

function keyFunction<R extends Row>(key: RowKey<R>): (row: R) => string {
  if (typeof key === 'function') return (row) => canonical(key(row));
  const columns: string[] = typeof key === 'string' ? [key] : [...(key as readonly string[])];
  return (row) => columns.map((column) => canonical(row[column])).join('/');
}

/** Rows by key; a key seen again gets `#2`, `#3`, ... so duplicates are compared in order, not lost. */
function indexRows<R extends Row>(rows: readonly R[], keyOf: (row: R) => string): Map<string, R> {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const key = keyOf(row);
    let unique = key;
    for (let copy = 2; byKey.has(unique); copy += 1) unique = `${key}#${copy}`;
    byKey.set(unique, row);
  }
  return byKey;
}

function permits<R extends Row>(rule: boolean | ((row: R) => boolean) | undefined, row: R): boolean {
  return typeof rule === 'function' ? rule(row) : rule === true;
}

function changeAllowed<R extends Row>(
  rule: AllowedChanges<R>['changed'],
  change: { key: string; column: string; before: unknown; after: unknown; row: R },
  key: string,
): boolean {
  if (!rule) return false;
  if (typeof rule === 'function') return rule(change);
  const rows = (rule as Record<string, '*' | Iterable<unknown> | undefined>)[change.column];
  if (rows === undefined) return false;
  if (rows === '*') return true;
  return [...rows].some((allowed) => canonical(allowed) === key);
}

/** A value as compared: dates by instant, bytes as hex, everything else as stored. */
export function canonical(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return `${value}`;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  return JSON.stringify(value) ?? 'undefined';
}

export function sameValue(left: unknown, right: unknown): boolean {
  if (typeof left !== typeof right && !(left instanceof Date || right instanceof Date)) return false;
  if (typeof left === 'object' && left !== null && !(left instanceof Date) && !(left instanceof Uint8Array))
    return isDeepStrictEqual(left, right);
  return canonical(left) === canonical(right);
}

function describeValue(value: unknown): string {
  const text =
    value === undefined ? '(none)' : JSON.stringify(value instanceof Date ? value.toISOString() : value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describeRow(row: Row): string {
  const text = Object.entries(row)
    .map(([column, value]) => `${column}=${describeValue(value)}`)
    .join(', ');
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
