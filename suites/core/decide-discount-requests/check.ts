import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffSql,
  mentionsAmount,
  mentionsId,
  mentionsName,
  normalizeText,
  recipientsOf,
  statementsAbout,
} from 'mcp-arena/evaluation';

interface Request {
  deal: string;
  rep: string;
  email: string;
  pct: number;
  /** The logged decision; undefined when the rep decides alone (nothing to log). */
  decision?: 'approved' | 'rejected' | 'escalated';
  /** Margin after the discount, in percent, that the answer must give (approvals and rejections). */
  margin?: number;
}
/** The 1 September matrix: up to 10% the rep, above 10% to 20% the manager at a 35% margin floor, above 20% Leona. */
const REQUESTS: Request[] = [
  {
    deal: 'D-51234',
    rep: 'Hannah',
    email: 'hannah.cole@tessaly.test',
    pct: 15,
    decision: 'approved',
    margin: 35.29,
  },
  {
    deal: 'D-51301',
    rep: 'Marek',
    email: 'marek.dvorak@tessaly.test',
    pct: 18,
    decision: 'rejected',
    margin: 17.07,
  },
  { deal: 'D-51377', rep: 'Jonas', email: 'jonas.berg@tessaly.test', pct: 8 },
  { deal: 'D-51402', rep: 'Aisling', email: 'aisling.moore@tessaly.test', pct: 25, decision: 'escalated' },
  {
    deal: 'D-51455',
    rep: 'Tariq',
    email: 'tariq.haddad@tessaly.test',
    pct: 20,
    decision: 'approved',
    margin: 37.5,
  },
];
const LEONA = 'leona.frost@tessaly.test';
/** D-51402 at 25%: (72,000 - 51,000) / 72,000. The forward need not give it; when it does, it is this figure. */
const ESCALATED_MARGIN = 29.17;
/** Other figures a margin statement may name beside it: the 20% authority limit and the 35% floor. */
const RULE_FIGURES = [20, 35];
const SEEDED_APPROVALS = 884;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { sql, before } = context;
  const logged = await sql(
    `SELECT deal_id, discount_pct, decision, decided_by, to_char(decided_on, 'YYYY-MM-DD') AS decided_on, reason
     FROM discount_approvals WHERE id > $1 ORDER BY id`,
    [SEEDED_APPROVALS],
  );
  const logWrong = REQUESTS.filter((request) => {
    const rows = logged.filter((row) => row.deal_id === request.deal);
    if (!request.decision) return rows.length !== 0;
    const row = rows[0];
    return (
      rows.length !== 1 ||
      Number(row!.discount_pct) !== request.pct ||
      String(row!.decision) !== request.decision ||
      !mentionsName(String(row!.decided_by), 'Sam Patel') ||
      row!.decided_on !== context.today ||
      String(row!.reason ?? '').trim() === ''
    );
  });
  const strayLogs = logged.filter((row) => !REQUESTS.some((request) => request.deal === row.deal_id));
  const deals = await sql('SELECT id, approved_discount_pct FROM deals WHERE id = ANY($1)', [
    REQUESTS.map((request) => request.deal),
  ]);
  const dealsWrong = REQUESTS.filter((request) => {
    const value = deals.find((row) => row.id === request.deal)?.approved_discount_pct;
    return request.decision === 'approved' ? Number(value) !== request.pct : value !== null;
  });
  const database = await diffSql(before.sql, sql, {
    tables: {
      discount_approvals: { key: 'id', allow: { added: true } },
      deals: { key: 'id', allow: { changed: { approved_discount_pct: ['D-51234', 'D-51455'] } } },
    },
  });

  const sent = await context.mail.sent();
  const recipients = (message: (typeof sent)[number]) => recipientsOf(message);
  const textOf = (message: (typeof sent)[number]) =>
    normalizeText(`${message.subject}\n${message.text}`, { keepCase: true });
  const answerTo = (request: Request) =>
    sent.filter(
      (message) => recipients(message).includes(request.email) && mentionsId(textOf(message), request.deal),
    );
  const answersWrong = REQUESTS.filter((request) => {
    // The rep of the escalated request may be told by a cc on the forward to Leona, besides or instead of a reply.
    let mails = answerTo(request);
    if (request.decision === 'escalated' && mails.length > 1)
      mails = mails.filter((message) => !recipients(message).includes(LEONA));
    if (mails.length !== 1) return true;
    const text = textOf(mails[0]!).replace(new RegExp(request.deal, 'gi'), '');
    // The margin to one decimal, or rounded to a whole percent.
    if (request.margin !== undefined)
      return !(
        mentionsAmount(text, request.margin, { tolerance: 0.04 }) ||
        mentionsAmount(text, Math.round(request.margin))
      );
    if (request.decision === 'escalated') return !mentionsName(text, 'Leona Frost');
    return false;
  });
  const toLeona = sent.filter((message) => recipients(message).includes(LEONA));
  const leonaText = toLeona[0] ? textOf(toLeona[0]).replace(/D-?51402/gi, '') : '';
  // Each statement of the margin that gives a figure gives 29.17% (29.2%, about 29%), not another one.
  const marginWrong = statementsAbout(leonaText, /margin/).filter((statement) => {
    const figures = [...statement.matchAll(/(\d+(?:[.,]\d+)?)\s?(?:%|per ?cent)/g)].map((match) =>
      Number(match[1]!.replace(',', '.')),
    );
    if (figures.length === 0) return false;
    if (
      mentionsAmount(statement, ESCALATED_MARGIN, { tolerance: 0.04 }) ||
      mentionsAmount(statement, Math.round(ESCALATED_MARGIN))
    )
      return false;
    return figures.some((figure) => !RULE_FIGURES.includes(figure));
  });
  const forwarded =
    toLeona.length === 1 &&
    mentionsId(textOf(toLeona[0]!), 'D-51402') &&
    /\b25\s?%|\b25 per ?cent/i.test(textOf(toLeona[0]!)) &&
    marginWrong.length === 0;
  const allowed = new Set([...REQUESTS.map((request) => request.email), LEONA, 'sam.patel@tessaly.test']);
  const strangers = sent.flatMap(recipients).filter((address) => !allowed.has(address));
  const acted = sent.length > 0 || logged.length > 0;
  return [
    {
      name: 'decisions logged: D-51234 and D-51455 approved, D-51301 rejected, D-51402 escalated, by Sam today with a reason',
      points: 3,
      passed: logWrong.length === 0 && strayLogs.length === 0,
      detail: `${logWrong.map((request) => request.deal).join(', ')} ${strayLogs.map((row) => String(row.deal_id)).join(', ')}`,
    },
    {
      name: "nothing logged for D-51377 (8% is the rep's own call)",
      passed: acted && !logWrong.some((request) => request.deal === 'D-51377'),
    },
    {
      name: 'approved discounts set on the two deals, no other deal changed',
      points: 2,
      passed: dealsWrong.length === 0 && database.passed,
      detail: `${dealsWrong.map((request) => request.deal).join(', ')} ${database.detail}`,
    },
    {
      name: 'every rep answered once about their deal, with the margin behind the decision (35.3%, 17.1%, 37.5%)',
      points: 3,
      passed: answersWrong.length === 0,
      detail: answersWrong.map((request) => `${request.rep} (${answerTo(request).length} mails)`).join(', '),
    },
    {
      name: 'the 25% request forwarded to Leona Frost with the deal and the discount (a margin given is 29.17%)',
      points: 2,
      passed: forwarded,
      detail: `${toLeona.length} mails to Leona ${marginWrong.join(' | ')}`.trim(),
    },
    {
      name: 'no mail to anyone else',
      passed: acted && strangers.length === 0,
      detail: strangers.join(', '),
    },
  ];
}
