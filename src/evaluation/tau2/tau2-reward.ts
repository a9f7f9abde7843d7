/**
 * τ²-bench's reward, computed exactly as upstream computes it (src/tau2/evaluator/ of
 * sierra-research/tau2-bench), and beside it mcp-arena's verified reward. Pure: the databases, calls and
 * messages come in, rewards come out.
 *
 * Upstream: DB = the final database equals the one the gold actions give on a fresh copy (not counted when
 * a gold write action fails and the databases match); COMMUNICATE = every `communicate_info` string is in
 * an agent message (lower case, commas dropped); NL_ASSERTION = an LLM judge on the conversation; ACTION =
 * 1 when every gold action is matched by a call (matchesAction); the reward is the product over `reward_basis`, and an empty
 * component counts 1.
 *
 * Verified: the final database equals the gold one and every record a gold write changes is as the gold
 * leaves it, whatever `reward_basis` says; `communicate_info` is told and a gold transfer made, also where
 * upstream leaves them out; and something was verified at all: a task whose only criteria are empty or
 * unjudged is not passed by doing nothing. Given the episode (the check gives it), also the policy's rules
 * that leave no trace in the database: authentication before a write, the user's yes before each.
 */
import { type RetailDb, sameValue } from '../../environments/apps/tau2/retail-data.ts';
import {
  type Tau2Action,
  type Tau2Call,
  type Tau2Replay,
  type Tau2Task,
} from '../../environments/app-state.ts';
import { policyFailures, type Tau2Episode } from './tau2-policy.ts';
import { TAU2_WRITE_TOOLS } from './tau2-write-tools.ts';

export { TAU2_WRITE_TOOLS };

export interface Tau2RewardInput {
  task: Tau2Task;
  /** The database after the episode. */
  finalDb: RetailDb;
  /** The database as seeded. */
  seedDb: RetailDb;
  /** The gold actions replayed on a fresh copy of the seed. */
  gold: Tau2Replay;
  /** The agent's tool calls, by upstream's tool names. */
  toolCalls: readonly (Tau2Call & { isError?: boolean })[];
  /** What the agent said to the user, message by message. */
  agentMessages: readonly string[];
  /** The NL assertions' verdicts, when a judge gave them. */
  nlVerdicts?: readonly boolean[];
  /**
   * The episode as it happened (calls with their turns, the conversation): the verified reward then also
   * requires the policy's authentication before a write and the user's yes before each (tau2-policy.ts).
   */
  episode?: Tau2Episode;
}

export type Tau2Component = 'DB' | 'COMMUNICATE' | 'NL_ASSERTION' | 'ACTION' | 'ENV_ASSERTION';

export interface Tau2Rewards {
  upstream: {
    reward: number;
    /** Each component of reward_basis: its value, or `not judged` / `not evaluated`. */
    components: Partial<Record<Tau2Component, number | 'not judged' | 'not evaluated'>>;
  };
  verified: { reward: number; failures: string[] };
  dbMatch: boolean;
  communicated: { info: string; met: boolean }[];
  actions: { action: Tau2Action; matched: boolean }[];
  /** Gold write actions that failed on the fresh copy: the gold state is not what the task describes. */
  goldFailures: string[];
}

const matchText = (message: string): string => message.toLowerCase().replaceAll(',', '');

/** COMMUNICATE's evidence: each `communicate_info` string, met when an agent message holds it (case and commas aside). */
export const communicatedInfo = (
  criteria: Tau2Task['evaluation_criteria'],
  agentMessages: readonly string[],
): Tau2Rewards['communicated'] =>
  (criteria.communicate_info ?? []).map((info) => ({
    info,
    met: agentMessages.some((message) => matchText(message).includes(info.toLowerCase())),
  }));

/**
 * NL_ASSERTION's component as upstream scores it: 1 with no assertion, the judge's verdict once every assertion
 * is judged, else `not judged` (and no factor of the reward).
 */
export function nlComponent(
  criteria: Tau2Task['evaluation_criteria'],
  verdicts: readonly boolean[] | undefined,
): 0 | 1 | 'not judged' {
  const assertions = criteria.nl_assertions ?? [];
  if (assertions.length === 0) return 1;
  if (verdicts?.length !== assertions.length) return 'not judged';
  return verdicts.every(Boolean) ? 1 : 0;
}

/** The components a task's reward multiplies: its `reward_basis`, upstream's default `[DB, COMMUNICATE]` without one. */
export const rewardBasis = (criteria: Tau2Task['evaluation_criteria']): Set<string> =>
  new Set(criteria.reward_basis ?? ['DB', 'COMMUNICATE']);

/**
 * Whether a call matches a gold action, as upstream's `compare_with_tool_call`: same tool, and equal values of
 * the compared arguments, which are the action's `compare_args`, or the call's own arguments when it has none
 * (an extra argument of the call is then a difference; one it leaves out is not compared).
 */
