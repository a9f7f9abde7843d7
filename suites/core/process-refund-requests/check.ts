import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffSql, mentionsAmount, missingMail, normalizeText, recipientsOf } from 'mcp-arena/evaluation';

/** Refunds the policy grants: order, kind, amount, day the request arrived. */
const DUE = [
  { order: 'LH-10482', kind: 'full', amount: 89.9, requested: '2026-11-20' },
  { order: 'LH-10470', kind: 'full', amount: 64.5, requested: '2026-11-22' },
  { order: 'LH-10455', kind: 'partial', amount: 119.2, requested: '2026-11-20' },
  { order: 'LH-10421', kind: 'partial', amount: 33.6, requested: '2026-11-21' },
];
/** Late, from another customer's address, already refunded, an exchange. */
const NO_REFUND = ['LH-10391', 'LH-10477', 'LH-10433', 'LH-10490'];
const NEW_STATUS: Record<string, string> = {
  'LH-10482': 'refunded',
  'LH-10470': 'refunded',
  'LH-10455': 'partially_refunded',
  'LH-10421': 'partially_refunded',
};
/** The seeded refunds, whole rows as Postgres prints them: none may change or go. */
const SEEDED_REFUNDS = [
  '(1,LH-10394,full,89.00,2026-10-02,2026-10-05,"unopened, returned to warehouse")',
  '(2,LH-10412,partial,41.60,2026-10-30,2026-11-02,"opened, 20% restocking fee")',
  '(3,LH-10440,partial,111.20,2026-11-12,2026-11-13,"used once, 20% restocking fee")',
  '(4,LH-10433,full,79.00,2026-11-14,2026-11-16,"unopened gift, returned")',
];
/** Every seeded message: care answers mail, it never deletes any. */
const SEEDED_MAIL = [
  'care-re-fb-1@lumenhome.test',
  'care-re-sm-1@lumenhome.test',
  'sm-refund-1@courriel.test',
  'fb-apron@webpost.test',
  'a81c-emma@mailbox.test',
  'lunch-1123@lumenhome.test',
  'pn-88213@parcelnet.test',
  'ts-weekly-48@truststars.test',
  'handover-1119@lumenhome.test',
  'bc-5521@inbox.test',
  'og-where-1@inbox.test',
  'tw-lamp-1@mailbox.test',
  'sm-relance-2@courriel.test',
  'np-exchange-77@mailbox.test',
  'inv-55102@nordic-ceramics.test',
  'jw-20261120-1@webpost.test',
  'nl-4471@shopdesk.test',
  'ak-refund-0391@inbox.test',
  'mr-bowl-22@posta.test',
].map((id) => `<${id}>`);
const REQUESTERS: Record<string, string> = {
  emma: 'emma.lindqvist@mailbox.test',
  jonas: 'jonas.weber@webpost.test',
  ben: 'ben.carter@inbox.test',
  aisha: 'aisha.khan@inbox.test',
  tim: 'tim.wolf@mailbox.test',
  sophie: 'sophie.martin@courriel.test',
  marco: 'marco.rossi@posta.test',
};

const plain = (text: string): string => normalizeText(text);

/** 16 November in any usual form: "16 November", "Nov 16th", 2026-11-16, 16.11., 11/16. */
const names16November = (text: string): boolean =>
  /\b16(th)?\b.{0,12}?\bnov|\bnov[a-z]*\.? ?16\b|2026-11-16|\b16[./]11\b|\b11\/16\b/.test(text);
