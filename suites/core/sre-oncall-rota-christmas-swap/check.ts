import type { CalendarEvent, CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { datesIn, diffFiles, isDate, normalizeText, parseCsv } from 'mcp-arena/evaluation';

/** The nine weeks after the seeded rota: the order from team.md, with Kemal's swap of 21 Dec and 4 Jan. */
const WEEKS: Array<[string, string]> = [
  ['2026-11-30', 'Farid Haddad'],
  ['2026-12-07', 'Ana Ruiz'],
  ['2026-12-14', 'Ben Okoro'],
  ['2026-12-21', 'Elif Kaya'],
  ['2026-12-28', 'Dario Rossi'],
  ['2027-01-04', 'Chen Wei'],
  ['2027-01-11', 'Farid Haddad'],
  ['2027-01-18', 'Ana Ruiz'],
  ['2027-01-25', 'Ben Okoro'],
];
const ENGINEERS = ['Ana Ruiz', 'Ben Okoro', 'Chen Wei', 'Dario Rossi', 'Elif Kaya', 'Farid Haddad'];
const ROTA = 'oncall/rota.csv';
/** Writes to the rota or the calendar, whatever tool carried them. */
const WRITE = /write_file|edit_file|move_file|create-event|update-event|delete-event/;
/** Between the two ends of a range ("30 Nov - 7 Dec", "Mon 30 Nov 09:00 to Mon 7 Dec 09:00"). */
const RANGE_GAP =
  /^\s*(\d{1,2}[:.]\d{2}\s*(h|am|pm)?)?\s*(-|to|until|till|through|->|→)\s*((mon|monday),?\s*)?$/;

const day = (iso: string): string => iso.slice(0, 10);
/** Monday 09:00 in Berlin (winter time) is 08:00 UTC. */
const mondayNine = (date: string): number => Date.parse(`${date}T08:00:00Z`);
const plusWeek = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
const namePatterns = ENGINEERS.map((name) => {
  const [first = '', last = ''] = normalizeText(name).split(' ');
  return { name, pattern: new RegExp(`\\b(${first}|${last})\\b`, 'g') };
});
/** The engineer a summary names first ("On-call: Elif Kaya (swap with Chen)" is Elif's). */
const firstEngineerIn = (text: string): string | undefined =>
  namePatterns
    .map(({ name, pattern }) => ({ name, index: normalizeText(text).search(new RegExp(pattern.source)) }))
    .filter((found) => found.index >= 0)
    .sort((a, b) => a.index - b.index)[0]?.name;

/**
 * Who a post gives each week: per line or sentence, each week's start (the first end of a range) goes with
 * the first engineer named after it and before the next week, or else the last one named just before it;
 * the first place a week is given counts.
 */
function weeksInPost(text: string): Map<string, string[]> {
  const given = new Map<string, string[]>();
  for (const line of text.split(/\n|;|•|(?<=[a-z])\.\s/i)) {
    const plain = normalizeText(line);
    const mentions = datesIn(line).sort((a, b) => a.index - b.index);
    const starts = mentions.filter((mention, index) => {
      const previous = mentions[index - 1];
      if (previous && RANGE_GAP.test(plain.slice(previous.index + previous.text.length, mention.index)))
        return false;
      return WEEKS.some(([week]) => isDate(mention, week));
    });
    const names = namePatterns
      .flatMap(({ name, pattern }) =>
        [...plain.matchAll(pattern)].map((match) => ({ name, index: match.index })),
      )
      .sort((a, b) => a.index - b.index);
    starts.forEach((mention, index) => {
      const week = WEEKS.find(([date]) => isDate(mention, date))![0];
      const next = starts[index + 1]?.index ?? Infinity;
      const previous = index > 0 ? starts[index - 1]!.index : -1;
      const after = names.find((name) => name.index > mention.index && name.index < next);
      const before = [...names].reverse().find((name) => name.index < mention.index && name.index > previous);
      const who = after ?? before;
      // The first time the post gives a week counts; a later aside ("they swapped 21 Dec") does not.
      if (who && !given.has(week)) given.set(week, [who.name]);
    });
  }
  return given;
}

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // The rota file: the seeded rows as they were, then the nine weeks in date order, nothing else.
  const seededRows = parseCsv((await context.readSeed(ROTA)) ?? '');
  let rows: Array<Record<string, string>> = [];
  try {
    rows = parseCsv((await context.readText(ROTA)) ?? '');
  } catch {
    rows = [];
  }
  const key = (row: Record<string, string>): string =>
    `${(row.week_start ?? '').trim()},${normalizeText(row.engineer ?? '')}`;
  const keptHistory = seededRows.every((row, index) => rows[index] && key(rows[index]) === key(row));
  const added = rows.slice(seededRows.length).map(key);
  const expectedRows = WEEKS.map(([week, name]) => `${week},${normalizeText(name)}`);
  const rotaRight = keptHistory && added.join('|') === expectedRows.join('|');

  // The oncall calendar: one new event per week, Monday 09:00 to Monday 09:00 Berlin, naming its engineer.
  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const seededUids = new Set(seeded.map((event) => event.uid));
  const created = events.filter((event) => !seededUids.has(event.uid));
  const weekEvents = WEEKS.map(([week, name]) => {
    const matching = created.filter(
      (event) =>
        Date.parse(event.start) === mondayNine(week) && Date.parse(event.end) === mondayNine(plusWeek(week)),
    );
    const right =
      matching.length === 1 &&
      /oncall/i.test(matching[0]!.calendar) &&
      firstEngineerIn(matching[0]!.summary) === name;
    return { week, name, right, matching };
  });
  const strays = created.filter((event) => !weekEvents.some((week) => week.matching.includes(event)));
  const changed = seeded.filter((before) => {
    const after = events.find((event: CalendarEvent) => event.uid === before.uid);
    return (
      !after ||
      Date.parse(after.start) !== Date.parse(before.start) ||
      Date.parse(after.end) !== Date.parse(before.end) ||
      after.summary !== before.summary
    );
  });

  // Kemal's answer was read before the first write to the rota or the calendar.
  const seededTs = new Set((await context.before.chat.messages()).map((message) => message.ts));
  const messages = (await context.chat.messages()).filter((message) => !seededTs.has(message.ts));
  const fromKemal = messages.filter((message) => message.person === 'kemal');
  const calls = context.toolCalls;
  const firstWrite = calls.findIndex((call) => !call.isError && WRITE.test(call.name));
  const firstRead = calls.findIndex((call) =>
    fromKemal.some((message) => (call.result ?? '').includes(message.ts)),
  );

  // The #sre post gives every week its engineer.
  const posts = messages.filter((message) => message.bySelf && message.channelName === 'sre');
  const given = weeksInPost(posts.map((message) => message.text).join('\n'));
  const wrongInPost = WEEKS.filter(([week, name]) => {
    const names = given.get(week) ?? [];
    return names.length === 0 || names.some((other) => other !== name);
  });

  const files = await diffFiles(context.before.workspace, context.workspace, { allow: { changed: [ROTA] } });

  return [
    {
      name: 'rota.csv gains the nine weeks in order, with Elif on 21 Dec and Chen on 4 Jan; past weeks kept',
      points: 3,
      passed: rotaRight,
      detail: keptHistory ? added.join(' | ') : 'seeded rows changed',
    },
    {
      name: 'one oncall event per week, Monday 09:00 to Monday 09:00 Berlin, naming the right engineer',
      points: 3,
      passed: weekEvents.every((week) => week.right),
      detail: weekEvents
        .filter((week) => !week.right)
        .map((week) => `${week.week}: ${week.matching.map((event) => event.summary).join(', ') || 'none'}`)
        .join('; '),
    },
    {
      name: 'no other event added, and the seeded events unchanged',
      passed: created.length > 0 && strays.length === 0 && changed.length === 0,
      detail: [
        ...strays.map((event) => `added ${event.summary} ${day(event.start)}`),
        ...changed.map((event) => `changed ${event.summary} (${event.uid})`),
      ].join('; '),
    },
    {
      name: 'Kemal’s answer read before the rota or the calendar was written',
      points: 2,
      passed: firstWrite >= 0 && firstRead >= 0 && firstRead < firstWrite,
      detail:
        fromKemal.length === 0
          ? 'Kemal never answered (was he asked?)'
          : `Kemal's answer first read in call ${firstRead + 1}; first write in call ${firstWrite + 1}`,
    },
    {
      name: 'the weeks posted in #sre, each with its engineer',
      points: 2,
      passed: posts.length > 0 && wrongInPost.length === 0,
      detail: wrongInPost
        .map(([week]) => `${week}: ${(given.get(week) ?? []).join(', ') || 'not given'}`)
        .join('; '),
    },
    { name: 'no other file changed', passed: files.passed, detail: files.detail },
  ];
}
