import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  answerReadFirst,
  changedEvents,
  datesIn,
  firstCallActing,
  mailsTo,
  mentions,
  mentionsDate,
  normalizeText,
  otherDates,
  otherTimes,
  personAnswers,
  recipientsOf,
  statementsAbout,
} from 'mcp-arena/evaluation';

/** Kai: Harbour is closed Monday 30 November to Wednesday 2 December only. These six move, same times. */
const MOVED = [
  {
    uid: 'harbour-sales-pipeline-1130@fernhill.test',
    day: '2026-11-30',
    organiser: 'anna.roth@fernhill.test',
  },
  { uid: 'harbour-roadmap-sync-1130@fernhill.test', day: '2026-11-30', organiser: 'ben.okoye@fernhill.test' },
  { uid: 'harbour-month-end-1201@fernhill.test', day: '2026-12-01', organiser: 'carla.mendes@fernhill.test' },
  {
    uid: 'harbour-advisory-prep-1201@fernhill.test',
    day: '2026-12-01',
    organiser: 'anna.roth@fernhill.test',
  },
  {
    uid: 'harbour-hiring-committee-1202@fernhill.test',
    day: '2026-12-02',
    organiser: 'dana.kraus@fernhill.test',
  },
  {
    uid: 'harbour-security-review-1202@fernhill.test',
    day: '2026-12-02',
    organiser: 'erik.lund@fernhill.test',
  },
];
/** Thursday's and Friday's bookings stay in Harbour. */
const STAYING = ['harbour-all-managers-1203@fernhill.test', 'harbour-vantage-call-1204@fernhill.test'];
/** How a mail may name Thursday's and Friday's bookings. */
const STAYING_NAMES = [/\bvantage\b/i, /\bpartner call\b/i, /\ball-managers\b/i];
const CLOSED = { from: Date.parse('2026-11-29T23:00:00Z'), to: Date.parse('2026-12-02T23:00:00Z') };
/**
 * Words of the closure (and the reopening): where a sentence about a meeting also gives the closure
 * (`Harbour is closed 30 November to 2 December, so your Hiring committee on ...`), only the part about the
 * meeting counts, so a closure day never stands in for the meeting's own day.
 */
const CLOSURE = [
  /\b(?:closed|closure|closes|shut|unavailable|out of (?:action|use|service)|off limits|works|contractor|usable|reopens?|reopening|back in use|available again)\b/,
  /\b(?:re)?flooring\b|\bnew floors?\b|\bfloors? (?:are|is) (?:done|redone|replaced)\b/,
];
/** The closure's ends, as a range (`30 November to 2 December`) may give them beside a meeting's own day. */
const CLOSURE_ENDS = { from: '2026-11-30', to: '2026-12-02' };
const CALENDAR_WRITE = /^calendar__(create|update|delete)-event$/;

/** The clock time (`HH:MM`) of an instant in a zone. */
const clock = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
/** A statement without the headings above it that give the closure (`Harbour closed 30 Nov - 2 Dec:`). */
const withoutClosureHeads = (statement: string): string =>
  statement
    .split('\n')
    .filter((line, index, lines) => index === lines.length - 1 || !CLOSURE.some((word) => word.test(line)))
    .join('\n');
const sameDay = (read: string, day: string): boolean => read === day || read === `--${day.slice(5)}`;
/** A statement without the closure's range (`30 November to 2 December`) where no closure word names it. */
const withoutClosureRange = (statement: string): string => {
  let text = normalizeText(statement, { keepLines: true });
  const found = datesIn(text);
  for (const [index, first] of found.entries()) {
    const second = found[index + 1];
    if (!second || !first.dates.some((date) => sameDay(date, CLOSURE_ENDS.from))) continue;
    if (!second.dates.some((date) => sameDay(date, CLOSURE_ENDS.to))) continue;
    const gap = text
      .slice(first.index + first.text.length, second.index)
      .replace(/\(?\b(?:mon|tues?|wed|thu|thur|thurs|fri)(?:day|nesday|rsday|sday)?\b\.?\)?/g, '');
    if (!/^[\s,]*(?:-|to|until|till|through|thru|and)[\s,]*$/.test(gap)) continue;
    const end = second.index + second.text.length;
    text = text.slice(0, first.index) + ' '.repeat(end - first.index) + text.slice(end);
  }
  return text;
};
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isHarbour = (location: string | undefined): boolean =>
  /\bharbou?r\b/.test(normalizeText(location ?? ''));