export function matchesAction(action: Tau2Action, call: Tau2Call): boolean {
  if (call.name !== action.name) return false;
  const keys = action.compare_args ?? Object.keys(call.arguments);
  const pick = (args: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((key) => key in args).map((key) => [key, args[key]]));
  return sameValue(pick(call.arguments), pick(action.arguments));
}

/** The records a gold replay changed: `orders/<id>`, `users/<id>`, `products/<id>`. */
function changedRecords(seed: RetailDb, gold: RetailDb): string[] {
  const out: string[] = [];
  for (const table of ['orders', 'users', 'products'] as const) {
    const keys = new Set([...Object.keys(seed[table]), ...Object.keys(gold[table])]);
    for (const key of keys) {
      if (!sameValue(seed[table][key], gold[table][key])) out.push(`${table}/${key}`);
    }
  }
  return out;
}

function record(db: RetailDb, path: string): unknown {
  const [table, ...key] = path.split('/') as ['orders' | 'users' | 'products', ...string[]];
  return db[table][key.join('/')];
}

export function tau2Rewards(input: Tau2RewardInput): Tau2Rewards {
  const criteria = input.task.evaluation_criteria;
  const goldActions = criteria.actions ?? [];
  const basis = rewardBasis(criteria);
  const dbMatch = sameValue(input.finalDb, input.gold.db);
  const goldFailures = input.gold.failed
    .filter(({ call }) => TAU2_WRITE_TOOLS.has(call.name))
    .map(({ call, error }) => `${call.name}: ${error}`);
  const communicated = communicatedInfo(criteria, input.agentMessages);
  const actions = goldActions.map((action) => ({
    action,
    matched: input.toolCalls.some((call) => matchesAction(action, call)),
  }));

  const components: Tau2Rewards['upstream']['components'] = {};
  let reward = 1;
  if (basis.has('DB')) {
    if (goldFailures.length > 0 && dbMatch) components.DB = 'not evaluated';
    else {
      components.DB = dbMatch ? 1 : 0;
      reward *= components.DB;
    }
  }
  if (basis.has('COMMUNICATE')) {
    components.COMMUNICATE = communicated.every((check) => check.met) ? 1 : 0;
    reward *= components.COMMUNICATE;
  }
  if (basis.has('ACTION')) {
    components.ACTION = actions.every((a) => a.matched) ? 1 : 0;
    reward *= components.ACTION;
  }
  if (basis.has('NL_ASSERTION')) {
    const nl = (components.NL_ASSERTION = nlComponent(criteria, input.nlVerdicts));
    if (nl !== 'not judged') reward *= nl;
  }
  if (basis.has('ENV_ASSERTION')) components.ENV_ASSERTION = 'not evaluated';

  return {
    upstream: { reward, components },
    verified: verify(input, { dbMatch, goldFailures, communicated, actions }),
    dbMatch,
    communicated,
    actions,
    goldFailures,
  };
}

function verify(
  input: Tau2RewardInput,
  found: Pick<Tau2Rewards, 'dbMatch' | 'goldFailures' | 'communicated' | 'actions'>,
): Tau2Rewards['verified'] {
  const failures: string[] = [];
  const assertions = input.task.evaluation_criteria.nl_assertions ?? [];
  if (found.goldFailures.length > 0)
    failures.push(`the gold actions do not reach the task's target: ${found.goldFailures.join('; ')}`);
  if (!found.dbMatch) failures.push('the final database differs from the gold one');
  const records = changedRecords(input.seedDb, input.gold.db);
  const wrong = records.filter(
    (path) => !sameValue(record(input.finalDb, path), record(input.gold.db, path)),
  );
  if (wrong.length > 0) failures.push(`gold write effects missing on ${wrong.join(', ')}`);
  const untold = found.communicated.filter((check) => !check.met).map((check) => check.info);
  if (untold.length > 0) failures.push(`not told to the user: ${untold.join(', ')}`);
  const transfers = found.actions.filter(({ action }) => action.name === 'transfer_to_human_agents');
  if (transfers.some(({ matched }) => !matched)) failures.push('no transfer to a human agent');
  if (input.episode) failures.push(...policyFailures(input.seedDb, input.episode));
  const judged = assertions.length > 0 && input.nlVerdicts?.length === assertions.length;
  if (judged && !input.nlVerdicts!.every(Boolean)) failures.push('an NL assertion was judged not met');
  const evidence = records.length > 0 || found.communicated.length > 0 || transfers.length > 0 || judged;
  if (!evidence)
    failures.push(
      assertions.length > 0
        ? `nothing verifiable: no write, no information to tell, and ${assertions.length} NL assertions not judged`
        : 'nothing verifiable: no write, no information to tell, no transfer, no assertion',
    );
  return { reward: failures.length === 0 ? 1 : 0, failures };
}
