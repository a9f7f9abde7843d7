/**
 * τ²-bench's reward for a telecom task, computed as upstream computes it (src/tau2/evaluator/ of
 * sierra-research/tau2-bench), and beside it mcp-arena's verified reward. Pure: states, calls and messages
 * come in, rewards come out, in the shape of retail's (tau2-reward.ts) so the same checkpoints report them.
 *
 * Upstream: ENV_ASSERTION = every env assertion of the task holds on the state after the episode (the
 * user's phone and the carrier's records); DB = both databases equal those of the gold actions replayed
 * on a fresh copy of the initial state, without the sync a live episode makes after each call (not counted
 * when a gold write fails and they match); COMMUNICATE, ACTION and NL_ASSERTION as in retail; the product
 * over `reward_basis`.
 *
 * Verified: every env assertion holds, whatever `reward_basis` says; each record of the carrier's database
 * the gold actions change (replayed as a live episode makes them, synced) is as the gold leaves it; a gold
 * transfer is made and `communicate_info` told; and something is verified at all: a task whose assertions
 * already hold at the start, with no write, transfer or information, is not passed by doing nothing.
 */
import { sameValue } from '../../environments/apps/tau2/retail-data.ts';
import type { TelecomState } from '../../environments/apps/tau2/telecom-data.ts';
import { telecomAssertions } from '../../environments/apps/tau2/telecom-episode.ts';
import { telecomToolKind } from '../../environments/apps/tau2/telecom-toolkit.ts';
import type { Tau2Action, Tau2Call, Tau2Task, TelecomReplay } from '../../environments/app-state.ts';
import {
  communicatedInfo,
  matchesAction,
  nlComponent,
  rewardBasis,
  type Tau2Rewards,
} from './tau2-reward.ts';

export interface TelecomRewardInput {
  task: Tau2Task;
  /** Both databases after the episode. */
  final: TelecomState;
  /** The task's initial state (its set-up run). */
  initial: TelecomState;
  /** The gold actions replayed as upstream does (no sync between calls): the DB component's target. */
  gold: TelecomReplay;
  /** The gold actions replayed as a live episode makes them (synced): the verified reward's target. */
  liveGold: TelecomReplay;
  /** Every call of the episode, the agent's and the user's (`requestor: 'user'`), by upstream's names. */
  calls: readonly Tau2Call[];
  agentMessages: readonly string[];
  nlVerdicts?: readonly boolean[];
}

/** A gold action and a call match: same side, same tool, equal compared arguments. */
function matches(action: Tau2Action, call: Tau2Call): boolean {
  return (action.requestor ?? 'assistant') === (call.requestor ?? 'assistant') && matchesAction(action, call);
}

/** The carrier's records (`lines/L1002`, `bills/B1234321`, ...) the gold replay changed. */
function changedRecords(before: TelecomState, after: TelecomState): string[] {
  const out: string[] = [];
  const tables = { customers: 'customer_id', lines: 'line_id', bills: 'bill_id' } as const;
  for (const [table, key] of Object.entries(tables) as [keyof typeof tables, string][]) {
    const ids = new Set([...before.db[table], ...after.db[table]].map((row) => String(row[key])));
    for (const id of ids)
      if (!sameValue(record(before, table, id), record(after, table, id))) out.push(`${table}/${id}`);
  }
  return out;
}

function record(state: TelecomState, table: 'customers' | 'lines' | 'bills', id: string): unknown {
  const key = { customers: 'customer_id', lines: 'line_id', bills: 'bill_id' }[table];
  return state.db[table].find((row) => row[key] === id);
}

export function telecomRewards(input: TelecomRewardInput): Tau2Rewards {
  const criteria = input.task.evaluation_criteria;
  const basis = rewardBasis(criteria);
  const assertions = telecomAssertions(input.final, input.task);
  const dbMatch = sameValue(input.final, input.gold.state);
  const goldFailures = input.gold.failed
    .filter(({ call }) => telecomToolKind(call.name, call.requestor) === 'write')
    .map(({ call, error }) => `${call.name}: ${error}`);
  const communicated = communicatedInfo(criteria, input.agentMessages);
  const actions = (criteria.actions ?? []).map((action) => ({
    action,
    matched: input.calls.some((call) => matches(action, call)),
  }));
  const nl = criteria.nl_assertions ?? [];

  const components: Tau2Rewards['upstream']['components'] = {};
  let reward = 1;
  if (basis.has('DB')) {
    if (goldFailures.length > 0 && dbMatch) components.DB = 'not evaluated';
    else reward *= components.DB = dbMatch ? 1 : 0;
  }
  if (basis.has('ENV_ASSERTION')) reward *= components.ENV_ASSERTION = assertions.every((a) => a.met) ? 1 : 0;
  if (basis.has('COMMUNICATE')) reward *= components.COMMUNICATE = communicated.every((c) => c.met) ? 1 : 0;
  if (basis.has('ACTION')) reward *= components.ACTION = actions.every((a) => a.matched) ? 1 : 0;
  if (basis.has('NL_ASSERTION')) {
    const judge = (components.NL_ASSERTION = nlComponent(criteria, input.nlVerdicts));
    if (judge !== 'not judged') reward *= judge;
  }

  const failures: string[] = [];
  const unmet = assertions.filter((a) => !a.met).map((a) => a.assertion.func_name);
  if (unmet.length > 0) failures.push(`env assertions not met: ${unmet.join(', ')}`);
  if (input.liveGold.failed.some(({ call }) => telecomToolKind(call.name, call.requestor) === 'write'))
    failures.push(`the gold actions do not reach the task's target: ${goldFailures.join('; ')}`);
  const records = changedRecords(input.initial, input.liveGold.state);
  const wrong = records.filter(
    (id) => !sameValue(record(input.final, ...split(id)), record(input.liveGold.state, ...split(id))),
  );
  if (wrong.length > 0) failures.push(`gold write effects missing on ${wrong.join(', ')}`);
  const untold = communicated.filter((c) => !c.met).map((c) => c.info);
  if (untold.length > 0) failures.push(`not told to the user: ${untold.join(', ')}`);
  const transfers = actions.filter(({ action }) => action.name === 'transfer_to_human_agents');
  if (transfers.some(({ matched }) => !matched)) failures.push('no transfer to a human agent');
  const judged = nl.length > 0 && input.nlVerdicts?.length === nl.length;
  if (judged && !input.nlVerdicts!.every(Boolean)) failures.push('an NL assertion was judged not met');
  const startsMet = telecomAssertions(input.initial, input.task).every((a) => a.met);
  const evidence =
    !startsMet || records.length > 0 || transfers.length > 0 || communicated.length > 0 || judged;
  if (!evidence)
    failures.push(
      'nothing verifiable: the env assertions hold at the start, and no write, transfer or information',
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

const split = (id: string): ['customers' | 'lines' | 'bills', string] => {
  const [table, ...rest] = id.split('/');
  return [table as 'customers' | 'lines' | 'bills', rest.join('/')];
};
