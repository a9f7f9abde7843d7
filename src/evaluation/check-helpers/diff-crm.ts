import type { CrmReader } from '../../environments/app-state.ts';
import { type AllowedChanges, diffRows, type Row, type RowDiff, verdict } from './diff-rows.ts';

export interface CrmDiff {
  /** Each collection's diff, by collection name. */
  collections: Record<string, RowDiff<Row>>;
  unexpected: string[];
  passed: boolean;
  detail: string;
}

/**
 * Compares every collection of the crm app before and after the agent, rows keyed by `id`, and reports
 * what changed beyond the allowed changes (per collection, as in `diffRows`):
 * `diffCrm(context.before.crm, context.crm, { deals: { changed: { stage: [3001, 3004] } } })`.
 */
export async function diffCrm(
  before: CrmReader,
  after: CrmReader,
  allow: Record<string, AllowedChanges<Row>> = {},
  limit = 3,
): Promise<CrmDiff> {
  const unknown = Object.keys(allow).filter((name) => !before.collections().includes(name));
  if (unknown.length > 0) throw new Error(`diffCrm: no CRM collection ${unknown.join(', ')}`);
  const collections: Record<string, RowDiff<Row>> = {};
  const unexpected: string[] = [];
  for (const name of before.collections()) {
    const diff = diffRows(await before.items(name), await after.items(name), {
      key: 'id',
      label: name,
      ...(allow[name] ? { allow: allow[name] } : {}),
    });
    collections[name] = diff;
    unexpected.push(...diff.unexpected);
  }
  return { collections, unexpected, ...verdict(unexpected, limit) };
}
