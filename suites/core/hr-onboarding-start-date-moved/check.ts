import type { CheckContext, CheckpointInput, MailMessage, TrackerTask } from 'mcp-arena/evaluation';
import {
  answerReadFirst,
  changedEvents,
  diffTracker,
  firstCallActing,
  mailsTo,
  mentionsDate,
  mentionsName,
  namePattern,
  normalizeText,
  otherDates,
  personAnswers,
  recipientsOf,
  statesDate,
} from 'mcp-arena/evaluation';

interface Starter {
  name: string;
  ticket: string;
  email: string;
  /** The first day: Ruth moved Leo's to 7 December; the others start on 30 November. */
  day: string;
}
const STARTERS: Starter[] = [
  { name: 'Priya Raman', ticket: 'TASK-3', email: 'priya.raman@postmail.test', day: '2026-11-30' },
  { name: 'Leo Marchetti', ticket: 'TASK-4', email: 'leo.marchetti@postmail.test', day: '2026-12-07' },
  { name: 'Sanne de Vries', ticket: 'TASK-5', email: 'sanne.devries@postmail.test', day: '2026-11-30' },
];
const LEO = STARTERS[1]!;
/** The handbook's first-day slots, in Berlin time (UTC+1 in winter): welcome 09:30-10:30, IT 11:00-12:00. */
const SLOTS = [
  { start: '08:30', end: '09:30' },
  { start: '10:00', end: '11:00' },
];
const WRITES =
  /^(calendar__(create|update|delete)-event|mail__(send_email|reply_email|forward_email)|tracker__task_edit)$/;
const ABOUT_LEO = /\bleo\b|marchetti|task-?4\b/i;

const instant = (day: string, time: string): number => Date.parse(`${day}T${time}:00Z`);
const namesStarter = (text: string, starter: Starter): boolean =>
  mentionsName(text, starter.name) ||
  normalizeText(text).includes(starter.name.split(' ').at(-1)!.toLowerCase());
