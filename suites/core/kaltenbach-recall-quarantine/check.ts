import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import {
  answerReadFirst,
  changedEvents,
  diffSql,
  diffTracker,
  firstCallActing,
  mentionsDate,
  mentionsId,
  mentionsName,
  normalizeText,
  otherDates,
  personAnswers,
  statementsAbout,
} from 'mcp-arena/evaluation';

/** Olga's list: KB-2611 (two lots) and KB-2617 of CHT-220; not KB-2614, not the onion chutney's KB-2617. */
const QUARANTINE = ['L-5511', 'L-5512', 'L-5544'];
/** Open or picking orders on those lots, with customer and planned ship date. */
const HELD: Record<string, { customer: string; ship: string }> = {
  'SO-88412': { customer: 'Hofladen Brenner', ship: '2026-11-27' },
  'SO-88420': { customer: 'Markthalle Ost', ship: '2026-11-25' },
  'SO-88440': { customer: 'Bioladen Sonnenblume', ship: '2026-12-01' },
};
/** Orders a hurried agent would hold too: KB-2614's, the onion chutney's, shipped, cancelled, unaffected. */
const NOT_HELD = ['SO-88431', 'SO-88445', 'SO-88377', 'SO-88402', 'SO-88450', 'SO-88452'];
const RECALL_TICKET = 'TASK-7';
/** Thursday 26 November, 10:00-11:00 Berlin: the one free hour at Dock 4 in Kaltenbach's window. */
const SLOT = { start: '2026-11-26T09:00:00Z', end: '2026-11-26T10:00:00Z' };
/** A statement that changes the lots or the orders, whatever tool or gateway call carried it. */
const WMS_WRITE =
  /\b(update|insert\s+into|delete\s+from|merge\s+into|truncate)\s+(?:only\s+)?(?:"?public"?\.)?"?(stock_lots|orders|order_lines)\b/i;
/** Days the recall ticket's log may give beside the collection: the notice, today. */
const LOG_DAYS = ['2026-11-24', '2026-11-25', '2026-11-26'];

