import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  datesIn,
  diffRows,
  diffTracker,
  idPattern,
  keptState,
  mentionsDate,
  mentionsId,
  normalizeText,
  recipientsOf,
  statementsAbout,
  tally,
} from 'mcp-arena/evaluation';

const START = Date.parse('2026-11-25T12:15:00Z');
const END = Date.parse('2026-11-25T13:00:00Z');
const OPEN = [
  { id: 'TASK-31', status: 'in progress' },
  { id: 'TASK-34', status: 'to do' },
  { id: 'TASK-36', status: 'to do' },
  { id: 'TASK-38', status: 'in progress' },
];
const CUSTOMER = ['clara.nilsson@orbis-retail.test', 'mats.berg@orbis-retail.test'];
const INTERNAL = [
  'tobias.keller@parcelwise.test',
  'ines.moreau@parcelwise.test',
  'jonas.wolf@parcelwise.test',
];
const OTHER_CUSTOMER_TICKET = 'TASK-33';

/** "13:15 CET", "1:15 pm CET", "13.15 Uhr": the customer's local time of the call. */
const LOCAL_TIME = /\b(13[:.]15|1[:.]15\s*pm)\b/i;
const namesLocalTime = (text: string) => LOCAL_TIME.test(text);
const CALL_DAY = '2026-11-25';
/** What the invitation says about when the call is: the statements giving its time, or naming the call. */
const WHEN = [LOCAL_TIME, /\b(call|meeting|escalation|invitation)\b/];
const STATUSES = ['to do', 'in progress', 'done'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const before = await context.before.calendar.events();
  const seeded = new Set(before.map((event) => event.uid));
  const added = events.filter((event) => !seeded.has(event.uid));
  const calls = added.filter((event) => /escalat/i.test(event.summary) && /orbis/i.test(event.summary));
  const call = calls.length === 1 ? calls[0] : undefined;
  const calendarDiff = diffRows(
    before.map((event) => ({
      uid: event.uid,
      calendar: event.calendar,
      summary: event.summary,
      start: event.start,
      end: event.end,
    })),
    events.map((event) => ({
      uid: event.uid,
      calendar: event.calendar,
      summary: event.summary,
      start: event.start,
      end: event.end,
    })),
    { key: 'uid', allow: { added: (row) => row.calendar === 'work' }, label: 'event' },
  );

  const sent = await context.mail.sent();
  // Every mail that reached the customer, in To, Cc or Bcc: a second one in Bcc is a second invitation.
  const invitations = sent.filter((message) =>
    CUSTOMER.some((address) => recipientsOf(message).includes(address)),
  );
  const invitation = invitations.length === 1 ? invitations[0] : undefined;
  const invitationText = invitation
    ? normalizeText(`${invitation.subject}\n${invitation.text}`, { keepCase: true })
    : '';
  const recipients = new Set(invitation ? recipientsOf(invitation) : []);
  const everyone = sent.flatMap(recipientsOf);
  // The day of the call where the invitation states it: Wednesday 25 November, or Wednesday alone; a wrong
  // date or weekday beside it ("Wednesday 26 November") is wrong even though the weekday matches.
  const invitationRaw = invitation ? `${invitation.subject}\n${invitation.text}` : '';
  const whenStatements = statementsAbout(invitationRaw, WHEN, { continued: true });
  const dated = whenStatements.filter((statement) => datesIn(statement).length > 0);
  const dayRight =
    dated.length > 0 &&
    dated.every((statement) => mentionsDate(statement, CALL_DAY, { only: true, weekdayAlone: true }));
  // Each ticket's status where the invitation speaks of it: its line or row, or the status heading it is
  // listed under; exactly its status.
  const statusWrong = OPEN.filter((ticket) => {
    const statements = statementsAbout(invitationRaw, idPattern(ticket.id), { others: [/\btask-\d+/] });
    const given = STATUSES.filter((status) =>
      statements.some((statement) => normalizeText(statement).includes(status)),
    );
    return given.length !== 1 || given[0] !== ticket.status;
  });
  const strays = [
    ...new Set(everyone.filter((address) => !CUSTOMER.includes(address) && !INTERNAL.includes(address))),
  ];

  const tasks = await context.tracker.tasks();
  const beforeTasks = await context.before.tracker.tasks();
  const labelled = OPEN.filter((ticket) => {
    const task = tasks.find((candidate) => candidate.id === ticket.id);
    const seededTask = beforeTasks.find((candidate) => candidate.id === ticket.id)!;
    return (
      task !== undefined &&
      task.labels.includes('escalated') &&
      seededTask.labels.every((label) => task.labels.includes(label)) &&
      task.labels.length === seededTask.labels.length + 1
    );
  });
  const openIds = new Set(OPEN.map((ticket) => ticket.id));
  const trackerDiff = await diffTracker(context.before.tracker, context.tracker, {
    changed: { labels: [...openIds] },
  });
  const acted = added.length > 0 || sent.length > 0 || labelled.length > 0;

  return [
    {
      name: 'one escalation call for Orbis in the work calendar',
      points: 2,
      passed: call !== undefined && call.calendar === 'work',
      detail: added.map((event) => `${event.calendar}: ${event.summary}`).join('; '),
    },
    {
      name: 'at the first common 45 minutes of the window: Wednesday 25 Nov, 12:15-13:00 UTC (13:15 CET)',
      points: 3,
      passed: call !== undefined && Date.parse(call.start) === START && Date.parse(call.end) === END,
      detail: call ? `${call.start} - ${call.end}` : 'no call',
    },
    {
      name: "the call's description lists the open tickets",
      passed: call !== undefined && OPEN.every((ticket) => mentionsId(call.description, ticket.id)),
    },
    {
      name: "one invitation to Clara and Mats with the account manager and both components' engineering leads in copy",
      points: 2,
      passed:
        invitation !== undefined && [...CUSTOMER, ...INTERNAL].every((address) => recipients.has(address)),
      detail: [...recipients].join(', '),
    },
    {
      name: 'the invitation gives the time in CET (Wednesday 25 November 13:15), and no other day',
      points: 2,
      passed: dayRight && namesLocalTime(invitationText),
      detail: dated.join(' | ').slice(0, 300),
    },
    {
      name: 'the invitation gives each open ticket with its status',
      points: 2,
      passed: statusWrong.length === 0,
      detail: `missing or wrong: ${statusWrong.map((ticket) => ticket.id).join(', ')}`,
    },
    {
      name: "no other customer's ticket mentioned, nobody else invited or mailed",
      points: 2,
      passed:
        acted &&
        !mentionsId(invitationText, OTHER_CUSTOMER_TICKET) &&
        !mentionsId(call?.description ?? '', OTHER_CUSTOMER_TICKET) &&
        strays.length === 0,
      detail: strays.join(', '),
    },
    tally("Orbis's four open tickets labelled escalated, their other labels kept", labelled, OPEN.length, {
      points: 2,
    }),
    keptState('no other ticket or field changed', trackerDiff, acted),
    keptState("colleagues' calendars and existing events untouched", calendarDiff, acted),
  ];
}
