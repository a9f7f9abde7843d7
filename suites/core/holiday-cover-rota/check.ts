import type { CalendarEvent, CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import {
  changedSheets,
  diffCalendar,
  mentionsDate,
  mentionsName,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

const FILE = 'support-rota.xlsx';
const SEEDED_SHEETS = ['Notes', 'Team', 'Template', 'Cover 2025'];
/** Cover days and how many agents each needs (24 and 31 December are half days). */
const DAYS: Record<string, number> = {
  '2026-12-24': 1,
  '2026-12-28': 2,
  '2026-12-29': 2,
  '2026-12-30': 2,
  '2026-12-31': 1,
};
const AGENTS = [
  'Amira Nasser',
  'Ben Hoffmann',
  'Chloé Martin',
  'David Kühn',
  'Elena Popescu',
  'Finn Larsen',
  'Greta Sommer',
];
const TIER_2 = ['Ben Hoffmann', 'Chloé Martin', 'David Kühn', 'Greta Sommer'];
const IN_PROBATION = 'Finn Larsen';
/** Who covered two days last year: one day at most this year. */
const ONE_DAY_MAX = ['Chloé Martin', 'Greta Sommer'];
/** Leave on cover days: the calendar's absences and Elena's leave approved by mail. */
const LEAVE: Record<string, string[]> = {
  'Amira Nasser': Object.keys(DAYS),
  'Ben Hoffmann': ['2026-12-28', '2026-12-29', '2026-12-30'],
  'David Kühn': ['2026-12-24'],
  'Elena Popescu': ['2026-12-29', '2026-12-30', '2026-12-31'],
};
const AVAILABLE = AGENTS.filter((agent) => (LEAVE[agent]?.length ?? 0) < Object.keys(DAYS).length);
const TEAM_LIST = 'support-team@kittiwake.test';

const agentIn = (text: string): string[] =>
  [...AGENTS, 'Hugo Brandt'].filter((agent) => mentionsName(text, agent));
/** A day in prose: ISO, `24 Dec`, `December 24th`, `24.12.`, `12/24`. */
const namesDay = (text: string, iso: string): boolean => {
  const day = Number(iso.slice(8, 10));
  return (
    mentionsDate(text, iso) ||
    new RegExp(
      `(?<![\\d.])${day}[./]12\\b|\\b12/${day}\\b|\\b${day}(st|nd|rd|th)?\\.?\\s*(of\\s+)?dec|dec\\w*\\.?\\s+${day}(st|nd|rd|th)?\\b`,
      'i',
    ).test(text)
  );
};
/** The days an all-day event covers (its stored end is exclusive; a timed end on a day counts that day). */
const daysOf = (start: string, end: string): string[] => {
  const days: string[] = [];
  const last =
    end.length > 10 && !end.slice(11).startsWith('00:00')
      ? Date.parse(end.slice(0, 10)) + 86_400_000
      : Date.parse(end.slice(0, 10));
  for (
    let day = Date.parse(start.slice(0, 10));
    day < Math.max(last, Date.parse(start.slice(0, 10)) + 1);
    day += 86_400_000
  )
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
};
const cellText = (cell: SheetCell | undefined): string => String(cell?.value ?? '');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const before = await context.before.calendar.events();
  const after = await context.calendar.events();
  const seededUids = new Set(before.map((event) => event.uid));
  const added = after.filter((event) => !seededUids.has(event.uid));
  const coverEvents = added.filter((event) => /cover/i.test(event.summary));

  // The rota as the calendar shows it: day -> agents.
  const rota = new Map<string, string[]>();
  const strayDays: string[] = [];
  for (const event of coverEvents) {
    const day = event.start.slice(0, 10);
    if (!(day in DAYS)) strayDays.push(`${day} ${event.summary}`);
    const list = rota.get(day) ?? [];
    list.push(...agentIn(event.summary));
    rota.set(day, list);
  }
  const hasRota = coverEvents.length > 0;
  const onDay = (day: string): string[] => rota.get(day) ?? [];
  const staffing = Object.entries(DAYS).filter(
    ([day, need]) => onDay(day).length !== need || new Set(onDay(day)).size !== need,
  );
  const onLeave = Object.entries(LEAVE).flatMap(([agent, days]) =>
    days.filter((day) => onDay(day).includes(agent)).map((day) => `${agent} ${day}`),
  );
  const alone = Object.keys(DAYS).filter((day) => onDay(day).length === 1 && onDay(day)[0] === IN_PROBATION);
  const noSenior = Object.entries(DAYS)
    .filter(([, need]) => need === 2)
    .map(([day]) => day)
    .filter((day) => !onDay(day).some((agent) => TIER_2.includes(agent)));
  const count = (agent: string): number =>
    Object.keys(DAYS).filter((day) => onDay(day).includes(agent)).length;
  const unfair = [
    ...AGENTS.filter((agent) => count(agent) > 2).map((agent) => `${agent} ${count(agent)} days`),
    ...ONE_DAY_MAX.filter((agent) => count(agent) > 1).map((agent) => `${agent} ${count(agent)} days`),
    ...AVAILABLE.filter((agent) => count(agent) === 0).map((agent) => `${agent} none`),
    ...[...rota.values()]
      .flat()
      .filter((agent) => agent === 'Hugo Brandt')
      .map(() => 'Hugo on the rota'),
  ];

  // Elena's leave: one event over 29-31 December or one per day (stored all-day ends are exclusive).
  const elenaEvents = added.filter(
    (event: CalendarEvent) => mentionsName(event.summary, 'Elena Popescu') && !/cover/i.test(event.summary),
  );
  const elenaDays = new Set(elenaEvents.flatMap((event) => daysOf(event.start, event.end)));
  const elenaRight =
    ['2026-12-29', '2026-12-30', '2026-12-31'].every((day) => elenaDays.has(day)) && elenaDays.size === 3;

  // The workbook: a Cover 2026 sheet with the same rota.
  const sheets = await context.spreadsheet.sheets(FILE);
  // The Notes fix the name: "Cover <year>", like last year's Cover 2025 (case and spacing aside).
  const sheetName = sheets.find((name) => name.trim().replace(/\s+/g, ' ').toLowerCase() === 'cover 2026');
  const cells: SheetCell[][] = sheetName ? await context.spreadsheet.cells(FILE, sheetName) : [];
  const sheetRota = new Map<string, string[]>();
  for (const row of cells) {
    const first = cellText(row[0]);
    const day = Object.keys(DAYS).find((iso) => first.startsWith(iso) || namesDay(first, iso));
    if (day) sheetRota.set(day, agentIn(row.slice(1).map(cellText).join(' ')));
  }
  const sheetDiffers = Object.keys(DAYS).filter(
    (day) => [...(sheetRota.get(day) ?? [])].sort().join() !== [...onDay(day)].sort().join(),
  );
  const sheetsChanged = await changedSheets(context.before.spreadsheet, context.spreadsheet, FILE, {
    sheets: SEEDED_SHEETS,
  });

  // The team's mail: every day with its agents.
  const mails = (await context.mail.sent()).filter((message) =>
    recipientsOf(message).some((address) => address.toLowerCase() === TEAM_LIST),
  );
  const mailText = mails.map((message) => normalizeText(`${message.subject}\n${message.text}`)).join('\n');
  // Each agent's day with them on one line ("28 Dec: David and Elena" or "David: 28 and 29 Dec"), as the rota has it.
  const mailLines = mails.flatMap((message) =>
    normalizeText(`${message.subject}\n${message.text}`, { keepLines: true }).split('\n'),
  );
  const mailMisses = Object.keys(DAYS).filter(
    (day) =>
      !namesDay(mailText, day) ||
      !onDay(day).every((agent) =>
        mailLines.some((line) => namesDay(line, day) && mentionsName(line, agent)),
      ),
  );

  const calendarDamage = diffCalendar(before, after, { added: true });

  const list = (items: string[]) => items.join(', ') || 'none';
  return [
    {
      name: 'two agents on 28, 29 and 30 December, one on 24 and 31 December, no cover on closed days',
      points: 3,
      passed: hasRota && staffing.length === 0 && strayDays.length === 0,
      detail: `wrong: ${list(staffing.map(([day]) => `${day}: ${onDay(day).join(' + ') || 'nobody'}`))}; closed days: ${list(strayDays)}`,
    },
    {
      name: 'nobody covers while on leave (Amira, Ben 28-30, David 24, Elena 29-31 as approved by mail)',
      points: 2,
      passed: hasRota && onLeave.length === 0,
      detail: list(onLeave),
    },
    {
      name: 'Finn (in probation) never covers alone',
      passed: hasRota && alone.length === 0,
      detail: list(alone),
    },
    {
      name: 'a Tier 2 agent on every two-agent day',
      passed: hasRota && noSenior.length === 0,
      detail: list(noSenior),
    },
    {
      name: 'fair: at most two days each, Chloé and Greta (two days last year) one at most, every available agent at least one, not Hugo',
      points: 2,
      passed: hasRota && unfair.length === 0,
      detail: list(unfair),
    },
    {
      name: "Elena's approved leave (29-31 December) in the support calendar",
      passed: elenaRight,
      detail: [...elenaDays].sort().join(', ') || 'no event',
    },
    {
      name: 'a Cover 2026 sheet with the same rota',
      points: 2,
      passed: hasRota && sheetName !== undefined && sheetDiffers.length === 0,
      detail: `${sheetName ?? 'no sheet'}; differs on ${list(sheetDiffers)}`,
    },
    {
      name: 'the rota mailed to the team list with every day and its agents',
      points: 2,
      passed: hasRota && mails.length > 0 && mailMisses.length === 0,
      detail: `${mails.length} mails; missing ${list(mailMisses)}`,
    },
    {
      name: 'seeded events and the rules, team and last year sheets unchanged',
      passed: hasRota && calendarDamage.passed && sheetsChanged.length === 0,
      detail: [calendarDamage.detail, ...sheetsChanged].join('; '),
    },
  ];
}
