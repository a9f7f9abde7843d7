import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  datesIn,
  diffSql,
  isDate,
  mentionsAmount,
  mentionsDate,
  mentionsId,
  normalizeText,
  recipientsOf,
  statementsAbout,
} from 'mcp-arena/evaluation';

const DEAL = 'D-68010';
const PO = 'RO-PO-558213';
const MARCUS = 'marcus.bell@regent-offices.test';
/** 10 working days from the PO of Monday 23 November. */
const DELIVERY = '2026-12-07';
/** Days a delivery statement may name besides it: the PO date it counts from, and today. */
const DELIVERY_CONTEXT = ['2026-11-23', '2026-11-24'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const [deal] = await context.sql(
    `SELECT stage, amount_gbp, to_char(close_date, 'YYYY-MM-DD') AS close_date, po_number FROM deals WHERE id = $1`,
    [DEAL],
  );
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      deals: {
        key: 'id',
        allow: { changed: { stage: [DEAL], amount_gbp: [DEAL], close_date: [DEAL], po_number: [DEAL] } },
      },
    },
  });
  const sent = await context.mail.sent();
  const toMarcus = sent.filter((message) => recipientsOf(message).includes(MARCUS));
  const text = toMarcus[0]
    ? normalizeText(`${toMarcus[0].subject}\n${toMarcus[0].text}`, { keepCase: true })
    : '';
  // An internal note to a colleague (e.g. Aisling, whose Canary Wharf deal it is not) is harmless; any other
  // outside recipient is not.
  const outsiders = sent.filter((message) =>
    recipientsOf(message).some(
      (address) => address.toLowerCase() !== MARCUS && !address.toLowerCase().endsWith('@tessaly.test'),
    ),
  );
  const internal = sent.filter((message) => !toMarcus.includes(message));
  // "10 working days" alone is enough; a delivery date stated beside it must be the right one.
  const wrongDelivery = statementsAbout(text, /deliver|arriv|dispatch|ship|install/)
    .flatMap((statement) => datesIn(statement))
    .filter(
      (mention) =>
        ![DELIVERY, ...DELIVERY_CONTEXT].some((day) =>
          mention.dates.length === 0
            ? mention.weekday === new Date(`${day}T12:00:00Z`).getUTCDay()
            : isDate(mention, day),
        ),
    )
    .map((mention) => mention.text);
  return [
    {
      name: `${DEAL} (the three-floor deal) is Closed Won`,
      points: 2,
      passed: deal?.stage === 'Closed Won',
      detail: JSON.stringify(deal),
    },
    {
      name: "close date 23 Nov 2026, the PO's net amount 44,950 and its number",
      points: 2,
      passed:
        deal?.close_date === '2026-11-23' &&
        Number(deal.amount_gbp) === 44950 &&
        String(deal.po_number ?? '')
          .trim()
          .toUpperCase() === PO,
      detail: JSON.stringify(deal),
    },
    {
      name: 'no other deal changed (service renewal, Canary Wharf, the lost deal)',
      passed: deal?.stage === 'Closed Won' && database.passed,
      detail: database.detail,
    },
    {
      name: 'Marcus gets one confirmation with the PO number, the net amount and delivery by 7 December 2026',
      points: 2,
      passed:
        toMarcus.length === 1 &&
        mentionsId(text, PO) &&
        mentionsAmount(text, 44950) &&
        (mentionsDate(text, DELIVERY) || /\b(10|ten)\s+(working|business)\s+days\b/i.test(text)) &&
        wrongDelivery.length === 0,
      detail: wrongDelivery.length > 0 ? `delivery: ${wrongDelivery.join(', ')}` : text.slice(0, 200),
    },
    {
      name: 'no mail to anyone else outside the company',
      passed: toMarcus.length > 0 && outsiders.length === 0,
      detail: `${outsiders.length} mails to outsiders, ${internal.length} internal notes`,
    },
  ];
}
