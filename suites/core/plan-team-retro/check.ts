import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { changedEvents, datesIn, isDate, normalizeText } from 'mcp-arena/evaluation';

const NEXT_WEEK = { from: Date.parse('2026-11-30T00:00:00Z'), to: Date.parse('2026-12-07T00:00:00Z') };
const WRITES = new Set(['calendar__create-event', 'calendar__update-event', 'calendar__delete-event']);

/** Days a message to Lena may name: the booked day, the planning's, the earlier retros', today. */
const TRUE_DAYS = ['2026-12-02', '2026-12-03', '2026-11-05', '2026-11-19', '2026-11-24'];

const sameInstant = (value: string, expected: string): boolean => Date.parse(value) === Date.parse(expected);
const inNextWeek = (start: string): boolean => {
  const at = Date.parse(start);
  return at >= NEXT_WEEK.from && at < NEXT_WEEK.to;
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const seededUids = new Set(seeded.map((event) => event.uid));
  const added = events.filter((event) => !seededUids.has(event.uid));
  const retros = added.filter((event) => /\bretro/.test(normalizeText(event.summary)));
  const retro = retros.length === 1 ? retros[0] : undefined;
  const otherAdded = added.filter((event) => !retros.includes(event));
  // Every seeded event as it was (the planning, the old retros, the noise): nothing moved, renamed or gone.
  const changed = changedEvents(seeded, events);

  // The day is Lena's to choose: the first calendar write comes after she said which day.
  const dayGiven = context.conversation.find(
    (message) => message.from === 'lena' && /\bwednesday\b/.test(normalizeText(message.text)),
  );
  const firstWrite = context.toolCalls.find((call) => WRITES.has(call.name) && !call.isError);
  const askedFirst =
    dayGiven !== undefined && firstWrite !== undefined && (firstWrite.turn ?? -1) > dayGiven.turn;

  // What Lena is told is exact: no date beside the right one that is not a day of the story, no weekday
  // beside a date that is not its own ("Wednesday 3 December").
  const told = [
    ...context.conversation.filter((message) => message.from === 'agent').map((message) => message.text),
    context.answer,
  ];
  const wrongDates = told
    .flatMap((text) => datesIn(text))
    .filter((mention) => mention.dates.length > 0 && !TRUE_DAYS.some((day) => isDate(mention, day)))
    .map((mention) => mention.text);

  return [
    {
      name: 'what Lena was told names no wrong date',
      passed: retro !== undefined && wrongDates.length === 0,
      detail: wrongDates.join('; '),
    },
    {
      name: 'one retro booked next week, on Wednesday 2 December 16:00-17:00',
      points: 3,
      passed:
        retro !== undefined &&
        sameInstant(retro.start, '2026-12-02T16:00:00Z') &&
        sameInstant(retro.end, '2026-12-02T17:00:00Z'),
      detail: retros.map((event) => `${event.summary} ${event.start} - ${event.end}`).join('; ') || 'none',
    },
    {
      name: 'in the usual room (Room 3.02)',
      passed: retro !== undefined && normalizeText(retro.location ?? '') === 'room 3.02',
      detail: retro?.location ?? '',
    },
    {
      name: 'asked Lena which day before booking',
      points: 2,
      passed: askedFirst,
      detail: dayGiven
        ? `Lena named the day in turn ${dayGiven.turn}; first write in turn ${firstWrite?.turn ?? 'none'}`
        : 'Lena never named a day',
    },
    {
      name: 'nothing else in the calendar changed or added',
      passed:
        retro !== undefined &&
        changed.length === 0 &&
        otherAdded.length === 0 &&
        !retros.some((event) => !inNextWeek(event.start)),
      detail: [
        ...changed.map((event) => `changed ${event.summary} (${event.uid})`),
        ...otherAdded.map((event) => `added ${event.summary} ${event.start}`),
      ].join('; '),
    },
  ];
}
