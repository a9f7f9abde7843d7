import { createHash } from 'node:crypto';
import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsAmount, tally } from 'mcp-arena/evaluation';

const FILE = 'accruals-2026.xlsx';
const HEADER = [
  'Line',
  'Supplier',
  'PO',
  'Evidence',
  'Description',
  'GL account',
  'Cost centre',
  'Amount EUR',
];
// PO -> [amount, GL account, cost centre] of November's accruals.
const EXPECTED: Record<string, [number, string, string]> = {
  'PO-26-0398': [4620, '5120', '410'], // 120 bottles x 38.50
  'PO-26-0371': [7500, '6610', '620'], // milestone 2
  'PO-26-0312': [5060, '6310', '410'], // 16-30 Nov, 46 h x 110 (1-15 Nov invoiced)
  'PO-26-0412': [6080, '6300', '200'], // 64 billable h x 95 (4 h travel not billable)
};
const TOTAL = 23260;
// Invoiced (Nordlicht, Polar), immaterial (Swiftline 186.40), December work (Calibra).
const NOT_ACCRUED = ['PO-26-0344', 'PO-26-0405', 'PO-26-0419', 'PO-26-0433'];
const SEEDED_SHEETS = ['Notes', 'Template', '2026-09', '2026-10'];

// md5 of the seeded sheets' cells (address, stored type, value, formula).
const SEEDED_SHEET_HASHES: Record<string, string> = {
  Notes: 'f40473d68b9a40dfe5d1ba3ccd2a4acd',
  Template: 'b3ae5c4acf8add336e44c9f829e3b447',
  '2026-09': 'c6d1a0489141c6dd285d6c232cb565fd',
  '2026-10': 'efbd07fa5c08e2988fc267a018822f4f',
};
// The seeded finance tables, compared whole (md5 of every row) with the state before the agent ran.
const TABLES = ['journal_lines', 'ap_invoices', 'purchase_orders', 'document_register'];
const TABLE_HASHES_SQL = `SELECT
  (SELECT md5(string_agg(t::text, ',' ORDER BY t.id)) FROM journal_lines t WHERE t.id <= 12) AS journal_lines,
  (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM ap_invoices t) AS ap_invoices,
  (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM purchase_orders t) AS purchase_orders,
  (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM document_register t) AS document_register`;

type SheetCell = Awaited<ReturnType<CheckContext['spreadsheet']['cells']>>[number][number];
const cellsHash = (cells: SheetCell[][]): string =>
  createHash('md5')
    .update(
      JSON.stringify(
        cells
          .flat()
          .filter((cell) => cell.type !== 'empty')
          .map((cell) => [cell.address, cell.type, cell.value, cell.formula ?? null]),
      ),
    )
    .digest('hex');

