import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsDate, mentionsId, noneWrong, normalizeText, otherDates } from 'mcp-arena/evaluation';

const FILE = 'contract-register.xlsx';
const CALENDAR = 'legal';
/** Contract ID -> term end, auto-renews, notice deadline (null: none), annual value, status, reminder date (null: none). */
const NEW: Record<string, [string, boolean, string | null, number, string, string | null]> = {
  'CT-2026-041': ['2028-01-31', true, '2027-11-02', 37800, 'active', '2027-10-03'],
  'CT-2026-044': ['2027-11-30', false, null, 21600, 'active', null], // fixed term, no renewal
  'CT-2026-047': ['2029-03-31', true, '2028-12-31', 14400, 'active', '2028-12-01'], // three calendar months
  'CT-2026-049': ['2027-06-30', true, '2027-05-01', 51300, 'active', '2027-04-01'],
  'CT-2026-052': ['2027-02-28', true, null, 6960, 'terminated', null], // non-renewal confirmed
  'CT-2026-058': ['2027-02-28', true, '2027-01-29', 9840, 'active', '2026-12-30'],
  'CT-2026-060': ['2028-01-15', true, '2027-11-16', 4200, 'active', '2027-10-17'], // 2026-11-16 passed: renews
};
/** Contract ID -> start (commencement; Orbit may give the start of its current, renewed term), notice period as written. */
const TERMS: Record<string, { start: string[]; notice: [number, 'day' | 'month'] | null }> = {
  'CT-2026-041': { start: ['2026-02-01'], notice: [90, 'day'] },
  'CT-2026-044': { start: ['2026-12-01'], notice: null },
  'CT-2026-047': { start: ['2026-04-01'], notice: [3, 'month'] },
  'CT-2026-049': { start: ['2026-07-01'], notice: [60, 'day'] },
  'CT-2026-052': { start: ['2026-03-01'], notice: [30, 'day'] },
  'CT-2026-058': { start: ['2026-03-01'], notice: [30, 'day'] },
  'CT-2026-060': { start: ['2026-01-16', '2027-01-16'], notice: [60, 'day'] },
};
const COUNTERPARTY: Record<string, string> = {
  'CT-2026-041': 'northpeak',
  'CT-2026-044': 'sparkle',
  'CT-2026-047': 'paystream',
  'CT-2026-049': 'aurora',
  'CT-2026-052': 'cobalt',
  'CT-2026-058': 'lumen',
  'CT-2026-060': 'orbit',
};
const AMENDED = 'CT-2025-031';
// The annual value stays 12 x 4,900.00: the fee in force today (Notes, rule 6); 4,650.00 applies from April 2027.
const AMENDED_ROW = {
  end: '2028-03-31',
  notice: 60,
  deadline: '2028-01-31',
  reminder: '2028-01-01',
  value: 58800,
};
const AMENDED_UID = 'notice-ct-2025-031@kestrel.test';
const DRAFT = 'CT-2026-055';
const ID = /^CT-\d{4}-\d{3}$/;

type Cell = Awaited<ReturnType<CheckContext['spreadsheet']['cells']>>[number][number];
const text = (cell: Cell | undefined): string =>
  cell === undefined || cell.type === 'empty' ? '' : String(cell.value ?? '').trim();
/** A date cell or a date written as text, in any usual format. */
const isDate = (cell: Cell | undefined, iso: string): boolean => {
  if (!cell || cell.type === 'empty') return false;
  if (cell.type === 'date') return String(cell.value).slice(0, 10) === iso;
  return mentionsDate(text(cell), iso, { requireYear: true });
};
const isBlank = (cell: Cell | undefined): boolean =>
  /^(|-+|n\/?a|none|—|–|not applicable)$/i.test(normalizeText(text(cell)));
const number = (cell: Cell | undefined): number =>
  cell?.type === 'number' ? Number(cell.value) : Number(text(cell).replace(/[\s,]|eur|€/gi, ''));
