import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffSql,
  mentionsAmount,
  mentionsDate,
  mentionsId,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

type Outcome = 'refund_confirmed' | 'no_duplicate' | 'escalated_finance';
interface Customer {
  id: number;
  first: string;
  /** Addresses a reply may go to: the account's, and the one the customer wrote from. */
  addresses: string[];
  outcome: Outcome;
  refund?: string;
  amount?: number;
  /** Day the refund reaches the customer: refund day plus 5 (card), 2 (SEPA) or 1 (PayPal) business days. */
  arrives?: string;
  /** What a "not charged twice" answer must explain. */
  explains?: RegExp;
}

const CUSTOMERS: Customer[] = [
  {
    id: 11,
    first: 'Amelie',
    addresses: ['amelie.brandt@mailbox.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88107',
    amount: 17.99,
    arrives: '2026-11-30',
  },
  {
    id: 12,
    first: 'Bruno',
    addresses: ['bruno.keller@inbox.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88114',
    amount: 12.99,
    arrives: '2026-11-25',
  },
  {
    id: 13,
    first: 'Chiara',
    addresses: ['chiara.romano@posta.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88121',
    amount: 7.99,
    arrives: '2026-11-24',
  },
  {
    id: 14,
    first: 'Dmitri',
    addresses: ['dmitri.volkov@webpost.test'],
    outcome: 'no_duplicate',
    explains:
      /authori[sz]|pre-?auth|void|\bhold\b|reservation|reserved|released|never (captured|taken|charged)|no money (was|has been) taken/i,
  },
  {
    id: 15,
    first: 'Elif',
    addresses: ['elif.aydin@mailbox.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88128',
    amount: 12.99,
    arrives: '2026-12-01',
  },
  {
    id: 16,
    first: 'Femke',
    addresses: ['femke.deboer@inbox.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88135',
    amount: 17.99,
    arrives: '2026-11-25',
  },
  {
    id: 17,
    first: 'Gustav',
    addresses: ['gustav.lind@posta.test'],
    outcome: 'escalated_finance',
    refund: 'RF-88142',
  },
  {
    id: 18,
    first: 'Hana',
    addresses: ['hana.novak@webpost.test'],
    outcome: 'no_duplicate',
    explains: /add[- ]?on|kids|child|(second|two|other|additional|separate|another) subscriptions?/i,
  },
  {
    id: 19,
    first: 'Ivo',
    addresses: ['ivo.petrov@mailbox.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88149',
    amount: 7.99,
    arrives: '2026-11-30',
  },
  {
    id: 20,
    first: 'Jasmin',
    addresses: ['jasmin.haddad@inbox.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88156',
    amount: 12.99,
    arrives: '2026-11-25',
  },
  {
    id: 21,
    first: 'Karl',
    addresses: ['karl.meyer.home@webpost.test', 'karl.meyer@posta.test'],
    outcome: 'refund_confirmed',
    refund: 'RF-88163',
    amount: 17.99,
    arrives: '2026-11-30',
  },
];
const FINANCE = 'finance@streamly.test';
const TOPIC = 'paygate-2026-11-20';
const FILES = [
  'support/incidents/2026-11-20-paygate-double-charge.md',
  'support/macros/double-charge-refunded.txt',
  'support/macros/double-charge-none.txt',
  'support/macros/double-charge-escalated.txt',
];
/** Days a refund could plausibly be promised for: a holding answer names none of them. */
const PROMISE_DAYS = [
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();
  const mailsTo = (customer: Customer) =>
    sent.filter((message) => recipientsOf(message).some((address) => customer.addresses.includes(address)));
  const textOf = (customer: Customer) => {
    const mails = mailsTo(customer);
    return mails.length === 1
      ? normalizeText(`${mails[0]!.subject}\n${mails[0]!.text}`, { keepCase: true })
      : '';
  };
  const per = (customers: Customer[], test: (customer: Customer, text: string) => boolean) => {
    const failed = customers.filter((customer) => !test(customer, textOf(customer)));
    return { passed: failed.length === 0, detail: failed.map((customer) => customer.first).join(', ') };
  };
  const refunded = CUSTOMERS.filter((customer) => customer.outcome === 'refund_confirmed');
  const notDouble = CUSTOMERS.filter((customer) => customer.outcome === 'no_duplicate');
  const gustav = CUSTOMERS.find((customer) => customer.outcome === 'escalated_finance')!;
  const toFinance = sent.filter((message) => recipientsOf(message).includes(FINANCE));
  const financeText = toFinance.map((message) => `${message.subject}\n${message.text}`).join('\n');
  const known = new Set([FINANCE, ...CUSTOMERS.flatMap((customer) => customer.addresses)]);
  const strays = [...new Set(sent.flatMap((message) => recipientsOf(message)))].filter(
    (address) => !known.has(address),
  );

  const max = Number((await context.before.sql('SELECT max(id) AS max FROM contact_log'))[0]?.max ?? 0);
  const logged = await context.sql('SELECT customer_id, topic, outcome FROM contact_log WHERE id > $1', [
    max,
  ]);
  const logOk = CUSTOMERS.filter((customer) => {
    const rows = logged.filter((row) => Number(row.customer_id) === customer.id);
    return (
      rows.length === 1 &&
      String(rows[0]!.topic).trim() === TOPIC &&
      String(rows[0]!.outcome).trim() === customer.outcome
    );
  });
  const extraLog = logged.filter(
    (row) => !CUSTOMERS.some((customer) => customer.id === Number(row.customer_id)),
  );
  const database = await diffSql(context.before.sql, context.sql, {
    tables: { contact_log: { key: 'id', allow: { added: true } } },
  });
  const filesKept = FILES.filter((file) => context.readText(file) === context.readSeed(file));
  const acted = sent.length > 0 || logged.length > 0;

  return [
    {
      name: 'one answer to each of the eleven customers (Bruno once, Karl at either address)',
      points: 2,
      ...per(CUSTOMERS, (customer) => mailsTo(customer).length === 1),
    },
    {
      name: 'refunded customers get the refund reference and amount',
      points: 2,
      ...per(
        refunded,
        (customer, text) =>
          mentionsId(text, customer.refund!) &&
          mentionsAmount(text.replace(/RF-?\d+/gi, ''), customer.amount!),
      ),
    },
    {
      name: 'arrival date by payment method and refund day (card 5, SEPA 2, PayPal 1 business days)',
      points: 3,
      ...per(refunded, (customer, text) => mentionsDate(text, customer.arrives!)),
    },
    {
      name: 'Dmitri (voided authorization) and Hana (Kids add-on) told they were charged once, no refund promised',
      points: 2,
      ...per(
        notDouble,
        (customer, text) => text !== '' && customer.explains!.test(text) && !/\bRF-?\d{5}\b/i.test(text),
      ),
    },
    {
      name: "Gustav's failed refund forwarded to finance with its id",
      points: 2,
      passed: toFinance.length >= 1 && mentionsId(financeText, gustav.refund!),
      detail: `${toFinance.length} mails to finance`,
    },
    {
      name: 'Gustav gets the holding answer, without a refund date',
      passed: textOf(gustav) !== '' && PROMISE_DAYS.every((day) => !mentionsDate(textOf(gustav), day)),
    },
    {
      name: 'each customer logged once under paygate-2026-11-20 with the right outcome',
      points: 2,
      passed: logOk.length === CUSTOMERS.length && extraLog.length === 0,
      detail: `${logOk.length}/${CUSTOMERS.length}; ${CUSTOMERS.filter(
        (customer) => !logOk.includes(customer),
      )
        .map((customer) => customer.first)
        .join(', ')}`,
    },
    {
      name: 'no mail to anyone else; payments, refunds and earlier log rows unchanged; macros untouched',
      passed: acted && strays.length === 0 && database.passed && filesKept.length === FILES.length,
      detail: `${strays.join(', ')} ${database.detail}`,
    },
  ];
}
