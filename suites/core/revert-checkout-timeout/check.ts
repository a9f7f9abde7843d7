import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffGitRefs, gitRefs, mentionsId, normalizeText } from 'mcp-arena/evaluation';

const REPO = 'platform-config';
const MAIN = 'bc33c25b8bb0266efa527e2f060fbb549647432a';
/** "Write upstream clients as blocks in eight more services (TASK-15)": also set the payments timeout to 300. */
const CULPRIT = '933f953634e10618c1b3ddaef6227dfef5a656c6';
const FILE = 'services/checkout-api/values.yaml';
const TICKET = 'TASK-21';

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const git = (args: string[]): Promise<string> => context.git(REPO, args).catch(() => '');
  const refs = await gitRefs(context.git, REPO);
  const fixBranches = refs
    .filter((row) => row.ref.startsWith('refs/heads/fix/'))
    .map((row) => row.ref.slice(11));
  const branch = fixBranches.length === 1 ? fixBranches[0]! : undefined;
  const refDiff = await diffGitRefs(context.before.git, context.git, REPO, {
    added: (row) => row.ref.startsWith('refs/heads/fix/'),
  }).catch((error: Error) => ({ passed: false, detail: error.message }));

  const onMain = branch
    ? await context
        .git(REPO, ['merge-base', '--is-ancestor', MAIN, branch])
        .then(() => true)
        .catch(() => false)
    : false;
  const changed = branch
    ? (await git(['diff', '--name-only', MAIN, branch])).trim().split('\n').filter(Boolean)
    : [];
  // The file as it was before the culprit: no later commit touched it, so it is main's file with 3000 ms back.
  const wanted = await git(['show', `${CULPRIT}^:${FILE}`]);
  const fixed = branch ? await git(['show', `${branch}:${FILE}`]) : '';
  const messages = branch ? await git(['log', '--format=%B%x00', `${MAIN}..${branch}`]) : '';
  const subjects = messages
    .split('\0')
    .map((message) => message.trim())
    .filter(Boolean);
  const namesCulprit = (text: string) =>
    [7, 8, 9, 10, 12, 40].some((length) => text.includes(CULPRIT.slice(0, length)));

  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const ticket = tasks.find((task) => task.id.toUpperCase() === TICKET);
  const seededTicket = seeded.find((task) => task.id.toUpperCase() === TICKET);
  const added = normalizeText((ticket?.markdown ?? '').replace(seededTicket?.description ?? '', ''), {
    keepCase: true,
  });
  const same = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  const drift = seeded.filter((want) => {
    const task = tasks.find((item) => item.id.toUpperCase() === want.id.toUpperCase());
    if (!task) return true;
    if (want.id.toUpperCase() === TICKET)
      return (
        task.title !== want.title ||
        !['To Do', 'In Progress'].includes(task.status) ||
        !same(task.labels, want.labels) ||
        task.archived !== want.archived
      );
    return (
      task.title !== want.title ||
      task.status !== want.status ||
      !same(task.assignee, want.assignee) ||
      !same(task.labels, want.labels) ||
      task.priority !== want.priority ||
      task.archived !== want.archived
    );
  });
  const acted =
    fixBranches.length > 0 || !refDiff.passed || (ticket?.markdown ?? '') !== (seededTicket?.markdown ?? '');

  return [
    {
      name: 'one fix/TASK-21-… branch off main, as CONTRIBUTING says',
      passed: branch !== undefined && /^fix\/TASK-21-[a-z0-9][a-z0-9-]*$/.test(branch) && onMain,
      detail: `fix branches: ${fixBranches.join(', ') || 'none'}`,
    },
    {
      name: 'the branch restores timeout_ms 3000 for payments-api in checkout-api and changes nothing else',
      points: 3,
      passed: branch !== undefined && changed.join() === FILE && fixed === wanted,
      detail: `files changed: ${changed.join(', ') || 'none'}`,
    },
    {
      name: 'main and every other ref unchanged (the rest of the culprit commit stays)',
      passed: acted && refDiff.passed,
      detail: refDiff.detail,
    },
    {
      name: 'fix commit: "<service>: … (TASK-21)" with a Reverts-part-of footer naming 933f953',
      passed:
        subjects.length > 0 &&
        subjects.every((message) => /^checkout-api: .*\(TASK-21\)/i.test(message)) &&
        subjects.some(
          (message) =>
            /reverts-part-of:/i.test(message) && namesCulprit(message.split(/reverts-part-of:/i)[1]!),
        ),
      detail: subjects.join(' || ').slice(0, 300),
    },
    {
      name: 'TASK-21 assigned to the reviewer on duty this week (Emil)',
      passed:
        ticket !== undefined &&
        ticket.assignee.map((name) => name.replace(/^@/, '').toLowerCase()).join() === 'emil',
      detail: ticket?.assignee.join(', '),
    },
    {
      name: 'TASK-21 comment names the culprit commit and the branch',
      points: 2,
      passed: branch !== undefined && namesCulprit(added) && added.includes(branch),
      detail: added.slice(-300),
    },
    {
      name: 'other tickets unchanged',
      passed: acted && drift.length === 0,
      detail: drift.map((task) => task.id).join(', '),
    },
    {
      name: 'answer names the culprit commit',
      required: false,
      passed: namesCulprit(context.answer) || mentionsId(context.answer, 'TASK-15'),
    },
  ];
}
