/** The README an imported τ²-bench telecom suite gets: what it is, how to run it, what validation found. */
import type { Tau2Task } from '../environments/app-state.ts';
import type { Tau2ImportSummary } from './tau2-import-summary.ts';
import { ids, list, passes, probeSection, why } from './tau2-readme.ts';

export function tau2TelecomReadme(summary: Tau2ImportSummary, upstream: readonly Tau2Task[]): string {
  const { tasks } = summary;
  const goldUpstream = tasks.filter((task) => !passes(task.gold, 'upstream'));
  const goldVerified = tasks.filter((task) => !passes(task.gold, 'verified'));
  const nothingUpstream = tasks.filter((task) => passes(task.nothing, 'upstream'));
  const nothingVerified = tasks.filter((task) => passes(task.nothing, 'verified'));
  // Assertions a do-nothing run already meets: only ACTION (a transfer) keeps upstream from passing it.
  const vacuous = tasks.filter(
    (task) => !task.nothing.verified.failures.some((f) => f.startsWith('env assertions')),
  );
  const goldDbMismatch = tasks.filter((task) => !task.gold.dbMatch);
  const userSide = upstream.filter((task) =>
    (task.evaluation_criteria.actions ?? []).some((action) => action.requestor === 'user'),
  ).length;
  return `# τ²-bench telecom, imported

${tasks.length} tasks of τ²-bench's telecom domain (its small set, \`tasks_small.json\`; Sierra Research, MIT), written
by \`mcp-arena import tau2 <corpus> --domain telecom --out <this folder>\`. Each task folder holds its \`task.yaml\`
(the user as a person of the task, with their phone; upstream's agent policy, the main policy and the
tech-support manual, as the agent's \`instructions\`; the gold actions as the reference plan: the agent's as
calls, the user's as requests the scripted user carries out on their phone), \`check.ts\` (the shared
\`tau2Check\`) and \`seed/tau2/tau2.json\` (the upstream task verbatim: its set-up, gold actions and assertions;
and the paths of \`domains/telecom/db.toml\` and \`user_db.toml\`). The agent's tools are upstream's,
\`tau2__<tool>\`; the user's tools (their phone: \`toggle_airplane_mode\`, \`run_speed_test\`, ...) are the user's
only: ${userSide} of the ${tasks.length} tasks need the user to act on their phone (dual control).

\`\`\`sh
npx mcp-arena validate <this folder>                                        # gold actions and do-nothing, both rewards
OPENAI_API_KEY=... npx mcp-arena run <this folder> --model openai:gpt-4.1 --people-model openai:gpt-4.1 --repeats 4
\`\`\`

## The two rewards

- **upstream reward** (the required checkpoint): τ²-bench's reward exactly. ENV_ASSERTION: each of the task's
  env assertions holds on the state after the episode (the user's phone, the carrier's records); ACTION: 1
  when every gold action is matched by a call (the agent's or the user's); DB: both databases equal those of
  the gold actions replayed on a fresh copy without syncing between calls, as upstream replays them; COMMUNICATE and
  NL_ASSERTION as in retail; the product over \`reward_basis\`.
- **verified reward** (beside it): every env assertion holds whatever \`reward_basis\` says, every record of
  the carrier's database the gold actions change (replayed as a live episode makes them) is as they leave it,
  a gold transfer is made, and something is verified at all (a task whose assertions hold before anyone acts
  and that asks for no write, transfer or information is not passed by doing nothing).

## What validation found (computed by the importer; \`validate\` gives the same through the apps)

Gold plan (the reference: the user acting on their phone when asked) failing upstream's reward:
${goldUpstream.length} of ${tasks.length}.

${list(tasks, (task) => (passes(task.gold, 'upstream') ? undefined : why(task.gold, 'upstream')))}
Gold plan failing the verified reward: ${goldVerified.length} of ${tasks.length}.

${list(tasks, (task) => (passes(task.gold, 'verified') ? undefined : why(task.gold, 'verified')))}
A do-nothing run (no tool call, answer "Done.") passes upstream's reward on ${nothingUpstream.length} of
${tasks.length} tasks: ${ids(nothingUpstream)}.

A do-nothing run passes the verified reward on ${nothingVerified.length} of ${tasks.length} tasks: ${ids(nothingVerified)}.

Tasks whose env assertions a do-nothing run already meets (upstream's reward is kept from passing it only by
ACTION, the transfer): ${vacuous.length}: ${ids(vacuous)}.

Tasks whose gold plan ends in databases other than upstream's gold replay (upstream replays the gold actions
without the sync a live episode makes after each call; DB is in no task's \`reward_basis\` here, so it counts
for none): ${goldDbMismatch.length}: ${ids(goldDbMismatch)}.

${probeSection(tasks)}`;
}
