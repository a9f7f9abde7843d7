import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import { changedSheets, diffRows, tally } from 'mcp-arena/evaluation';

const FILE = 'software-licences.xlsx';
const SHEET = 'True-up 2026';
/** Product -> purchased, in use after the clean-up, difference, true-up EUR. */
const WANT: Record<string, [number, number, number, number]> = {
  DesignHub: [40, 41, 1, 540],
  CodeVault: [120, 113, -7, 0],
  DataLens: [25, 27, 2, 2400],
  MeetNow: [200, 195, -5, 0],
  LegalBase: [5, 6, 1, 2400],
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // The clean-up, from the database: exactly the leavers' and idle assignments revoked (not the new ones).
  const query = `SELECT id, user_id, product, assigned_on::text AS assigned_on, revoked_on::text AS revoked_on FROM licence_assignments ORDER BY id`;
  const before = await context.before.sql(query);
  const after = await context.sql(query);
  const [expected] = await context.before.sql(
    `SELECT array_agg(a.id ORDER BY a.id) AS ids FROM licence_assignments a JOIN users u ON u.id = a.user_id
      WHERE a.revoked_on IS NULL AND (u.status = 'left' OR (a.assigned_on <= DATE '2026-09-01' AND NOT EXISTS (
        SELECT 1 FROM usage_events e WHERE e.user_id = a.user_id AND e.product = a.product AND e.occurred_at >= TIMESTAMP '2026-09-01')))`,
  );
  const want = new Set((expected?.ids as number[] | null) ?? []);
  const revoked = after.filter(
    (row) => row.revoked_on !== null && before.find((each) => each.id === row.id)?.revoked_on === null,
  );
  const revokedIds = new Set(revoked.map((row) => Number(row.id)));
  const missing = [...want].filter((id) => !revokedIds.has(id));
  const extra = [...revokedIds].filter((id) => !want.has(id));
  // The Notes: "set revoked_on to the day you do it": today, not the true-up date (30 November) nor a day near it.
  const dated = revoked.every((row) => String(row.revoked_on) === context.today);
  const assignmentsDiff = diffRows(before, after, {
    key: 'id',
    label: 'licence_assignments',
    allow: {
      changed: (change) =>
        change.column === 'revoked_on' && change.before === null && want.has(Number(change.key)),
    },
  });
  const tables: string[] = [];
  for (const table of ['users', 'usage_events']) {
    const hash = async (sql: CheckContext['sql']) =>
      (await sql(`SELECT md5(string_agg(t::text, ',' ORDER BY t.id)) AS h FROM ${table} t`))[0]?.h;
    if ((await hash(context.sql)) !== (await hash(context.before.sql))) tables.push(table);
  }

  // The sheet: one row per product with numbers, the Total formula kept, the other sheets untouched.
  const cells = await context.spreadsheet.cells(FILE, SHEET);
  const rows = cells.slice(1).filter((row) => String(row[0]?.value ?? '').trim() in WANT);
  // A formula counts by its value (the reader computes it when the writer stored no cached result).
  const isNumber = (cell: SheetCell | undefined, value: number) =>
    (cell?.type === 'number' || cell?.type === 'formula') &&
    typeof cell.value === 'number' &&
    Math.abs(cell.value - value) < 0.005;
  const rowRight = (name: string, columns: number[]) => {
    const found = rows.filter((row) => String(row[0]?.value).trim() === name);
    return (
      found.length === 1 && columns.every((column) => isNumber(found[0]![column + 1], WANT[name]![column]!))
    );
  };
  const inUseRight = Object.keys(WANT).filter((name) => rowRight(name, [0, 1, 2]));
  const costRight = Object.keys(WANT).filter((name) => rowRight(name, [3]));
  const total = cells
    .flat()
    .find(
      (cell) =>
        cell.type === 'formula' && /^SUM\(E2:E\d+\)$/i.test(String(cell.formula ?? '').replace(/\s/g, '')),
    );
  const otherSheets = await changedSheets(context.before.spreadsheet, context.spreadsheet, FILE, {
    sheets: ['Notes', 'Entitlements', 'True-up 2025'],
  });
  const acted = revoked.length > 0 || rows.length > 0;

  return [
    {
      name: "leavers' and idle assignments revoked (assignments newer than 1 September kept)",
      points: 3,
      passed: want.size > 0 && missing.length === 0 && extra.length === 0,
      detail: `${revokedIds.size} revoked, ${missing.length} missing, ${extra.length} wrong`,
    },
    { name: 'revoked on the day of the clean-up (today)', passed: revoked.length > 0 && dated },
    {
      name: 'no other assignment change; users and usage untouched',
      passed: acted && assignmentsDiff.passed && tables.length === 0,
      detail: `${assignmentsDiff.detail} ${tables.join(', ')}`,
    },
    tally('seats purchased, in use and difference per product, as numbers', inUseRight, 5, { points: 3 }),
    tally('true-up EUR per product (0 when under)', costRight, 5, { points: 2 }),
    { name: 'Total still a SUM formula', passed: acted && total !== undefined },
    {
      name: 'Notes, Entitlements and last year untouched',
      passed: acted && otherSheets.length === 0,
      detail: otherSheets.join('; '),
    },
    { name: 'total true-up EUR 5,340 reported', required: false, passed: /5[,.\s]?340/.test(context.answer) },
  ];
}
