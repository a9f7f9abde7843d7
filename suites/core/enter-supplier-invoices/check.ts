import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsId, tally } from 'mcp-arena/evaluation';

interface Expected {
  supplier: number;
  date: string;
  due: string;
  currency: string;
  net: number;
  vat: number;
  gross: number;
}
const EXPECTED: Record<string, Expected> = {
  'AC-26-1187': {
    supplier: 3,
    date: '2026-11-16',
    due: '2026-12-16',
    currency: 'EUR',
    net: 3420,
    vat: 649.8,
    gross: 4069.8,
  },
  '2026-0934': {
    supplier: 4,
    date: '2026-11-18',
    due: '2027-01-17',
    currency: 'CHF',
    net: 1980,
    vat: 0,
    gross: 1980,
  },
  'BT-5521': {
    supplier: 5,
    date: '2026-11-12',
    due: '2026-12-27',
    currency: 'GBP',
    net: 850,
    vat: 0,
    gross: 850,
  },
  'LL-90215': {
    supplier: 6,
    date: '2026-11-20',
    due: '2026-12-04',
    currency: 'EUR',
    net: 1245.5,
    vat: 261.56,
    gross: 1507.06,
  },
};
const SEEDED_SUPPLIERS = '0da72b68e9e7bbe864e4cd2f39bfc184';
const OLD_CREDIT = '1|7|KH-G-2610-04|2026-10-27|KH-261023|EUR|182.00|34.58|216.58';
const INBOX: Record<string, string> = {
  'alpine-components-AC-26-1187.pdf': '2026-11-18',
  'brennan-BT-5521.pdf': '2026-11-18',
  'scan-2026-11-19-0932.pdf': '2026-11-19',
  'nordhavn-statement-2026-11.pdf': '2026-11-20',
  'veloce-tyres-20261119.pdf': '2026-11-20',
  'alpine-2026-0934.pdf': '2026-11-23',
  'lumen-LL-90215.pdf': '2026-11-23',
};
const near = (a: unknown, b: number): boolean => Math.abs(Number(a) - b) < 0.005;
const norm = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toUpperCase();

