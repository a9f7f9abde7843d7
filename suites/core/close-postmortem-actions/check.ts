import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';
import { normalizeText } from '../../../src/evaluation/index.ts';

interface Seeded {
  title: string;
  status: string;
  assignee: string[];
  labels: string[];
  priority: string;
  /** Kept: the description may gain text, never lose it. */
  description: string;
}
/** The board as seeded; the postmortem closes TASK-2 and TASK-3 and nothing else may change. */
const SEEDED: Record<string, Seeded> = {
  'TASK-1': {
    title: 'Upgrade Node to 22 in CI',
    status: 'To Do',
    assignee: ['@sam'],
    labels: ['ci'],
    priority: 'low',
    description: 'The CI image still runs Node 20; move it to 22 after the release freeze.',
  },
  'TASK-2': {
    title: 'Raise DB connection pool for checkout',
    status: 'In Progress',
    assignee: ['@dana'],
    labels: ['checkout'],
    priority: 'high',
    description:
      'The checkout service ran out of database connections during the outage on 14 Nov. Raise the pool from 20 to 50.',
  },
  'TASK-3': {
    title: 'Update on-call runbook for checkout',
    status: 'To Do',
    assignee: ['@lee'],
    labels: ['ops'],
    priority: 'medium',
    description: 'Add the steps we used on 14 Nov (restart order, pool check) to the checkout runbook.',
  },
  'TASK-4': {
    title: 'Load test checkout before Black Friday',
    status: 'To Do',
    assignee: ['@dana'],
    labels: ['checkout'],
    priority: 'high',
    description: "Run the k6 scenario at 3x last year's peak against staging.",
  },
};
const CLOSED = new Set(['TASK-2', 'TASK-3']);

const isLee = (name: string): boolean => /^@?lee$/i.test(name.trim());

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const byId = new Map(tasks.map((task) => [task.id.toUpperCase(), task]));
  const status = (id: string): string => byId.get(id)?.status ?? 'missing';
  // The new ticket is recognised by being new (the seeded ids are known), not by words in its title.
  const created = tasks.filter((task) => !(task.id.toUpperCase() in SEEDED));
  const alert = created[0];
  const alertText = normalizeText(`${alert?.title ?? ''} ${alert?.description ?? ''}`);
  // Every seeded ticket keeps its fields; only TASK-2 and TASK-3 change status, to Done. Notes may be added.
  const drift = Object.entries(SEEDED).flatMap(([id, want]) => {
    const task = byId.get(id);
    if (!task) return [`${id} missing`];
    const wantStatus = CLOSED.has(id) ? 'Done' : want.status;
    const same = (a: string[], b: string[]): boolean => [...a].sort().join() === [...b].sort().join();
    return [
      task.title !== want.title ? `${id} title` : '',
      task.status !== wantStatus && !CLOSED.has(id) ? `${id} status ${task.status}` : '',
      !same(task.assignee, want.assignee) ? `${id} assignee ${task.assignee.join(',')}` : '',
      !same(task.labels, want.labels) ? `${id} labels ${task.labels.join(',')}` : '',
      (task.priority ?? '') !== want.priority ? `${id} priority ${task.priority}` : '',
      !normalizeText(task.description).includes(normalizeText(want.description)) ? `${id} description` : '',
    ].filter(Boolean);
  });
  // The reader does not say which folder a ticket is in: an archived ticket is found through the calls.
  const archived = context.toolCalls
    .filter((call) => !call.isError && /task_archive$/.test(call.name))
    .map((call) => String(call.arguments.id ?? '').toUpperCase());
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
      passed: created.length === 1 && /5xx|5\d\d errors?/.test(alertText),
      detail: created.map((task) => `${task.id} "${task.title}"`).join('; ') || 'none created',
    },
    {
      name: 'alert ticket open and owned by Lee',
      passed: alert !== undefined && alert.status !== 'Done' && alert.assignee.some(isLee),
      detail: alert ? `${alert.status}, ${alert.assignee.join(', ')}` : '',
    },
    {
      name: 'alert ticket carries the threshold',
      required: false,
      passed: /\b1 ?%/.test(alertText),
      detail: alert ? alertText.slice(0, 120) : '',
    },
    {
      name: 'every other field of the seeded tickets unchanged, none archived',
      passed: acted && drift.length === 0 && archived.length === 0,
      detail: [...drift, ...archived.map((id) => `${id} archived`)].slice(0, 5).join('; '),
    },
  ];
}
