import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffCells,
  diffFiles,
  diffSql,
  keptState,
  mentionsAmount,
  mentionsDate,
  normalizeText,
  parseCsv,
} from 'mcp-arena/evaluation';

const WORKBOOK = 'ar-ageing-2026.xlsx';
const LIST = 'credit-control/dunning/dunning-2026-11.csv';
const HEADER =
  'customer_id,customer_name,billing_email,oldest_days_overdue,overdue_over_60,total_outstanding,letter';
// customer_id, oldest_days_overdue, overdue_over_60, total_outstanding, letter; sorted as the README asks.
const DUNNING: Array<[string, number, number, number, 'final' | 'second']> = [
  ['C1174', 315, 25987.35, 31585.19, 'final'],
  ['C1249', 319, 23375.94, 39458.47, 'final'],
  ['C1135', 248, 18788.72, 45108.69, 'final'],
  ['C1093', 313, 17801.99, 61357.42, 'final'],
  ['C1004', 200, 17139.6, 36390.75, 'final'],
  ['C1122', 302, 16193.35, 22468.97, 'final'],
  ['C1016', 332, 13434.67, 24043.99, 'final'],
  ['C1277', 331, 12534.79, 45885.91, 'final'],
  ['C1056', 235, 11776.2, 22123.6, 'final'],
  ['C1106', 250, 11410.94, 49232.24, 'final'],
  ['C1246', 187, 10908.58, 10908.58, 'final'],
  ['C1183', 331, 10487.97, 27328.69, 'final'],
  ['C1019', 346, 10293.1, 31630.35, 'final'],
  ['C1129', 245, 8676.64, 26142.09, 'final'],
  ['C1279', 178, 7179.37, 7674.39, 'final'],
  ['C1304', 249, 6284.39, 17524.3, 'final'],
  ['C1124', 236, 6072.23, 15612.76, 'final'],
  ['C1084', 63, 5739.01, 20567.95, 'second'],
  ['C1137', 265, 5175.85, 6350.18, 'final'],
  ['C1125', 84, 4346.56, 13493.58, 'second'],
  ['C1172', 328, 4138.25, 12052.22, 'final'],
  ['C1175', 187, 3356.41, 3356.41, 'final'],
  ['C1161', 321, 3089.1, 20950.09, 'final'],
  ['C1123', 179, 2895.83, 32973.67, 'final'],
  ['C1025', 69, 2777.9, 10713.1, 'second'],
  ['C1023', 62, 2758.0, 11621.78, 'second'],
  ['C1049', 149, 2625.43, 2625.43, 'final'],
  ['C1066', 264, 2463.6, 4195.19, 'final'],
  ['C1236', 356, 2212.63, 4808.35, 'final'],
  ['C1128', 145, 2001.27, 20795.75, 'final'],
  ['C1073', 178, 1926.45, 1926.45, 'final'],
  ['C1307', 286, 1633.78, 1633.78, 'final'],
  ['C1062', 184, 1598.82, 11516.8, 'final'],
  ['C1047', 347, 1574.45, 19632.71, 'final'],
  ['C1163', 341, 1449.89, 11504.27, 'final'],
  ['C1089', 310, 1427.63, 1427.63, 'final'],
  ['C1092', 208, 1132.57, 6378.91, 'final'],
  ['C1038', 64, 1124.56, 13246.82, 'second'],
  ['C1008', 146, 969.76, 9521.98, 'final'],
  ['C1247', 95, 673.01, 673.01, 'final'],
  ['C1005', 223, 519.34, 7826.82, 'final'],
];
// Invoices and outstanding EUR per bucket (not yet due, 1-30, 31-60, 61-90, over 90) as at 2026-11-30.
const AGEING: Array<[number, number]> = [
  [329, 1581368.08],
  [123, 603423.08],
  [52, 208224.65],
  [20, 71807.32],
  [64, 274186.96],
];
// On dunning hold although they qualify; only disputed invoices over 60 days; paid on 1-2 December.
const HELD = ['C1036', 'C1315', 'C1074'];
const DISPUTED_ONLY = ['C1080', 'C1150'];