const isLagoon = (location: string | undefined): boolean => /\blagoon\b/.test(normalizeText(location ?? ''));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const byUid = new Map(events.map((event) => [event.uid, event]));
  const seededByUid = new Map(seeded.map((event) => [event.uid, event]));

  // Each moved booking: the same meeting (title and times) now in Lagoon, whether updated or recreated.
  const moved = MOVED.map((booking) => {
    const before = seededByUid.get(booking.uid)!;
    const now = events.filter(
      (event) =>
        event.summary === before.summary &&
        Date.parse(event.start) === Date.parse(before.start) &&
        Date.parse(event.end) === Date.parse(before.end),
    );
    return { booking, before, right: now.length === 1 && isLagoon(now[0]!.location), now };
  });
  const stillInHarbour = events.filter(
    (event) =>
      isHarbour(event.location) &&
      Date.parse(event.start) >= CLOSED.from &&
      Date.parse(event.start) < CLOSED.to,
  );
  const staying = STAYING.map((uid) => {
    const before = seededByUid.get(uid)!;
    const after = byUid.get(uid);
    return (
      after !== undefined &&
      Date.parse(after.start) === Date.parse(before.start) &&
      Date.parse(after.end) === Date.parse(before.end) &&
      after.location === before.location
    );
  });
  // Nothing else: every other seeded event as it was, and nothing added but recreated moved bookings.
  const movedUids = new Set(MOVED.map((booking) => booking.uid));
  const changed = changedEvents(
    seeded.filter((before) => !movedUids.has(before.uid)),
    events,
  );
  const replacements = new Set(moved.flatMap((entry) => entry.now.map((event) => event.uid)));
  const extra = events.filter((event) => !seededByUid.has(event.uid) && !replacements.has(event.uid));

  // Kai's days first: his answer was in a tool result before the first change to the calendar.
  const { answers: fromKai, firstRead } = await personAnswers(context, 'kai');
  const firstWrite = firstCallActing(context.toolCalls, (call) => CALENDAR_WRITE.test(call.name));

  // Organisers: what each got gives every moved meeting's day (in what it says about that meeting) and
  // Lagoon; the part about each meeting (not the closure beside it) gives no other date and no time but its
  // own (local, or marked UTC); Thursday's and Friday's bookings are never said to move.
  const sent = await context.mail.sent();
  const organisers = [...new Set(MOVED.map((booking) => booking.organiser))];
  const titles = seeded
    .filter((event) => movedUids.has(event.uid) || STAYING.includes(event.uid))
    .map((event) => event.summary);
  const told = organisers.map((address) => {
    const text = mailsTo(sent, address)
      .map((mail) => `${mail.subject}\n${mail.text}`)
      .join('\n');
    const own = MOVED.filter((booking) => booking.organiser === address);
    const missing: string[] = [];
    const wrong = own.flatMap((booking) => {
      const before = seededByUid.get(booking.uid)!;
      const title = before.summary;
      const others = [
        ...titles.filter((other) => other !== title).map((other) => new RegExp(escape(other), 'i')),
        ...STAYING_NAMES,
      ];
      const about = statementsAbout(text, new RegExp(escape(title), 'i'), { others, continued: true }).join(
        '\n',
      );
      if (!mentionsDate(about, booking.day)) missing.push(`${title}: no day`);
      const meetingOnly = statementsAbout(text, new RegExp(escape(title), 'i'), {
        others: [...others, ...CLOSURE],
        continued: true,
      })
        .map((statement) => withoutClosureRange(withoutClosureHeads(statement)))
        .join('\n');
      const local = [before.start, before.end].map((instant) => clock(instant, context.timeZone));
      const utc = [before.start, before.end].map((instant) => clock(instant, 'UTC'));
      return [
        ...otherDates(meetingOnly, [booking.day]).map((mention) => `${title}: ${mention.text}`),
        ...otherTimes(meetingOnly, local, utc).map((mention) => `${title}: ${mention.text}`),
      ];
    });
    const aboutStaying = statementsAbout(text, STAYING_NAMES).join(' ');
    const right =
      text !== '' &&
      missing.length === 0 &&
      mentions(text, 'Lagoon') &&
      wrong.length === 0 &&
      !/\blagoon\b/i.test(aboutStaying);
    return {
      address,
      right,
      detail: `${address}: ${text === '' ? 'no mail' : [...missing, ...wrong].join(', ') || (right ? 'ok' : 'Lagoon or a staying booking wrong')}`,
    };
  });
  const fridaMoved = mailsTo(sent, 'frida.holm@fernhill.test').some((mail) => /\blagoon\b/i.test(mail.text));
  const outsiders = sent
    .flatMap((mail) => recipientsOf(mail))
    .filter((address) => !address.endsWith('@fernhill.test'));

  return [
    answerReadFirst(
      'Kai’s days read before any booking was moved',
      { person: 'Kai', answers: fromKai, firstRead, firstWrite, write: 'calendar change' },
      { points: 2 },
    ),
    {
      name: 'the six Monday-Wednesday Harbour bookings in Lagoon at their own times, none left in Harbour',
      points: 3,
      passed: moved.every((entry) => entry.right) && stillInHarbour.length === 0,
      detail: moved
        .filter((entry) => !entry.right)
        .map(
          (entry) =>
            `${entry.before.summary}: ${entry.now.map((event) => event.location).join(' / ') || 'gone'}`,
        )
        .concat(stillInHarbour.map((event) => `still in Harbour: ${event.summary}`))
        .join('; '),
    },
    {
      name: 'Thursday’s and Friday’s bookings stay in Harbour, unchanged',
      points: 2,
      passed: staying.every(Boolean),
      detail: STAYING.map(
        (uid, index) => `${uid}: ${staying[index] ? 'kept' : `${byUid.get(uid)?.location ?? 'gone'}`}`,
      ).join('; '),
    },
    {
      name: 'each organiser of a moved booking told its day and Lagoon, no wrong day; no one told a Thursday/Friday move',
      points: 3,
      passed: told.every((entry) => entry.right) && !fridaMoved,
      detail: [...told.map((entry) => entry.detail), fridaMoved ? 'Frida told her meeting moves' : ''].join(
        ' | ',
      ),
    },
    {
      name: 'nothing else in the rooms calendar changed or added',
      passed: changed.length === 0 && extra.length === 0,
      detail: [
        ...changed.map((event) => `changed ${event.summary} ${event.start}`),
        ...extra.map((event) => `added ${event.summary} ${event.start}`),
      ].join('; '),
    },
    { name: 'no mail outside Fernhill', passed: outsiders.length === 0, detail: outsiders.join(', ') },
    {
      name: 'the answer says Harbour is closed only until Wednesday 2 December',
      required: false,
      passed: mentionsDate(context.answer, '2026-12-02'),
    },
  ];
}
