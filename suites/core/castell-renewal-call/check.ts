import type { CalendarEvent, CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  answerReadFirst,
  changedEvents,
  firstCallActing,
  mentionsDate,
  normalizeText,
  otherDates,
  otherTimes,
  personAnswers,
  statementsAbout,
} from 'mcp-arena/evaluation';

/** Nina's answer: Thursday 3 December, 10:00-11:00 Berlin time, in Room 2.01. */
const START = '2026-12-03T09:00:00Z';
const END = '2026-12-03T10:00:00Z';
const ROOM = 'room 2.01';
const WRITE = /create-event|update-event|delete-event/;

/** What the answer says about the booking: the sentences or items about the call, its day or its time. */
const ABOUT_CALL = [
  /\bcastell\b/,
  /\brenewal\b/,
  /\bcall\b/,
  /\bbook/,
  /\bcalendar\b/,
  /\bwhen\b/,
  /\d[:.h]\d\d\b/,
];

const sameInstant = (value: string, expected: string): boolean => Date.parse(value) === Date.parse(expected);
const show = (event: CalendarEvent): string =>
  `${event.summary} ${event.start}-${event.end} ${event.location}`;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const seededUids = new Set(seeded.map((event) => event.uid));
  const added = events.filter((event) => !seededUids.has(event.uid));
  const calls = added.filter((event) =>
    /\bcastell\b/.test(normalizeText(`${event.summary} ${event.description}`)),
  );
  const call = calls.length === 1 ? calls[0] : undefined;
  const changed = changedEvents(seeded, events);

  // The day is Nina's to give: her answer was in a tool result before the first calendar write.
  const { answers: fromNina, firstRead } = await personAnswers(context, 'nina');
  const firstWrite = firstCallActing(context.toolCalls, WRITE);

  // The answer tells the user the day Nina gave: the statements about the call give it, with no other date,
  // no wrong weekday beside it, and no time but 10:00-11:00 (or 09:00-10:00 marked UTC).
  const aboutCall = statementsAbout(context.answer, ABOUT_CALL, { continued: true }).join('\n');
  const answerWrong = [
    ...otherDates(aboutCall, [START.slice(0, 10)]),
    ...otherTimes(aboutCall, ['10:00', '11:00'], ['09:00', '10:00']),
  ].map((mention) => mention.text);

  return [
    {
      name: 'one Castell renewal call, on Thursday 3 December 10:00-11:00 Berlin time',
      points: 3,
      passed: call !== undefined && sameInstant(call.start, START) && sameInstant(call.end, END),
      detail: calls.map(show).join('; ') || 'none',
    },
    {
      name: 'in Room 2.01, where Castell comes in person',
      passed: call !== undefined && normalizeText(call.location) === ROOM,
      detail: call?.location ?? '',
    },
    answerReadFirst(
      'Nina’s answer read before the calendar was changed',
      { person: 'Nina', answers: fromNina, firstRead, firstWrite, write: 'calendar change' },
      { points: 2 },
    ),
    {
      name: 'nothing else in the calendar changed or added',
      passed: call !== undefined && changed.length === 0 && added.length === 1,
      detail: [
        ...changed.map((event) => `changed ${event.summary} (${event.uid})`),
        ...added.filter((event) => event !== call).map((event) => `added ${show(event)}`),
      ].join('; '),
    },
    {
      name: 'the answer tells the user the call’s day (Thursday 3 December) and no other date, weekday or time',
      passed: mentionsDate(aboutCall, START.slice(0, 10)) && answerWrong.length === 0,
      detail: answerWrong.join(', ') || (mentionsDate(aboutCall, START.slice(0, 10)) ? '' : 'no day'),
    },
  ];
}
