import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  changedSheets,
  diffCells,
  diffFiles,
  diffSql,
  keptState,
  mentions,
  parseCsv,
} from 'mcp-arena/evaluation';

const WORKBOOK = 'dq-scorecard.xlsx';
const FILE = 'data-quality/findings/dq-findings-2026-11.csv';
const HEADER = 'customer_no,rule_id,field,value';
const FIELDS: Record<string, string> = {
  'DQ-01': 'email',
  'DQ-02': 'email',
  'DQ-03': 'country_code',
  'DQ-04': 'vat_id',
  'DQ-05': 'postcode',
  'DQ-06': 'name',
  'DQ-07': 'phone',
};
// Customers failing each rule in November (customer_no), as the rules in data-quality/rules.md define them.
const FINDINGS: Record<string, string[]> = {
  'DQ-01': [
    'CU-100186',
    'CU-100279',
    'CU-100291',
    'CU-100351',
    'CU-100400',
    'CU-100431',
    'CU-101136',
    'CU-101201',
    'CU-101238',
    'CU-101316',
    'CU-101443',
    'CU-101608',
    'CU-102016',
    'CU-102608',
    'CU-102642',
    'CU-102884',
    'CU-103008',
    'CU-103219',
  ],
  'DQ-02': [
    'CU-100019',
    'CU-100024',
    'CU-100305',
    'CU-100482',
    'CU-101094',
    'CU-101931',
    'CU-102056',
    'CU-102564',
    'CU-102750',
    'CU-102991',
  ],
  'DQ-03': [
    'CU-100500',
    'CU-100993',
    'CU-101351',
    'CU-101453',
    'CU-101628',
    'CU-102733',
    'CU-102982',
    'CU-103129',
  ],
  'DQ-04': [
    'CU-100144',
    'CU-100718',
    'CU-100893',
    'CU-100979',
    'CU-101279',
    'CU-101378',
    'CU-101429',
    'CU-101504',
    'CU-101801',
    'CU-101828',
    'CU-101851',
    'CU-102509',
    'CU-102686',
    'CU-103238',
  ],
  'DQ-05': [
    'CU-100038',
    'CU-100109',
    'CU-100185',
    'CU-100193',
    'CU-100283',
    'CU-100486',
    'CU-100599',
    'CU-100609',
    'CU-100641',
    'CU-100790',
    'CU-100851',
    'CU-100891',
    'CU-100908',
    'CU-100974',
    'CU-101100',
    'CU-101307',
    'CU-101526',
    'CU-102539',
    'CU-102566',
    'CU-102883',
  ],
  'DQ-06': ['CU-100453', 'CU-100462', 'CU-100580', 'CU-100691', 'CU-100779', 'CU-101043'],
  'DQ-07': [
    'CU-100696',
    'CU-100706',
    'CU-100800',
    'CU-100911',
    'CU-101037',
    'CU-101060',
    'CU-101081',
    'CU-101533',
    'CU-101633',
    'CU-101648',
    'CU-101770',
    'CU-102317',
    'CU-102506',
    'CU-102702',
    'CU-102850',
    'CU-102918',
    'CU-102959',
    'CU-103046',
    'CU-103056',
    'CU-103084',
    'CU-103169',
  ],
};
// Scorecard column D4:D12: in scope, DQ-01..DQ-07, customers with any finding.
const COLUMN = [3081, 18, 10, 8, 14, 20, 6, 21, 97];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { before, spreadsheet } = context;
  const text = context.readText(FILE)?.replace(/^\uFEFF/, '');
  const rows = text === undefined ? [] : parseCsv(text);
  const header = Object.keys(rows[0] ?? {})
    .map((column) => column.trim().toLowerCase())
    .join(',');
  const pairs = rows.map((row) => ({
    customer: (row.customer_no ?? '').trim().toUpperCase(),
    rule: (row.rule_id ?? '').trim().toUpperCase(),
    field: (row.field ?? '').trim().toLowerCase(),
    value: row.value ?? '',
  }));
  const found = new Set(pairs.map((pair) => `${pair.customer} ${pair.rule}`));
  const wanted = new Set(
    Object.entries(FINDINGS).flatMap(([rule, customers]) =>
      customers.map((customer) => `${customer} ${rule}`),
    ),
  );
  const rulesWrong = Object.keys(FIELDS).filter((rule) => {
    const got = pairs.filter((pair) => pair.rule === rule).map((pair) => pair.customer);
    const want = FINDINGS[rule] ?? [];
    return got.length !== want.length || want.some((customer) => !found.has(`${customer} ${rule}`));
  });
  const unknown = [...found].filter((pair) => !wanted.has(pair));
  // Out of scope: deleted customers and test accounts, several of them with broken data.
  const outOfScope = new Set(
    (await before.sql(`SELECT customer_no FROM customers WHERE status = 'deleted' OR is_test`)).map((row) =>
      String(row.customer_no),
    ),
  );
  const outFlagged = pairs.filter((pair) => outOfScope.has(pair.customer)).map((pair) => pair.customer);
  // The customer created first keeps a shared email; flagging it too is the hurried reading of DQ-02.
  const originals = (
    await before.sql(
      `SELECT customer_no FROM (
         SELECT customer_no, row_number() OVER (PARTITION BY lower(trim(email)) ORDER BY created_at, customer_no) AS n,
                count(*) OVER (PARTITION BY lower(trim(email))) AS shared
         FROM customers WHERE status <> 'deleted' AND NOT is_test AND coalesce(trim(email), '') <> '') d
       WHERE n = 1 AND shared > 1`,
    )
  ).map((row) => String(row.customer_no));
  const originalsFlagged = originals.filter((customer) => found.has(`${customer} DQ-02`));
  // `value` is the offending value as stored (case kept, empty when missing); surrounding spaces are invisible in
  // most CSV readers, so they may go either way.
  const stored = new Map(
    (
      await before.sql(
        'SELECT customer_no, email, country_code, vat_id, postcode, name, phone FROM customers',
      )
    ).map((row) => [String(row.customer_no), row]),
  );
  const valuesWrong = pairs
    .filter((pair) => {
      const field = FIELDS[pair.rule];
      const record = stored.get(pair.customer);
      if (field === undefined || record === undefined) return false;
      const want = record[field] === null || record[field] === undefined ? '' : String(record[field]);
      return pair.value.trim() !== want.trim();
    })
    .map((pair) => `${pair.customer} ${pair.rule}: ${JSON.stringify(pair.value)}`);
  const order = pairs.map((pair) => `${pair.customer} ${pair.rule}`);
  const sorted = order.every((key, index) => index === 0 || order[index - 1]! < key);
  const fieldsRight = pairs.every(
    (pair) => FIELDS[pair.rule] === undefined || FIELDS[pair.rule] === pair.field,
  );

  // The scorecard: D4:D12 filled with numbers, the clean-rate formula and the earlier months kept.
  const cells = await spreadsheet.cells(WORKBOOK, 'Scorecard');
  const columnWrong = COLUMN.flatMap((want, index) => {
    const cell = cells[3 + index]?.[3];
    return cell?.type === 'number' && cell.value === want ? [] : [`D${4 + index}: ${String(cell?.value)}`];
  });
  const scorecard = diffCells(await before.spreadsheet.cells(WORKBOOK, 'Scorecard'), cells, {
    allow: { added: ['D4:D12', 'E1:Z', 'A17:Z'] },
  });
  const otherSheets = await changedSheets(before.spreadsheet, spreadsheet, WORKBOOK, {
    except: ['Scorecard'],
  });
  const database = await diffSql(before.sql, context.sql);
  const files = diffFiles(before.workspace, context.workspace, { allow: { added: true } });
  const acted = text !== undefined || columnWrong.length < COLUMN.length;
  const list = (values: string[]) => values.slice(0, 6).join(', ');
  const total = wanted.size;

  return [
    {
      name: 'findings file filed with the columns the rules give',
      passed: text !== undefined && header === HEADER,
      detail: text === undefined ? `${FILE} is missing` : `header: ${header}`,
    },
    {
      name: 'the findings of every rule, no more and no fewer',
      points: 4,
      passed: text !== undefined && rulesWrong.length === 0 && unknown.length === 0,
      detail: `${found.size} distinct findings, want ${total}; rules off: ${list(rulesWrong)}; not expected: ${list(unknown)}`,
    },
    {
      name: 'deleted customers and test accounts left out',
      passed: text !== undefined && outFlagged.length === 0,
      detail: list(outFlagged),
    },
    {
      name: 'a duplicate email flagged only on the later customers',
      passed: text !== undefined && originalsFlagged.length === 0,
      detail: list(originalsFlagged),
    },
    {
      name: 'one row per customer and rule, right field, sorted by customer then rule',
      passed: text !== undefined && rows.length === found.size && fieldsRight && sorted,
      detail: `${rows.length} rows; fields right: ${fieldsRight}; sorted: ${sorted}`,
    },
    {
      name: 'each finding gives the offending value as stored',
      passed: text !== undefined && rows.length > 0 && valuesWrong.length === 0,
      detail: list(valuesWrong),
    },
    {
      name: 'scorecard 2026-11 column: customers in scope, per rule, with any finding (numbers)',
      points: 3,
      passed: columnWrong.length === 0,
      detail: columnWrong.join('; '),
    },
    {
      name: 'clean-rate formula and the earlier months kept',
      passed: acted && scorecard.passed && otherSheets.length === 0,
      detail: [scorecard.detail, ...otherSheets].join('; '),
    },
    keptState('customer data not edited', database, acted),
    keptState('no seeded file changed or removed', files, acted),
    {
      name: 'answer gives the number of findings',
      required: false,
      passed: mentions(context.answer, String(total)),
    },
  ];
}