// The seeded invoices (the task's and earlier years' paid ones) are compared with the state as seeded.
const INVOICES_HASH_SQL = `SELECT count(*)::int AS n,
            md5(string_agg(concat_ws('|', id, supplier_id, invoice_number, invoice_date, due_date, currency,
                                     net_amount, vat_amount, gross_amount, status), ',' ORDER BY id)) AS hash
       FROM ap_invoices WHERE id <= $seeded`;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const [seededInvoices] = await context.before.sql('SELECT max(id)::int AS n FROM ap_invoices');
  const seededMaxId = Number(seededInvoices?.n);
  const invoices = await context.sql(
    `SELECT id, supplier_id, invoice_number, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date,
            to_char(due_date, 'YYYY-MM-DD') AS due_date, trim(currency) AS currency,
            net_amount::float AS net, vat_amount::float AS vat, gross_amount::float AS gross, status
       FROM ap_invoices ORDER BY id`,
  );
  const added = invoices.filter((row) => Number(row.id) > seededMaxId);
  const byNumber = new Map(added.map((row) => [norm(row.invoice_number), row]));
  const entered = Object.entries(EXPECTED).filter(([number, want]) => {
    const row = byNumber.get(number);
    return (
      row !== undefined &&
      row.invoice_date === want.date &&
      norm(row.currency) === want.currency &&
      near(row.net, want.net) &&
      near(row.vat, want.vat) &&
      near(row.gross, want.gross) &&
      row.status === 'entered'
    );
  });
  const suppliersRight = Object.entries(EXPECTED).filter(
    ([number, want]) => Number(byNumber.get(number)?.supplier_id) === want.supplier,
  );
  const duesRight = Object.entries(EXPECTED).filter(
    ([number, want]) => byNumber.get(number)?.due_date === want.due,
  );
  const acted = added.length > 0;
  const duplicates = invoices.filter((row) => norm(row.invoice_number) === 'VT/2026/0412');

  const credits = await context.sql(
    `SELECT id, supplier_id, credit_note_number, to_char(credit_date, 'YYYY-MM-DD') AS credit_date, invoice_number,
            trim(currency) AS currency, net_amount::float AS net, vat_amount::float AS vat, gross_amount::float AS gross
       FROM ap_credit_notes ORDER BY id`,
  );
  const newCredits = credits.filter((row) => Number(row.id) > 1);
  const credit = newCredits[0];
  const creditRight =
    newCredits.length === 1 &&
    credit !== undefined &&
    Number(credit.supplier_id) === 1 &&
    norm(credit.credit_note_number) === 'VT/NC/2026/031' &&
    credit.credit_date === '2026-11-19' &&
    norm(credit.invoice_number) === 'VT/2026/0412' &&
    norm(credit.currency) === 'EUR' &&
    near(credit.net, 384) &&
    near(credit.vat, 84.48) &&
    near(credit.gross, 468.48);

  const keptSql = INVOICES_HASH_SQL.replace('$seeded', String(seededMaxId));
  const [[kept], [seeded]] = await Promise.all([context.sql(keptSql), context.before.sql(keptSql)]);
  const [seedKept] = await context.sql(
    `SELECT md5(string_agg(concat_ws('|', id, name, vat_id, currency, payment_terms_days), ',' ORDER BY id)) AS suppliers,
            (SELECT concat_ws('|', id, supplier_id, credit_note_number, credit_date, invoice_number, currency,
                              net_amount, vat_amount, gross_amount)
               FROM ap_credit_notes WHERE id = 1) AS old_credit
       FROM suppliers`,
  );
  const inbox = await context.sql(
    "SELECT file_name, to_char(received_on, 'YYYY-MM-DD') AS received_on, processed FROM inbox_documents ORDER BY file_name",
  );
  const inboxKept = Object.entries(INBOX).every(([file, received]) =>
    inbox.some((row) => row.file_name === file && row.received_on === received),
  );

  return [
    {
      name: 'four invoices entered as printed (number, date, currency, net, VAT, gross), status entered',
      points: 4,
      passed: entered.length === 4,
      detail: `${entered.length}/4; added: ${added.map((row) => String(row.invoice_number)).join(', ')}`,
    },
    tally(
      'supplier ids by lookup (the two Alpine companies, Brennan Tooling, Lumen Lighting)',
      suppliersRight,
      4,
      { points: 2 },
    ),
    {
      name: "due dates from the suppliers' agreed terms, not the printed ones",
      points: 2,
      passed: duesRight.length === 4,
      detail: added
        .map((row) => `${String(row.invoice_number)} ${String(row.due_date)} ${String(row.status)}`)
        .join('; '),
    },
    {
      name: 'credit note in ap_credit_notes with positive amounts and the invoice it corrects',
      points: 2,
      passed: creditRight,
      detail: JSON.stringify(newCredits),
    },
    {
      name: 'duplicate VT/2026/0412 and the statement not entered; no credit note among invoices',
      points: 2,
      passed: acted && duplicates.length === 1 && added.length === 4,
      detail: `${duplicates.length} rows VT/2026/0412, ${added.length} new invoices`,
    },
    {
      name: 'inbox documents marked processed',
      passed: inbox.length === 7 && inboxKept && inbox.every((row) => row.processed === true),
      detail: inbox.map((row) => `${String(row.file_name)}=${String(row.processed)}`).join(', '),
    },
    {
      name: 'existing invoices, credit notes and suppliers untouched',
      passed:
        acted &&
        kept?.n === seeded?.n &&
        kept?.hash === seeded?.hash &&
        seedKept?.suppliers === SEEDED_SUPPLIERS &&
        seedKept.old_credit === OLD_CREDIT,
      detail: JSON.stringify({ ...kept, ...seedKept }),
    },
    {
      name: 'duplicate and credit note reported',
      required: false,
      passed: mentionsId(context.answer, 'VT/2026/0412') && mentionsId(context.answer, 'VT/NC/2026/031'),
    },
  ];
}
