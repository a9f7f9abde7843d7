import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const MARTA = 'Marta Kowalski';
const DELETED = [
  'one-on-one-marta@brightline.test',
  'pipeline-design-review@brightline.test',
  'grafana-walkthrough@brightline.test',
];
/** Every other event, with its start: up to the last day, or hosted by someone else. */
const KEPT: Record<string, string> = {
  'standup@brightline.test': '2026-09-01T09:30:00Z',
  'one-on-one-martin@brightline.test': '2026-09-03T11:00:00Z',
  'one-on-one-jonas@brightline.test': '2026-09-04T10:00:00Z',
  'budget-2027@brightline.test': '2026-11-26T14:00:00Z',
  'incident-review-1201@brightline.test': '2026-12-01T14:00:00Z',
  'handover-marta-jonas@brightline.test': '2026-12-02T13:00:00Z',
  'cost-report-review@brightline.test': '2026-12-03T10:00:00Z',
  'farewell-marta@brightline.test': '2026-12-04T16:00:00Z',
  'sprint-planning-1207@brightline.test': '2026-12-07T09:00:00Z',
  'successor-interviews@brightline.test': '2026-12-09T09:00:00Z',
  'schema-registry-sync@brightline.test': '2026-12-10T10:00:00Z',
  'team-offsite@brightline.test': '2026-12-15T08:00:00Z',
};
/** Tickets that are not Marta's open work, with their seeded status and assignees. */
const UNTOUCHED: Record<string, string> = {
  'TASK-1': 'Done marta',
  'TASK-2': 'Done jonas',
  'TASK-4': 'In Progress martin',
  'TASK-6': 'To Do martin',
  'TASK-7': 'To Do priya',
  'TASK-9': 'To Do jonas',
  'TASK-10': 'Done marta',
  'TASK-11': 'To Do sam',
  'TASK-13': 'To Do ',
  'TASK-14': 'In Progress jonas,martin',
};
const SYSTEMS = [/gitlab/i, /\bvpn\b/i, /\baws\b/i, /airflow/i, /grafana/i];

/** `@Jonas`, `jonas` and `@jonas` are the same person. */
const people = (assignees: string[]): string =>
  assignees
    .map((name) => name.replace(/^@/, '').trim().toLowerCase())
    .sort()
    .join(',');

