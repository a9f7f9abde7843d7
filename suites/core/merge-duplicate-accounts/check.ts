import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffSql } from 'mcp-arena/evaluation';

/** Duplicate account -> the account kept, by the written rules. */
const MERGES: Array<{ who: string; merged: number; kept: number; contracts: number[]; tickets: number[] }> = [
  { who: 'Mira Costa', merged: 5881, kept: 1042, contracts: [], tickets: [9101, 9102] },
  { who: 'Jan de Vries', merged: 2210, kept: 4410, contracts: [9003], tickets: [9104] },
  { who: 'Peter Holm', merged: 6044, kept: 1580, contracts: [9007], tickets: [9107] },
];
/** Flagged, but not to be merged: different people (3307/6120) or merged in 2021 (2750). */
const LEFT_ALONE = [3307, 6120, 1999, 2750];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const customers = new Map(
    (
      await context.sql(
        'SELECT id, status, merged_into FROM customers WHERE id IN (1042, 5881, 2210, 4410, 1580, 6044)',
      )
    ).map((row) => [Number(row.id), row]),
  );
  const owner = async (table: 'contracts' | 'tickets', ids: number[]) =>
    ids.length === 0
      ? []
      : (await context.sql(`SELECT id, customer_id FROM ${table} WHERE id = ANY($1::int[])`, [ids])).map(
          (row) => ({
            id: Number(row.id),
            customer: Number(row.customer_id),
          }),
        );
  const perMerge = async (test: (merge: (typeof MERGES)[number]) => Promise<boolean> | boolean) => {
    const failed: string[] = [];
    for (const merge of MERGES) if (!(await test(merge))) failed.push(merge.who);
    return { passed: failed.length === 0, detail: failed.join(', ') };
  };
  const max = Number((await context.before.sql('SELECT max(id) AS max FROM merge_log'))[0]?.max ?? 0);
  const log = (await context.sql('SELECT kept_id, merged_id FROM merge_log WHERE id > $1', [max])).map(
    (row) => `${row.kept_id}<-${row.merged_id}`,
  );
  const expectedLog = MERGES.map((merge) => `${merge.kept}<-${merge.merged}`);
  const extraLog = log.filter((entry) => !expectedLog.includes(entry));

  const movedContracts = new Set(MERGES.flatMap((merge) => merge.contracts));
  const movedTickets = new Set(MERGES.flatMap((merge) => merge.tickets));
  const mergedIds = new Set(MERGES.map((merge) => String(merge.merged)));
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      customers: {
        key: 'id',
        allow: { changed: { status: [...mergedIds], merged_into: [...mergedIds] } },
      },
      contracts: { key: 'id', allow: { changed: { customer_id: [...movedContracts].map(String) } } },
      tickets: { key: 'id', allow: { changed: { customer_id: [...movedTickets].map(String) } } },
      merge_log: { key: 'id', allow: { added: true } },
    },
  });
  const leftAlone = await context.sql(
    `SELECT c.id FROM customers c WHERE c.id = ANY($1::int[]) AND c.status = (CASE WHEN c.id = 2750 THEN 'merged' ELSE 'active' END)
       AND c.merged_into IS NOT DISTINCT FROM (CASE WHEN c.id = 2750 THEN 1999 END)`,
    [LEFT_ALONE],
  );
  const acted = log.length > 0 || [...customers.values()].some((row) => row.status !== 'active');

  return [
    {
      name: 'duplicates marked merged into the account the rules keep (running contract first, then the older one)',
      points: 3,
      ...(await perMerge((merge) => {
        const row = customers.get(merge.merged);
        return row?.status === 'merged' && Number(row.merged_into) === merge.kept;
      })),
    },
    {
      name: 'the kept accounts stay active and unmerged',
      ...(await perMerge((merge) => {
        const row = customers.get(merge.kept);
        return acted && row?.status === 'active' && row.merged_into === null;
      })),
    },
    {
      name: "the duplicates' contracts and tickets moved to the kept account",
      points: 2,
      ...(await perMerge(async (merge) => {
        const rows = [
          ...(await owner('contracts', merge.contracts)),
          ...(await owner('tickets', merge.tickets)),
        ];
        return (
          rows.length === merge.contracts.length + merge.tickets.length &&
          rows.every((row) => row.customer === merge.kept)
        );
      })),
    },
    {
      name: 'each merge logged once in merge_log',
      ...(await perMerge(
        (merge) => log.filter((entry) => entry === `${merge.kept}<-${merge.merged}`).length === 1,
      )),
    },
    {
      name: 'Ana Lima (only the name matches) and the Greta Lind pair merged in 2021 left alone, nothing else logged',
      points: 2,
      passed: acted && leftAlone.length === LEFT_ALONE.length && extraLog.length === 0,
      detail: `${leftAlone.length}/${LEFT_ALONE.length} as seeded; extra log entries: ${extraLog.join(', ')}`,
    },
    {
      name: 'nothing deleted and no other record changed',
      passed: acted && database.passed,
      detail: database.detail,
    },
  ];
}
