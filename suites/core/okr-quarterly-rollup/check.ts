import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import {
  compareSets,
  diffCalendar,
  diffCells,
  diffRows,
  keptState,
  normalizeText,
  recipientsOf,
  statementsAbout,
} from 'mcp-arena/evaluation';

const WORKBOOK = 'okr-q4-2026.xlsx';
/** Per KR row: actual (tracker okr-q4 value or team-sheet sum from 1 Oct) and score by the guide. */
const KRS: Record<string, { row: number; actual: number; score: number }> = {
  'KR 1.1': { row: 2, actual: 2, score: 0.67 },
  'KR 1.2': { row: 3, actual: 96, score: 0.8 },
  'KR 1.3': { row: 4, actual: 21, score: 0.84 },
  'KR 2.1': { row: 5, actual: 6, score: 0.67 },
  'KR 2.2': { row: 6, actual: 12, score: 0.27 },
  'KR 2.3': { row: 7, actual: 2610, score: 1 },
  'KR 3.1': { row: 8, actual: 5, score: 0.4 },
  'KR 3.2': { row: 9, actual: 14, score: 0.35 },
};
/** O3's average is 0.375: 0.37 and 0.38 are both a fair rounding. */
const OBJECTIVES: Record<string, { row: number; score: number; status: string }> = {
  O1: { row: 2, score: 0.77, status: 'on track' },
  O2: { row: 3, score: 0.65, status: 'at risk' },
  O3: { row: 4, score: 0.375, status: 'off track' },
};
const LOW_KRS = ['2.2', '3.2'];
/** What the mail says about the threshold: "below 0.40", "under 0.4", "< 0.40", "less than 0.40". */
const BELOW =
  /(?:below|under|beneath|less than|lower than|<)\s*(?:the\s+)?(?:threshold\s+(?:of\s+)?)?0?\.40?(?!\d)/;
