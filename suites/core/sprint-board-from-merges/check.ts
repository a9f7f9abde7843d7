import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

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
/** Assignee and priority of every sprint ticket, as seeded. */
const OWNERS: Record<string, string> = {
  'TASK-31': '@maya high',
  'TASK-32': '@jonas high',
  'TASK-33': '@li medium',
  'TASK-34': '@maya medium',
  'TASK-35': '@sofia medium',
  'TASK-36': '@li low',
  'TASK-37': '@sofia high',
  'TASK-38': '@sofia medium',
  'TASK-39': '@maya low',
  'TASK-40': '@jonas medium',
  'TASK-41': '@anders low',
};
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
  const heads = await context
    .git(REPO, ['for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads'])
    .catch(() => '');
  const main = (await context.git(REPO, ['rev-parse', 'main']).catch(() => '')).trim();
  const owners = Object.keys(OWNERS).filter((id) => {
    const task = byId.get(id);
    return !task || `${task.assignee.join(',')} ${(task.priority ?? '').toLowerCase()}` !== OWNERS[id];
  });
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
      name: 'reverted TASK-40 back to To Do with the revert commit',
      points: 2,
      passed: status(REVERTED.id) === 'To Do' && mentions(REVERTED.id, REVERTED.commit),
      detail: `${status(REVERTED.id)}, ${mentions(REVERTED.id, REVERTED.commit) ? 'revert noted' : `no ${REVERTED.commit}`}`,
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
      name: 'assignees and priorities kept, no tickets added or removed',
      passed: acted && owners.length === 0 && tasks.length === 21,
      detail: `${tasks.length} tickets${owners.length ? `; changed: ${owners.join(', ')}` : ''}`,
    },
    {
      name: 'repository unchanged',
      passed: acted && main === MAIN && heads.trim().split('\n').length === 10,
      detail: `main ${main.slice(0, 7) || 'missing'}, ${heads.trim().split('\n').length} branches`,
    },
  ];
}
