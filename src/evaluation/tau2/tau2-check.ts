/**
 * The check every imported τ²-bench task uses (`export { tau2Check as default } from 'mcp-arena/evaluation'`):
 * it reads the upstream task from the tau2 app's seed, replays its gold actions on a fresh copy of the
 * database, and returns upstream's reward (required: what decides the cell, comparable with published
 * scores), the verified reward and each gold action's match as checkpoints.
 */
import type { CheckContext, CheckpointInput } from '../checkpoint.ts';
import { type Tau2Rewards, tau2Rewards } from './tau2-reward.ts';
import { telecomRewards } from './tau2-telecom-reward.ts';
import { mockRewards, withHistory } from './tau2-mock-reward.ts';

/** A tool name as the agent saw it (`tau2__get_order_details`) without the app's prefix: upstream's name. */
const upstreamName = (name: string): string =>
  name.startsWith('tau2__') ? name.slice('tau2__'.length) : name;

export async function tau2Check(context: CheckContext): Promise<CheckpointInput[]> {
  const task = await context.tau2.task();
  if (!task) return [{ name: 'upstream reward', passed: false, detail: 'the tau2 seed carries no task' }];
  const toolCalls = context.toolCalls.map((call) => ({ ...call, name: upstreamName(call.name) }));
  const agentMessages = [
    ...context.conversation.filter((message) => message.from === 'agent').map((message) => message.text),
    context.answer,
  ];
  const domain = await context.tau2.domain();
  if (domain === 'mock') {
    const userCalls = (await context.tau2.writes()).filter((call) => call.requestor === 'user');
    return tau2Checkpoints(
      mockRewards({
        task,
        final: await context.tau2.mock(),
        initial: (await context.tau2.mockReplay([])).state,
        gold: await context.tau2.mockReplay(task.evaluation_criteria.actions ?? []),
        ...withHistory(task, [...toolCalls, ...userCalls], agentMessages),
      }),
    );
  }
  if (domain === 'telecom') {
    const gold = task.evaluation_criteria.actions ?? [];
    // The user's calls on their phone are in the app's journal (writes), beside the agent's.
    const userCalls = (await context.tau2.writes()).filter((call) => call.requestor === 'user');
    return tau2Checkpoints(
      telecomRewards({
        task,
        final: await context.tau2.telecom(),
        initial: (await context.tau2.telecomReplay([])).state,
        gold: await context.tau2.telecomReplay(gold, false),
        liveGold: await context.tau2.telecomReplay(gold),
        calls: [...toolCalls, ...userCalls],
        agentMessages,
      }),
    );
  }
  const rewards = tau2Rewards({
    task,
    finalDb: await context.tau2.db(),
    seedDb: await context.before.tau2.db(),
    gold: await context.tau2.replay(task.evaluation_criteria.actions ?? []),
    toolCalls,
    agentMessages,
    episode: { calls: toolCalls, conversation: context.conversation },
  });
  return tau2Checkpoints(rewards);
}

/** The checkpoints of a task's rewards: both rewards, then each gold action's match (no points). */
export function tau2Checkpoints(rewards: Tau2Rewards): CheckpointInput[] {
  const components = Object.entries(rewards.upstream.components)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  const notes = [
    rewards.goldFailures.length > 0 ? `gold write actions failed: ${rewards.goldFailures.join('; ')}` : '',
    ...rewards.communicated.filter((check) => !check.met).map((check) => `not communicated: ${check.info}`),
  ].filter(Boolean);
  return [
    {
      name: 'upstream reward',
      passed: rewards.upstream.reward === 1,
      detail: `reward ${rewards.upstream.reward} (${components || 'empty reward_basis'})${notes.length ? `; ${notes.join('; ')}` : ''}`,
    },
    {
      name: 'verified reward',
      passed: rewards.verified.reward === 1,
      required: false,
      detail: rewards.verified.failures.join('; ') || 'every gold effect, message and transfer is there',
    },
    ...rewards.actions.map(({ action, matched }) => ({
      name: `action ${action.action_id} ${action.name}`,
      passed: matched,
      required: false,
      points: 0,
      detail: matched ? 'a call matched it' : `no call matched ${JSON.stringify(action.arguments)}`,
    })),
  ];
}
