import type { CheckContext, CheckpointInput, SqlRow, TrackerTask } from 'mcp-arena/evaluation';
import {
  amountsIn,
  changedSheets,
  diffFiles,
  diffSql,
  diffTracker,
  keptState,
  noneWrong,
  normalizeText,
  valuesByLabel,
} from 'mcp-arena/evaluation';

interface Line {
  name: string;
  bin: string;
  sku: string;
  ref: string;
  system: number;
  counted: number;
}

/** Variances to post: B or C class under EUR 250, and the final re-count of B-04-2A. */
const POSTED: Line[] = [
  { name: 'A-03-2B', bin: 'A-03-2B', sku: 'HP-10417', ref: 'CC-W48-A02', system: 120, counted: 117 },
  {
    name: 'B-02-5D (EUR 249.50)',
    bin: 'B-02-5D',
    sku: 'HP-11931',
    ref: 'CC-W48-B05',
    system: 10,
    counted: 15,
  },
  { name: 'B-15-3A', bin: 'B-15-3A', sku: 'HP-10166', ref: 'CC-W48-B24', system: 200, counted: 203 },
  { name: 'C-09-2A', bin: 'C-09-2A', sku: 'HP-10588', ref: 'CC-W48-C15', system: 500, counted: 502 },
  { name: 'B-04-2A re-count', bin: 'B-04-2A', sku: 'HP-10901', ref: 'RC-W48-01', system: 22, counted: 21 },
];
/** Variances that need a re-count ticket for the zone lead instead. */
const RECOUNT: (Line & { lead: string })[] = [
  {
    name: 'A-11-4A (class A)',
    bin: 'A-11-4A',
    sku: 'HP-11052',
    ref: 'CC-W48-A11',
    system: 14,
    counted: 13,
    lead: 'marek.zielinski',
  },
  {
    name: 'B-07-1C (EUR 490)',
    bin: 'B-07-1C',
    sku: 'HP-11288',
    ref: 'CC-W48-B17',
    system: 60,
    counted: 46,
    lead: 'hannah.ostrowski',
  },
  {
    name: 'C-18-1B (EUR 256)',
    bin: 'C-18-1B',
    sku: 'HP-12075',
    ref: 'CC-W48-C28',
    system: 80,
    counted: 40,
    lead: 'yusuf.kaya',
  },
];
/** The open W46 re-count tickets the Recount sheet answers. */
const CLOSED = ['TASK-14', 'TASK-15'];
const WORKBOOKS: Record<string, string[]> = {
  'cycle-count-2026-W48.xlsx': ['Zone A', 'Zone B', 'Zone C', 'Recount'],
  'cycle-count-2026-W46.xlsx': ['Info', 'Zone A', 'Zone B', 'Zone C'],
};

