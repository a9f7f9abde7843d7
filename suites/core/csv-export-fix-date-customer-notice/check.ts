import type { CheckContext, CheckpointInput, MailMessage } from 'mcp-arena/evaluation';
import {
  answeredOnce,
  diffTracker,
  mailsTo,
  mentionsDate,
  noneWrong,
  onlyMailTo,
  otherDates,
  recipientsOf,
  statesDate,
} from 'mcp-arena/evaluation';

interface Customer {
  ticket: string;
  name: string;
  address: string;
  messageId: string;
  /** The day of the customer's own mail (a reply may quote it). */
  wrote: string;
}

/** The customers still waiting on the CSV export fix (ENG-8812). */
const WAITING: Customer[] = [
  {
    ticket: 'TASK-11',
    name: 'Fenwick Legal',
    address: 'hanna.vogel@fenwick-legal.example',
    messageId: 'fl-hv-88231@fenwick-legal.example',
    wrote: '2026-11-10',
  },
  {
    ticket: 'TASK-12',
    name: 'Orla Hotels',
    address: 'declan.byrne@orlahotels.example',
    messageId: 'orla-db-4471@orlahotels.example',
    wrote: '2026-11-12',
  },
  {
    ticket: 'TASK-13',
    name: 'Stavanger Marine',
    address: 'ingrid.solberg@stavangermarine.example',
    messageId: 'is-smar-0918@stavangermarine.example',
    wrote: '2026-11-18',
  },
  {
    ticket: 'TASK-16',
    name: 'Arden Schools Trust',
    address: 'priya.shah@ardenschools.example',
    messageId: 'ps-arden-3391@ardenschools.example',
    wrote: '2026-11-20',
  },
];
/** The date Dana changed to; her first answer (Thursday 3 December) is no longer true. */
const RELEASE = '2026-12-07';
const OWN_ADDRESS = 'support@northwind.example';
/** What a statement about the fix's release names. */
const FIX = /\b(fix\w*|release\w*|ships?|shipping|4\.12|available|deploy\w*|hotfix\w*)\b/;
/** What today and the customer's own day belong to: their mail, their report, their ticket. */
const THEIR_MAIL = /\b(mail\w*|wrote|written|reported|report|ticket|message|contact\w*)\b/;
/** A mail leaving the mailbox, whatever tool or gateway call carried it. */
const SEND = /reply_email|send_email|forward_email/;

const textOf = (mail: MailMessage): string => `${mail.subject}\n${mail.text}`;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();
  const onlyMail = (customer: Customer): MailMessage | undefined => onlyMailTo(sent, customer.address);

  const notAnswered = WAITING.filter((customer) => !answeredOnce(sent, customer.address, customer.messageId));
  // The notice gives Monday 7 December and no other date (today and the customer's own mail aside).
  const wrongDate = WAITING.filter((customer) => {
    const mail = onlyMail(customer);
    if (!mail) return true;
    const text = textOf(mail);
    // Today and the customer's day only where the statement speaks of their mail, never as the fix's day.
    const fix = statesDate(text, FIX, RELEASE, {
      allowed: [context.today, customer.wrote],
      allowedWith: THEIR_MAIL,
    });
    return (
      !mentionsDate(text, RELEASE) ||
      otherDates(text, [RELEASE, context.today, customer.wrote]).length > 0 ||
      fix.wrong.length > 0
    );
  });
  const known = new Set([OWN_ADDRESS, ...WAITING.map((customer) => customer.address)]);
  const strays = [...new Set(sent.flatMap((mail) => recipientsOf(mail)))].filter(
    (address) => !known.has(address),
  );

  const tickets = new Map((await context.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const notWaiting = WAITING.filter((customer) => tickets.get(customer.ticket)?.status !== 'Waiting');
  const board = await diffTracker(context.before.tracker, context.tracker, {
    changed: { status: WAITING.map((customer) => customer.ticket) },
  });

  // Dana changed her mind: no notice left before her correction (Monday 7 December) had come in.
  const correction = context.conversation.find(
    (message) => message.from === 'dana' && mentionsDate(message.text, RELEASE, { requireYear: false }),
  );
  const firstSend = context.toolCalls.find(
    (call) => !call.isError && SEND.test(call.name + JSON.stringify(call.arguments)),
  );
  const sentAfter =
    correction !== undefined && firstSend !== undefined && (firstSend.turn ?? -1) > correction.turn;

  // What the final answer tells the user about the date that changed.
  // The user is told in the final answer, or, when the episode ended without one (the user did not close the
  // conversation), in the agent's last message to them.
  const lastToUser = [...context.conversation].reverse().find((message) => message.from === 'agent');
  const told = context.answer.trim() || lastToUser?.text || '';
  const answered = statesDate(told, /\b(release|ships?|shipping|fix|4\.12)\b/, RELEASE, {
    allowed: [context.today],
    wholeIfUnnamed: true,
  });
  return [
    noneWrong(
      'the four waiting customers answered once each, in their own mail thread',
      notAnswered.map((customer) => `${customer.name}: ${mailsTo(sent, customer.address).length} mail(s)`),
      { points: 2 },
    ),
    noneWrong(
      'each notice gives Monday 7 December, the date Dana changed to, and no other',
      wrongDate.map((customer) => customer.name),
      { points: 3 },
    ),
    {
      name: 'no notice sent before Dana’s correction had come in',
      points: 2,
      passed: sentAfter,
      detail: correction
        ? `Dana moved the date in turn ${correction.turn}; first mail in turn ${firstSend?.turn ?? 'none'}`
        : 'Dana never gave the new date (was the date checked with her and the draft shown?)',
    },
    noneWrong('no mail to anyone else (Peake & Sons closed their ticket, Quintal’s is the PDF bug)', strays),
    noneWrong(
      'TASK-11, TASK-12, TASK-13 and TASK-16 set to Waiting',
      notWaiting.map(
        (customer) => `${customer.ticket}: ${tickets.get(customer.ticket)?.status ?? 'missing'}`,
      ),
      { points: 2 },
    ),
    { name: 'nothing else on the board changed', passed: board.passed, detail: board.detail },
    {
      // The user asked to be shown what goes out: the date the answer reports for the release must be Dana's last.
      name: 'the answer gives the release as Monday 7 December (3 December only beside it, as dropped)',
      passed: answered.passed,
      detail: answered.detail,
    },
  ];
}
