/** The README an imported τ²-bench mock suite gets: what it is, how to run it, what validation found. */
import type { Tau2Task } from '../environments/app-state.ts';
import type { Tau2ImportSummary } from './tau2-import-summary.ts';
import { ids, list, passes, probeSection, why } from './tau2-readme.ts';

export function tau2MockReadme(summary: Tau2ImportSummary, upstream: readonly Tau2Task[]): string {
  const { tasks } = summary;
  const goldUpstream = tasks.filter((task) => !passes(task.gold, 'upstream'));
  const goldVerified = tasks.filter((task) => !passes(task.gold, 'verified'));
  const nothingUpstream = tasks.filter((task) => passes(task.nothing, 'upstream'));
  const nothingVerified = tasks.filter((task) => passes(task.nothing, 'verified'));
  const count = (pick: (task: Tau2Task) => unknown) => upstream.filter(pick).length;
  const history = count((task) => task.initial_state?.message_history?.length);
  const defaultBasis = count((task) => !task.evaluation_criteria.reward_basis);
  // The user's own write is no gold action, yet DB compares their inbox too: no run passes DB and the assertion.
  const userWrites = tasks.filter(
    (task) => task.gold.upstream.components.DB === 0 && passes(task.gold, 'verified'),
  );
  return `# τ²-bench mock, imported

${tasks.length} tasks of τ²-bench's mock domain (a toy task tracker, upstream's test bed for its features; Sierra
Research, MIT), written by \`mcp-arena import tau2 <corpus> --domain mock --out <this folder>\`. Each task folder
holds its \`task.yaml\` (the user as a person of the task, with their notification inbox; upstream's policy as the
agent's \`instructions\`; the gold actions as the reference plan; upstream's \`message_history\` as the task's
\`history\`), \`check.ts\` (the shared \`tau2Check\`) and \`seed/tau2/tau2.json\` (the upstream task verbatim, and the
paths of \`domains/mock/db.json\` and \`user_db.json\`). The agent's tools are upstream's (\`tau2__create_task\`,
\`tau2__get_users\`, \`tau2__update_task_status\`, \`tau2__transfer_to_human_agents\`); the user's
(\`check_notifications\`, \`dismiss_notification\`) are the user's only.

${history} tasks start from a conversation already under way: the agent and the user are given it as upstream
gives it (the agent all of it, the user its own side), and the apps start from the state its calls left.
${defaultBasis} tasks give no \`reward_basis\`: upstream's default, DB and COMMUNICATE, applies.

\`\`\`sh
npx mcp-arena validate <this folder>                                        # gold actions and do-nothing, both rewards
OPENAI_API_KEY=... npx mcp-arena run <this folder> --model openai:gpt-4.1 --people-model openai:gpt-4.1 --repeats 4
\`\`\`

## The two rewards

- **upstream reward** (the required checkpoint): τ²-bench's reward exactly. A task with neither gold actions
  nor env assertions gets 1 for its environment; otherwise DB: both databases (the tracker's and the user's
  inbox) equal those of the gold actions replayed on a fresh copy of the initial state, and ENV_ASSERTION: each
  env assertion holds after the episode; ACTION: every gold action matched by a call of the whole conversation
  (the history's, the agent's, the user's); COMMUNICATE and NL_ASSERTION as in retail; the product over
  \`reward_basis\`, \`[DB, COMMUNICATE]\` when absent.
- **verified reward** (beside it): every env assertion holds; where there are gold actions, the tracker's
  database is the gold one and every record they change is as they leave it; a gold transfer is made; and
  something is verified at all (a task judged only by unjudged NL assertions passes nothing).

## What validation found (computed by the importer; \`validate\` gives the same through the apps)

Gold plan failing upstream's reward: ${goldUpstream.length} of ${tasks.length}.

${list(tasks, (task) => (passes(task.gold, 'upstream') ? undefined : why(task.gold, 'upstream')))}
${
  userWrites.length > 0
    ? `Why (${ids(userWrites)}): the scenario has the user dismiss their notification and the env assertion requires
it, but the dismissal is no gold action, and upstream's DB compares the user's inbox too; no run passes both.

`
    : ''
}Gold plan failing the verified reward: ${goldVerified.length} of ${tasks.length}.

${list(tasks, (task) => (passes(task.gold, 'verified') ? undefined : why(task.gold, 'verified')))}
A do-nothing run (no tool call, answer "Done.") passes upstream's reward on ${nothingUpstream.length} of
${tasks.length} tasks: ${ids(nothingUpstream)}.

A do-nothing run passes the verified reward on ${nothingVerified.length} of ${tasks.length} tasks: ${ids(nothingVerified)}.

${probeSection(tasks)}`;
}
