import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffMemory,
  diffTracker,
  mentionsDate,
  missingMail,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

const MARTA = 'Marta Kowalski';
const DELETED = [
  'one-on-one-marta@brightline.test',
  'pipeline-design-review@brightline.test',
  'grafana-walkthrough@brightline.test',
];
/** Every other event (start, end, title): up to the last day, or hosted by someone else. None may change. */
const KEPT: Record<string, [string, string, string]> = {
  'standup@brightline.test': ['2026-09-01T09:30:00Z', '2026-09-01T09:45:00Z', 'Data Platform standup'],
  'one-on-one-martin@brightline.test': ['2026-09-03T11:00:00Z', '2026-09-03T11:30:00Z', '1:1 Sam / Martin'],
  'one-on-one-jonas@brightline.test': ['2026-09-04T10:00:00Z', '2026-09-04T10:30:00Z', '1:1 Sam / Jonas'],
  'budget-2027@brightline.test': [
    '2026-11-26T14:00:00Z',
    '2026-11-26T15:00:00Z',
    '2027 budget for Data Platform',
  ],
  'incident-review-1201@brightline.test': [
    '2026-12-01T14:00:00Z',
    '2026-12-01T15:00:00Z',
    'Incident review: orders feed delay',
  ],
  'handover-marta-jonas@brightline.test': [
    '2026-12-02T13:00:00Z',
    '2026-12-02T15:00:00Z',
    'Handover Marta -> Jonas',
  ],
  'cost-report-review@brightline.test': [
    '2026-12-03T10:00:00Z',
    '2026-12-03T11:00:00Z',
    'Cost report per pipeline: first numbers',
  ],
  'farewell-marta@brightline.test': [
    '2026-12-04T16:00:00Z',
    '2026-12-04T18:00:00Z',
    'Farewell drinks for Marta',
  ],
  'sprint-planning-1207@brightline.test': [
    '2026-12-07T09:00:00Z',
    '2026-12-07T11:00:00Z',
    'Sprint planning December',
  ],
  'successor-interviews@brightline.test': [
    '2026-12-09T09:00:00Z',
    '2026-12-09T12:00:00Z',
    "Interviews for Marta's successor",
  ],
  'schema-registry-sync@brightline.test': [
    '2026-12-10T10:00:00Z',
    '2026-12-10T10:30:00Z',
    'Schema registry sync',
  ],
  'team-offsite@brightline.test': ['2026-12-15T08:00:00Z', '2026-12-15T16:00:00Z', 'Data Platform offsite'],
};
/** Marta's open tickets: only their assignees change (to Jonas; on the pair ticket Jonas replaces Marta). */
const REASSIGNED: Record<string, string> = {
  'TASK-3': 'jonas',
  'TASK-5': 'jonas',
  'TASK-8': 'jonas,priya',
  'TASK-12': 'jonas',
};
/** An entity's observations kept: every one it had is still there as written (more are fine). */
const keptAll = (before: unknown, after: unknown): boolean =>
  Array.isArray(before) && Array.isArray(after) && before.every((text) => after.includes(text));