const sameInstant = (value: string | undefined, expected: string): boolean =>
  value !== undefined && Date.parse(value) === Date.parse(expected);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const byId = new Map(tasks.map((task) => [task.id.toUpperCase(), task]));
  const who = (id: string): string => people(byId.get(id)?.assignee ?? ['missing']);
  const state = (id: string): string => `${byId.get(id)?.status ?? 'missing'} ${who(id)}`;
  const reassigned = ['TASK-3', 'TASK-5', 'TASK-12'].filter((id) => who(id) === 'jonas');
  const openStatus = ['TASK-3 To Do', 'TASK-5 In Progress', 'TASK-8 To Do', 'TASK-12 In Progress'].filter(
    (entry) => byId.get(entry.split(' ')[0]!)?.status === entry.slice(entry.indexOf(' ') + 1),
  );
  const untouched = Object.entries(UNTOUCHED).filter(([id, seeded]) => state(id) === seeded);

  const events = await context.calendar.events();
  const start = new Map(events.map((event) => [event.uid, event.start]));
  const keptEvents = Object.entries(KEPT).filter(([uid, when]) => sameInstant(start.get(uid), when));

  const graph = await context.memory();
  const relation = (from: string, to: string, type: RegExp) =>
    graph.relations.some((item) => item.from === from && item.to === to && type.test(item.relationType));
  const marta = graph.entities.find((entity) => entity.name === MARTA);
  const observations = marta?.observations ?? [];
  const othersKept =
    graph.entities.length === 9 &&
    ['Martin Weber', 'Jonas Berg', 'Priya Nair', 'Sam Carter', 'Daniel Price'].every((name) =>
      relation(name, 'Brightline', /^works_at$/),
    ) &&
    relation('Leon Graf', 'Brightline', /^formerly_worked_at$/) &&
    relation('Martin Weber', 'Data Platform', /^member_of$/);

  const itMails = (await context.mail.sent()).filter((message) =>
    [...message.to, ...message.cc].includes('it-access@brightline.test'),
  );
  const itMail = itMails.find((message) => /marta kowalski/i.test(message.subject));

  // Leaving things alone earns points only once the agent changed something.
  const acted =
    reassigned.length > 0 ||
    DELETED.some((uid) => !start.has(uid)) ||
    !relation(MARTA, 'Brightline', /^works_at$/) ||
    itMails.length > 0;
  return [
    {
      name: "Marta's open tickets reassigned to Jonas",
      points: 3,
      passed: reassigned.length === 3,
      detail: ['TASK-3', 'TASK-5', 'TASK-12'].map((id) => `${id}: ${who(id)}`).join(', '),
    },
    {
      name: 'pair ticket: Jonas replaces Marta, Priya stays',
      passed: who('TASK-8') === 'jonas,priya',
      detail: who('TASK-8'),
    },
    {
      name: 'reassigned tickets keep their status',
      passed: acted && openStatus.length === 4,
    },
    {
      name: "done tickets and other people's tickets untouched",
      points: 2,
      passed: acted && untouched.length === Object.keys(UNTOUCHED).length && tasks.length === 14,
      detail: Object.keys(UNTOUCHED)
        .filter((id) => !untouched.some(([kept]) => kept === id))
        .map((id) => `${id}: ${state(id)}`)
        .join(', '),
    },
    {
      name: 'recurring 1:1 with Marta deleted',
      points: 2,
      passed:
        !start.has('one-on-one-marta@brightline.test') &&
        !events.some((event) => /1:1.*marta/i.test(event.summary)),
    },
    {
      name: 'meetings Marta hosts after her last day deleted',
      points: 2,
      passed: !start.has(DELETED[1]!) && !start.has(DELETED[2]!),
    },
    {
      name: "meetings up to the last day and others' meetings kept",
      points: 2,
      passed: acted && keptEvents.length === Object.keys(KEPT).length,
      detail: Object.keys(KEPT)
        .filter((uid) => !keptEvents.some(([kept]) => kept === uid))
        .join(', '),
    },
    {
      name: 'memory: formerly_worked_at Brightline instead of works_at',
      points: 2,
      passed:
        relation(MARTA, 'Brightline', /^formerly_worked_at$/) && !relation(MARTA, 'Brightline', /^works_at$/),
    },
    {
      name: 'memory: no longer member of Data Platform',
      passed: marta !== undefined && !relation(MARTA, 'Data Platform', /member/i),
    },
    {
      name: 'memory: leaving date observed',
      passed: observations.some((text) => /left\b.*2026-12-04/i.test(text)),
      detail: observations.join(' | '),
    },
    {
      name: 'memory: everything else about Marta and the others kept',
      passed:
        acted &&
        observations.some((text) => /mkowalski/.test(text)) &&
        observations.some((text) => /^Access:/.test(text)) &&
        relation(MARTA, 'Jonas Berg', /^mentors$/) &&
        othersKept,
    },
    {
      name: 'IT asked for access removal, subject "Access removal: Marta Kowalski"',
      points: 2,
      passed: itMail !== undefined && /access removal/i.test(itMail.subject),
      detail: itMails.map((message) => message.subject).join('; '),
    },
    {
      name: 'IT mail names the username, the last day, 18:00 and every system',
      points: 2,
      passed:
        itMail !== undefined &&
        /mkowalski/.test(itMail.text) &&
        /\b4(th)?\.?\s*(of\s+)?dec|dec[a-z]*\.?\s+4\b|2026-12-04|\b0?4[./]12\./i.test(itMail.text) &&
        /18[:.]00|6\s*pm/i.test(itMail.text) &&
        SYSTEMS.every((system) => system.test(itMail.text)),
    },
  ];
}
