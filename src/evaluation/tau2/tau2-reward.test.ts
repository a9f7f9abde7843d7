import { describe, expect, it } from 'vitest';
import type { Tau2Call, Tau2Task } from '../../environments/app-state.ts';
import { replayCalls } from '../../environments/apps/tau2/tau2-seed.ts';
import { retailFixture } from '../../environments/apps/tau2/test-fixtures/retail-fixture.ts';
import { tau2Checkpoints } from './tau2-check.ts';
import { tau2Rewards } from './tau2-reward.ts';

const cancel = { name: 'cancel_pending_order', arguments: { order_id: '#W1', reason: 'ordered by mistake' } };
const read = { name: 'get_order_details', arguments: { order_id: '#W1' } };

function task(criteria: Partial<Tau2Task['evaluation_criteria']>): Tau2Task {
  return {
    id: '1',
    user_scenario: { instructions: { reason_for_call: 'You want to cancel an order.' } },
    evaluation_criteria: {
      actions: [
        { action_id: '1_0', ...read },
        { action_id: '1_1', ...cancel },
      ],
      communicate_info: [],
      nl_assertions: null,
      reward_basis: ['DB', 'NL_ASSERTION'],
      ...criteria,
    },
  };
}

/** The rewards of an episode whose agent made `calls` and said `messages`. */
function rewardsOf(t: Tau2Task, calls: Tau2Call[], messages: string[] = []) {
  return tau2Rewards({
    task: t,
    finalDb: replayCalls(retailFixture(), calls).db,
    seedDb: retailFixture(),
    gold: replayCalls(retailFixture(), t.evaluation_criteria.actions ?? []),
    toolCalls: calls,
    agentMessages: messages,
  });
}

describe('tau2 rewards', () => {
  it('gives the gold actions 1 under both rewards, and a do-nothing run 0', () => {
    const gold = rewardsOf(task({}), [read, cancel]);
    expect(gold.upstream).toEqual({ reward: 1, components: { DB: 1, NL_ASSERTION: 1 } });
    expect(gold.verified).toEqual({ reward: 1, failures: [] });
    expect(gold.actions.every((action) => action.matched)).toBe(true);
    const nothing = rewardsOf(task({}), []);
    expect(nothing.upstream.reward).toBe(0);
    expect(nothing.verified.failures[0]).toMatch(/final database differs/);
  });

  it('matches calls by the compared arguments only', () => {
    const other = { ...cancel, arguments: { order_id: '#W1', reason: 'no longer needed' } };
    const rewards = rewardsOf(task({}), [other]);
    expect(rewards.actions[1]!.matched).toBe(false);
    expect(rewards.upstream.reward).toBe(0);
  });

  it("scores ACTION as upstream: 1 only when every gold action is matched, by the call's own arguments", () => {
    const t = task({ reward_basis: ['ACTION'] });
    // One of two gold actions matched: upstream's ACTION is 0, not a share.
    expect(rewardsOf(t, [read]).upstream).toEqual({ reward: 0, components: { ACTION: 0 } });
    // Without compare_args upstream compares the call's arguments: an extra one is no match.
    const extra = { ...cancel, arguments: { ...cancel.arguments, note: 'asked twice' } };
    expect(rewardsOf(t, [read, extra]).upstream.reward).toBe(0);
    expect(rewardsOf(t, [read, cancel]).upstream.reward).toBe(1);
  });

  it('ignores communicate_info when COMMUNICATE is not in reward_basis, as upstream does; verified does not', () => {
    const t = task({ communicate_info: ['30'] });
    const silent = rewardsOf(t, [read, cancel]);
    expect(silent.upstream.reward).toBe(1);
    expect(silent.verified.failures).toEqual(['not told to the user: 30']);
    const told = rewardsOf(t, [read, cancel], ['Your refund of $3,0 is on its way.']);
    expect(told.verified.reward).toBe(1);
    const counted = rewardsOf(
      { ...t, evaluation_criteria: { ...t.evaluation_criteria, reward_basis: ['DB', 'COMMUNICATE'] } },
      [read, cancel],
    );
    expect(counted.upstream).toEqual({ reward: 0, components: { DB: 1, COMMUNICATE: 0 } });
  });

  it('passes a do-nothing run of a task without writes upstream, but not verified', () => {
    const t = task({ actions: [{ action_id: '2_0', ...read }] });
    const nothing = rewardsOf(t, []);
    expect(nothing.upstream.reward).toBe(1);
    expect(nothing.verified.failures).toEqual([
      'nothing verifiable: no write, no information to tell, no transfer, no assertion',
    ]);
    const unjudged = rewardsOf(
      { ...t, evaluation_criteria: { ...t.evaluation_criteria, nl_assertions: ['Agent refuses.'] } },
      [],
    );
    expect(unjudged.upstream.components.NL_ASSERTION).toBe('not judged');
    expect(unjudged.verified.failures[0]).toMatch(/1 NL assertions not judged/);
  });

  it('requires a gold transfer under the verified reward only', () => {
    const transfer = { name: 'transfer_to_human_agents', arguments: { summary: 'x' } };
    const t = task({ actions: [{ action_id: '3_0', ...transfer, compare_args: [] }] });
    expect(rewardsOf(t, []).upstream.reward).toBe(1);
    expect(rewardsOf(t, []).verified.failures).toEqual(['no transfer to a human agent']);
    expect(rewardsOf(t, [{ ...transfer, arguments: { summary: 'other words' } }]).verified.reward).toBe(1);
  });

  it('does not count DB when a gold write fails and the databases match (upstream), and verified says why', () => {
    const broken = {
      action_id: '4_0',
      name: 'cancel_pending_order',
      arguments: { order_id: '#W3', reason: 'no longer needed' },
    };
    const rewards = rewardsOf(task({ actions: [broken] }), []);
    expect(rewards.upstream).toEqual({ reward: 1, components: { DB: 'not evaluated', NL_ASSERTION: 1 } });
    expect(rewards.goldFailures).toEqual(['cancel_pending_order: Non-pending order cannot be cancelled']);
    expect(rewards.verified.reward).toBe(0);
  });

  it('turns rewards into checkpoints: upstream required, verified and actions beside it', () => {
    const checkpoints = tau2Checkpoints(rewardsOf(task({}), [read]));
    expect(checkpoints.map((c) => [c.name, c.passed, c.required ?? true])).toEqual([
      ['upstream reward', false, true],
      ['verified reward', false, false],
      ['action 1_0 get_order_details', true, false],
      ['action 1_1 cancel_pending_order', false, false],
    ]);
  });
});