const noticeDays = (cell: Cell | undefined): number => {
  const match = /(\d+)\s*(day|d\b)?/i.exec(text(cell));
  return cell?.type === 'number' ? Number(cell.value) : match ? Number(match[1]) : NaN;
};
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  six: 6,
  twelve: 12,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
/** A period as the contract states it: `90 days`, `90`, `3 months`, `three calendar months`. */
const period = (cell: Cell | undefined): [number, 'day' | 'month'] | null => {
  if (cell?.type === 'number') return [Number(cell.value), 'day'];
  const plain = normalizeText(text(cell));
  const match =
    /(\d+|one|two|three|six|twelve|thirty|sixty|ninety)\b(?:\s*\(\d+\))?[^a-z0-9]*(?:calendar\s+)?(day|d\b|month|mo\b)?/.exec(
      plain,
    );
  if (!match) return null;
  const count = /\d/.test(match[1]!) ? Number(match[1]) : WORDS[match[1]!]!;
  return [count, match[2]?.startsWith('m') ? 'month' : 'day'];
};
const key = (cell: Cell): string => `${cell.type}:${String(cell.value ?? '')}:${cell.formula ?? ''}`;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const after = await context.spreadsheet.cells(FILE, 'Register');
  const before = await context.before.spreadsheet.cells(FILE, 'Register');
  const rowsById = (rows: Cell[][]) => {
    const map = new Map<string, Cell[][]>();
    for (const row of rows.slice(1)) {
      const id = text(row[0]).toUpperCase();
      if (ID.test(id)) map.set(id, [...(map.get(id) ?? []), row]);
    }
    return map;
  };
  const seeded = rowsById(before);
  const now = rowsById(after);
  const added = [...now.keys()].filter((id) => !seeded.has(id));
  const rowOf = (id: string): Cell[] | undefined => (now.get(id)?.length === 1 ? now.get(id)![0] : undefined);

  const right = (test: (row: Cell[], want: (typeof NEW)[string]) => boolean) =>
    Object.entries(NEW).filter(([id, want]) => {
      const row = rowOf(id);
      return row !== undefined && test(row, want);
    });
  const termsRight = right((row, [end]) => isDate(row[4], end));
  // A confirmed non-renewal may be entered as renewing (its contract terms) or not (it will not renew).
  const renewRight = right(
    (row, [, auto, , , status]) => status === 'terminated' || /^(yes|y|true)$/i.test(text(row[5])) === auto,
  );
  const deadlinesRight = right((row, [, auto, deadline, , status]) =>
    deadline ? isDate(row[8], deadline) : status === 'terminated' || (!auto && isBlank(row[8])),
  );
  const valuesRight = right((row, [, , , value]) => Math.abs(number(row[9]) - value) < 0.01);
  const statusRight = right((row, [, , , , status]) => normalizeText(text(row[10])) === status);
  // The counterparty by the distinctive word of its name (not us, not another contract's).
  const counterpartyRight = right((row) =>
    normalizeText(text(row[1])).includes(COUNTERPARTY[text(row[0]).toUpperCase()]!),
  );
  // Start, renewal and notice period as the contract states them; a fixed term has none (Notes, rule 5), and
  // a confirmed non-renewal may keep its contract terms or leave them empty.
  const termsWritten = right((row, [, auto, , , status]) => {
    const { start, notice } = TERMS[text(row[0]).toUpperCase()]!;
    const written = period(row[7]);
    const renewal = number(row[6]) === 12 || /^12\s*(months?)?$/i.test(text(row[6]));
    const noticeRight = notice
      ? written !== null && written[0] === notice[0] && written[1] === notice[1]
      : isBlank(row[7]);
    const optional = status === 'terminated' && isBlank(row[6]) && isBlank(row[7]);
    return (
      start.some((day) => isDate(row[3], day)) &&
      (optional || (auto ? renewal && noticeRight : isBlank(row[6]) && noticeRight))
    );
  });

  // Seeded rows kept: every seeded contract once, cell for cell, except the amended contract's term, notice and
  // deadline (its value is today's fee, unchanged), and nothing of the draft.
  const damaged: string[] = [];
  for (const [id, [row]] of seeded) {
    const rows = now.get(id) ?? [];
    if (rows.length !== 1) {
      damaged.push(`${id} x${rows.length}`);
      continue;
    }
    const allowed = id === AMENDED ? [4, 7, 8] : [];
    row!.forEach((cell, column) => {
      if (!allowed.includes(column) && key(cell) !== key(rows[0]![column] ?? cell))
        damaged.push(`${id} col ${column + 1}`);
    });
  }
  const amended = rowOf(AMENDED);
  const amendedRight =
    amended !== undefined &&
    isDate(amended[4], AMENDED_ROW.end) &&
    noticeDays(amended[7]) === AMENDED_ROW.notice &&
    isDate(amended[8], AMENDED_ROW.deadline) &&
    Math.abs(number(amended[9]) - AMENDED_ROW.value) < 0.01;
  const headerKept = before[0]!.every((cell, column) => key(cell) === key(after[0]?.[column] ?? cell));
  const notesBefore = await context.before.spreadsheet.cells(FILE, 'Notes');
  const notesAfter = await context.spreadsheet.cells(FILE, 'Notes');
  const notesKept =
    JSON.stringify(notesBefore.flat().map(key)) === JSON.stringify(notesAfter.flat().map(key));
  const strayRows = added.filter((id) => !(id in NEW));

  // Calendar: one reminder per active auto-renewing contract, on the day 30 days before its deadline.
  const events = await context.calendar.events(CALENDAR);
  const seededEvents = await context.before.calendar.events(CALENDAR);
  const day = (value: string) => value.slice(0, 10);
  const about = (id: string) =>
    events.filter((event) =>
      mentionsId(`${event.summary}\n${event.description}`, id, { numberAlone: false }),
    );
  const remindersRight = Object.entries(NEW)
    .filter(([, want]) => want[5] !== null)
    .filter(([id, want]) => {
      const found = about(id);
      return found.length === 1 && day(found[0]!.start) === want[5];
    });
  // Beside the deadline, a reminder may give the contract's own dates (its start, term end, the reminder's
  // day); any other date is a wrong fact about the contract.
  const strayDates = (written: string, own: string[]) =>
    otherDates(written, [...own, context.today]).map((mention) => mention.text);
  const remindersCarryDeadline = Object.entries(NEW)
    .filter(([, want]) => want[5] !== null)
    .filter(([id, want]) => {
      const found = about(id);
      if (found.length !== 1) return false;
      const written = `${found[0]!.summary}\n${found[0]!.description}`;
      return (
        mentionsDate(written, want[2]!) &&
        strayDates(written, [want[0], want[2]!, want[5]!, ...TERMS[id]!.start]).length === 0
      );
    });
  const noReminder = [
    DRAFT,
    ...Object.entries(NEW)
      .filter(([, want]) => want[5] === null)
      .map(([id]) => id),
  ];
  const wrongReminders = noReminder.filter((id) => about(id).length > 0);
  const helix = about(AMENDED);
  // The moved reminder may also keep what the seeded one said (the old deadline, its note) and the fee change.
  const seededHelix = seededEvents.find((event) => event.uid === AMENDED_UID);
  const helixText = helix.length === 1 ? `${helix[0]!.summary}\n${helix[0]!.description}` : '';
  const helixOwn = [
    AMENDED_ROW.end,
    AMENDED_ROW.deadline,
    AMENDED_ROW.reminder,
    '2027-04-01',
    ...otherDates(`${seededHelix?.summary ?? ''}\n${seededHelix?.description ?? ''}`, []).flatMap(
      (mention) => mention.dates,
    ),
  ];
  const helixMoved =
    helix.length === 1 &&
    day(helix[0]!.start) === AMENDED_ROW.reminder &&
    mentionsDate(helixText, AMENDED_ROW.deadline) &&
    strayDates(helixText, helixOwn).length === 0;
  const seededUids = new Set(seededEvents.map((event) => event.uid));
  const eventDamage = seededEvents
    .filter((event) => event.uid !== AMENDED_UID)
    .filter((event) => {
      const now = events.find((each) => each.uid === event.uid);
      return (
        !now ||
        now.summary !== event.summary ||
        now.start !== event.start ||
        now.end !== event.end ||
        now.description !== event.description
      );
    })
    .map((event) => `${event.summary} ${event.start}`);
  const knownIds = [...Object.keys(NEW), AMENDED];
  const strayEvents = events
    .filter((event) => !seededUids.has(event.uid))
    .filter((event) => !knownIds.some((id) => mentionsId(`${event.summary}\n${event.description}`, id)))
    .map((event) => event.summary);
  const acted = added.length > 0 || events.length !== seededEvents.length;

  const points = (list: unknown[], total: number) => `${list.length}/${total}`;
  return [
    {
      name: 'every signed new contract registered once (not the draft, no amendment row)',
      points: 2,
      passed:
        Object.keys(NEW).every((id) => rowOf(id) !== undefined) && !now.has(DRAFT) && strayRows.length === 0,
      detail: `added: ${added.join(', ')}`,
    },
    {
      name: 'term end per contract (fixed term, 3-year term, renewal after a missed deadline)',
      points: 2,
      passed: termsRight.length === 7,
      detail: points(termsRight, 7),
    },
    { name: 'auto-renewal per contract', passed: renewRight.length === 7, detail: points(renewRight, 7) },
    {
      name: 'start, renewal months and notice period per contract (days or calendar months; none for the fixed term)',
      passed: termsWritten.length === 7,
      detail: points(termsWritten, 7),
    },
    {
      name: 'notice deadline per contract (days and calendar months, none for the fixed term)',
      points: 3,
      passed: deadlinesRight.length === 7,
      detail: points(deadlinesRight, 7),
    },
    {
      name: 'annual value in EUR per contract',
      passed: valuesRight.length === 7,
      detail: points(valuesRight, 7),
    },
    {
      name: 'status: the confirmed non-renewal Terminated, the rest Active',
      passed: statusRight.length === 7 && counterpartyRight.length === 7,
      detail: points(statusRight, 7),
    },
    {
      name: "amendment applied to CT-2025-031: term end 2028-03-31, 60 days, deadline 2028-01-31, annual value today's 58,800",
      points: 2,
      passed: amendedRight,
      detail: amended?.slice(4, 10).map(text).join(' | ') ?? `${now.get(AMENDED)?.length ?? 0} rows`,
    },
    {
      name: 'seeded register rows, header and notes kept',
      passed: acted && damaged.length === 0 && headerKept && notesKept,
      detail: damaged.slice(0, 6).join(', '),
    },
    {
      name: 'one reminder per active auto-renewing contract, 30 days before its deadline',
      points: 3,
      passed: remindersRight.length === 5,
      detail: points(remindersRight, 5),
    },
    {
      name: 'reminders give the notice deadline, and no date that is not the contract’s',
      passed: remindersCarryDeadline.length === 5,
      detail: points(remindersCarryDeadline, 5),
    },
    noneWrong('no reminder for the fixed-term, terminated or draft contract', wrongReminders, { acted }),
    {
      name: 'the CT-2025-031 reminder moved to 2028-01-01 (one reminder, new deadline)',
      points: 2,
      passed: helixMoved,
      detail: helix.map((event) => `${event.start} ${event.summary}`).join('; '),
    },
    {
      name: 'other calendar entries unchanged, nothing unrelated added',
      passed: acted && eventDamage.length === 0 && strayEvents.length === 0,
      detail: [...eventDamage, ...strayEvents].slice(0, 5).join('; '),
    },
  ];
}
