import type { CheckContext, CheckpointInput, SqlRow, TrackerTask } from 'mcp-arena/evaluation';
import {
  amountsIn,
  diffFiles,
  diffSql,
  diffTracker,
  keptState,
  mentionsAmount,
  normalizeText,
  valuesByLabel,
} from 'mcp-arena/evaluation';

interface Invoice {
  key: string;
  supplierId: number;
  invoiceNo: string;
  po: string;
  date: string;
  net: number;
  vat: number;
  gross: number;
  /** Invoice date + the supplier's agreed terms (not the printed ones). */
  due: string;
  hold?: 'price' | 'quantity';
  /** The PO's buyer: the hold ticket goes to them. */
  buyer?: string;
  /** Figures the hold ticket must give (the discrepancy). */
  figures?: number[];
  /** What each figure is: a figure the ticket gives for a role must be that role's (not swapped). */
  roles?: Partial<Record<keyof typeof ROLES, number>>;
}

/** The roles of a hold ticket's figures: `invoiced 120, accepted 80`, `received/invoiced: 80/120`. */
const ROLES = {
  invoiced: /invoiced|billed|invoice (?:qty|quantity|price)/,
  accepted: /accepted/,
  received: /received|delivered|goods receipt/,
  ordered: /po price|ordered|order price|agreed price|contract price/,
};

const INVOICES: Invoice[] = [
  {
    key: 'Nordhafen',
    supplierId: 7,
    invoiceNo: 'NMB-2026-1342',
    po: 'PO-26-1412',
    date: '2026-11-16',
    net: 1444,
    vat: 274.36,
    gross: 1718.36,
    due: '2026-12-16',
  },
  {
    key: 'Brenner',
    supplierId: 12,
    invoiceNo: 'BP-88213',
    po: 'PO-26-1437',
    date: '2026-11-18',
    net: 1100,
    vat: 209,
    gross: 1309,
    due: '2026-12-02',
  },
  {
    key: 'Optronic',
    supplierId: 18,
    invoiceNo: 'OC-26-04471',
    po: 'PO-26-1450',
    date: '2026-11-12',
    net: 2009,
    vat: 381.71,
    gross: 2390.71,
    due: '2026-12-27',
    hold: 'price',
    buyer: 'aylin.demir',
    figures: [7.3],
    roles: { invoiced: 7.3, ordered: 7 },
  },
  {
    key: 'Weidemann',
    supplierId: 23,
    invoiceNo: 'WE-2026-3318',
    po: 'PO-26-1466',
    date: '2026-11-19',
    net: 5580,
    vat: 1060.2,
    gross: 6640.2,
    due: '2026-12-19',
    hold: 'quantity',
    buyer: 'piotr.nowak',
    figures: [80, 120],
    roles: { invoiced: 120, accepted: 80, received: 80 },
  },
  {
    key: 'Sauer',
    supplierId: 27,
    invoiceNo: 'SPG/26/1194',
    po: 'PO-26-1471',
    date: '2026-11-20',
    net: 2078,
    vat: 394.82,
    gross: 2472.82,
    due: '2027-01-19',
    hold: 'quantity',
    buyer: 'lena.hoffmann',
    figures: [44],
    roles: { invoiced: 50, accepted: 44, received: 50 },
  },
  {
    key: 'Kaltenbach',
    supplierId: 31,
    invoiceNo: 'KC-7781',
    po: 'PO-26-1489',
    date: '2026-11-17',
    net: 559.2,
    vat: 106.25,
    gross: 665.45,
    due: '2026-12-17',
  },
];
/** Documents that must not be booked: the re-sent copy (already booked) and the pro-forma. */
const NOT_BOOKED = ['NMB-2026-1187', 'PF-2026-0412'];

