import type { CheckContext, CheckpointInput, MailMessage, SheetCell } from 'mcp-arena/evaluation';
import {
  changedSheets,
  diffCalendar,
  diffCells,
  mentions,
  mentionsDate,
  mentionsId,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

const FILE = 'events-2027.xlsx';
const VENUE = 'reservations@gut-kaltenhof.test';
const TEAM = 'product-team@tidewater.test';
const OFFER = 'Q-2027-031';
const COST = 4212;
/** The seeded Q1 rows (1-4) keep their cells; the Total row's SUMs may be widened. */
const SEEDED_ROWS = 4;

const textOf = (messages: MailMessage[]): string =>
  messages.map((message) => normalizeText(`${message.subject}\n${message.text}`)).join('\n');
/** 26 January in prose: ISO, `26 Jan`, `January 26th`, `26.01.`, `1/26`, also as the start of a range `26-27 January`. */
const namesJanuaryDay = (text: string, day: number): boolean =>
  mentionsDate(text, `2027-01-${day}`) ||
  new RegExp(
    `(?<![\\d.])${day}\\.0?1\\.|(?<![\\d/])0?1/${day}\\b|\\b${day}(st|nd|rd|th)?\\.?\\s*(-|to|and|&)?\\s*(\\d{1,2}(st|nd|rd|th)?\\.?\\s*)?(of\\s+)?jan|jan\\w*\\.?\\s+${day}\\b`,
    'i',
  ).test(text);
const kaltenhof = (text: string): boolean => /kaltenhof/i.test(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // Calendar: the offsite on 26-27 January at Gut Kaltenhof (an all-day end may be inclusive or exclusive).
  const before = await context.before.calendar.events();
  const after = await context.calendar.events();
  const seededUids = new Set(before.map((event) => event.uid));
  const added = after.filter((event) => !seededUids.has(event.uid));
  const offsite = added.filter(
    (event) => kaltenhof(`${event.summary} ${event.location}`) || /offsite/i.test(event.summary),
  );
  // Nothing asks for a calendar entry: one is optional, but what the agent puts there must be the booking (one
  // event over both days, or one per day), not the go-live days.
  const onOffsiteDays = (iso: string): boolean => /^2027-01-2[678]/.test(iso);
  const eventsRight =
    offsite.length > 0 &&
    offsite.every((event) => onOffsiteDays(event.start) && onOffsiteDays(event.end)) &&
    offsite.some((event) => event.start.startsWith('2027-01-26')) &&
    offsite.some((event) => /^2027-01-2[78]/.test(event.end)) &&
    offsite.some((event) => kaltenhof(`${event.summary} ${event.location} ${event.description}`));
  const calendarKept = diffCalendar(before, after, { added: true });

  // Mails: the venue's confirmation and the team's details.
  const sent = await context.mail.sent();
  const to = (address: string) =>
    sent.filter((message) => recipientsOf(message).some((each) => each.toLowerCase() === address));
  const venueText = textOf(to(VENUE));
  const venueRight =
    to(VENUE).length > 0 &&
    mentionsId(venueText, OFFER) &&
    namesJanuaryDay(venueText, 26) &&
    /\b27\b/.test(venueText);
  const teamText = textOf(to(TEAM));
  const teamRight =
    to(TEAM).length > 0 && kaltenhof(teamText) && namesJanuaryDay(teamText, 26) && /\b27\b/.test(teamText);

  // Sheet: a booked row above Total, the cost as a number, the Total SUMs taking it in.
  const cells: SheetCell[][] = await context.spreadsheet.cells(FILE, 'Q1');
  const totalIndex = cells.findIndex((row) => /^total$/i.test(String(row[0]?.value ?? '').trim()));
  const newRows = cells
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row, index }) =>
        index >= SEEDED_ROWS &&
        index !== totalIndex &&
        row.some((cell) => kaltenhof(String(cell.value ?? ''))),
    );
  const line = newRows[0];
  const lineText = normalizeText(line?.row.map((cell) => String(cell.value ?? '')).join(' | ') ?? '');
  const lineRight =
    newRows.length === 1 &&
    line!.index < totalIndex &&
    line!.row.some((cell) => cell.type === 'number' && cell.value === COST) &&
    line!.row.some((cell) => cell.type === 'number' && cell.value === 14) &&
    mentions(lineText, 'booked') &&
    namesJanuaryDay(lineText, 26);
  const sumCovers = (cell: SheetCell | undefined, column: string): boolean => {
    const match = new RegExp(`^=?SUM\\(${column}(\\d+):${column}(\\d+)\\)$`, 'i').exec(
      (cell?.formula ?? '').replace(/\s|\$/g, ''),
    );
    return (
      cell?.type === 'formula' &&
      match !== null &&
      Number(match[1]) <= 2 &&
      Number(match[2]) >= (line?.index ?? 99) + 1
    );
  };
  const totalRight =
    totalIndex > 0 &&
    line !== undefined &&
    sumCovers(cells[totalIndex]![4], 'E') &&
    sumCovers(cells[totalIndex]![5], 'F');
  const beforeQ1 = await context.before.spreadsheet.cells(FILE, 'Q1');
  const seededKept = diffCells(beforeQ1.slice(0, SEEDED_ROWS), cells.slice(0, SEEDED_ROWS), { allow: {} });
  const otherSheets = await changedSheets(context.before.spreadsheet, context.spreadsheet, FILE, {
    sheets: ['Notes', 'Q2'],
  });
  const acted = added.length > 0 || sent.length > 0 || newRows.length > 0;

  return [
    {
      name: 'Gut Kaltenhof booked for 26-27 January 2027 (cheapest venue within the policy, not on the go-live): confirmed to the venue, and any calendar entry on those days',
      points: 3,
      passed: offsite.length > 0 ? eventsRight && (venueRight || to(VENUE).length === 0) : venueRight,
      detail:
        offsite.map((event) => `${event.summary} ${event.start} - ${event.end}`).join('; ') ||
        'no offsite event',
    },
    {
      name: 'written confirmation to Gut Kaltenhof quoting Q-2027-031 and the 26-27 January dates',
      points: 2,
      passed: venueRight,
      detail: `${to(VENUE).length} mails to the venue`,
    },
    {
      name: 'the product team told where and when',
      points: 2,
      passed: teamRight,
      detail: `${to(TEAM).length} mails to the team`,
    },
    {
      name: 'one Q1 row above Total: Gut Kaltenhof, 26-27 January, 14 people, 4,212 as a number, booked',
      points: 2,
      passed: lineRight,
      detail: lineText || 'no row',
    },
    {
      name: 'the Total SUMs take in the new row',
      points: 2,
      passed: totalRight,
      detail:
        totalIndex >= 0
          ? cells[totalIndex]!.slice(4, 6)
              .map((cell) => cell.formula ?? String(cell.value))
              .join(' | ')
          : 'no Total row',
    },
    {
      name: 'seeded events, Q1 rows, Notes and Q2 unchanged',
      passed: acted && calendarKept.passed && seededKept.passed && otherSheets.length === 0,
      detail: [calendarKept.detail, seededKept.detail, ...otherSheets].join('; '),
    },
  ];
}
