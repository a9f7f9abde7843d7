import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  answerReadFirst,
  changedEvents,
  compareSets,
  datesIn,
  diffFiles,
  firstCallActing,
  isDate,
  namePattern,
  normalizeText,
  parseCsv,
  personAnswers,
  statementsAbout,
} from 'mcp-arena/evaluation';

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

/** Mondays after the ninth week: a post that gives one of them an engineer claims a week nobody asked for. */
const LATER_MONDAYS = ['2027-02-01', '2027-02-08', '2027-02-15', '2027-02-22', '2027-03-01'];
const SUBJECTS = ENGINEERS.map((name) => namePattern(name));
/** Between two names said together (`Elif and Chen swapped`): what follows is theirs jointly, not one's. */
const JOINED = /^[\s,&/+]*(?:'s?)?[\s,&/+]*(?:and|or)?[\s,&/+]*$/;

interface Token {
  /** A week's Monday (`YYYY-MM-DD`) or an engineer's full name. */
  week?: string;
  name?: string;
  start: number;
  end: number;
  /** A name in the possessive (`Chen takes Elif's week of 4 January`): whose week it was, not who has it. */
  possessive: boolean;
}

/** The week starts (a range's far end left out) and the engineers a line names, in order. */
function tokensOf(plain: string): Token[] {
  const mentions = datesIn(plain).sort((a, b) => a.index - b.index);
  const weeks = mentions.flatMap((mention, index): Token[] => {
    const previous = mentions[index - 1];
    if (previous && RANGE_GAP.test(plain.slice(previous.index + previous.text.length, mention.index)))
      return [];
    const week = [...WEEKS.map(([date]) => date), ...LATER_MONDAYS].find((date) => isDate(mention, date));
    const end = mention.index + mention.text.length;
    return week ? [{ week, start: mention.index, end, possessive: false }] : [];
  });
  const names = ENGINEERS.flatMap((name, index) =>
    [...plain.matchAll(new RegExp(SUBJECTS[index]!.source, 'gu'))].map((match): Token => ({
      name,
      start: match.index,
      end: match.index + match[0].length,
      possessive: /^'s?(?![a-z])/.test(plain.slice(match.index + match[0].length)),
    })),
  );
  return [...weeks, ...names].sort((a, b) => a.start - b.start);
}

/**
 * The engineer a line gives each week it names. A line that starts with a date gives it to the engineer
 * named after it (`21 Dec: Elif Kaya (swapped with Chen)`, `| 2026-12-21 | Elif Kaya |`); one that starts
 * with a name, to the last engineer named before it (`Farid from Monday 30 November, then Ana from 7
 * December`, `Farid: 30 Nov and 11 Jan`). A possessive is whose week it was (`Chen takes Elif's week of 4
 * January`); names said together (`Elif and Chen swapped 21 Dec and 4 Jan`) give no week to either.
 */
function pairsIn(plain: string, heading: string | undefined): Array<[string, string]> {
  const tokens = tokensOf(plain);
  const names = tokens.filter((token) => token.name);
  if (names.length === 0)
    // A line of dates under a heading that names the engineer (`Farid Haddad:` then `- 30 Nov`).
    return heading ? tokens.map((token): [string, string] => [token.week!, heading]) : [];
  const dateFirst = tokens[0]?.week !== undefined;
  const joined = (name: Token): boolean =>
    [tokens[tokens.indexOf(name) - 1], tokens[tokens.indexOf(name) + 1]].some(
      (next) =>
        next?.name !== undefined &&
        JOINED.test(plain.slice(Math.min(name.end, next.end), Math.max(name.start, next.start))),
    );
  return tokens.flatMap((token, index): Array<[string, string]> => {
    if (!token.week) return [];
    const nextWeek = tokens.findIndex((other, at) => at > index && other.week);
    const previousWeek = Math.max(
      -1,
      ...tokens.slice(0, index).flatMap((other, at) => (other.week ? [at] : [])),
    );
    const after = tokens.slice(index + 1, nextWeek < 0 ? undefined : nextWeek).filter((other) => other.name);
    const between = tokens.slice(previousWeek + 1, index).filter((other) => other.name);
    const before = tokens.slice(0, index).filter((other) => other.name);
    const candidates = dateFirst
      ? after.length > 0
        ? after
        : before.slice(-1)
      : between.length > 0
        ? between
        : before.length > 0
          ? before.slice(-1)
          : after.slice(0, 1);
    const owners = dateFirst ? candidates : [...candidates].reverse();
    const chosen = owners.find((name) => !name.possessive) ?? owners[0];
    return chosen && !joined(chosen) ? [[token.week, chosen.name!]] : [];
  });
}

/** Who the posts give each week: every statement that names an engineer, line by line (heading first). */
function weeksInPost(text: string): Map<string, Set<string>> {
  const given = new Map<string, Set<string>>();
  for (const statement of statementsAbout(text, SUBJECTS)) {
    let heading: string | undefined;
    for (const line of statement.split('\n')) {
      for (const [week, name] of pairsIn(line, heading))
        given.set(week, (given.get(week) ?? new Set()).add(name));
      const named = tokensOf(line).filter((token) => token.name);
      if (named.length === 1 && tokensOf(line).every((token) => !token.week)) heading = named[0]!.name;
    }
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
  const changed = changedEvents(seeded, events);

  // Kemal's answer was read before the first write to the rota or the calendar.
  const { messages, answers: fromKemal, firstRead } = await personAnswers(context, 'kemal');
  const firstWrite = firstCallActing(context.toolCalls, (call) => WRITE.test(call.name));

  // The #sre post gives every week its engineer.
  const posts = messages.filter((message) => message.bySelf && message.channelName === 'sre');
  // Each week gives exactly its engineer (a wrong name beside the right one fails); no later week is given.
  const given = weeksInPost(posts.map((message) => message.text).join('\n\n'));
  const postWeeks = WEEKS.map(([week, name]) => ({ week, ...compareSets(given.get(week) ?? [], [name]) }));
  const postExtra = LATER_MONDAYS.filter((week) => given.has(week));

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
    answerReadFirst(
      'Kemal’s answer read before the rota or the calendar was written',
      { person: 'Kemal', answers: fromKemal, firstRead, firstWrite, write: 'write' },
      { points: 2 },
    ),
    {
      name: 'the weeks posted in #sre, each with its engineer',
      points: 2,
      passed: posts.length > 0 && postWeeks.every((week) => week.passed) && postExtra.length === 0,
      detail: [
        ...postWeeks.filter((week) => !week.passed).map((week) => `${week.week}: ${week.detail}`),
        ...postExtra.map((week) => `${week}: not a week of the rota`),
      ].join('; '),
    },
    { name: 'no other file changed', passed: files.passed, detail: files.detail },
  ];
}
