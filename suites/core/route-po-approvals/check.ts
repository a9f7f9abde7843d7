import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffRows,
  idPattern,
  mentionsAmount,
  mentionsId,
  normalizeText,
  recipientsOf,
  statementsAbout,
  tally,
} from 'mcp-arena/evaluation';

/** Approver per pending PO, by the matrix and its rules. */
const ROUTE: Record<string, number> = {
  'PO-26-4101': 1104, // IT 3,200: cost centre 410 manager
  'PO-26-4102': 1021, // with 4103 one purchase of 7,600: Head of IT, away: his deputy
  'PO-26-4103': 1021,
  'PO-26-4104': 1030, // Facilities 18,500: Head of Facilities (his November absence is over)
  'PO-26-4105': 1060, // professional services 4,200 on a Sales cost centre: department head
  'PO-26-4106': 1002, // GBP 12,000 = EUR 14,040: General Counsel is the requester, so the next band (CFO)
  'PO-26-4107': 1040, // USD 26,500 = EUR 24,645: Head of Marketing
  'PO-26-4108': 1110, // exactly 5,000: cost centre manager
  'PO-26-4109': 1001, // 140,000: CEO
  'PO-26-4110': 1030, // the cost centre manager is the requester: next band
  'PO-26-4111': 1040,
  'PO-26-4112': 1105, // IT 3,900 on 411: its cost centre manager
};
/** EUR amount per PO as the approver's mail should give it. */
const EUR: Record<string, number> = {
  'PO-26-4101': 3200,
  'PO-26-4102': 3800,
  'PO-26-4103': 3800,
  'PO-26-4104': 18500,
  'PO-26-4105': 4200,
  'PO-26-4106': 14040,
  'PO-26-4107': 24645,
  'PO-26-4108': 5000,
  'PO-26-4109': 140000,
  'PO-26-4110': 2100,
  'PO-26-4111': 9900,
  'PO-26-4112': 3900,
};
const EMAIL: Record<number, string> = {
  1001: 'henrik.solberg@kestrel.test',
  1002: 'ines.carvalho@kestrel.test',
  1021: 'anja.roth@kestrel.test',
  1030: 'tomasz.nowak@kestrel.test',
  1040: 'chloe.martin@kestrel.test',
  1060: 'oskar.lind@kestrel.test',
  1104: 'jonas.becker@kestrel.test',
  1105: 'mateo.ruiz@kestrel.test',
  1110: 'elena.fischer@kestrel.test',
};

