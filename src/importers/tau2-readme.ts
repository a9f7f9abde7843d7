/** The README an imported τ²-bench suite gets: what it is, how to run it, and what its validation found. */
import type { Tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import type { Tau2ImportSummary, Tau2TaskSummary } from './tau2-import-summary.ts';

export const passes = (rewards: Tau2Rewards, which: 'upstream' | 'verified'): boolean =>
  rewards[which].reward === 1;

export function why(rewards: Tau2Rewards, which: 'upstream' | 'verified'): string {
  if (which === 'verified') return rewards.verified.failures.join('; ');
  const components = Object.entries(rewards.upstream.components).map(([name, value]) => `${name} ${value}`);
  const notes =
    rewards.goldFailures.length > 0 ? `; gold write failed: ${rewards.goldFailures.join('; ')}` : '';
  return `${components.join(', ')}${notes}`;
}

export function list(tasks: Tau2TaskSummary[], pick: (task: Tau2TaskSummary) => string | undefined): string {
  const rows = tasks.flatMap((task) => {
    const reason = pick(task);
    return reason === undefined ? [] : [`| ${task.id} | ${reason.replaceAll('|', '\\|')} |`];
  });
  return rows.length === 0 ? 'None.\n' : `| task | why |\n| --- | --- |\n${rows.join('\n')}\n`;
}

export const ids = (tasks: Tau2TaskSummary[]): string =>
  tasks.length ? tasks.map((task) => task.id).join(', ') : 'none';

export function tau2SuiteReadme(summary: Tau2ImportSummary): string {
  const { domain, tasks } = summary;
  const goldUpstream = tasks.filter((task) => !passes(task.gold, 'upstream'));
  const goldVerified = tasks.filter((task) => !passes(task.gold, 'verified'));
  const nothingUpstream = tasks.filter((task) => passes(task.nothing, 'upstream'));
  const nothingVerified = tasks.filter((task) => passes(task.nothing, 'verified'));
  const unjudged = tasks.filter((task) => task.gold.upstream.components.NL_ASSERTION === 'not judged');
  const ignoredInfo = tasks.filter(
    (task) => task.gold.communicated.length > 0 && task.gold.upstream.components.COMMUNICATE === undefined,
  );
  return `# τ²-bench ${domain}, imported

${tasks.length} tasks of τ²-bench's ${domain} domain (Sierra Research, MIT), written by
\`mcp-arena import tau2 <corpus> --domain ${domain} --out <this folder>\`. Each task folder holds its \`task.yaml\`
(the user as a person of the task, the domain policy as the agent's \`instructions\`, the gold actions as the
reference plan with a confirmation before every write), \`check.ts\` (the shared \`tau2Check\`) and
\`seed/tau2/tau2.json\` (the upstream task verbatim, and the path of the one database copy in
\`domains/${domain}/\`). Tools are upstream's, served by mcp-arena's tau2 app: \`tau2__<tool>\`.

\`\`\`sh
npx mcp-arena validate <this folder>                                        # gold actions and do-nothing, both rewards
OPENAI_API_KEY=... npx mcp-arena run <this folder> --model openai:gpt-4.1 --people-model openai:gpt-4.1 --repeats 4
\`\`\`

## The two rewards

- **upstream reward** (the required checkpoint: it decides a cell's success, so pass^k compares with the
  published leaderboard): τ²-bench's reward exactly. DB: the final database equals the one the gold actions
  give on a fresh copy; COMMUNICATE: each \`communicate_info\` string in an agent message; NL_ASSERTION: an LLM
  judge (here: the task's \`keyPoints\`, judged by \`mcp-arena judge --judge keypoints\`; the check reports them
  \`not judged\`); the product over \`reward_basis\`, an empty component counting 1.
- **verified reward** (a checkpoint beside it): the same database, and also every record the gold writes
  change, every \`communicate_info\` told and every gold transfer made, whatever \`reward_basis\` says; and at
  least one of these to verify, so a task whose criteria are empty is not passed by doing nothing; and the
  policy's rules the database does not show: the user authenticated (by email, or name and zip) before
  anything of theirs is written, and their yes just before each write.

## What validation found (computed by the importer; \`validate\` gives the same through the apps)

Gold actions that fail upstream's reward: ${goldUpstream.length} of ${tasks.length}.

${list(tasks, (task) => (passes(task.gold, 'upstream') ? undefined : why(task.gold, 'upstream')))}
Gold actions that fail the verified reward: ${goldVerified.length} of ${tasks.length}.

${list(tasks, (task) => (passes(task.gold, 'verified') ? undefined : why(task.gold, 'verified')))}
A do-nothing run (no tool call, answer "Done.") passes upstream's reward on ${nothingUpstream.length} of
${tasks.length} tasks: ${ids(nothingUpstream)}.

A do-nothing run passes the verified reward on ${nothingVerified.length} of ${tasks.length} tasks: ${ids(nothingVerified)}.

${probeSection(tasks)}
Tasks whose NL assertions upstream's reward needs a judge for (reported \`not judged\` by the check):
${unjudged.length}. Tasks whose \`communicate_info\` upstream's reward ignores (COMMUNICATE is not in their
\`reward_basis\`): ${ignoredInfo.length}: ${ids(ignoredInfo)}.
`;
}

/** The probes' table: per kind, how many tasks have one and how many each reward passes. */
export function probeSection(tasks: Tau2TaskSummary[]): string {
  const kinds = new Map<
    string,
    { kind: string; why: string; count: number; upstream: number; verified: number }
  >();
  for (const probe of tasks.flatMap((task) => task.probes)) {
    const row = kinds.get(probe.name) ?? { kind: probe.kind, why: '', count: 0, upstream: 0, verified: 0 };
    row.count += 1;
    row.upstream += passes(probe.rewards, 'upstream') ? 1 : 0;
    row.verified += passes(probe.rewards, 'verified') ? 1 : 0;
    kinds.set(probe.name, row);
  }
  const rows = [...kinds].map(
    ([name, row]) =>
      `| ${name} | ${row.kind === 'alternative' ? 'must pass' : 'must fail'} | ${row.count} | ${row.upstream} | ${row.verified} |`,
  );
  const missed = (which: 'upstream' | 'verified') =>
    tasks.flatMap((task) =>
      task.probes
        .filter((probe) => passes(probe.rewards, which) !== (probe.kind === 'alternative'))
        .map((probe) => `${task.id} ${probe.name}`),
    );
  const withProbes = tasks.filter((task) => task.probes.length > 0).length;
  return `## Probes (\`probes/\` of ${withProbes} tasks; generated from the gold actions, \`validate\` runs them)

| probe | expected | tasks | passed upstream's reward | passed the verified reward |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

Wrong verdicts of upstream's reward: ${missed('upstream').length}. Wrong verdicts of the verified reward:
${missed('verified').length}: ${missed('verified').join(', ') || 'none'}.
`;
}
