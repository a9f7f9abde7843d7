import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffGitRefs, normalizeText } from 'mcp-arena/evaluation';

const REPO = 'route-planner';
/** Tickets closed on main and not reverted since: the commit on main that closed them (merge, squash, hotfix). */
const CLOSED: Record<string, string> = {
  'TASK-31': '5245dca', // merge of #209
  'TASK-32': '07f1241', // merge of #216; #207 (d8aca81) was reverted in d56f635
  'TASK-37': '1eaf84b', // hotfix on main
  'TASK-38': '54c4a2c', // squash of #212; its branch shows as unmerged
};
const REVERTED = { id: 'TASK-40', commit: '0c70c76' };
const BRANCH = { id: 'TASK-34', branch: 'feat/task-34-geocode-rate-limit' };
/** Sprint 47 tickets whose status the sync must not change. */
const KEEP: Record<string, string> = {
  'TASK-33': 'In Progress', // branch only ("Closes" in a branch commit closes nothing)
  'TASK-35': 'In Progress', // only "Refs TASK-35" on main
  'TASK-36': 'To Do',
  'TASK-39': 'Done', // wiki work, no commits
  'TASK-41': 'To Do',
};
const EARLIER = ['TASK-25', 'TASK-26', 'TASK-27', 'TASK-28', 'TASK-29', 'TASK-30'];
const BACKLOG = ['TASK-42', 'TASK-43', 'TASK-44', 'TASK-45'];

/** The tickets whose status the checkpoints above judge; every other ticket (other teams') keeps its status. */
const SYNCED = new Set([
  ...Object.keys(CLOSED),
  REVERTED.id,
  BRANCH.id,
  ...Object.keys(KEEP),
  ...EARLIER,
  ...BACKLOG,
]);

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
  // The sync never changes the repository: every branch and tag as seeded, none added.
  const refs = await diffGitRefs(context.before.git, context.git, REPO).catch((error: Error) => ({
    passed: false,
    detail: error.message,
  }));
  // Every seeded ticket keeps its fields (status is judged above), milestone, description and notes.
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const milestoneOf = (markdown: string): string =>
    /^milestone:\s*['"]?(.*?)['"]?\s*$/m.exec(markdown)?.[1] ?? '';
  const notesOf = (markdown: string): string[] =>
    (/SECTION:NOTES:BEGIN -->([\s\S]*?)<!-- SECTION:NOTES:END/.exec(markdown)?.[1] ?? '')
      .split('\n')
      .map((line) => normalizeText(line))
      .filter(Boolean);
  const same = (a: string[], b: string[]): boolean => [...a].sort().join() === [...b].sort().join();
  const drift = seeded.flatMap((want) => {
    const id = want.id.toUpperCase();
    const task = byId.get(id);
    if (!task) return [`${id} missing`];
    const markdown = normalizeText(task.markdown);
    return [
      task.title !== want.title ? `${id} title` : '',
      !same(task.assignee, want.assignee) ? `${id} assignee ${task.assignee.join(',')}` : '',
      !same(task.labels, want.labels) ? `${id} labels ${task.labels.join(',')}` : '',
      (task.priority ?? '') !== (want.priority ?? '') ? `${id} priority ${task.priority}` : '',
      milestoneOf(task.markdown) !== milestoneOf(want.markdown) ? `${id} milestone` : '',
      !SYNCED.has(id) && task.status !== want.status ? `${id} status ${task.status}` : '',
      !normalizeText(task.description).includes(normalizeText(want.description)) ? `${id} description` : '',
      notesOf(want.markdown).some((line) => !markdown.includes(line)) ? `${id} notes lost` : '',
    ].filter(Boolean);
  });
  const added = tasks.filter((task) => !seededIds.has(task.id.toUpperCase())).map((task) => task.id);
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
      detail: `${status('TASK-32')}${mentions('TASK-32', 'd8aca81') ? ', mentions the reverted d8aca81' : ''}`,
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
      passed: acted && refs.passed,
      detail: refs.detail,
    },
  ];
}
