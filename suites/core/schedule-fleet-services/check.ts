import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import {
  diffSql,
  diffTracker,
  keptState,
  mentionsAmount,
  mentionsDate,
  noneWrong,
  normalizeText,
} from 'mcp-arena/evaluation';

interface Due {
  plate: string;
  coordinator: string;
  lastService: string;
  kmSince: number;
}

/** Vehicles due this week by the maintenance rules (km within 1,500 of the interval, or months within 14 days). */
const DUE: Due[] = [
  { plate: 'DD-HK 1037', coordinator: 'ole.schubert', lastService: '2026-05-08', kmSince: 29100 },
  { plate: 'C-HK 1074', coordinator: 'mira.hoang', lastService: '2025-12-06', kmSince: 18000 },
  { plate: 'DD-HK 1148', coordinator: 'ole.schubert', lastService: '2026-03-29', kmSince: 61200 },
  { plate: 'L-HK 1444', coordinator: 'katja.brenner', lastService: '2026-02-17', kmSince: 38700 },
  { plate: 'C-HK 1629', coordinator: 'mira.hoang', lastService: '2026-04-18', kmSince: 38500 },
];
/** Not to be ticketed: an open ticket exists, sold, only due through a suspect reading, just under the limit. */
const NOT_DUE = ['C-HK 1407', 'C-HK 1185', 'L-HK 1222', 'DD-HK 1259', 'L-HK 1111'];
/** The coming Friday (today is Tuesday 2026-11-24, says the weekly check ticket). */
const FRIDAY = '2026-11-27';
/** The weekly check ticket may be updated (closed, noted). */
const WEEKLY = 'TASK-8';

const bare = (text: unknown): string =>
  String(text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
const handle = (name: string): string => name.trim().toLowerCase().replace(/^@/, '');
/** `29,100`, `29100`, `29.100`, `29 100` km. */
const mentionsKm = (text: string, km: number): boolean =>
  mentionsAmount(text, km) ||
  new RegExp(
    `(?<![\\d.,])${Math.floor(km / 1000)}[.,\\s]?${String(km % 1000).padStart(3, '0')}(?![\\d]|[.,]\\d)`,
  ).test(text);
const dueDateOf = (task: TrackerTask): string | undefined =>
  /^due[_ ]?date:\s*'?(\d{4}-\d{2}-\d{2})/im.exec(task.markdown)?.[1];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const beforeTasks = await context.before.tracker.tasks();
  const tasks = await context.tracker.tasks();
  const seededIds = new Set(beforeTasks.map((task) => task.id));
  const newTasks = tasks.filter((task) => !seededIds.has(task.id));
  const ticketsFor = (plate: string): TrackerTask[] =>
    newTasks.filter((task) => bare(task.title).includes(bare(plate)));

  const missing = DUE.filter((due) => ticketsFor(due.plate).length !== 1);
  const form = DUE.filter((due) => {
    const ticket = ticketsFor(due.plate)[0];
    return (
      ticket === undefined ||
      !ticket.labels.some((label) => label.trim().toLowerCase() === 'service') ||
      !ticket.assignee.map(handle).includes(due.coordinator)
    );
  });
  const dated = DUE.filter((due) => {
    const ticket = ticketsFor(due.plate)[0];
    return ticket === undefined || dueDateOf(ticket) !== FRIDAY;
  });
  const described = DUE.filter((due) => {
    const ticket = ticketsFor(due.plate)[0];
    const text = normalizeText(ticket?.description ?? '');
    return ticket === undefined || !mentionsDate(text, due.lastService) || !mentionsKm(text, due.kmSince);
  });
  const wrongTickets = newTasks.filter((task) =>
    NOT_DUE.some((plate) => bare(task.title).includes(bare(plate))),
  );
  const otherService = newTasks.filter(
    (task) =>
      !DUE.some((due) => bare(task.title).includes(bare(due.plate))) &&
      !NOT_DUE.some((plate) => bare(task.title).includes(bare(plate))) &&
      /service/i.test(`${task.title} ${task.labels.join(' ')}`),
  );

  const board = await diffTracker(context.before.tracker, context.tracker, {
    added: true,
    changed: { status: [WEEKLY], description: [WEEKLY] },
  });
  const database = await diffSql(context.before.sql, context.sql);
  const acted = newTasks.length > 0;
  const plates = (items: Due[]) => items.map((due) => due.plate);

  return [
    noneWrong(
      'one service ticket for each of the five vehicles due (by km, by months, exactly at the limit)',
      plates(missing),
      { points: 3 },
    ),
    noneWrong("labelled service and assigned to the depot's fleet coordinator", plates(form), { points: 2 }),
    noneWrong('due on the coming Friday, 27 November 2026', plates(dated)),
    noneWrong('descriptions give the last service date and the km driven since', plates(described)),
    noneWrong(
      'no ticket for the vehicle with an open one, the sold one, the suspect reading or those under the limit',
      wrongTickets.map((task) => task.title),
      { points: 3, acted },
    ),
    noneWrong(
      'no service tickets for other vehicles',
      otherService.map((task) => task.title),
      { acted },
    ),
    keptState('existing tickets unchanged (the weekly check may be closed)', board, acted),
    keptState('fleet database unchanged', database, acted),
  ];
}
