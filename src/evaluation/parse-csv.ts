import { parse } from 'csv-parse/sync';

/** Rows of a CSV text as records keyed by the header, with cells trimmed; for task checks. */
export function parseCsv(text: string): Array<Record<string, string>> {
  return parse(text, { columns: true, skip_empty_lines: true, trim: true, relax_column_count: true });
}