/** 12 October (the delivery), in any usual form. */
const names12October = (text: string): boolean =>
  /\b12(th)?\b.{0,12}?\boct|\boct[a-z]*\.? ?12\b|2026-10-12|\b12[./]10\b|\b10\/12\b/.test(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const refunds = await context.sql(
    "SELECT id, order_number, kind, amount::text AS amount, to_char(requested_on, 'YYYY-MM-DD') AS requested_on, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, r::text AS whole FROM refunds r ORDER BY id",
  );
  const seededRows = refunds.filter((row) => SEEDED_REFUNDS.includes(String(row.whole)));
  const added = refunds.filter((row) => !seededRows.includes(row) && Number(row.id) > SEEDED_REFUNDS.length);
  const addedFor = (order: string) => added.filter((row) => row.order_number === order);
  const granted = (order: string, kind: string, amount: number): boolean => {
    const rows = addedFor(order);
    return rows.length === 1 && rows[0]!.kind === kind && Math.abs(Number(rows[0]!.amount) - amount) < 0.005;
  };
  const orders = await context.sql('SELECT number, status FROM orders ORDER BY number');
  const [seededOrders] = await context.before.sql('SELECT count(*)::int AS n FROM orders');
  const status = new Map(orders.map((row) => [String(row.number), String(row.status)]));
  // The whole database against the seed: only the four refunded orders' status changes, refunds are only added.
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      orders: { key: 'number', allow: { changed: { status: Object.keys(NEW_STATUS) } } },
      refunds: { key: 'id', allow: { added: true } },
    },
  });
  const mailGone = await missingMail(context.mail, SEEDED_MAIL);

  const sent = await context.mail.sent();
  const to = (address: string) =>
    sent.filter((message) => recipientsOf(message).includes(address)).map((message) => message.text);
  const reply = (who: string): string => plain(to(REQUESTERS[who] ?? '').join('\n\n'));
  const answered = Object.entries(REQUESTERS).filter(([, address]) => to(address).length > 0);

  const statusWrong = Object.entries(NEW_STATUS).filter(([number, want]) => status.get(number) !== want);
  // Leaving things alone earns points only once the agent changed something.
  const acted = added.length > 0 || sent.length > 0 || statusWrong.length < 4;

  const wrongRefunds = NO_REFUND.filter((order) => addedFor(order).length > 0);
  const otherAdded = added.filter(
    (row) =>
      !NO_REFUND.includes(String(row.order_number)) && !DUE.some((due) => due.order === row.order_number),
  );
  return [
    {
      name: 'full refunds for the unopened blanket and the damaged bowl (items total, no shipping)',
      points: 2,
      passed: granted('LH-10482', 'full', 89.9) && granted('LH-10470', 'full', 64.5),
      detail: JSON.stringify([...addedFor('LH-10482'), ...addedFor('LH-10470')]),
    },
    {
      name: 'partial refunds of 80% for the used kettle and the cushion cover asked for on day 30',
      points: 2,
      passed: granted('LH-10455', 'partial', 119.2) && granted('LH-10421', 'partial', 33.6),
      detail: JSON.stringify([...addedFor('LH-10455'), ...addedFor('LH-10421')]),
    },
    {
      name: 'requested_on is the day each request arrived',
      passed: DUE.every((due) => addedFor(due.order).some((row) => row.requested_on === due.requested)),
    },
    {
      name: 'no refund for the late, wrong-address, already refunded or exchange requests',
      points: 2,
      passed: acted && wrongRefunds.length === 0 && otherAdded.length === 0,
      detail: [...wrongRefunds, ...otherAdded.map((row) => String(row.order_number))].join(', '),
    },
    {
      name: 'order statuses set per the policy',
      points: 2,
      passed: statusWrong.length === 0,
      detail: statusWrong.map(([number]) => `${number}: ${status.get(number)}`).join(', '),
    },
    {
      name: 'every other order, customer and policy as seeded (only the four statuses change)',
      passed: acted && orders.length === Number(seededOrders?.n) && database.passed,
      detail: database.detail,
    },
    {
      name: 'earlier refunds kept as they were, every seeded mail kept',
      passed: acted && seededRows.length === 4 && mailGone.length === 0,
      detail: `${seededRows.length}/4 refunds; ${mailGone.length} mails gone`,
    },
    {
      name: 'every refund requester got a reply',
      points: 2,
      passed: answered.length === 7,
      detail: `${answered.length}/7: ${answered.map(([who]) => who).join(', ')}`,
    },
    {
      name: 'replies state the refunded amounts',
      points: 2,
      passed:
        mentionsAmount(reply('emma'), 89.9) &&
        mentionsAmount(reply('jonas'), 119.2) &&
        mentionsAmount(reply('ben'), 33.6) &&
        mentionsAmount(reply('marco'), 64.5),
    },
    {
      name: 'late request declined with the reason',
      passed: /\b(30|thirty)\b|\b(40|forty)\b/.test(reply('aisha')) || names12October(reply('aisha')),
    },
    {
      name: 'wrong-address request: asked to write from the order address, no details of the order owner',
      passed: /address|e-?mail/.test(reply('tim')) && !/haas|peter|graz/.test(reply('tim')),
    },
    {
      name: 'duplicate request: told about the refund of 16 November',
      passed:
        mentionsAmount(reply('sophie'), 79) &&
        (names16November(reply('sophie')) || /already|earlier|previous/.test(reply('sophie'))),
    },
    {
      name: 'exchange passed to the warehouse',
      required: false,
      passed: to('returns@lumenhome.test').some((text) => /lh-10490|bedding|king/.test(plain(text))),
    },
  ];
}