// The README fixes the format: two decimals, no thousands separators (a cent either way is tolerated).
const money = (value: string | undefined): number =>
  value !== undefined && /^-?\d+\.\d{2}$/.test(value.trim()) ? Number(value) : Number.NaN;
const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.015;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { spreadsheet, before } = context;
  // The ageing sheet, a copy of the Template with the buckets filled.
  const sheets = await spreadsheet.sheets(WORKBOOK);
  const hasSheet = sheets.includes('2026-11');
  const cells = hasSheet ? await spreadsheet.cells(WORKBOOK, '2026-11') : [];
  const at = (row: number, column: number) => cells[row - 1]?.[column - 1];
  const bucketsWrong = AGEING.flatMap(([count, amount], index) => {
    const countCell = at(4 + index, 2);
    const amountCell = at(4 + index, 3);
    const right =
      countCell?.type === 'number' &&
      countCell.value === count &&
      amountCell?.type === 'number' &&
      near(Number(amountCell.value), amount);
    return right ? [] : [`row ${4 + index}: ${String(countCell?.value)} / ${String(amountCell?.value)}`];
  });
  const dateCell = at(1, 2);
  const template = await before.spreadsheet.cells(WORKBOOK, 'Template');
  // Against the Template: only B1, the bucket values and the preparer may be filled; notes beside or below are fine.
  const fromTemplate = diffCells(template, cells, {
    allow: { added: ['B1', 'B4:C8', 'B11', 'E1:Z', 'A14:Z'] },
  });
  const seededSheets = await before.spreadsheet.sheets(WORKBOOK);
  const sheetDamage: string[] = [];
  for (const sheet of seededSheets) {
    if (!sheets.includes(sheet)) {
      sheetDamage.push(`${sheet} removed`);
      continue;
    }
    const diff = diffCells(
      await before.spreadsheet.cells(WORKBOOK, sheet),
      await spreadsheet.cells(WORKBOOK, sheet),
    );
    if (!diff.passed) sheetDamage.push(`${sheet}: ${diff.detail}`);
  }

  // The dunning list.
  const text = context.readText(LIST)?.replace(/^\uFEFF/, '');
  const rows = text === undefined ? [] : parseCsv(text);
  const header = Object.keys(rows[0] ?? {})
    .map((column) => column.trim().toLowerCase())
    .join(',');
  const ids = rows.map((row) => (row.customer_id ?? '').trim().toUpperCase());
  const byId = new Map(rows.map((row, index) => [ids[index]!, row]));
  const wanted = DUNNING.map(([id]) => id);
  const missing = wanted.filter((id) => !byId.has(id));
  const extra = ids.filter((id) => !wanted.includes(id));
  const fieldWrong = (test: (row: Record<string, string>, want: (typeof DUNNING)[number]) => boolean) =>
    DUNNING.filter((want) => {
      const row = byId.get(want[0]);
      return row !== undefined && !test(row, want);
    }).map((want) => want[0]);
  const overdueWrong = fieldWrong(
    (row, want) => near(money(row.overdue_over_60), want[2]) && Number(row.oldest_days_overdue) === want[1],
  );
  const totalWrong = fieldWrong((row, want) => near(money(row.total_outstanding), want[3]));
  const letterWrong = fieldWrong((row, want) => {
    const letter = (row.letter ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
    return letter === (want[4] === 'final' ? 'final notice' : 'second reminder');
  });
  // The letters are printed from the list: each customer's name and billing address as in the ledger.
  const customers = new Map(
    (await before.sql('SELECT id, name, billing_email FROM customers')).map((row) => [
      String(row.id),
      { name: normalizeText(String(row.name)), email: String(row.billing_email).toLowerCase() },
    ]),
  );
  const contactWrong = fieldWrong(
    (row, want) =>
      normalizeText(row.customer_name ?? '') === customers.get(want[0])?.name &&
      (row.billing_email ?? '').trim().toLowerCase() === customers.get(want[0])?.email,
  );
  const amounts = rows.map((row) => money(row.overdue_over_60));
  const sorted = amounts.every((amount, index) => index === 0 || amounts[index - 1]! >= amount);
  const listed = (list: string[]) => list.filter((id) => ids.includes(id));

  const database = await diffSql(before.sql, context.sql);
  const files = diffFiles(before.workspace, context.workspace, { allow: { added: true } });
  const acted = hasSheet || text !== undefined;
  const list = (values: string[]) => (values.length ? values.slice(0, 6).join(', ') : '');

  return [
    {
      name: 'sheet 2026-11 made from the Template with the month-end date',
      passed: hasSheet && mentionsDate(String(dateCell?.value ?? ''), '2026-11-30'),
      detail: `sheets: ${sheets.join(', ')}; B1: ${String(dateCell?.value)}`,
    },
    {
      name: 'ageing buckets as at 30 November (receipts after the month-end ignored), as numbers',
      points: 3,
      passed: hasSheet && bucketsWrong.length === 0,
      detail: bucketsWrong.join('; '),
    },
    keptState(
      'Total row and Share formulas of the Template kept, nothing else overwritten',
      fromTemplate,
      hasSheet,
    ),
    {
      name: 'earlier months and the Template unchanged',
      passed: acted && sheetDamage.length === 0,
      detail: sheetDamage.join('; '),
    },
    {
      name: 'dunning list filed with the columns of the earlier lists',
      passed: text !== undefined && header === HEADER,
      detail: text === undefined ? `${LIST} is missing` : `header: ${header}`,
    },
    {
      name: "the customers to dun, no more and no fewer (open invoices over 60 days, 250.00 threshold, today's position)",
      points: 3,
      passed:
        text !== undefined && missing.length === 0 && extra.length === 0 && ids.length === wanted.length,
      detail: `${ids.length} rows, want ${wanted.length}; missing: ${list(missing)}; not expected: ${list(extra)}`,
    },
    {
      name: 'customers on dunning hold left out',
      passed: text !== undefined && listed(HELD).length === 0,
      detail: list(listed(HELD)),
    },
    {
      name: 'disputed invoices not chased',
      passed: text !== undefined && listed(DISPUTED_ONLY).length === 0,
      detail: list(listed(DISPUTED_ONLY)),
    },
    {
      name: 'overdue balance and oldest days per customer',
      points: 2,
      passed: text !== undefined && missing.length === 0 && overdueWrong.length === 0,
      detail: list(overdueWrong),
    },
    {
      name: "each customer's name and billing email as in the ledger",
      passed: text !== undefined && missing.length === 0 && contactWrong.length === 0,
      detail: list(contactWrong),
    },
    {
      name: 'total outstanding per customer (open and disputed, net of receipts)',
      passed: text !== undefined && missing.length === 0 && totalWrong.length === 0,
      detail: list(totalWrong),
    },
    {
      name: 'letter per customer (final notice over 90 days)',
      passed: text !== undefined && missing.length === 0 && letterWrong.length === 0,
      detail: list(letterWrong),
    },
    {
      name: 'rows sorted by the overdue balance, largest first',
      passed: text !== undefined && rows.length > 0 && sorted,
    },
    keptState('AR ledger unchanged', database, acted),
    keptState('no seeded file changed or removed', files, acted),
    {
      name: 'answer gives the size of the list',
      required: false,
      passed:
        new RegExp(`\\b${DUNNING.length}\\b`).test(context.answer) ||
        mentionsAmount(context.answer, AGEING[4]![1]),
    },
  ];
}