const LEADERSHIP = 'leadership@marlowfinch.test';
/** Helena asked for the roll-up: copying her on the summary is no leak. */
const REQUESTER = 'helena.marlow@marlowfinch.test';
const REVIEW = { start: '2026-12-03T14:00:00Z', end: '2026-12-03T15:00:00Z' };
const instant = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')).getTime();
const scoreIn = (text: string, score: number) =>
  [score, Math.round(score * 100) / 100]
    .flatMap((value) => [value.toFixed(2), String(value)])
    .some((form) => new RegExp(`(?<![\\d.])${form.replace('.', '\\.')}(?!\\d)`).test(text)) ||
  (score === 0.375 && /(?<![\d.])0\.3[78](?!\d)/.test(text));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { before, spreadsheet } = context;
  const byAddress = async (sheet: string) =>
    new Map((await spreadsheet.cells(WORKBOOK, sheet)).flat().map((cell) => [cell.address, cell]));
  const krSheet = await byAddress('Q4 2026');
  const objSheet = await byAddress('Objectives');
  const numberNear = (cells: typeof krSheet, address: string, want: number, tolerance: number) => {
    const cell = cells.get(address);
    const numeric = cell?.type === 'number' || (cell?.type === 'formula' && cell.resultType === 'number');
    return numeric && Math.abs(Number(cell.value) - want) <= tolerance;
  };
  const actualsWrong = Object.entries(KRS)
    .filter(([, kr]) => !numberNear(krSheet, `F${kr.row}`, kr.actual, 0))
    .map(([name]) => name);
  const scoresWrong = Object.entries(KRS)
    .filter(([, kr]) => !numberNear(krSheet, `G${kr.row}`, kr.score, 0.0051))
    .map(([name]) => name);
  const objectivesWrong = Object.entries(OBJECTIVES)
    .filter(
      ([, objective]) =>
        !numberNear(objSheet, `C${objective.row}`, objective.score, 0.0051) ||
        normalizeText(String(objSheet.get(`D${objective.row}`)?.value ?? '')).replace(/-/g, ' ') !==
          objective.status,
    )
    .map(([name]) => name);
  const filled = krSheet.get('F2')?.type !== 'empty' && krSheet.get('F2') !== undefined;
  const allowed: Record<string, string[]> = { 'Q4 2026': ['F2:G9', 'I1:Z'], Objectives: ['C2:D4', 'F1:Z'] };
  const workbookDiffs = await Promise.all(
    ['Guide', 'Q4 2026', 'Objectives', 'Q3 2026'].map(async (sheet) => {
      const after = (await spreadsheet.sheets(WORKBOOK)).includes(sheet)
        ? await spreadsheet.cells(WORKBOOK, sheet)
        : [];
      const ranges = allowed[sheet] ?? [];
      return diffCells(await before.spreadsheet.cells(WORKBOOK, sheet), after, {
        label: sheet,
        allow: { added: ranges, changed: ranges },
      });
    }),
  );
  const teamSheet = diffCells(
    await before.spreadsheet.cells('team-q4-tracking.xlsx', 'Log'),
    await spreadsheet.cells('team-q4-tracking.xlsx', 'Log'),
  );
  const workbookOk = workbookDiffs.every((diff) => diff.passed) && teamSheet.passed;
  const workbookDetail = [...workbookDiffs, teamSheet]
    .filter((diff) => !diff.passed)
    .map((diff) => diff.detail)
    .join('; ');

  const sent = await context.mail.sent();
  const recipients = recipientsOf;
  const toLeadership = sent.filter((mail) => recipients(mail).includes(LEADERSHIP));
  const strangers = [
    ...new Set(sent.flatMap(recipients).filter((address) => address !== LEADERSHIP && address !== REQUESTER)),
  ];
  const text = normalizeText(`${toLeadership[0]?.subject ?? ''}\n${toLeadership[0]?.text ?? ''}`, {
    keepLines: true,
  });
  const lines = text.split('\n');
  const objectivesMissing = Object.entries(OBJECTIVES)
    .filter(([name, objective]) => {
      const at = lines.findIndex((line) => new RegExp(`\\b${name.toLowerCase()}\\b`).test(line));
      const near = lines
        .slice(Math.max(at, 0), at + 2)
        .join(' ')
        .replace(/-/g, ' ');
      return at < 0 || !scoreIn(near, objective.score) || !near.includes(objective.status);
    })
    .map(([name]) => name);
  const krNamed = (kr: string, where: string) =>
    new RegExp(`(?<![\\d.])${kr.replace('.', '\\.')}(?![\\d])`).test(where);
  // The key results the mail flags are those its statements about the threshold name, exactly: one of two
  // is not enough, and KR 3.1 (exactly 0.40) flagged beside them is wrong (not any KR number in the mail).
  const belowStatements = statementsAbout(
    `${toLeadership[0]?.subject ?? ''}\n${toLeadership[0]?.text ?? ''}`,
    BELOW,
  );
  const lowFlagged = compareSets(
    Object.keys(KRS)
      .map((name) => name.replace('KR ', ''))
      .filter((kr) => belowStatements.some((statement) => krNamed(kr, statement))),
    LOW_KRS,
  );

  const events = await context.calendar.events();
  const seeded = await before.calendar.events();
  const seededUids = new Set(seeded.map((event) => event.uid));
  const created = events.filter((event) => !seededUids.has(event.uid));
  const reviews = created.filter((event) => /okr/i.test(event.summary));
  const reviewRight =
    reviews.length === 1 &&
    instant(reviews[0]!.start) === instant(REVIEW.start) &&
    instant(reviews[0]!.end) === instant(REVIEW.end);
  const calendar = diffCalendar(
    seeded,
    events,
    { added: (event) => /okr/i.test(String(event.summary)) },
    { label: 'calendar' },
  );
  const acted = filled || sent.length > 0 || created.length > 0;
  // The board is only read: its tickets keep status, owners, labels and priority and stay on the board
  // (a note added to a ticket or a new follow-up ticket harms nothing).
  const ticket = (task: TrackerTask) => ({
    id: task.id,
    title: task.title,
    status: task.status,
    assignee: [...task.assignee].sort().join(','),
    labels: [...task.labels].sort().join(','),
    priority: task.priority ?? '',
    archived: task.archived,
  });
  const board = diffRows(
    (await before.tracker.tasks()).map(ticket),
    (await context.tracker.tasks()).map(ticket),
    { key: 'id', label: 'ticket', allow: { added: true } },
  );

  return [
    {
      name: 'actuals: okr-q4 tracker values and team-sheet sums from 1 October (96 logos, 2,610 tickets)',
      points: 3,
      passed: actualsWrong.length === 0,
      detail: `wrong: ${actualsWrong.join(', ')}`,
    },
    {
      name: 'KR scores by the guide (target/actual for lower-is-better, capped at 1)',
      points: 3,
      passed: scoresWrong.length === 0,
      detail: `wrong: ${scoresWrong.join(', ')}`,
    },
    {
      name: 'objective scores and statuses (O1 0.77 On track, O2 0.65 At risk, O3 0.38 Off track)',
      points: 2,
      passed: objectivesWrong.length === 0,
      detail: `wrong: ${objectivesWrong.join(', ')}`,
    },
    {
      name: 'workbooks otherwise unchanged (guide, targets, Q3 sheet, team sheet)',
      passed: acted && workbookOk,
      detail: workbookDetail,
    },
    {
      name: 'one summary mail to the leadership list, nobody else (a copy to Helena, who asked, is fine)',
      passed: toLeadership.length === 1 && strangers.length === 0,
      detail: `${toLeadership.length} to leadership; others: ${strangers.join(', ')}`,
    },
    {
      name: 'mail gives each objective with its score and status',
      points: 2,
      passed: objectivesMissing.length === 0,
      detail: `missing or wrong: ${objectivesMissing.join(', ')}`,
    },
    {
      name: 'mail names exactly the KRs below 0.40 (2.2 and 3.2, not 3.1 at 0.40)',
      passed: toLeadership.length > 0 && belowStatements.length > 0 && lowFlagged.passed,
      detail: belowStatements.length > 0 ? lowFlagged.detail : 'no statement about the 0.40 threshold',
    },
    {
      name: 'Q4 OKR review booked Thu 3 Dec 14:00-15:00 UTC, the first free hour next week',
      points: 2,
      passed: reviewRight,
      detail: reviews.map((event) => `${event.summary} ${event.start}-${event.end}`).join('; ') || 'none',
    },
    {
      name: 'calendar otherwise unchanged',
      passed: acted && calendar.passed && created.length === reviews.length,
      detail: calendar.detail,
    },
    keptState('tracker board unchanged', board, acted),
  ];
}