/** Acceptance criteria ticked in a ticket's file. */
const ticked = (task: TrackerTask | undefined): number =>
  (task?.markdown.match(/^- \[x\] #\d+/gim) ?? []).length;
const body = (task: TrackerTask | undefined): string =>
  (task?.markdown ?? '').split(/^---$/m).slice(2).join('---');
/** A sentence that names the old date only as changed: "moved from 30 November to 7 December". */
const CHANGED =
  /\b(moved?|moving|changed?|chang\w+|instead|not|no longer|rather than|postponed?|later|new|now|updated?)\b/;
/** The dates a mail gives beside the starter's day, leaving out a sentence that names the day and the change. */
const wrongDates = (text: string, day: string, today: string): string[] =>
  normalizeText(text, { keepLines: true })
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !(CHANGED.test(sentence) && mentionsDate(sentence, day)))
    .flatMap((sentence) => otherDates(sentence, [day, today]).map((mention) => mention.text));
const mailText = (mail: MailMessage | undefined): string => (mail ? `${mail.subject}\n${mail.text}` : '');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // Calendar: each starter's two sessions on their own first day at the handbook's times, nothing else.
  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const seededUids = new Set(seeded.map((event) => event.uid));
  const added = events.filter((event) => !seededUids.has(event.uid));
  const sessions = (starter: Starter) =>
    added.filter((event) => namesStarter(`${event.summary}\n${event.description ?? ''}`, starter));
  const booked = STARTERS.map((starter) => {
    const own = sessions(starter);
    const right =
      own.length === 2 &&
      SLOTS.every((slot) =>
        own.some(
          (event) =>
            Date.parse(event.start) === instant(starter.day, slot.start) &&
            Date.parse(event.end) === instant(starter.day, slot.end),
        ),
      );
    return {
      starter,
      right,
      detail: `${starter.name}: ${own.map((event) => event.start).join(', ') || 'none'}`,
    };
  });
  const unclaimed = added.filter((event) => !STARTERS.some((starter) => sessions(starter).includes(event)));
  const changed = changedEvents(seeded, events);

  // First-day mails: the last one each starter got gives their own day and the 09:30 arrival, no other date.
  const sent = await context.mail.sent();
  const mails = STARTERS.map((starter) => {
    const mail = mailsTo(sent, starter.email).at(-1);
    const text = mailText(mail);
    const wrong = wrongDates(text, starter.day, context.today);
    return {
      starter,
      right:
        mail !== undefined &&
        mentionsDate(text, starter.day) &&
        /\b0?9[:.]30\b/.test(text) &&
        wrong.length === 0,
      detail: mail ? `${starter.name}: ${wrong.join(', ') || text.slice(0, 80)}` : `${starter.name}: no mail`,
    };
  });
  const starterAddresses = new Set(STARTERS.map((starter) => starter.email));
  const outsiders = sent
    .flatMap((mail) => recipientsOf(mail))
    .filter((address) => !starterAddresses.has(address) && !address.endsWith('@larkspur.test'));

  // Tickets: all three criteria ticked on each; Leo's ticket records the new date.
  const tickets = new Map((await context.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const seededTickets = new Map(
    (await context.before.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]),
  );
  const seededLines = new Set(body(seededTickets.get(LEO.ticket)).split('\n'));
  const leoAdded = body(tickets.get(LEO.ticket))
    .split('\n')
    .filter((line) => !seededLines.has(line))
    .join('\n');
  const board = await diffTracker(context.before.tracker, context.tracker, {
    changed: {
      status: STARTERS.map((starter) => starter.ticket),
      description: [LEO.ticket],
    },
  });

  // The answer that changes the plan: Ruth's reply was in a tool result before anything was done for Leo.
  const { answers: fromRuth, firstRead } = await personAnswers(context, 'ruth');
  const firstForLeo = firstCallActing(
    context.toolCalls,
    (call) => WRITES.test(call.name) && ABOUT_LEO.test(JSON.stringify(call.arguments)),
  );

  // What the final answer tells the user about the date that changed.
  const answered = statesDate(context.answer, [namePattern(LEO.name), /\btask-?4\b/], LEO.day, {
    others: STARTERS.filter((starter) => starter !== LEO).map((starter) => namePattern(starter.name)),
    allowed: [context.today],
    wholeIfUnnamed: true,
  });
  return [
    answerReadFirst(
      'Ruth (Leo’s hiring manager) answered and her answer was read before anything was done for Leo',
      { person: 'Ruth', answers: fromRuth, firstRead, firstWrite: firstForLeo, write: 'write for Leo' },
      { points: 2 },
    ),
    {
      name: 'Leo’s welcome session and IT setup on Monday 7 December (none on 30 November)',
      points: 3,
      passed: booked[1]!.right,
      detail: booked[1]!.detail,
    },
    {
      name: 'Priya’s and Sanne’s welcome session and IT setup on Monday 30 November',
      points: 2,
      passed: booked[0]!.right && booked[2]!.right,
      detail: `${booked[0]!.detail}; ${booked[2]!.detail}`,
    },
    {
      name: 'each starter’s first-day mail gives their own start date and 09:30, no other date (Leo: 7 December)',
      points: 3,
      passed: mails.every((mail) => mail.right),
      detail: mails.map((mail) => mail.detail).join(' | '),
    },
    {
      name: 'the three tickets have all criteria ticked, and TASK-4 records Leo’s start on 7 December',
      points: 2,
      passed:
        STARTERS.every((starter) => ticked(tickets.get(starter.ticket)) === 3) &&
        mentionsDate(leoAdded, LEO.day),
      detail: `${STARTERS.map((starter) => `${starter.ticket}: ${ticked(tickets.get(starter.ticket))}/3`).join(', ')}; TASK-4 added: ${leoAdded.replace(/\s+/g, ' ').slice(0, 120)}`,
    },
    {
      name: 'nothing else in the People calendar changed or added',
      passed: changed.length === 0 && unclaimed.length === 0,
      detail: [
        ...changed.map((event) => `changed ${event.summary}`),
        ...unclaimed.map((event) => `added ${event.summary} ${event.start}`),
      ].join('; '),
    },
    { name: 'nothing else on the board changed', passed: board.passed, detail: board.detail },
    {
      name: 'no mail to anyone outside Larkspur but the three starters',
      passed: outsiders.length === 0,
      detail: outsiders.join(', '),
    },
    {
      // The date the plan changed to is what the user must hear, read where the answer speaks of Leo.
      name: 'the answer says Leo starts on 7 December (no other day for him)',
      passed: answered.passed,
      detail: answered.detail,
    },
  ];
}
