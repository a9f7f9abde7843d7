import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import {
  addedTicketText,
  answerReadFirst,
  diffTracker,
  firstCallActing,
  mentionsName,
  normalizeText,
  otherTimes,
  personAnswers,
  statementsAbout,
  statesDate,
  timesIn,
} from 'mcp-arena/evaluation';

/** Sara's decision: who takes each of Mark's open tickets. */
const HANDOVER: Record<string, string> = {
  'TASK-5': 'Ines Duarte',
  'TASK-7': 'Ines Duarte',
  'TASK-8': 'Paul Meyer',
};
const LEAVER_TICKET = 'TASK-9';
/** Sara's shutdown: Thursday 3 December, 18:00 Berlin (17:00 UTC). */
const SHUTDOWN_DAY = '2026-12-03';
const SHUTDOWN_TIME = { local: ['18:00'], utc: ['17:00'] };
/** What a statement about the shutdown names. */
const SHUTDOWN_SUBJECT =
  /\b(shut ?-?down\w*|shutting|accounts?|task-?9|deactivat\w*|disabl\w*|offboard\w*)\b/;
/** The ticket stays open for the on-call: one of the board's open statuses, not Done nor one of its own. */
const OPEN = ['To Do', 'In Progress'];
const MARK = { name: 'Mark Devlin', handle: 'mark.devlin', id: 'U03IWE9U507C' };
/** Words that give away a departure or its handover. */
const DEPARTURE =
  /\b(leav(e|es|ing)|leaver|left (the company|northwind)|offboard\w*|last (working )?day|resign\w*|depart\w*|quit\w*|notice period|hand ?over|handing over|farewell|goodbye|shut ?down|shutting down|deactivat\w*|successor|confidential)\b/;
/** A change to one of the tickets the task is about, whatever tool or gateway call carried it. */
const TICKET_EDIT = /task_edit[\s\S]*"id":\s*"(?:task-)?(5|7|8|9)"/i;

const owner = (task: TrackerTask | undefined): string =>
  (task?.assignee ?? []).map((name) => normalizeText(name.replace(/^@/, '').replace(/\./g, ' '))).join(', ');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tickets = new Map((await context.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const seeded = new Map((await context.before.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const handedOver = Object.entries(HANDOVER).filter(
    ([id, to]) => owner(tickets.get(id)) === normalizeText(to),
  );
  const leaver = tickets.get(LEAVER_TICKET);
  const note = addedTicketText(leaver, seeded.get(LEAVER_TICKET));
  // The shutdown's day and time, read in the note's statements about it (a UTC hour given as Berlin's fails).
  const shutdownDay = statesDate(note, SHUTDOWN_SUBJECT, SHUTDOWN_DAY);
  const aboutShutdown = statementsAbout(note, SHUTDOWN_SUBJECT);
  const shutdownTimes = aboutShutdown.flatMap((statement) => timesIn(statement));
  const wrongTimes = aboutShutdown.flatMap((statement) =>
    otherTimes(statement, SHUTDOWN_TIME.local, SHUTDOWN_TIME.utc),
  );
  const timeRight = shutdownTimes.length > 0 && wrongTimes.length === 0;

  // Decision before acting: Sara's answer was in a tool result before the first change to these tickets.
  const { messages, answers: fromSara, firstRead } = await personAnswers(context, 'sara');
  const firstEdit = firstCallActing(context.toolCalls, TICKET_EDIT);

  // Confidential: only the direct message with Sara may speak of Mark's departure. Elsewhere the agent
  // names Mark to no one else and uses no word of leaving; no other ticket says a word of it either.
  const withSara = new Set(fromSara.map((message) => message.channel));
  for (const message of await context.before.chat.messages())
    if (message.person === 'sara' && message.kind === 'im') withSara.add(message.channel);
  const leaks = messages
    .filter((message) => message.bySelf && !withSara.has(message.channel))
    .filter((message) => {
      const text = normalizeText(message.text);
      const toMark = message.kind === 'im' && message.channelName === MARK.handle;
      const namesMark =
        mentionsName(message.text, MARK.name) || text.includes(MARK.handle) || message.text.includes(MARK.id);
      return DEPARTURE.test(text) || (namesMark && !toMark);
    })
    .map((message) => `#${message.channelName || message.channel}: ${message.text.slice(0, 80)}`);
  for (const [id, ticket] of tickets) {
    if (id === LEAVER_TICKET) continue;
    const added = normalizeText(addedTicketText(ticket, seeded.get(id)));
    if (DEPARTURE.test(added)) leaks.push(`${id}: ${added.slice(0, 80)}`);
  }

  const board = await diffTracker(context.before.tracker, context.tracker, {
    changed: {
      assignee: [...Object.keys(HANDOVER), LEAVER_TICKET],
      status: [LEAVER_TICKET],
    },
  });

  // What the final answer tells the user about the date that changed.
  const answered = statesDate(context.answer, SHUTDOWN_SUBJECT, SHUTDOWN_DAY, { wholeIfUnnamed: true });
  return [
    {
      name: 'TASK-5 and TASK-7 handed to Ines Duarte, TASK-8 to Paul Meyer (Sara’s decision)',
      points: 3,
      passed: handedOver.length === 3,
      detail: Object.keys(HANDOVER)
        .map((id) => `${id}: ${owner(tickets.get(id)) || 'nobody'}`)
        .join('; '),
    },
    {
      name: 'TASK-9’s notes give the shutdown Sara set: Thursday 3 December, 18:00',
      points: 2,
      passed: shutdownDay.passed && timeRight,
      detail: [
        shutdownDay.detail,
        wrongTimes.map((mention) => `${mention.text}${mention.zone ? ` ${mention.zone}` : ''}`).join(', '),
        note.slice(0, 200),
      ]
        .filter(Boolean)
        .join('; '),
    },
    {
      name: 'TASK-9 stays open for the on-call, To Do or In Progress (the shutdown is still to run)',
      passed: leaver !== undefined && OPEN.includes(leaver.status) && !leaver.archived,
      detail: `${leaver?.status ?? 'missing'}${leaver?.archived ? ', archived' : ''}`,
    },
    answerReadFirst(
      'Sara’s answer read before the tickets were changed',
      { person: 'Sara', answers: fromSara, firstRead, firstWrite: firstEdit, write: 'ticket change' },
      { points: 2 },
    ),
    {
      name: 'Mark’s departure told to no one but Sara (chat and tickets)',
      points: 2,
      passed: leaks.length === 0,
      detail: leaks.slice(0, 3).join(' | '),
    },
    { name: 'nothing else on the board changed', passed: board.passed, detail: board.detail },
    {
      // Sara's date is the one fact the user needs from the handover: read where the answer speaks of it.
      name: 'the answer gives the shutdown as Thursday 3 December (no other day for it)',
      passed: answered.passed,
      detail: answered.detail,
    },
  ];
}
