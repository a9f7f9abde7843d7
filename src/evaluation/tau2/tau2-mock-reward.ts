/**
 * τ²-bench's reward for a mock task, computed as upstream computes it (src/tau2/evaluator/ of
 * sierra-research/tau2-bench), and beside it mcp-arena's verified reward, in retail's shape (tau2-reward.ts).
 *
 * Upstream: a task with neither gold actions nor env assertions has an environment reward of 1 (no replay);
 * otherwise DB = both databases (the agent's and the user's inbox) equal those of the gold actions replayed
 * on a fresh copy of the initial state, and ENV_ASSERTION = every env assertion holds after the episode;
 * ACTION = 1 when every gold action is matched by a call of the whole conversation (the message history's,
 * the agent's and the user's: same name, equal compared arguments, all of the call's when `compare_args` is
 * absent); COMMUNICATE and NL_ASSERTION as in retail; the product over `reward_basis`, `[DB, COMMUNICATE]`
 * when the task gives none.
 *
 * Verified: every env assertion holds; where there are gold actions, the agent's database equals the gold
 * one and every record they change is as they leave it (the user's inbox is the env assertions' to judge:
 * the user's own writes are no gold action); a gold transfer is made and `communicate_info` told; and
 * something is verified at all.
 */
import { sameValue } from '../../environments/apps/tau2/retail-data.ts';
import { historyCalls, mockAssertions } from '../../environments/apps/tau2/mock-episode.ts';
import type { MockState } from '../../environments/apps/tau2/mock-toolkit.ts';
import type { Tau2Call, Tau2Replay, Tau2Task } from '../../environments/app-state.ts';
import {
  communicatedInfo,
  matchesAction,
  nlComponent,
  rewardBasis,
  type Tau2Rewards,
} from './tau2-reward.ts';

export interface MockRewardInput {
  task: Tau2Task;
  /** Both databases after the episode. */
  final: MockState;
  /** The task's initial state (its set-up and history run). */
  initial: MockState;
  /** The gold actions replayed on a fresh copy of the initial state. */
  gold: { state: MockState; failed: Tau2Replay['failed'] };
  /** Every call of the conversation: the history's, the agent's and the user's (`requestor: 'user'`). */
  calls: readonly Tau2Call[];
  /** What the agent said, the history's messages included. */
  agentMessages: readonly string[];
  nlVerdicts?: readonly boolean[];
}

/**
 * The whole conversation as upstream reads it: the message history's calls and agent messages first, then
 * the episode's (the agent's calls and the user's, the agent's messages).
 */
export function withHistory(
  task: Tau2Task,
  calls: readonly Tau2Call[],
  agentMessages: readonly string[],
): { calls: Tau2Call[]; agentMessages: string[] } {
  const history = task.initial_state?.message_history ?? [];
  return {
    calls: [...historyCalls(history).map(({ call }) => call), ...calls],
    agentMessages: [
      ...history.flatMap((m) => (m.role === 'assistant' && m.content ? [m.content] : [])),
      ...agentMessages,
    ],
  };
}

/** The agent's records (`tasks/task_2`, `users/user_1`) the gold replay changed. */
function changedRecords(before: MockState, after: MockState): string[] {
  const out: string[] = [];
  for (const table of ['tasks', 'users'] as const) {
    const ids = new Set([...Object.keys(before.db[table]), ...Object.keys(after.db[table])]);
    for (const id of ids)
      if (!sameValue(before.db[table][id], after.db[table][id])) out.push(`${table}/${id}`);
  }
  return out;
}

const record = (state: MockState, id: string): unknown => {
  const [table, key] = id.split('/') as ['tasks' | 'users', string];
  return state.db[table][key];
};

export function mockRewards(input: MockRewardInput): Tau2Rewards {
  const criteria = input.task.evaluation_criteria;
  const basis = rewardBasis(criteria);
  const unchecked = criteria.actions == null && criteria.env_assertions == null;
  const assertions = mockAssertions(input.final, input.task);
  const dbMatch = sameValue(input.final, input.gold.state);
  const goldFailures = input.gold.failed.map(({ call, error }) => `${call.name}: ${error}`);
  const communicated = communicatedInfo(criteria, input.agentMessages);
  const actions = (criteria.actions ?? []).map((action) => ({
    action,
    matched: input.calls.some((call) => matchesAction(action, call)),
  }));
  const nl = criteria.nl_assertions ?? [];

  const components: Tau2Rewards['upstream']['components'] = {};
  let reward = 1;
  if (basis.has('DB')) reward *= components.DB = unchecked || dbMatch ? 1 : 0;
  if (basis.has('ENV_ASSERTION'))
    reward *= components.ENV_ASSERTION = unchecked || assertions.every((a) => a.met) ? 1 : 0;
  if (basis.has('ACTION')) reward *= components.ACTION = actions.every((a) => a.matched) ? 1 : 0;
  if (basis.has('COMMUNICATE')) reward *= components.COMMUNICATE = communicated.every((c) => c.met) ? 1 : 0;
  if (basis.has('NL_ASSERTION')) {
    const judge = (components.NL_ASSERTION = nlComponent(criteria, input.nlVerdicts));
    if (judge !== 'not judged') reward *= judge;
  }

  const failures: string[] = [];
  const unmet = assertions.filter((a) => !a.met).map((a) => a.assertion.func_name);
  if (unmet.length > 0) failures.push(`env assertions not met: ${unmet.join(', ')}`);
  if (goldFailures.length > 0)
    failures.push(`the gold actions do not reach the task's target: ${goldFailures.join('; ')}`);
  const records = changedRecords(input.initial, input.gold.state);
  if (actions.length > 0 && !sameValue(input.final.db, input.gold.state.db))
    failures.push("the agent's database differs from the gold one");
  const wrong = records.filter((id) => !sameValue(record(input.final, id), record(input.gold.state, id)));
  if (wrong.length > 0) failures.push(`gold write effects missing on ${wrong.join(', ')}`);
  const untold = communicated.filter((c) => !c.met).map((c) => c.info);
  if (untold.length > 0) failures.push(`not told to the user: ${untold.join(', ')}`);
  const transfers = actions.filter(({ action }) => action.name === 'transfer_to_human_agents');
  if (transfers.some(({ matched }) => !matched)) failures.push('no transfer to a human agent');
  const judged = nl.length > 0 && input.nlVerdicts?.length === nl.length;
  if (judged && !input.nlVerdicts!.every(Boolean)) failures.push('an NL assertion was judged not met');
  const startsMet = mockAssertions(input.initial, input.task).every((a) => a.met);
  const evidence =
    (assertions.length > 0 && !startsMet) ||
    records.length > 0 ||
    transfers.length > 0 ||
    communicated.length > 0 ||
    judged;
  if (!evidence)
    failures.push(
      nl.length > 0
        ? `nothing verifiable: no write, assertion, transfer or information, and ${nl.length} NL assertions not judged`
        : 'nothing verifiable: no write, assertion, transfer or information',
    );

  return {
    upstream: { reward, components },
    verified: { reward: failures.length === 0 ? 1 : 0, failures },
    dbMatch,
    communicated,
    actions,
    goldFailures,
  };
}