const SEEDED_MAIL = [
  'sc-access-lgraf@brightline.test',
  'mw-holiday@brightline.test',
  'mk-leaving-1@brightline.test',
  'dp-offboard-marta@brightline.test',
  'fac-desks-48@brightline.test',
  'afc-nl-1123@airflowcloud.test',
].map((id) => `<${id}>`);
const SYSTEMS = [/gitlab/, /\bvpn\b/, /\baws\b/, /airflow/, /grafana/];

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
  const reassigned = ['TASK-3', 'TASK-5', 'TASK-12'].filter((id) => who(id) === 'jonas');
  const seeded = new Map((await context.before.tracker.tasks()).map((task) => [task.id.toUpperCase(), task]));
  const openStatus = Object.keys(REASSIGNED).filter((id) => byId.get(id)?.status === seeded.get(id)?.status);
  // The whole board as seeded (notes may be added): only the reassigned tickets' assignees change (their
  // status is held above); other teams' tickets (seed/tracker/noise.yaml) too.
  const board = await diffTracker(context.before.tracker, context.tracker, {
    changed: { assignee: Object.keys(REASSIGNED), status: Object.keys(REASSIGNED) },
    added: true,
  });

  const events = await context.calendar.events();
  const start = new Map(events.map((event) => [event.uid, event.start]));
  const keptEvents = Object.entries(KEPT).filter(([uid, [from, to, summary]]) => {
    const event = events.find((item) => item.uid === uid);
    return (
      event !== undefined &&
      sameInstant(event.start, from) &&
      sameInstant(event.end, to) &&
      normalizeText(event.summary) === normalizeText(summary)
    );
  });
  // The calendar noise (seed/calendar/noise.yaml) is seeded too.
  const seededUids = new Set((await context.before.calendar.events()).map((event) => event.uid));
  const addedEvents = events.filter(
    (event) => !KEPT[event.uid] && !DELETED.includes(event.uid) && !seededUids.has(event.uid),
  );

  const graph = await context.memory();
  const relation = (from: string, to: string, type: RegExp) =>
    graph.relations.some(
      (item) => item.from === from && item.to === to && type.test(item.relationType.trim().toLowerCase()),
    );
  const marta = graph.entities.find((entity) => entity.name === MARTA);
  const observations = marta?.observations ?? [];
  // The seeded graph (the team and the noise around it) as it was: only Marta's works_at and member_of
  // relations may go, entities may only gain observations.
  const memoryDiff = diffMemory(await context.before.memory(), graph, {
    entities: {
      added: true,
      changed: ({ column, before, after }) => column === 'observations' && keptAll(before, after),
    },
    relations: {
      added: true,
      removed: (item) =>
        item.from === MARTA &&
        ((item.to === 'Brightline' && item.relationType === 'works_at') ||
          (item.to === 'Data Platform' && item.relationType === 'member_of')),
    },
  });
  const memoryDamage = memoryDiff.unexpected;

  const itMails = (await context.mail.sent()).filter((message) =>
    recipientsOf(message).includes('it-access@brightline.test'),
  );
  const itMail = itMails.find((message) => normalizeText(message.subject).includes('marta kowalski'));
  const itText = normalizeText(itMail?.text ?? '');

  const mailGone = await missingMail(context.mail, SEEDED_MAIL);

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
      name: "done tickets and other people's tickets untouched, no field of any ticket changed but the assignees",
      points: 2,
      passed: acted && board.passed,
      detail: board.detail,
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
      name: "meetings up to the last day and others' meetings kept as they were, none added",
      points: 2,
      passed: acted && keptEvents.length === Object.keys(KEPT).length && addedEvents.length === 0,
      detail: Object.keys(KEPT)
        .filter((uid) => !keptEvents.some(([kept]) => kept === uid))
        .concat(addedEvents.map((event) => `added ${event.summary}`))
        .join(', '),
    },
    {
      name: 'memory: formerly_worked_at Brightline instead of works_at',
      points: 2,
      passed:
        relation(MARTA, 'Brightline', /^formerly[ _]worked[ _]at$/) &&
        !relation(MARTA, 'Brightline', /^works[ _]at$/),
    },
    {
      name: 'memory: no longer member of Data Platform',
      // A relation kept as history ("former_member_of") is no membership.
      passed:
        marta !== undefined &&
        !relation(MARTA, 'Data Platform', /^(?!.*(former|previous|past|\bex)).*member/),
    },
    {
      name: 'memory: leaving date observed',
      passed: observations.some(
        (text) => /\bleft\b/.test(normalizeText(text)) && mentionsDate(text, '2026-12-04'),
      ),
      detail: observations.join(' | '),
    },
    {
      name: 'memory: everything else about Marta and the others kept',
      passed: acted && memoryDamage.length === 0,
      detail: memoryDamage.slice(0, 5).join('; '),
    },
    { name: 'every seeded mail kept', passed: acted && mailGone.length === 0, detail: mailGone.join(', ') },
    {
      name: 'IT asked for access removal, subject "Access removal: Marta Kowalski"',
      points: 2,
      passed: itMail !== undefined && normalizeText(itMail.subject).includes('access removal'),
      detail: itMails.map((message) => message.subject).join('; '),
    },
    {
      name: 'IT mail names the username, the last day, 18:00 and every system',
      points: 2,
      passed:
        itMail !== undefined &&
        itText.includes('mkowalski') &&
        (mentionsDate(itText, '2026-12-04') || /\b0?4[./]12\./.test(itText)) &&
        /\b18[:.h]00\b|\b6(:00)? ?p\.?m\b/.test(itText) &&
        SYSTEMS.every((system) => system.test(itText)),
    },
  ];
}