/** Any PO number, as `idPattern` reads one. */
const ANY_PO = /(?<![\p{L}\p{N}])po[\s\-_./#:]*\d{2}[\s\-_./#:]*\d{4}(?![\p{L}\p{N}])/u;
/**
 * What a mail says about one PO: its line, row or sentence, only its own part where it names other POs
 * too, so an amount is read beside its own PO (two amounts swapped between an approver's POs
 * are two wrong facts though both figures occur).
 */
const aboutPo = (text: string, po: string): string =>
  statementsAbout(text, idPattern(po), { others: [ANY_PO] }).join('\n');

/** The procurement inbox itself: copying it on a mail is fine. */
const OWN = 'procurement@kestrel.test';
/** A supplier named by its distinctive first word (`Netwise` for Netwise GmbH). */
const namesSupplier = (text: string, supplier: string) =>
  normalizeText(text).includes(normalizeText(supplier).split(/[\s&,]+/)[0]!);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const query = `SELECT po_number, created_on::text AS created_on, requester_id, supplier, category, cost_centre, currency,
                        total_net::text AS total_net, description, status, approver_id, routed_on::text AS routed_on
                   FROM purchase_orders ORDER BY po_number`;
  const before = await context.before.sql(query);
  const after = await context.sql(query);
  const pending = Object.keys(ROUTE);
  const byPo = new Map(after.map((row) => [String(row.po_number), row]));
  const supplierOf = new Map(before.map((row) => [String(row.po_number), String(row.supplier)]));
  const routed = pending.filter((po) => byPo.get(po)?.status === 'awaiting_approval');
  const rightApprover = pending.filter((po) => Number(byPo.get(po)?.approver_id) === ROUTE[po]);
  // routed_on is the day the PO was routed: today, not a day near it.
  const dated = pending.filter((po) => String(byPo.get(po)?.routed_on ?? '') === context.today);
  const diff = diffRows(before, after, {
    key: 'po_number',
    label: 'purchase_orders',
    allow: {
      changed: (change) =>
        pending.includes(change.key) && ['status', 'approver_id', 'routed_on'].includes(change.column),
    },
  });
  const otherTables: string[] = [];
  for (const table of ['employees', 'departments', 'cost_centres', 'fx_rates']) {
    const rows = (sql: CheckContext['sql']) =>
      sql(`SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS h FROM ${table} t`);
    if ((await rows(context.sql))[0]?.h !== (await rows(context.before.sql))[0]?.h) otherTables.push(table);
  }

  const sent = await context.mail.sent();
  const approvers = Object.values(EMAIL);
  const mailsTo = (address: string) =>
    sent.filter((message) => recipientsOf(message).some((to) => to.toLowerCase().includes(address)));
  const mailsRight = Object.entries(EMAIL).filter(([id, address]) => {
    const mails = mailsTo(address);
    if (mails.length !== 1) return false;
    const text = `${mails[0]!.subject}\n${mails[0]!.text}`;
    const mine = pending.filter((po) => ROUTE[po] === Number(id));
    const others = pending.filter((po) => ROUTE[po] !== Number(id));
    return (
      // The amount beside its own PO; the supplier anywhere in the mail (`Suppliers: A, B.` under the table
      // names them for the approver, who sees each PO's supplier in the system).
      mine.every(
        (po) => mentionsAmount(aboutPo(text, po), EUR[po]!) && namesSupplier(text, supplierOf.get(po)!),
      ) && others.every((po) => !mentionsId(text, po))
    );
  });
  // Every recipient, in To or Cc, is an approver (or the procurement inbox itself).
  const strayMails = sent.filter((message) =>
    recipientsOf(message).some((to) => to.toLowerCase() !== OWN && !approvers.includes(to.toLowerCase())),
  );
  const acted = routed.length > 0 || sent.length > 0;

  return [
    tally('every pending PO routed (status awaiting_approval)', routed, pending.length),
    {
      name: 'approver per PO by the matrix (bands, currency, split purchase, no self-approval, deputy, active role holder)',
      points: 4,
      passed: rightApprover.length === pending.length,
      detail: `${rightApprover.length}/${pending.length}; wrong: ${pending
        .filter((po) => !rightApprover.includes(po))
        .map((po) => `${po}->${String(byPo.get(po)?.approver_id)}`)
        .join(', ')}`,
    },
    tally('routed_on set to the day of routing', dated, pending.length),
    {
      name: 'no other PO and no other column changed, reference tables untouched',
      passed: acted && diff.passed && otherTables.length === 0,
      detail: `${diff.detail} ${otherTables.join(', ')}`,
    },
    {
      name: 'each approver mailed once with exactly their POs, each with its supplier and EUR amount',
      points: 3,
      passed: mailsRight.length === Object.keys(EMAIL).length,
      detail: `${mailsRight.length}/${Object.keys(EMAIL).length}; ${Object.entries(EMAIL)
        .filter(([id]) => !mailsRight.some(([right]) => right === id))
        .map(([, address]) => `${address} x${mailsTo(address).length}`)
        .join(', ')}`,
    },
    {
      name: 'nobody else mailed (not the absent Head of IT, not requesters)',
      passed: acted && strayMails.length === 0,
      detail: strayMails.map((message) => recipientsOf(message).join()).join('; '),
    },
  ];
}
