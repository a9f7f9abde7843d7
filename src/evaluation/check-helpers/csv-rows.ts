import { parseCsv } from '../parse-csv.ts';

/**
 * The rows of a CSV file as the agent left it (`parseCsv`), none when the file is missing or no longer
 * parses: a register the agent broke keeps none of its seeded rows. `csvRows(context.readText(REGISTER))`.
 */
export function csvRows(text: string | undefined): Array<Record<string, string>> {
  try {
    return parseCsv(text ?? '');
  } catch {
    return [];
  }
}
