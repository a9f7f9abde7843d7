import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentions, parseCsv, tally } from 'mcp-arena/evaluation';

const FILE = 'payables/payables-2026-11.csv';
const HEADER = 'supplier,invoice_number,invoice_date,due_date,currency,total';
const EXPECTED = [
  {
    supplier: 'Cleanwell',
    invoice_number: 'CW-4410',
    invoice_date: '2026-11-16',
    due_date: '2026-11-30',
    total: '1059.10',
  },
  {
    supplier: 'Papyrus',
    invoice_number: 'PA-77812',
    invoice_date: '2026-11-03',
    due_date: '2026-12-03',
    total: '2146.76',
  },
  {
    supplier: 'OfficeLine',
    invoice_number: 'OL-2026-1183',
    invoice_date: '2026-11-12',
    due_date: '2026-12-12',
    total: '2474.45',
  },
];

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(FILE)?.replace(/^\uFEFF/, '');
  const rows = text === undefined ? [] : parseCsv(text);
  // The header as written, quoted or not; csv-parse already read it into the records' keys.
  const header =
    text === undefined ? '' : Object.keys(rows[0] ?? {}).join(',') || text.split(/\r?\n/)[0]!.trim();
  const byNumber = new Map(rows.map((row) => [row.invoice_number ?? '', row]));
  const correct = EXPECTED.filter((want) => {
    const row = byNumber.get(want.invoice_number);
    return (
      row !== undefined &&
      mentions(row.supplier ?? '', want.supplier) &&
      row.invoice_date === want.invoice_date &&
      row.due_date === want.due_date &&
      row.currency === 'EUR' &&
      // The README fixes the format: two decimals, no thousands separator.
      row.total === want.total
    );
  });
  return [
    {
      name: 'payables file filed',
      passed: text !== undefined,
      detail: text === undefined ? `${FILE} missing` : '',
    },
    { name: 'columns as the README says', passed: header === HEADER, detail: header },
    tally('invoices with supplier, dates and totals as the README writes them', correct, 3, { points: 3 }),
    {
      name: 'quote not listed',
      points: 2,
      passed: text !== undefined && rows.length === 3 && !/Q-5521/.test(text),
      detail: `${rows.length} rows`,
    },
    {
      name: 'sorted by due date',
      passed:
        rows.map((row) => row.invoice_number).join() === EXPECTED.map((row) => row.invoice_number).join(),
    },
    {
      name: "October's list and the README untouched",
      passed:
        text !== undefined &&
        ['payables/payables-2026-10.csv', 'README.md'].every(
          (file) => context.readText(file) === context.readSeed(file),
        ),
    },
  ];
}