const number = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value ?? '').replace(/[,\s]|EUR|€/g, ''));
const code = (value: unknown): string => String(value ?? '').trim();
const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sheets = await context.spreadsheet.sheets(FILE);
  const novemberName =
    sheets.find((name) => name.trim() === '2026-11') ??
    sheets.find((name) => !SEEDED_SHEETS.includes(name) && /nov|2026.?11|11.?2026/i.test(name));
  const november = novemberName ? await context.spreadsheet.rows(FILE, novemberName) : [];
  const novemberCells = novemberName ? await context.spreadsheet.cells(FILE, novemberName) : [];
  // The Amount column holds numbers, as in the earlier months (text would break any sum over it).
  const amountIsNumber = (rowIndex: number): boolean => novemberCells[rowIndex]?.[7]?.type === 'number';
  const lines = november
    .slice(1)
    .map((row, index) => ({
      row,
      index: index + 1,
      po: row
        .map(code)
        .find((cell) => /^PO-\d{2}-\d{4}$/i.test(cell))
        ?.toUpperCase(),
    }))
    .filter((line) => line.po !== undefined);
  const byPo = new Map(lines.map((line) => [line.po!, line.row]));
  const amountsRight = Object.entries(EXPECTED).filter(([po, [amount]]) => {
    const line = lines.find((each) => each.po === po);
    return line !== undefined && amountIsNumber(line.index) && near(number(line.row[7]), amount);
  });
  const codesRight = Object.entries(EXPECTED).filter(([po, [, account, centre]]) => {
    const row = byPo.get(po);
    return row !== undefined && code(row[5]) === account && code(row[6]) === centre;
  });
  const wrongLines = lines.filter((line) => NOT_ACCRUED.includes(line.po!) || !(line.po! in EXPECTED));

  const changedSheets: string[] = [];
  for (const [sheet, hash] of Object.entries(SEEDED_SHEET_HASHES)) {
    const cells = sheets.includes(sheet) ? await context.spreadsheet.cells(FILE, sheet) : [];
    if (cellsHash(cells) !== hash) changedSheets.push(sheet);
  }
  const earlierKept = changedSheets.length === 0;

  const journal = await context.sql(
    `SELECT id, upper(trim(journal_id)) AS journal_id, to_char(posting_date, 'YYYY-MM-DD') AS posting_date, line_no,
            trim(account) AS account, coalesce(trim(cost_centre), '') AS cost_centre,
            debit::float AS debit, credit::float AS credit
       FROM journal_lines ORDER BY id`,
  );
  const accrual = journal.filter((row) => row.journal_id === 'ACR-2026-11');
  const debits = accrual.filter((row) => Number(row.debit) > 0);
  const credits = accrual.filter((row) => Number(row.credit) > 0);
  const debitsLeft = Object.values(EXPECTED).map(
    ([amount, account, centre]) => `${account}/${centre}/${amount}`,
  );
  for (const row of debits) {
    const key = `${String(row.account)}/${String(row.cost_centre)}/${Number(row.debit)}`;
    const index = debitsLeft.indexOf(key);
    if (index >= 0) debitsLeft.splice(index, 1);
  }
  const debitsRight = debits.length === 4 && debitsLeft.length === 0;
  const sum = (rows: typeof accrual, column: 'debit' | 'credit'): number =>
    rows.reduce((total, row) => total + Number(row[column]), 0);
  const creditRight =
    credits.length === 1 &&
    credits[0]?.account === '2950' &&
    credits[0]?.cost_centre === '' &&
    near(Number(credits[0]?.credit), TOTAL) &&
    near(sum(accrual, 'debit'), sum(accrual, 'credit'));
  const lineNumbers = accrual
    .map((row) => Number(row.line_no))
    .sort((a, b) => a - b)
    .join();
  const acted = accrual.length > 0 || lines.length > 0;
  const seeded = journal.filter((row) => Number(row.id) <= 12);
  const others = journal.filter((row) => Number(row.id) > 12 && row.journal_id !== 'ACR-2026-11');
  const [hashes] = await context.sql(TABLE_HASHES_SQL);
  const [seededHashes] = await context.before.sql(TABLE_HASHES_SQL);
  const changedTables = TABLES.filter(
    (table) => seededHashes?.[table] === undefined || hashes?.[table] !== seededHashes[table],
  );
  const journalsKept =
    seeded.length === 12 && !changedTables.includes('journal_lines') && others.length === 0;

  return [
    {
      name: 'sheet 2026-11 made from the Template',
      passed: novemberName?.trim() === '2026-11' && november[0]?.map(code).join('|') === HEADER.join('|'),
      detail: `sheets: ${sheets.join(', ')}`,
    },
    {
      name: 'accrual amounts per document (billable hours, uninvoiced half, PO prices, milestone value), as numbers',
      points: 4,
      passed: amountsRight.length === 4,
      detail: `${amountsRight.length}/4 right; lines: ${lines.map((line) => `${line.po} ${String(line.row[7])}`).join('; ')}`,
    },
    tally('GL account and cost centre from the PO', codesRight, 4, { points: 2 }),
    {
      name: 'nothing accrued that is invoiced, for December or immaterial',
      points: 3,
      passed: lines.length === 4 && wrongLines.length === 0,
      detail: `${lines.length} lines; wrong: ${wrongLines.map((line) => line.po).join(', ')}`,
    },
    {
      name: 'Notes, Template and earlier months untouched (cells, types, formulas)',
      passed: lines.length > 0 && earlierKept,
      detail: `changed: ${changedSheets.join(', ')}`,
    },
    {
      name: 'journal ACR-2026-11: one debit per accrual with the PO account and cost centre',
      points: 3,
      passed: debitsRight,
      detail: `${debits.length} debit lines; unmatched: ${debitsLeft.join(', ')}`,
    },
    {
      name: 'credit to 2950 for the total, journal balanced',
      points: 2,
      passed: creditRight,
      detail: `credits: ${credits.map((row) => `${String(row.account)} ${Number(row.credit)}`).join('; ')}`,
    },
    {
      name: 'posted on 2026-11-30 with lines numbered from 1',
      passed:
        accrual.length === 5 &&
        accrual.every((row) => row.posting_date === '2026-11-30') &&
        lineNumbers === '1,2,3,4,5',
      detail: `${accrual.length} lines, line_no ${lineNumbers}`,
    },
    {
      name: 'no reversal posted by hand, earlier journals untouched',
      passed: acted && journalsKept,
      detail: `other new rows: ${others.map((row) => String(row.journal_id)).join(', ')}`,
    },
    {
      name: 'payables, purchase orders and register untouched',
      passed:
        acted &&
        ['ap_invoices', 'purchase_orders', 'document_register'].every(
          (table) => !changedTables.includes(table),
        ),
      detail: `changed: ${changedTables.join(', ')}`,
    },
    { name: 'total reported', required: false, passed: mentionsAmount(context.answer, TOTAL) },
  ];
}
