import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

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
const SEEDED_REFUNDS = [
  'LH-10394 full 89.00 2026-10-05',
  'LH-10412 partial 41.60 2026-11-02',
  'LH-10433 full 79.00 2026-11-16',
  'LH-10440 partial 111.20 2026-11-13',
];
const REQUESTERS: Record<string, string> = {
  emma: 'emma.lindqvist@mailbox.test',
  jonas: 'jonas.weber@webpost.test',
  ben: 'ben.carter@inbox.test',
  aisha: 'aisha.khan@inbox.test',
  tim: 'tim.wolf@mailbox.test',
  sophie: 'sophie.martin@courriel.test',
  marco: 'marco.rossi@posta.test',
};

/** `119.20`, `119.2` and `119,20` are the same amount; `79.00` may be written `79`. */
const mentions = (text: string, amount: number): boolean => {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  const forms = [`${whole}[.,]${cents}`];
  if (cents.endsWith('0')) forms.push(`${whole}[.,]${cents[0]}`);
  if (cents === '00') forms.push(whole);
  return new RegExp(`(?<![\\d.,])(${forms.join('|')})(?![\\d]|[.,]\\d)`).test(text);
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const refunds = await context.sql(
    "SELECT id, order_number, kind, amount::text AS amount, to_char(requested_on, 'YYYY-MM-DD') AS requested_on, to_char(issued_on, 'YYYY-MM-DD') AS issued_on FROM refunds ORDER BY id",
  );
  const seededRows = refunds.filter((row) =>
    SEEDED_REFUNDS.includes(`${row.order_number} ${row.kind} ${row.amount} ${row.issued_on}`),
  );
  const added = refunds.filter((row) => !seededRows.includes(row));
  const addedFor = (order: string) => added.filter((row) => row.order_number === order);
  const granted = (order: string, kind: string, amount: number): boolean => {
    const rows = addedFor(order);
    return rows.length === 1 && rows[0]!.kind === kind && Math.abs(Number(rows[0]!.amount) - amount) < 0.005;
  };
  const orders = await context.sql('SELECT number, status FROM orders ORDER BY number');
  const status = new Map(orders.map((row) => [String(row.number), String(row.status)]));
  /** Status as seeded of the orders that get no refund. */
  const seedStatus = (number: string): string => (number === 'LH-10433' ? 'refunded' : 'delivered');

  const sent = await context.mail.sent();
  const to = (address: string) =>
    sent.filter((message) => [...message.to, ...message.cc].includes(address)).map((message) => message.text);
  const reply = (who: string): string => to(REQUESTERS[who] ?? '').join('\n\n');
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
      name: 'other orders untouched',
      passed:
        acted &&
        orders.length === 38 &&
        NO_REFUND.every((number) => status.get(number) === seedStatus(number)) &&
        status.get('LH-10394') === 'refunded' &&
        status.get('LH-10412') === 'partially_refunded' &&
        status.get('LH-10495') === 'shipped',
    },
    {
      name: 'earlier refunds kept',
      passed: acted && seededRows.length === 4,
      detail: `${seededRows.length}/4`,
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
        mentions(reply('emma'), 89.9) &&
        mentions(reply('jonas'), 119.2) &&
        mentions(reply('ben'), 33.6) &&
        mentions(reply('marco'), 64.5),
    },
    {
      name: 'late request declined with the reason',
      passed: /30|thirty|window|too late/i.test(reply('aisha')),
    },
    {
      name: 'wrong-address request: asked to write from the order address, no details of the order owner',
      passed: /address|e-?mail/i.test(reply('tim')) && !/haas|peter/i.test(reply('tim')),
    },
    {
      name: 'duplicate request: told about the refund of 16 November',
      passed: /already|16|earlier|previous/i.test(reply('sophie')) && mentions(reply('sophie'), 79),
    },
    {
      name: 'exchange passed to the warehouse',
      required: false,
      passed: to('returns@lumenhome.test').some((text) => /LH-10490|bedding|king/i.test(text)),
    },
  ];
}
