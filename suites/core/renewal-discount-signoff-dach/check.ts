import type { CheckContext, CheckpointInput, MailMessage } from 'mcp-arena/evaluation';
import {
  answerReadFirst,
  diffCrm,
  firstCallActing,
  mailsTo,
  mentionsAmount,
  mentionsName,
  noneWrong,
  normalizeText,
  onlyMailTo,
  personAnswers,
  recipientsOf,
  repliesTo,
} from 'mcp-arena/evaluation';

interface Request {
  customer: string;
  quote: number;
  account: number;
  deal: number;
  address: string;
  messageId: string;
  /** What the quote must say afterwards. */
  discount: number;
  total: number;
  /** Totals that would follow from a discount not approved (the one asked, and others). */
  wrongTotals: number[];
  /** Whether the request is above 10% and so needs Helena's OK first. */
  needsApproval: boolean;
}

const REQUESTS: Request[] = [
  {
    customer: 'Albrecht Maschinenbau',
    quote: 9871,
    account: 9501,
    deal: 9601,
    address: 'katrin.albers@albrecht-mb.example',
    messageId: 'ka-0871-r1@albrecht-mb.example',
    discount: 12,
    total: 21120,
    wrongTotals: [20400, 21600],
    needsApproval: true,
  },
  {
    customer: 'Brenner Logistik',
    quote: 9874,
    account: 9502,
    deal: 9602,
    address: 'paula.brenner@brenner-logistik.example',
    messageId: 'pb.874@brenner-logistik.example',
    discount: 8,
    total: 11040,
    wrongTotals: [10800, 10560],
    needsApproval: false,
  },
  {
    customer: 'Corvo Retail',
    quote: 9878,
    account: 9503,
    deal: 9603,
    address: 'luca.ferrari@corvo-retail.example',
    messageId: 'lf-corvo-20261124@corvo-retail.example',
    discount: 0,
    total: 32400,
    wrongTotals: [25920, 29160, 28512, 27540],
    needsApproval: true,
  },
];
const OWNER = 'lea.moser@northwind.example';
const NEEDING = REQUESTS.filter((request) => request.needsApproval);

const textOf = (mail: MailMessage): string => `${mail.subject}\n${mail.text}`;
/** A percentage stated in a text: `12%`, `12 %`, `12 percent`, `12 per cent`. */
const statesPercent = (text: string, value: number): boolean =>
  new RegExp(`(^|[^\\d.,])${value}\\s?(%|percent|per cent|prozent)`).test(normalizeText(text));
/** A call that changes or promises a discount above 10%: a write to those quotes, a mail to those customers. */
const touchesApprovalCase = (name: string, argumentsJson: string): boolean => {
  if (/updateSingleItemsQuotes|updateItemsQuotes/.test(name + argumentsJson))
    return NEEDING.some((request) => argumentsJson.includes(String(request.quote)));
  if (/reply_email|send_email|forward_email/.test(name + argumentsJson))
    return (
      /"emailId":\s*"?(47|51)\b/.test(argumentsJson) ||
      NEEDING.some((request) => argumentsJson.toLowerCase().includes(request.address))
    );
  return false;
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const quotes = new Map((await context.crm.items('quotes')).map((row) => [Number(row.id), row]));
  const quotesWrong = REQUESTS.filter((request) => {
    const row = quotes.get(request.quote);
    return (
      !row ||
      Number(row.discount_pct ?? 0) !== request.discount ||
      Math.abs(Number(row.total) - request.total) > 0.005 ||
      row.status !== 'sent'
    );
  });
  const albrechtNote = String(quotes.get(9871)?.notes ?? '');

  const database = await diffCrm(context.before.crm, context.crm, {
    quotes: {
      changed: {
        discount_pct: [9871, 9874],
        total: [9871, 9874],
        notes: REQUESTS.map((request) => request.quote),
      },
    },
    activities: { added: true },
  });

  // One email activity per customer, as the pricing note says: done, today, on the account and deal, Lea's.
  const seededActivities = new Set(
    (await context.before.crm.items('activities')).map((row) => Number(row.id)),
  );
  const added = (await context.crm.items('activities')).filter(
    (row) => !seededActivities.has(Number(row.id)),
  );
  const activitiesWrong = REQUESTS.filter((request) => {
    const rows = added.filter((row) => Number(row.account) === request.account);
    const row = rows[0];
    return (
      rows.length !== 1 ||
      normalizeText(String(row!.type)) !== 'email' ||
      normalizeText(String(row!.status)) !== 'done' ||
      row!.date !== context.today ||
      Number(row!.deal) !== request.deal ||
      String(row!.owner).toLowerCase() !== OWNER
    );
  });
  const strayActivities = added.filter(
    (row) => !REQUESTS.some((request) => request.account === Number(row.account)),
  );

  // One answer per customer in their own thread, with the total as it now stands and no other.
  const sent = await context.mail.sent();
  const answersWrong = REQUESTS.filter((request) => {
    const mail = onlyMailTo(sent, request.address);
    if (mail === undefined || !repliesTo(mail, request.messageId)) return true;
    const text = textOf(mail);
    if (request.wrongTotals.some((total) => mentionsAmount(text, total))) return true;
    return request.discount > 0 && !mentionsAmount(text, request.total);
  });
  const known = new Set([OWNER, ...REQUESTS.map((request) => request.address)]);
  const strays = [...new Set(sent.flatMap((mail) => recipientsOf(mail)))].filter(
    (address) => !known.has(address),
  );

  // Helena's answer read before any write to, or mail about, the two requests above 10%.
  const { answers: fromHelena, firstRead } = await personAnswers(context, 'helena');
  const firstWrite = firstCallActing(context.toolCalls, (call) =>
    touchesApprovalCase(call.name, JSON.stringify(call.arguments)),
  );

  return [
    {
      name: 'Q-2026-0871 at 12% (21,120), Q-2026-0874 at 8% (11,040), Q-2026-0878 unchanged (32,400), all still sent',
      points: 3,
      passed: quotesWrong.length === 0,
      detail: REQUESTS.map((request) => {
        const row = quotes.get(request.quote);
        return `${request.quote}: ${String(row?.discount_pct)}% ${String(row?.total)} ${String(row?.status)}`;
      }).join('; '),
    },
    {
      name: 'Helena Vogt named as approver in Q-2026-0871’s notes',
      passed: mentionsName(albrechtNote, 'Helena Vogt'),
      detail: albrechtNote.slice(0, 160),
    },
    answerReadFirst(
      'Helena’s answer read before anything above 10% was changed or promised',
      { person: 'Helena', answers: fromHelena, firstRead, firstWrite, write: 'write about 0871/0878' },
      { points: 2 },
    ),
    noneWrong(
      'each customer answered once in their thread, with the new total and no total that was not approved',
      answersWrong.map((request) => `${request.customer}: ${mailsTo(sent, request.address).length} mail(s)`),
      { points: 2 },
    ),
    noneWrong('no mail to anyone but the three customers', strays),
    {
      name: 'one email activity per customer, done today on the account and deal, owned by Lea',
      passed: activitiesWrong.length === 0 && strayActivities.length === 0,
      detail: [
        ...activitiesWrong.map((request) => `${request.customer}: wrong or missing`),
        ...strayActivities.map((row) => `extra activity on account ${String(row.account)}`),
      ].join('; '),
    },
    { name: 'nothing else changed in the CRM', passed: database.passed, detail: database.detail },
    {
      name: 'the answer gives the outcome for Albrecht and Corvo',
      required: false,
      passed: statesPercent(context.answer, 12) && /\bcorvo\b/i.test(context.answer),
    },
  ];
}
