import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffTracker, normalizeText, numbersAsFigures, statementsAbout } from 'mcp-arena/evaluation';

const CLOSED = new Set(['TASK-2', 'TASK-3']);

/** The alert item, however it is worded: 5xx, 502s, server errors, the error rate. */
const ALERT = /5xx|\b5\d\d|server[- ]?errors?|error[- ]rate/;

/** The postmortem's alert rule: 5xx rate above 1% for 5 minutes. */
const THRESHOLD = { percent: 1, minutes: 5 };
const PERCENT = /(?<![\d.,])(\d+(?:[.,]\d+)?) ?(?:%|percent\b|per cent\b)/g;
const MINUTES = /(?<![\d.,])(\d+(?:[.,]\d+)?)(?: |-)?(?:min|mins|minutes?)\b/g;
const valuesOf = (text: string, pattern: RegExp): number[] =>
  [...text.matchAll(pattern)].map((match) => Number(match[1]!.replace(',', '.')));
/**
 * The thresholds a ticket states: every percentage (the postmortem gives no other), and the durations in the
 * statements that give a percentage (the outage's 47 minutes told as background is no threshold).
 */
const thresholdsIn = (text: string): { percents: number[]; minutes: number[] } => {
  const rules = statementsAbout(text, /%|\bper ?cent\b/);
  return {
    percents: valuesOf(numbersAsFigures(text), PERCENT),
    minutes: rules.flatMap((rule) => valuesOf(numbersAsFigures(rule), MINUTES)),
  };
};

const isLee = (name: string): boolean => /^@?lee$/i.test(name.trim());

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const byId = new Map(tasks.map((task) => [task.id.toUpperCase(), task]));
  const status = (id: string): string => byId.get(id)?.status ?? 'missing';
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  // The new ticket is recognised by being new (the seeded ids are known), not by words in its title.
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const alert = created[0];
  const alertText = normalizeText(`${alert?.title ?? ''} ${alert?.description ?? ''}`);
  // Every seeded ticket keeps its fields and stays unarchived; only TASK-2 and TASK-3 change status (to Done,
  // held above). Notes may be added.
  const board = await diffTracker(context.before.tracker, context.tracker, {
    changed: { status: [...CLOSED] },
    added: true,
  });
  // backlog.md keeps an archived ticket's status: the reader says which tickets the agent archived.
  const archived = seeded
    .filter((want) => !want.archived && byId.get(want.id.toUpperCase())?.archived === true)
    .map((want) => want.id.toUpperCase());
  // Where the ticket states the threshold, it states the postmortem's: no other percentage or duration.
  const thresholds = thresholdsIn(`${alert?.title ?? ''}\n\n${alert?.description ?? ''}`);
  const wrongThreshold = [
    ...thresholds.percents.filter((value) => value !== THRESHOLD.percent).map((value) => `${value}%`),
    ...thresholds.minutes.filter((value) => value !== THRESHOLD.minutes).map((value) => `${value} min`),
  ];
  const acted = status('TASK-2') !== 'In Progress' || status('TASK-3') !== 'To Do' || created.length > 0;
  return [
    {
      name: 'finished items closed',
      points: 2,
      passed: status('TASK-2') === 'Done' && status('TASK-3') === 'Done',
      detail: `TASK-2 ${status('TASK-2')}, TASK-3 ${status('TASK-3')}`,
    },
    {
      name: 'load test still open',
      passed: acted && status('TASK-4') === 'To Do' && !archived.includes('TASK-4'),
      detail: `${status('TASK-4')}${archived.includes('TASK-4') ? ', archived' : ''}`,
    },
    {
      name: 'one new ticket, for the 5xx alert',
      points: 2,
      passed: created.length === 1 && ALERT.test(alertText),
      detail: created.map((task) => `${task.id} "${task.title}"`).join('; ') || 'none created',
    },
    {
      name: 'alert ticket open and owned by Lee',
      passed: alert !== undefined && alert.status !== 'Done' && alert.assignee.some(isLee),
      detail: alert ? `${alert.status}, ${alert.assignee.join(', ')}` : '',
    },
    {
      name: 'alert ticket states no other threshold than 1% for 5 minutes',
      passed: alert !== undefined && wrongThreshold.length === 0,
      detail: wrongThreshold.join(', '),
    },
    {
      name: 'alert ticket carries the threshold',
      required: false,
      passed: /\b1 ?%/.test(alertText),
      detail: alert ? alertText.slice(0, 120) : '',
    },
    {
      name: 'every other field of the seeded tickets unchanged, none archived',
      passed: acted && board.passed,
      detail: board.detail,
    },
  ];
}