const bare = (text: unknown): string =>
  String(text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
const handle = (name: string): string => name.trim().toLowerCase().replace(/^@/, '');
const keyOf = (bin: unknown, sku: unknown): string => `${bare(bin)}/${bare(sku)}`;
/** Which figure is which: the system quantity and the counted one (`system 60, counted 46`, `60/46`). */
const ROLES = {
  system: /system|on record|book(?:ed)? (?:qty|quantity|stock)|expected/,
  counted: /counted|physical|found|actual|on (?:the )?shelf/,
};
/**
 * What a re-count ticket says is wrong: both quantities must be stated (`60/46` and `46 pcs` count), and a
 * quantity given for a role must be that role's (`system 46, counted 60` swapped is wrong).
 */
const quantitiesWrong = (text: string, line: Line): boolean => {
  const stated = amountsIn(text);
  const roles = valuesByLabel(text, ROLES);
  return (
    !stated.includes(line.system) ||
    !stated.includes(line.counted) ||
    roles.system.some((value) => value !== line.system) ||
    roles.counted.some((value) => value !== line.counted)
  );
};
/** A ticket's markdown without the lines every edit rewrites, to see whether a note was added. */
const body = (task: TrackerTask | undefined): string =>
  (task?.markdown ?? '')
    .split('\n')
    .filter((line) => !/^(status|updated_date):/.test(line.trim()))
    .join('\n')
    .trim();

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const seededMax = Number(
    (await context.before.sql('SELECT max(id) AS id FROM stock_adjustments'))[0]?.id ?? 0,
  );
  const added = await context.sql(
    `SELECT id, to_char(adjusted_on, 'YYYY-MM-DD') AS adjusted_on, bin, sku, qty_change, reason, count_ref, posted_by
       FROM stock_adjustments WHERE id > $1 ORDER BY id`,
    [seededMax],
  );
  const rowsFor = (line: Line): SqlRow[] =>
    added.filter((row) => keyOf(row.bin, row.sku) === keyOf(line.bin, line.sku));
  const stock = new Map(
    (await context.sql('SELECT bin, sku, qty_on_hand FROM bin_stock')).map((row) => [
      keyOf(row.bin, row.sku),
      Number(row.qty_on_hand),
    ]),
  );
  const postedWrong = POSTED.filter((line) => {
    const rows = rowsFor(line);
    return (
      rows.length !== 1 ||
      Number(rows[0]!.qty_change) !== line.counted - line.system ||
      bare(rows[0]!.count_ref) !== bare(line.ref)
    );
  });
  const formWrong = POSTED.filter((line) => {
    const row = rowsFor(line)[0];
    return (
      row === undefined ||
      row.adjusted_on !== '2026-11-23' ||
      // The procedure's value, as the history holds it (case aside): reports select reason = 'cycle count'.
      String(row.reason).trim().toLowerCase() !== 'cycle count' ||
      String(row.posted_by).trim().toLowerCase() !== 'inventory-control'
    );
  });
  const stockWrong = POSTED.filter((line) => stock.get(keyOf(line.bin, line.sku)) !== line.counted);
  const stray = added.filter(
    (row) => !POSTED.some((line) => keyOf(row.bin, row.sku) === keyOf(line.bin, line.sku)),
  );
  const postedKeys = new Set(POSTED.map((line) => keyOf(line.bin, line.sku)));
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      stock_adjustments: { allow: { added: true } },
      bin_stock: {
        allow: {
          changed: ({ row, column }) => column === 'qty_on_hand' && postedKeys.has(keyOf(row.bin, row.sku)),
        },
      },
    },
  });

  const beforeTasks = await context.before.tracker.tasks();
  const tasks = await context.tracker.tasks();
  const seededIds = new Set(beforeTasks.map((task) => task.id));
  const newTasks = tasks.filter((task) => !seededIds.has(task.id));
  const ticketsFor = (line: Line): TrackerTask[] =>
    newTasks.filter(
      (task) => bare(task.title).includes(bare(line.bin)) && bare(task.title).includes(bare(line.sku)),
    );
  const ticketWrong = RECOUNT.filter((line) => {
    const found = ticketsFor(line);
    return (
      found.length !== 1 ||
      !found[0]!.assignee.map(handle).includes(line.lead) ||
      !found[0]!.labels.some((label) => label.trim().toLowerCase() === 'recount')
    );
  });
  const detailWrong = RECOUNT.filter((line) => {
    const task = ticketsFor(line)[0];
    const text = normalizeText(`${task?.title ?? ''}\n${task?.description ?? ''}`);
    return (
      task === undefined ||
      !bare(text).includes(bare(line.ref)) ||
      quantitiesWrong(`${task.title}\n${task.description}`, line)
    );
  });
  const strayTickets = newTasks.filter(
    (task) =>
      !RECOUNT.some((line) => ticketsFor(line).includes(task)) &&
      (task.labels.some((label) => /count/i.test(label)) || /count/i.test(task.title)),
  );
  const beforeById = new Map(beforeTasks.map((task) => [task.id, task]));
  const afterById = new Map(tasks.map((task) => [task.id, task]));
  const closedWrong = CLOSED.filter((id) => {
    const task = afterById.get(id);
    return (
      task === undefined ||
      task.status.trim().toLowerCase() !== 'done' ||
      body(task) === body(beforeById.get(id))
    );
  });
  const board = await diffTracker(context.before.tracker, context.tracker, {
    added: true,
    changed: { status: CLOSED, description: CLOSED },
  });

  const sheetChanges: string[] = [];
  for (const [file, sheets] of Object.entries(WORKBOOKS)) {
    const changed = await changedSheets(context.before.spreadsheet, context.spreadsheet, file, { sheets });
    sheetChanges.push(...changed.map((change) => `${file} ${change}`));
  }
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: ['**'] } });
  const acted = added.length > 0 || newTasks.length > 0;

  const names = (lines: { name: string }[]) => lines.map((line) => line.name);
  return [
    noneWrong(
      'the five variances posted once each with the right quantity and count ref (B-04-2A from its re-count)',
      names(postedWrong),
      { points: 3 },
    ),
    noneWrong(
      'adjustments dated on the count day, reason cycle count, posted by inventory-control',
      names(formWrong),
    ),
    noneWrong('bin stock of the posted lines set to the counted quantity', names(stockWrong), { points: 2 }),
    noneWrong(
      'nothing posted for class A, EUR 250+ variances, the blocked bin, the agreeing re-count or last week',
      stray.map((row) => `${String(row.bin)} ${String(row.sku)} ${String(row.qty_change)}`),
      { points: 3, acted },
    ),
    keptState('other stock, items and earlier adjustments unchanged', database, acted),
    noneWrong('one recount ticket per re-count line, for the zone lead', names(ticketWrong), { points: 3 }),
    noneWrong(
      're-count tickets give the count ref, system and counted quantity (each as itself, not swapped)',
      names(detailWrong),
    ),
    noneWrong(
      'no re-count tickets for lines that are posted or skipped',
      strayTickets.map((task) => task.title),
      { acted },
    ),
    noneWrong("last week's re-count tickets TASK-14 and TASK-15 set to Done with a note", closedWrong, {
      points: 2,
    }),
    keptState('other tickets on the board unchanged', board, acted),
    {
      name: 'count sheets and procedures unchanged',
      passed: acted && sheetChanges.length === 0 && files.passed,
      detail: [...sheetChanges, files.passed ? '' : files.detail].filter(Boolean).join('; ') || 'unchanged',
    },
  ];
}