/** Invoice numbers compared without case and separators (`SPG/26/1194` = `spg 26 1194`). */
const bare = (text: unknown): string =>
  String(text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
const containsNo = (text: string, invoiceNo: string): boolean => bare(text).includes(bare(invoiceNo));
const near = (value: unknown, expected: number): boolean => Math.abs(Number(value) - expected) < 0.005;
const handle = (name: string): string => name.trim().toLowerCase().replace(/^@/, '');
/** A figure a ticket gives for a role that is not that role's: a swapped or wrong pair. */
const rolesWrong = (text: string, invoice: Invoice): string[] => {
  const given = valuesByLabel(text, ROLES);
  return Object.entries(invoice.roles ?? {}).flatMap(([role, want]) =>
    given[role as keyof typeof ROLES].some((value) => Math.abs(value - want) > 0.005) ? [role] : [],
  );
};
/**
 * The hold reason as the README defines it: `price`, `quantity`, or `price, quantity` (case, spaces and the
 * order of the two aside). Another wording ("price difference", "qty") is not one of the defined values and is
 * returned as written, so it matches no expected reason.
 */
const holdOf = (reason: unknown): string => {
  const text = String(reason ?? '')
    .trim()
    .toLowerCase();
  if (text === '') return 'none';
  const parts = new Set(text.split(/\s*,\s*/));
  if (![...parts].every((part) => part === 'price' || part === 'quantity')) return text;
  return parts.size === 2 ? 'both' : [...parts][0]!;
};
const ticketText = (task: TrackerTask): string => normalizeText(`${task.title}\n${task.description}`);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const seededMax = Number((await context.before.sql('SELECT max(id) AS id FROM ap_invoices'))[0]?.id ?? 0);
  const added = await context.sql(
    `SELECT id, supplier_id, invoice_no, po_number, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date,
            net_amount::float AS net, vat_amount::float AS vat, gross_amount::float AS gross,
            to_char(due_date, 'YYYY-MM-DD') AS due_date, status, hold_reason
       FROM ap_invoices WHERE id > $1 ORDER BY id`,
    [seededMax],
  );
  const rowsOf = (invoice: Invoice): SqlRow[] =>
    added.filter((row) => bare(row.invoice_no) === bare(invoice.invoiceNo));
  const booked = (invoice: Invoice): SqlRow | undefined => {
    const rows = rowsOf(invoice);
    return rows.length === 1 && Number(rows[0]!.supplier_id) === invoice.supplierId ? rows[0] : undefined;
  };
  const failing = (test: (invoice: Invoice, row: SqlRow) => boolean, only = INVOICES) => {
    const failed = only.filter((invoice) => {
      const row = booked(invoice);
      return row === undefined || !test(invoice, row);
    });
    return {
      passed: failed.length === 0,
      detail: failed.map((invoice) => invoice.key).join(', ') || 'all right',
    };
  };
  const stray = added.filter(
    (row) => !INVOICES.some((invoice) => bare(row.invoice_no) === bare(invoice.invoiceNo)),
  );
  const database = await diffSql(context.before.sql, context.sql, {
    tables: { ap_invoices: { allow: { added: true } } },
  });

  const beforeTasks = await context.before.tracker.tasks();
  const tasks = await context.tracker.tasks();
  const seededIds = new Set(beforeTasks.map((task) => task.id));
  const newTasks = tasks.filter((task) => !seededIds.has(task.id));
  const ticketsOf = (invoice: Invoice): TrackerTask[] =>
    newTasks.filter((task) => containsNo(task.title, invoice.invoiceNo));
  const held = INVOICES.filter((invoice) => invoice.hold !== undefined);
  const ticketFailures = held.filter((invoice) => {
    const found = ticketsOf(invoice);
    return (
      found.length !== 1 ||
      !found[0]!.assignee.map(handle).includes(invoice.buyer!) ||
      !found[0]!.labels.map((label) => label.toLowerCase()).includes('ap-hold')
    );
  });
  const detailFailures = held.filter((invoice) => {
    const ticket = ticketsOf(invoice)[0];
    if (ticket === undefined) return true;
    const text = ticketText(ticket);
    return (
      !containsNo(text, invoice.po) ||
      !invoice.figures!.every((figure) =>
        invoice.hold === 'price' ? mentionsAmount(text, figure) : amountsIn(text).includes(figure),
      ) ||
      rolesWrong(`${ticket.title}\n${ticket.description}`, invoice).length > 0
    );
  });
  const wrongTickets = newTasks.filter(
    (task) =>
      !held.some((invoice) => containsNo(task.title, invoice.invoiceNo)) &&
      [...INVOICES.map((invoice) => invoice.invoiceNo), ...NOT_BOOKED].some((no) =>
        containsNo(ticketText(task), no),
      ),
  );
  const board = await diffTracker(context.before.tracker, context.tracker, { added: true });
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: ['**'] } });
  const acted = added.length > 0 || newTasks.length > 0;

  return [
    {
      name: 'each of the six invoices booked once, under its supplier',
      points: 3,
      ...failing(() => true),
    },
    {
      name: 'PO, invoice date, net, VAT and gross as on the invoice',
      points: 2,
      ...failing(
        (invoice, row) =>
          bare(row.po_number) === bare(invoice.po) &&
          row.invoice_date === invoice.date &&
          near(row.net, invoice.net) &&
          near(row.vat, invoice.vat) &&
          near(row.gross, invoice.gross),
      ),
    },
    {
      name: "due dates from the supplier's agreed terms (Brenner 14 days, not the printed 30)",
      points: 2,
      ...failing((invoice, row) => row.due_date === invoice.due),
    },
    {
      name: 'matched invoices approved without a hold reason (split receipt summed, price within 2 %)',
      points: 2,
      ...failing(
        (_, row) =>
          String(row.status).trim().toLowerCase() === 'approved' && holdOf(row.hold_reason) === 'none',
        INVOICES.filter((invoice) => invoice.hold === undefined),
      ),
    },
    {
      name: 'Optronic on hold for price; Weidemann and Sauer (rejected units) on hold for quantity',
      points: 3,
      ...failing(
        (invoice, row) =>
          String(row.status).trim().toLowerCase() === 'on_hold' && holdOf(row.hold_reason) === invoice.hold,
        held,
      ),
    },
    {
      name: 'the re-sent copy and the pro-forma not booked, nothing else added',
      points: 2,
      passed: acted && stray.length === 0,
      detail: stray.map((row) => String(row.invoice_no)).join(', ') || (acted ? 'none' : 'nothing booked'),
    },
    keptState('seeded invoices, POs, receipts and suppliers unchanged', database, acted),
    {
      name: "one ap-hold ticket per held invoice, assigned to the PO's buyer",
      points: 3,
      passed: ticketFailures.length === 0,
      detail: ticketFailures.map((invoice) => invoice.key).join(', ') || 'all right',
    },
    {
      name: 'hold tickets name the PO and the discrepancy (7.30 invoiced; 80 of 120 received; 44 accepted)',
      points: 2,
      passed: detailFailures.length === 0,
      detail: detailFailures.map((invoice) => invoice.key).join(', ') || 'all right',
    },
    {
      name: 'no tickets for matched invoices, the copy or the pro-forma',
      passed: acted && wrongTickets.length === 0,
      detail: wrongTickets.map((task) => task.title).join('; ') || 'none',
    },
    keptState('existing tickets on the board unchanged', board, acted),
    keptState('AP folder (README, receipts export, templates) unchanged', files, acted),
  ];
}
