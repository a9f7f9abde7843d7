/**
 * A plan of an imported task run without the apps, for the importer's figures: its calls on a fresh copy of
 * the database through the app's own tool code (each call's error kept), its messages answered by the
 * task's scripted user, one turn a step, as the reference model runs it through `validate`. What both
 * rewards give it follows; `validate` measures the same through the app.
 */
import type { Tau2Replay, Tau2Task } from '../environments/app-state.ts';
import { parseRetailDb, type RetailDb } from '../environments/apps/tau2/retail-data.ts';
import { runRetailTool } from '../environments/apps/tau2/retail-toolkit.ts';
import type { ConversationMessage } from '../evaluation/index.ts';
import type { Tau2EpisodeCall } from '../evaluation/tau2/tau2-policy.ts';
import { type Tau2Rewards, tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import { TAU2_WRITE_TOOLS } from '../evaluation/tau2/tau2-write-tools.ts';
import { ScriptedPlayer } from '../people/index.ts';
import { isToolStep, type Person, type PlanStep } from '../tasks/index.ts';

export interface StaticPlanInput {
  task: Tau2Task;
  plan: readonly PlanStep[];
  answer: string;
  user: Person;
  dbText: string;
  seedDb: RetailDb;
  gold: Tau2Replay;
}

export async function staticRewards(input: StaticPlanInput): Promise<Tau2Rewards> {
  const db = parseRetailDb(input.dbText);
  const player = new ScriptedPlayer(input.user);
  const calls: Tau2EpisodeCall[] = [];
  const conversation: ConversationMessage[] = [];
  for (const [turn, step] of input.plan.entries()) {
    if (isToolStep(step)) {
      const name = step.tool.replace(/^tau2__/, '');
      const outcome = runRetailTool(db, name, step.arguments);
      calls.push({ name, arguments: step.arguments, isError: outcome.isError, turn });
    } else {
      const reply = await player.reply(step.say);
      conversation.push(
        { from: 'agent', text: step.say, turn },
        { from: input.user.id, text: reply.text, turn },
      );
    }
  }
  return tau2Rewards({
    task: input.task,
    finalDb: db,
    seedDb: input.seedDb,
    gold: input.gold,
    toolCalls: calls,
    agentMessages: [
      ...conversation.filter((message) => message.from === 'agent').map((m) => m.text),
      input.answer,
    ],
    episode: { calls, conversation },
  });
}

/**
 * The plan without the lookups that fail (a gold action may read a product or user that does not exist):
 * the probes' base, so a wrong plan is caught for what it gets wrong, never for a call it inherited.
 */
export function withoutFailingReads(plan: readonly PlanStep[], dbText: string): PlanStep[] {
  const db = parseRetailDb(dbText);
  return plan.filter((step) => {
    if (!isToolStep(step)) return true;
    const name = step.tool.replace(/^tau2__/, '');
    const outcome = runRetailTool(db, name, step.arguments);
    return !outcome.isError || TAU2_WRITE_TOOLS.has(name);
  });
}

/** Whether every write of a plan succeeds on a fresh copy of the database. */
export function writesSucceed(plan: readonly PlanStep[], dbText: string): boolean {
  const db = parseRetailDb(dbText);
  return plan.every((step) => {
    if (!isToolStep(step)) return true;
    const name = step.tool.replace(/^tau2__/, '');
    return !runRetailTool(db, name, step.arguments).isError || !TAU2_WRITE_TOOLS.has(name);
  });
}
