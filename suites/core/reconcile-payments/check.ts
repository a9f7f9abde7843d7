import { parse } from 'csv-parse/sync';
import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, numbersAsFigures } from 'mcp-arena/evaluation';

const REPORT = 'reports/reconciliation-2026-10.csv';
const COLUMNS = ['reference', 'bank_amount', 'ledger_amount', 'issue'];
const EXPECTED: Record<string, { bank: string; ledger: string; issue: string }> = {
  'PAY-202610-005': { bank: '5164.60', ledger: '', issue: 'missing_in_ledger' },
  'PAY-202610-017': { bank: '181.09', ledger: '1810.90', issue: 'amount_mismatch' },
  'PAY-202610-018': { bank: '2128.14', ledger: '', issue: 'missing_in_ledger' },
  'PAY-202610-036': { bank: '6076.27', ledger: '6086.27', issue: 'amount_mismatch' },
  'PAY-202610-049': { bank: '4452.84', ledger: '', issue: 'missing_in_ledger' },
  'PAY-202610-063': { bank: '', ledger: '1250.00', issue: 'missing_in_bank' },
  'PAY-202610-064': { bank: '', ledger: '318.40', issue: 'missing_in_bank' },
};

/** Header cells and rows of a CSV, tolerant of a BOM, quoting, CRLF, header case and padding. */
function readCsv(text: string): { header: string[]; rows: Array<Record<string, string>> } {
  const records: string[][] = parse(text, {
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  });
  const header = (records[0] ?? []).map((cell) => cell.toLowerCase());
  const rows = records
    .slice(1)
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
  return { header, rows };
}

/** An amount cell equals the export's amount (any number formatting); an empty side stays empty. */
const sameAmount = (cell: string | undefined, want: string): boolean => {
  const text = (cell ?? '').replace(/[€\s]|EUR/gi, '');
  if (want === '') return text === '';
  return text !== '' && Math.abs(Number(text.replace(/,/g, '')) - Number(want)) < 0.005;
};

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(REPORT);
  const { header, rows } = text === undefined ? { header: [], rows: [] } : readCsv(text);
  const issueOf = (row: Record<string, string>): string => (row.issue ?? '').toLowerCase();
  const byReference = new Map(rows.map((row) => [(row.reference ?? '').toUpperCase(), row]));
  const checkpoints: CheckpointInput[] = [
    {
      name: 'report filed',
      passed: text !== undefined,
      detail: text === undefined ? `${REPORT} is missing` : '',
    },
    {
      name: 'columns as the README says',
      passed: header.join(',') === COLUMNS.join(','),
      detail: `header: ${header.join(',')}`,
    },
  ];
  for (const issue of ['missing_in_ledger', 'missing_in_bank', 'amount_mismatch']) {
    const expected = Object.entries(EXPECTED).filter(([, row]) => row.issue === issue);
    const correct = expected.filter(([reference, want]) => {
      const row = byReference.get(reference);
      return (
        row !== undefined &&
        issueOf(row) === issue &&
        sameAmount(row.bank_amount, want.bank) &&
        sameAmount(row.ledger_amount, want.ledger)
      );
    });
    checkpoints.push({
      name: `${issue} rows`,
      points: 2,
      passed: correct.length === expected.length,
      detail: `${correct.length}/${expected.length} correct`,
    });
  }
  const references = rows.map((row) => (row.reference ?? '').toUpperCase());
  const extra = references.filter((reference) => !(reference in EXPECTED));
  checkpoints.push({
    name: 'no false discrepancies',
    passed: text !== undefined && rows.length === 7 && extra.length === 0,
    detail: `${rows.length} rows, ${extra.length} not discrepancies${extra.length ? `: ${extra.join(', ')}` : ''}`,
  });
  const sorted = [...references].sort();
  checkpoints.push({
    name: 'sorted by reference',
    passed: rows.length > 0 && references.every((reference, index) => reference === sorted[index]),
    detail: references.join(' '),
  });
  // Every seeded file stays byte for byte; added files (the report, a note) are fine.
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: true } });
  checkpoints.push({
    name: 'exports and every other seeded file untouched',
    passed: text !== undefined && files.passed,
    detail: files.detail,
  });
  // The question asked ("Tell me how many discrepancies there are"): the count the answer gives for them, not
  // any 7 in it (`6 discrepancies (7 lines with the header)` is wrong).
  const counts = [
    ...numbersAsFigures(context.answer).matchAll(
      /(?<![\d.,])(\d+)\s+(?:[a-z-]+\s+){0,2}?(?:discrepanc(?:y|ies)|mismatch(?:es)?|issues?|differences?)\b/g,
    ),
  ].map((match) => Number(match[1]));
  checkpoints.push({
    name: 'the answer gives the count: 7 discrepancies',
    passed: counts[0] === 7,
    detail: `counts stated: ${counts.join(', ') || 'none'}`,
  });
  return checkpoints;
}
