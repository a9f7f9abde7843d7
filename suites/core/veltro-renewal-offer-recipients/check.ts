import type { CheckContext, CheckpointInput, MailMessage } from 'mcp-arena/evaluation';
import {
  diffMemory,
  mentionsAmount,
  mentionsDate,
  mentionsId,
  mentionsName,
  normalizeText,
  otherDates,
  recipientsOf,
} from 'mcp-arena/evaluation';

const OWNER = 'nora.castillo@northwind.example';
const JANA = 'jana.kovac@veltro.test';
const VELTRO = 'Veltro Logistics GmbH';
const OFFER = 'REN-2026-118';
const TOTAL = 47080;
/** Figures of last year's offer (REN-2025-097) and of the Harbourline offer: never this offer's. */
const WRONG_AMOUNTS = [37000, 38800, 36000, 1800, 9600];
/** Days the mail may name: validity, the 2027 term, the offer's date, Jana's request, today. */
const TRUE_DAYS = ['2026-12-11', '2027-01-01', '2027-12-31', '2026-11-20', '2026-11-10'];
/** Nora's change of mind: the reply in which she drops Pia from the cc (scripted or played by a model). */
const CHANGE =
  /\b(leave (pia|her) out|without pia|drop pia|no cc|not cc pia|(just|only) (to )?jana|jana only|jana alone)\b/;

const mailText = (mail: MailMessage | undefined): string => (mail ? `${mail.subject}\n${mail.text}` : '');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();
  // Every mail the agent sent to anyone but Nora herself (a copy to herself is harmless).
  const outgoing = sent.filter((mail) => recipientsOf(mail).some((address) => address !== OWNER));
  const offerMail = outgoing.length === 1 ? outgoing[0] : undefined;
  const recipients = [...new Set(recipientsOf(offerMail ?? { to: [], cc: [], bcc: [] }))].filter(
    (address) => address !== OWNER,
  );
  const text = mailText(offerMail);

  // Approval and change of mind: the mail went out only after Nora, having seen the draft, dropped Pia.
  // Her first answer adds Pia; the change is the answer that drops her (or the second one that names Pia).
  const fromNora = context.conversation.filter((message) => message.from === 'nora');
  const namesPia = (text: string): boolean => /\bpia\b|\bholm\b|\bcfo\b/.test(normalizeText(text));
  const change = fromNora.find(
    (message, index) =>
      CHANGE.test(normalizeText(message.text)) ||
      (namesPia(message.text) && fromNora.slice(0, index).some((earlier) => namesPia(earlier.text))),
  );
  const firstSend = context.toolCalls.find(
    (call) => !call.isError && /send_email|reply_email|forward_email|send_draft/.test(call.name),
  );
  const sentAfter = change !== undefined && firstSend !== undefined && (firstSend.turn ?? -1) > change.turn;

  // Memory: a new observation on Veltro that logs this offer, to Jana, today; nothing else in the graph changed.
  const graph = await context.memory();
  const before = await context.before.memory();
  const seeded = new Set(before.entities.find((entity) => entity.name === VELTRO)?.observations ?? []);
  const logged = (graph.entities.find((entity) => entity.name === VELTRO)?.observations ?? []).filter(
    (observation) => !seeded.has(observation),
  );
  const logEntry = logged.find(
    (observation) =>
      (mentionsId(observation, OFFER) || /renewal offer/i.test(observation)) &&
      mentionsName(observation, 'Jana Kovac') &&
      mentionsDate(observation, context.today),
  );
  const loggedWrong = logged.some(
    (observation) =>
      mentionsName(observation, 'Pia Holm') ||
      /\bpia\b|\bholm\b/i.test(observation) ||
      otherDates(observation, [context.today, ...TRUE_DAYS]).length > 0,
  );
  const keptAll = (old: unknown, now: unknown): boolean =>
    Array.isArray(old) && Array.isArray(now) && old.every((item) => now.includes(item));
  const rest = diffMemory(before, graph, {
    entities: {
      changed: ({ row, column, before: old, after: now }) =>
        column === 'observations' && [VELTRO, 'Jana Kovac'].includes(row.name) && keptAll(old, now),
    },
  });

  const wrongAmounts = WRONG_AMOUNTS.filter((amount) => mentionsAmount(text, amount));
  const wrongDates = otherDates(text, [context.today, ...TRUE_DAYS]);

  return [
    {
      name: 'one mail sent, to Jana Kovac only (Pia Holm left out, no one else)',
      points: 3,
      passed: offerMail !== undefined && recipients.length === 1 && recipients[0] === JANA,
      detail: outgoing.map((mail) => `${mail.subject} -> ${recipientsOf(mail).join(', ')}`).join(' | '),
    },
    {
      name: 'the mail gives offer REN-2026-118, EUR 47,080.00 a year and validity until 11 December 2026',
      points: 2,
      passed:
        offerMail !== undefined &&
        mentionsId(text, OFFER) &&
        mentionsAmount(text, TOTAL) &&
        mentionsDate(text, '2026-12-11'),
      detail: text.slice(0, 300),
    },
    {
      name: 'no figure of another offer and no wrong date in the mail',
      passed:
        offerMail !== undefined &&
        wrongAmounts.length === 0 &&
        wrongDates.length === 0 &&
        !mentionsId(text, 'REN-2025-097'),
      detail: [...wrongAmounts.map(String), ...wrongDates.map((mention) => mention.text)].join('; '),
    },
    {
      name: 'sent only after Nora saw the draft and settled the recipients',
      points: 2,
      passed: sentAfter,
      detail: change
        ? `Nora dropped Pia in turn ${change.turn}; first send in turn ${firstSend?.turn ?? 'none'}`
        : 'Nora never settled the recipients (was she shown the draft?)',
    },
    {
      name: 'memory logs REN-2026-118 sent to Jana Kovac today on Veltro Logistics GmbH',
      points: 2,
      passed: logEntry !== undefined && !loggedWrong,
      detail: logged.join(' | ') || 'no new observation on Veltro',
    },
    { name: 'nothing else in memory changed', passed: rest.passed, detail: rest.detail },
  ];
}
