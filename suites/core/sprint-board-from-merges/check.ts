import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';
import { normalizeText } from '../../../src/evaluation/index.ts';

const REPO = 'route-planner';
const MAIN = 'c638ee8b1a9f1af777758e547a17aff4c57ac14d';
/** Tickets closed on main and not reverted since: the commit on main that closed them (merge, squash, hotfix). */
const CLOSED: Record<string, string> = {
  'TASK-31': '08997e6', // merge of #209
  'TASK-32': '72a20f7', // merge of #216; #207 (07d22b9) was reverted in bf0cf7a
  'TASK-37': '4163118', // hotfix on main
  'TASK-38': 'f472773', // squash of #212; its branch shows as unmerged
};
const REVERTED = { id: 'TASK-40', commit: 'c599f97' };
const BRANCH = { id: 'TASK-34', branch: 'feat/task-34-geocode-rate-limit' };
/** Sprint 47 tickets whose status the sync must not change. */
const KEEP: Record<string, string> = {
  'TASK-33': 'In Progress', // branch only ("Closes" in a branch commit closes nothing)
  'TASK-35': 'In Progress', // only "Refs TASK-35" on main
  'TASK-36': 'To Do',
  'TASK-39': 'Done', // wiki work, no commits
  'TASK-41': 'To Do',
};
interface SeededTicket {
  title: string;
  status: string;
  assignee: string[];
  labels: string[];
  priority: string;
  milestone: string;
  description: string;
}
/** Every ticket as seeded (front matter and description), for the before/after comparison. */
const SEEDED: Record<string, SeededTicket> = {
  'TASK-25': {
    title: 'Nightly re-optimisation job',
    status: 'Done',
    assignee: ['@anders'],
    labels: ['chore'],
    priority: 'medium',
    milestone: 'Sprint 46',
    description:
      'Run the re-optimisation for the next day at 02:00 UTC on the batch cluster (infra repository).',
  },
  'TASK-26': {
    title: 'Split driver and dispatcher roles in the API',
    status: 'Done',
    assignee: ['@li'],
    labels: ['feature'],
    priority: 'medium',
    milestone: 'Sprint 46',
    description:
      'Drivers may only read their own route; dispatchers edit all routes. Done in the auth gateway configuration.',
  },
  'TASK-27': {
    title: 'Time windows per stop',
    status: 'Done',
    assignee: ['@jonas'],
    labels: ['feature'],
    priority: 'high',
    milestone: 'Sprint 46',
    description: 'Customers give a delivery window per stop; the planner must respect it.',
  },
  'TASK-28': {
    title: 'Depot CSV with a byte order mark fails to load',
    status: 'Done',
    assignee: ['@sofia'],
    labels: ['bug'],
    priority: 'high',
    milestone: 'Sprint 46',
    description:
      'The depot list exported from Excel starts with a BOM and the first column is read as "\\ufeffcode".',
  },
  'TASK-29': {
    title: 'Driving-time breaks (EU 561/2006)',
    status: 'Done',
    assignee: ['@maya'],
    labels: ['feature'],
    priority: 'high',
    milestone: 'Sprint 46',
    description: 'A driver takes a 45 minute break after 4h30 of driving; plan it into the route.',
  },
  'TASK-30': {
    title: 'Route cost dashboard',
    status: 'Done',
    assignee: ['@anders'],
    labels: ['feature'],
    priority: 'low',
    milestone: 'Sprint 46',
    description: 'Cost per route and per depot in the ops Grafana (dashboards repository).',
  },
  'TASK-31': {
    title: 'Fix ETA drift after midnight',
    status: 'In Progress',
    assignee: ['@maya'],
    labels: ['bug'],
    priority: 'high',
    milestone: 'Sprint 47',
    description:
      'Stops after midnight show an ETA on the wrong day in the driver app: 00:15 reads as today instead of tomorrow.',
  },
  'TASK-32': {
    title: 'Depot opening hours in route constraints',
    status: 'In Progress',
    assignee: ['@jonas'],
    labels: ['feature'],
    priority: 'high',
    milestone: 'Sprint 47',
    description:
      'Routes must not arrive at a depot outside its opening hours (Rotterdam closes at 22:00, Hamburg at 20:00).',
  },
  'TASK-33': {
    title: 'Export route sheet as PDF',
    status: 'In Progress',
    assignee: ['@li'],
    labels: ['feature'],
    priority: 'medium',
    milestone: 'Sprint 47',
    description:
      'Drivers without the app get a printed route sheet: stops in order, ETAs and a signature box.',
  },
  'TASK-34': {
    title: 'Rate-limit the geocoding client',
    status: 'To Do',
    assignee: ['@maya'],
    labels: ['tech-debt'],
    priority: 'medium',
    milestone: 'Sprint 47',
    description:
      'The geocoder allows 10 requests per second per key; bulk imports hit 429s. Add a client-side limit.',
  },
  'TASK-35': {
    title: 'Migrate models to pydantic v2',
    status: 'In Progress',
    assignee: ['@sofia'],
    labels: ['tech-debt'],
    priority: 'medium',
    milestone: 'Sprint 47',
    description:
      'Move Vehicle and Depot to the v2 API (ConfigDict, model_validate) and lift the pydantic<2 pin.',
  },
  'TASK-36': {
    title: 'Driver app: break reminders',
    status: 'To Do',
    assignee: ['@li'],
    labels: ['feature'],
    priority: 'low',
    milestone: 'Sprint 47',
    description:
      'Remind the driver 15 minutes before a planned break. Needs the breaks from TASK-29 in the route payload.',
  },
  'TASK-37': {
    title: 'Vehicles with zero capacity get stops',
    status: 'To Do',
    assignee: ['@sofia'],
    labels: ['bug'],
    priority: 'high',
    milestone: 'Sprint 47',
    description:
      'Vans parked for repair are exported with capacity_kg 0 and the planner still assigns stops to them.',
  },
  'TASK-38': {
    title: 'Flaky test: test_reoptimise_window',
    status: 'In Progress',
    assignee: ['@sofia'],
    labels: ['bug', 'chore'],
    priority: 'medium',
    milestone: 'Sprint 47',
    description: 'Fails in CI a few times a week, always shortly before midnight UTC.',
  },
  'TASK-39': {
    title: 'Document the routing API for the dispatch team',
    status: 'Done',
    assignee: ['@maya'],
    labels: ['docs'],
    priority: 'low',
    milestone: 'Sprint 47',
    description: 'Write the dispatch-facing API guide in the team wiki (not in the repository).',
  },
  'TASK-40': {
    title: 'Cache the distance matrix per depot',
    status: 'Done',
    assignee: ['@jonas'],
    labels: ['tech-debt'],
    priority: 'medium',
    milestone: 'Sprint 47',
    description: 'Planning recomputes the distance matrix for every run; cache it per depot and stop set.',
  },
  'TASK-41': {
    title: 'Collect dispatcher feedback on ETAs',
    status: 'To Do',
    assignee: ['@anders'],
    labels: ['chore'],
    priority: 'low',
    milestone: 'Sprint 47',
    description:
      'Sit with two dispatchers in Rotterdam and note where ETAs were off by more than 15 minutes.',
  },
  'TASK-42': {
    title: 'Multi-day routes',
    status: 'To Do',
    assignee: [],
    labels: ['feature'],
    priority: 'low',
    milestone: '',
    description: 'Long-haul routes that span two days with an overnight stop.',
  },
  'TASK-43': {
    title: 'Range constraint for electric vans',
    status: 'To Do',
    assignee: [],
    labels: ['feature'],
    priority: 'medium',
    milestone: '',
    description: 'E-vans have 180 km of range in winter; routes longer than that need a charging stop.',
  },
  'TASK-44': {
    title: 'Evaluate OR-Tools for route assignment',
    status: 'To Do',
    assignee: ['@anders'],
    labels: ['spike'],
    priority: 'medium',
    milestone: '',
    description:
      'Compare the CP-SAT routing solver with our round-robin assignment on a week of Rotterdam stops.',
  },
  'TASK-45': {
    title: 'Remove the legacy CSV route importer',
    status: 'To Do',
    assignee: [],
    labels: ['tech-debt'],
    priority: 'low',
    milestone: '',
    description: 'Nobody has used the v1 CSV importer since March; remove it and its tests.',
  },
};
/** Implementation-note lines seeded on tickets: kept (notes may be added, never lost). */
const SEEDED_NOTES: Record<string, string[]> = {
  'TASK-31': ['Branch fix/TASK-31-eta-midnight'],
  'TASK-32': ['Branch feat/TASK-32-depot-hours'],
  'TASK-33': ['Branch feat/TASK-33-route-pdf'],
  'TASK-35': ['Branch chore/TASK-35-pydantic-models'],
  'TASK-38': ['Branch fix/TASK-38-flaky-reoptimise'],
  'TASK-40': ['Branch feat/TASK-40-distance-cache', 'Merged in 2bddc6e (moved to Done by Jonas on 17 Nov)'],
};
/** Branches and tags as seeded: the sync never changes the repository. */
const SEEDED_REFS = [
  'refs/heads/chore/TASK-35-pydantic-models 028480d2e46ecf4716f27adffaaf840c0084bb3b',
  'refs/heads/feat/TASK-32-depot-hours 9273786465c2f1740779899aea0a2ab7ab85ed32',
  'refs/heads/feat/TASK-32-depot-hours-v2 d3a07574a314c11ad86b1d3d5a72505a85bd63b8',
  'refs/heads/feat/TASK-33-route-pdf a58a996c165cc50bd97119c768e52f67b7b362b7',
  'refs/heads/feat/TASK-34-geocode-rate-limit 48fb2053a76d9cddb2254334fc7b81d70a286ead',
  'refs/heads/feat/TASK-40-distance-cache 5f43694b4ba3805cf9a9d1f0194060af7f03a592',
  'refs/heads/fix/TASK-31-eta-midnight 4d1a5d0f2764e178a8af1eece073b001031a3c75',
  'refs/heads/fix/TASK-38-flaky-reoptimise 0e5cdc8f65bc213b5f8c0ec48a15ecb1c56b93e0',
  `refs/heads/main ${MAIN}`,
  'refs/heads/spike/TASK-44-ortools aeffbdf4cc2af6e97a637d427f44b5447c7134ce',
  'refs/tags/v1.7.0 3f2a9abdd72cd5ca29c2b971bfaea7e313c5502b',
  'refs/tags/v1.8.0 6d2d4f6b1c0fb3e759c6a676d92e0e5e6a3af078',
];
const EARLIER = ['TASK-25', 'TASK-26', 'TASK-27', 'TASK-28', 'TASK-29', 'TASK-30'];
const BACKLOG = ['TASK-42', 'TASK-43', 'TASK-44', 'TASK-45'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const byId = new Map(tasks.map((task) => [task.id.toUpperCase(), task]));
  const status = (id: string): string => byId.get(id)?.status ?? 'missing';
  const mentions = (id: string, text: string): boolean =>
    (byId.get(id)?.markdown ?? '').toLowerCase().includes(text.toLowerCase());
  const list = (ids: string[], show: (id: string) => string): string =>
    ids.map((id) => `${id} ${show(id)}`).join(', ');
  const closed = Object.keys(CLOSED);
  // Leaving things alone earns points only once the agent changed something.
  const acted =
    closed.some((id) => status(id) !== 'In Progress' && status(id) !== 'To Do') ||
    status(REVERTED.id) !== 'Done' ||
    status(BRANCH.id) !== 'To Do';
  const refs = (
    await context.git(REPO, ['for-each-ref', '--format=%(refname) %(objectname)']).catch(() => '')
  )
    .trim()
    .split('\n');
  const refsChanged = [
    ...SEEDED_REFS.filter((ref) => !refs.includes(ref)),
    ...refs.filter((ref) => !SEEDED_REFS.includes(ref)),
  ];
  // Every seeded ticket keeps its fields (status is judged above), its description and its notes.
  const same = (a: string[], b: string[]): boolean => [...a].sort().join() === [...b].sort().join();
  const drift = Object.entries(SEEDED).flatMap(([id, want]) => {
    const task = byId.get(id);
    if (!task) return [`${id} missing`];
    const milestone = /^milestone:\s*['"]?(.*?)['"]?\s*$/m.exec(task.markdown)?.[1] ?? '';
    const markdown = normalizeText(task.markdown);
    return [
      task.title !== want.title ? `${id} title` : '',
      !same(task.assignee, want.assignee) ? `${id} assignee ${task.assignee.join(',')}` : '',
      !same(task.labels, want.labels) ? `${id} labels ${task.labels.join(',')}` : '',
      (task.priority ?? '').toLowerCase() !== want.priority ? `${id} priority ${task.priority}` : '',
      milestone !== want.milestone ? `${id} milestone ${milestone}` : '',
      !normalizeText(task.description).includes(normalizeText(want.description)) ? `${id} description` : '',
      (SEEDED_NOTES[id] ?? []).some((line) => !markdown.includes(normalizeText(line)))
        ? `${id} notes lost`
        : '',
    ].filter(Boolean);
  });
  const added = tasks.filter((task) => !(task.id.toUpperCase() in SEEDED)).map((task) => task.id);
  // The reader does not say which folder a ticket is in: an archived ticket is found through the calls.
  const archived = context.toolCalls
    .filter((call) => !call.isError && /task_archive$/.test(call.name))
    .map((call) => String(call.arguments.id ?? ''));
  const revertReason = /\b9 ?gb\b|unbounded cache/.test(normalizeText(byId.get(REVERTED.id)?.markdown ?? ''));
  const untouched = (id: string, want: string): boolean =>
    status(id) === want && !mentions(id, 'SECTION:NOTES') && !mentions(id, 'Implementation Notes');
  return [
    {
      name: 'tickets closed on main are Done',
      points: 2,
      passed: closed.every((id) => status(id) === 'Done'),
      detail: list(closed, status),
    },
    {
      name: 'Done tickets note the commit on main',
      points: 2,
      passed: closed.every((id) => mentions(id, CLOSED[id] ?? '')),
      detail: list(closed, (id) => (mentions(id, CLOSED[id] ?? '') ? 'noted' : `no ${CLOSED[id]}`)),
    },
    {
      name: 'TASK-32 counts the re-landed merge, not the reverted one',
      passed: status('TASK-32') === 'Done' && mentions('TASK-32', CLOSED['TASK-32'] ?? ''),
      detail: `${status('TASK-32')}${mentions('TASK-32', '07d22b9') ? ', mentions the reverted 07d22b9' : ''}`,
    },
    {
      name: 'reverted TASK-40 back to To Do with the revert commit and its reason',
      points: 2,
      passed: status(REVERTED.id) === 'To Do' && mentions(REVERTED.id, REVERTED.commit) && revertReason,
      detail: `${status(REVERTED.id)}, ${mentions(REVERTED.id, REVERTED.commit) ? 'revert noted' : `no ${REVERTED.commit}`}${revertReason ? '' : ', no reason (9 GB cache)'}`,
    },
    {
      name: 'TASK-34 In Progress with its branch',
      passed: status(BRANCH.id) === 'In Progress' && mentions(BRANCH.id, BRANCH.branch),
      detail: `${status(BRANCH.id)}, ${mentions(BRANCH.id, BRANCH.branch) ? 'branch noted' : 'branch not noted'}`,
    },
    {
      name: 'unfinished and commit-less sprint tickets keep their status',
      points: 2,
      passed: acted && Object.entries(KEEP).every(([id, want]) => status(id) === want),
      detail: list(Object.keys(KEEP), status),
    },
    {
      name: 'earlier sprints and the backlog left alone (TASK-44 spike too)',
      passed:
        acted &&
        EARLIER.every((id) => untouched(id, 'Done')) &&
        BACKLOG.every((id) => untouched(id, 'To Do')),
      detail: list([...EARLIER, ...BACKLOG], status),
    },
    {
      name: 'every ticket keeps its other fields and notes, none created or archived',
      passed: acted && drift.length === 0 && added.length === 0 && archived.length === 0,
      detail: [...drift, ...added.map((id) => `${id} created`), ...archived.map((id) => `${id} archived`)]
        .slice(0, 5)
        .join('; '),
    },
    {
      name: 'repository unchanged (every branch and tag as seeded)',
      passed: acted && refsChanged.length === 0,
      detail: refsChanged.slice(0, 4).join('; '),
    },
  ];
}