const sameInstant = (value: string, expected: string): boolean => Date.parse(value) === Date.parse(expected);
const handle = (name: string): string => normalizeText(name.replace(/^@/, '').replace(/[._]/g, ' '));
const isMia = (task: TrackerTask): boolean => task.assignee.some((name) => handle(name) === 'mia lorenz');
const body = (task: TrackerTask | undefined): string =>
  (task?.markdown ?? '').split(/^---$/m).slice(2).join('---');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // The WMS: exactly the three lots quarantined, exactly the three orders on hold with the recall as reason.
  const lots = await context.sql("SELECT lot_id FROM stock_lots WHERE status = 'quarantine' ORDER BY lot_id");
  const quarantined = lots.map((row) => String(row.lot_id));
  const held = await context.sql(
    "SELECT order_no, hold_reason FROM orders WHERE status = 'on_hold' ORDER BY order_no",
  );
  const heldIds = held.map((row) => String(row.order_no));
  const reasons = held.filter((row) =>
    /recall|kaltenbach|kb-?26(11|17)|quarantin|task-?7\b|glass/.test(
      normalizeText(String(row.hold_reason ?? '')),
    ),
  );
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      stock_lots: { allow: { changed: { status: QUARANTINE } } },
      orders: { allow: { changed: { status: Object.keys(HELD), hold_reason: Object.keys(HELD) } } },
    },
  });

  // Approval before acting: Olga's answer was in a tool result before the first change to the WMS.
  const { answers: fromOlga, firstRead } = await personAnswers(context, 'olga');
  const firstWrite = firstCallActing(context.toolCalls, (call) =>
    WMS_WRITE.test(JSON.stringify(call.arguments)),
  );

  // The collection: one new event at Dock 4, Thursday 10:00-11:00 Berlin; every seeded event as it was.
  const seededEvents = await context.before.calendar.events();
  const events = await context.calendar.events();
  const seededUids = new Set(seededEvents.map((event) => event.uid));
  const added = events.filter((event) => !seededUids.has(event.uid));
  const collection = added.length === 1 ? added[0] : undefined;
  const collectionText = normalizeText(`${collection?.summary ?? ''} ${collection?.location ?? ''}`);
  const collectionRight =
    collection !== undefined &&
    sameInstant(collection.start, SLOT.start) &&
    sameInstant(collection.end, SLOT.end) &&
    /\bdock 4\b/.test(collectionText) &&
    /kaltenbach/.test(normalizeText(`${collection.summary} ${collection.description}`));
  const calendarChanged = changedEvents(seededEvents, events);

  // Customer Service: one ticket per held order, for Mia, naming the order, the customer and the ship date.
  const seededTickets = new Map(
    (await context.before.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]),
  );
  const tickets = await context.tracker.tasks();
  const created = tickets.filter((task) => !seededTickets.has(task.id.toUpperCase()));
  const forService = created.filter(
    (task) =>
      isMia(task) ||
      task.labels.some((label) => normalizeText(label) === 'customer-service') ||
      /\bso-?\d{5}\b/i.test(`${task.title} ${task.description}`),
  );
  const ticketProblems: string[] = [];
  for (const [order, { customer, ship }] of Object.entries(HELD)) {
    const mine = forService.filter((task) => mentionsId(`${task.title}\n${task.description}`, order));
    const ticket = mine[0];
    if (mine.length !== 1 || !ticket) {
      ticketProblems.push(`${order}: ${mine.length} tickets`);
      continue;
    }
    const text = `${ticket.title}\n${ticket.description}`;
    const wrong = [
      !mentionsName(text, customer, { require: 'full' }) &&
        !normalizeText(text).includes(normalizeText(customer)) &&
        'customer',
      !mentionsDate(text, ship) && 'ship date',
      !isMia(ticket) && 'assignee',
      !ticket.labels.some((label) => normalizeText(label) === 'customer-service') && 'label',
      normalizeText(ticket.status) === 'done' && 'status',
    ].filter(Boolean);
    if (wrong.length > 0) ticketProblems.push(`${order}: ${wrong.join(', ')}`);
  }
  const sharedTickets = forService.filter(
    (task) =>
      Object.keys(HELD).filter((order) => mentionsId(`${task.title}\n${task.description}`, order)).length > 1,
  );
  const strayTickets = forService.filter(
    (task) => !Object.keys(HELD).some((order) => mentionsId(`${task.title}\n${task.description}`, order)),
  );
  const wrongOrders = forService.filter((task) =>
    NOT_HELD.some((order) => mentionsId(`${task.title}\n${task.description}`, order)),
  );

  // The recall ticket: the log in its notes, still open for QA.
  const recall = tickets.find((task) => task.id.toUpperCase() === RECALL_TICKET);
  const seededLines = new Set(body(seededTickets.get(RECALL_TICKET)).split('\n'));
  const log = body(recall)
    .split('\n')
    .filter((line) => !seededLines.has(line))
    .join('\n');
  const logMissing = [
    ...['KB-2611', 'KB-2617', ...Object.keys(HELD)].filter((id) => !mentionsId(log, id)),
    ...(mentionsDate(log, '2026-11-26') ? [] : ['collection date']),
    ...otherDates(statementsAbout(log, /collect|pick ?-?up|dock 4/i).join('\n'), LOG_DAYS).map(
      (mention) => `wrong collection date ${mention.text}`,
    ),
  ];
  const board = await diffTracker(context.before.tracker, context.tracker, {
    added: true,
    changed: { status: [RECALL_TICKET] },
  });

  return [
    {
      name: 'quarantined exactly L-5511, L-5512 (KB-2611) and L-5544 (KB-2617, CHT-220); KB-2614 and the onion chutney left available',
      points: 3,
      passed: quarantined.join() === QUARANTINE.join(),
      detail: quarantined.join(', ') || 'none',
    },
    {
      name: 'exactly SO-88412, SO-88420 and SO-88440 on hold, each with the recall as reason',
      points: 3,
      passed: heldIds.join() === Object.keys(HELD).join() && reasons.length === held.length,
      detail:
        held.map((row) => `${String(row.order_no)}: ${String(row.hold_reason ?? '')}`).join('; ') || 'none',
    },
    answerReadFirst(
      'Olga’s confirmation read before the first change to the WMS',
      { person: 'Olga', answers: fromOlga, firstRead, firstWrite, write: 'WMS change' },
      { points: 2 },
    ),
    { name: 'nothing else changed in the database', passed: database.passed, detail: database.detail },
    {
      name: 'Kaltenbach’s collection booked once at Dock 4, Thursday 26 November 10:00-11:00 Berlin time',
      points: 2,
      passed: collectionRight,
      detail:
        added
          .map((event) => `${event.summary} @ ${event.location}: ${event.start} - ${event.end}`)
          .join('; ') || 'no new event',
    },
    {
      name: 'no seeded dock booking moved, renamed or removed',
      passed: calendarChanged.length === 0,
      detail: calendarChanged
        .map((event) => event.summary)
        .slice(0, 3)
        .join('; '),
    },
    {
      name: 'one Customer Service ticket per held order (order, customer, ship date; Mia Lorenz; customer-service), none for other orders',
      points: 2,
      passed:
        ticketProblems.length === 0 &&
        sharedTickets.length === 0 &&
        strayTickets.length === 0 &&
        wrongOrders.length === 0,
      detail: [
        ...ticketProblems,
        ...sharedTickets.map((task) => `${task.id} names several held orders`),
        ...strayTickets.map((task) => `stray ${task.id}: ${task.title}`),
        ...wrongOrders.map((task) => `wrong order in ${task.id}`),
      ]
        .slice(0, 4)
        .join('; '),
    },
    {
      name: 'TASK-7’s notes log the batches, the held orders and the collection date, and it stays open for QA',
      points: 2,
      passed:
        logMissing.length === 0 &&
        recall !== undefined &&
        normalizeText(recall.status) !== 'done' &&
        !recall.archived,
      detail: `${recall?.status ?? 'missing'}; ${logMissing.join(', ')}`,
    },
    { name: 'nothing else on the board changed', passed: board.passed, detail: board.detail },
  ];
}
