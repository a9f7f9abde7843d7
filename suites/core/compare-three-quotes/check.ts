import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffRows, normalizeText, otherDates, statementsAbout, tally } from 'mcp-arena/evaluation';

const PR = 'PR-2026-217';
/** Vendor id -> three-year total, valid. */
const QUOTES: Record<number, [number, boolean]> = {
  10421: [17400, true], // Dellmark: support included
  10422: [19440, true], // Netwise: 15,840 + 180 delivery + 12 x 95 x 3 support
  10423: [14280, false], // Brightbyte: vendor blocked
  10424: [17760, false], // Cobalt: expired on 15 Nov, before the quotes closed on 23 Nov
  10425: [16883, true], // Sable: 16,788 + 95 delivery, support included: the lowest valid
};
const WINNER = 10425;
/** Vendor id -> the reference printed on its quote (the row may write it as printed, e.g. `Quotation BB-5521`). */
const REFS: Record<number, string> = {
  10421: 'Q-88410',
  10422: '2026-1187',
  10423: 'BB-5521',
  10424: 'CT-Q-3309',
  10425: 'SQ-2026-0412',
};
/** Vendor id -> its name, and the dates its quote prints (issued, valid until). */
const VENDORS: Record<number, [string, string[]]> = {
  10421: ['Dellmark', ['2026-11-12', '2026-12-15']],
  10422: ['Netwise', ['2026-11-13', '2026-12-31']],
  10423: ['Brightbyte', ['2026-11-14', '2026-12-20']],
  10424: ['Cobalt', ['2026-10-16', '2026-11-15']],
  10425: ['Sable', ['2026-11-18', '2027-01-15']],
};
/** Dates any quote's statement may give besides its own: the day the quotes closed. */
const CLOSED_ON = '2026-11-23';
/** Why an invalid quote is invalid: the note must name that reason (a blocked vendor, an expired quote). */
const REASONS: Record<number, RegExp> = {
  10423: /block|approv|vendor status|banned|suspend|black-?list/,
  10424:
    /expir|lapse|out of date|outdated|no longer valid|validity|not valid (on|at|by|any)|valid (until|to|till) 2026-11-15|15(th)? nov|2026-11-15|15[./]11/,
};
const alphanumeric = (text: string) => normalizeText(text).replace(/[^a-z0-9]/g, '');
const refMatches = (written: unknown, ref: string) => {
  const plain = alphanumeric(String(written ?? ''));
  const wanted = alphanumeric(ref);
  // The printed reference, not a longer number that merely contains it.
  return new RegExp(`(^|[a-z])${wanted}$|^${wanted}([a-z]|$)`).test(plain) || plain === wanted;
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const comparisons = await context.sql(
    `SELECT id, pr_id, vendor_id, quote_ref, tco_eur::float AS tco, valid, note FROM quote_comparisons ORDER BY id`,
  );
  const mine = comparisons.filter((row) => String(row.pr_id).trim().toUpperCase() === PR);
  const byVendor = (vendor: number) => mine.filter((row) => Number(row.vendor_id) === vendor);
  const recorded = Object.keys(QUOTES).filter((vendor) => byVendor(Number(vendor)).length === 1);
  const totalsRight = Object.entries(QUOTES).filter(([vendor, [total]]) => {
    const [row] = byVendor(Number(vendor));
    return (
      row !== undefined && byVendor(Number(vendor)).length === 1 && Math.abs(Number(row.tco) - total) < 0.01
    );
  });
  const validityRight = Object.entries(QUOTES).filter(([vendor, [, valid]]) => {
    const rows = byVendor(Number(vendor));
    return (
      rows.length === 1 &&
      rows[0]!.valid === valid &&
      (valid || REASONS[Number(vendor)]!.test(normalizeText(String(rows[0]!.note ?? ''))))
    );
  });
  const refsRight = Object.entries(REFS).filter(([vendor, ref]) => {
    const rows = byVendor(Number(vendor));
    return rows.length === 1 && refMatches(rows[0]!.quote_ref, ref);
  });
  const strayComparisons = comparisons.filter(
    (row) => String(row.pr_id).trim().toUpperCase() !== PR || !(Number(row.vendor_id) in QUOTES),
  );

  const poQuery = `SELECT po_number, pr_id, vendor_id, ordered_on::text AS ordered_on, amount_eur::float AS amount, status FROM purchase_orders ORDER BY po_number`;
  const posBefore = await context.before.sql(poQuery);
  const posAfter = await context.sql(poQuery);
  const seeded = new Set(posBefore.map((row) => String(row.po_number)));
  const added = posAfter.filter((row) => !seeded.has(String(row.po_number)));
  const po = added[0];
  const poRight =
    added.length === 1 &&
    po !== undefined &&
    Number(po.vendor_id) === WINNER &&
    String(po.pr_id) === PR &&
    Math.abs(Number(po.amount) - 16883) < 0.01 &&
    String(po.status).toLowerCase() === 'open' &&
    // ordered_on is the day the PO is raised: today, not the day the quotes closed (23 November).
    String(po.ordered_on) === context.today;
  const poNumberRight = po !== undefined && String(po.po_number) === 'PO-26-3217';
  const posKept = diffRows(posBefore, posAfter, {
    key: 'po_number',
    label: 'purchase_orders',
    allow: { added: true },
  });

  const prQuery = `SELECT pr_id, requested_by, description, quantity, budget_eur::text AS budget, quotes_closed_on::text AS closed, status, chosen_vendor_id, po_number FROM purchase_requests ORDER BY pr_id`;
  const prsBefore = await context.before.sql(prQuery);
  const prsAfter = await context.sql(prQuery);
  const request = prsAfter.find((row) => row.pr_id === PR);
  const requestRight =
    request?.status === 'ordered' &&
    Number(request.chosen_vendor_id) === WINNER &&
    po !== undefined &&
    request.po_number === po.po_number;
  const prsKept = diffRows(prsBefore, prsAfter, {
    key: 'pr_id',
    label: 'purchase_requests',
    allow: { changed: { status: [PR], chosen_vendor_id: [PR], po_number: [PR] } },
  });
  const hash = async (sql: CheckContext['sql']) =>
    (await sql(`SELECT md5(string_agg(t::text, ',' ORDER BY t.vendor_id)) AS h FROM vendors t`))[0]?.h;
  const vendorsKept = (await hash(context.sql)) === (await hash(context.before.sql));
  const acted = mine.length > 0 || added.length > 0;
  // A date stated about a quote (in its note or in the answer) is one of its own: `Cobalt expired on 15
  // December` is wrong though the row says invalid (15 December is Dellmark's validity).
  const subjects = Object.entries(VENDORS).map(([vendor, [name]]) => [name, REFS[Number(vendor)]!]);
  const wrongDates = Object.entries(VENDORS).flatMap(([vendor, [name, dates]]) => {
    const days = [...dates, CLOSED_ON, context.today];
    const subject = [name, REFS[Number(vendor)]!];
    const others = subjects.filter((each) => each[0] !== name).flat();
    const notes = byVendor(Number(vendor)).map((row) => String(row.note ?? ''));
    return [...statementsAbout(context.answer, subject, { others }), ...notes]
      .flatMap((text) => otherDates(text, days))
      .map((mention) => `${name}: ${mention.text}`);
  });

  return [
    tally('all five quotes recorded for PR-2026-217', recorded, 5),
    {
      name: 'each quote recorded under its own quote reference',
      passed: refsRight.length === 5,
      detail: `${refsRight.length}/5: ${mine.map((row) => String(row.quote_ref)).join(', ')}`,
    },
    {
      name: 'three-year total per quote (delivery and support added where not included)',
      points: 3,
      passed: totalsRight.length === 5,
      detail: `${totalsRight.length}/5: ${mine.map((row) => `${String(row.vendor_id)} ${String(row.tco)}`).join(', ')}`,
    },
    tally(
      'validity per quote with the right reason for the invalid ones (Brightbyte blocked, Cobalt expired)',
      validityRight,
      5,
      { points: 2 },
    ),
    {
      name: 'dates given for a quote (in its note or the answer) are its own (Cobalt expired on 15 November)',
      passed: acted && wrongDates.length === 0,
      detail: wrongDates.join('; ') || 'none wrong',
    },
    {
      name: 'no other comparison rows',
      passed: acted && strayComparisons.length === 0,
      detail: `${strayComparisons.length} stray`,
    },
    {
      name: 'one open PO to Sable for EUR 16,883.00 on PR-2026-217',
      points: 3,
      passed: poRight,
      detail: added.map((row) => JSON.stringify(row)).join('; '),
    },
    {
      name: 'PO numbered PO-26-3217 (the next free number)',
      passed: poNumberRight,
      detail: String(po?.po_number),
    },
    {
      name: 'request ordered with the chosen vendor and the PO number',
      points: 2,
      passed: requestRight,
      detail: JSON.stringify(request),
    },
    {
      name: 'other POs, requests and vendors untouched',
      passed: acted && posKept.passed && prsKept.passed && vendorsKept,
      detail: `${posKept.detail} ${prsKept.detail}`,
    },
  ];
}
