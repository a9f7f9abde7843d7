import type { UserDevice } from '../agent/index.ts';
import type { Tau2Call } from '../environments/app-state.ts';
import type { ConversationMessage } from '../evaluation/index.ts';
import { ScriptedPlayer } from '../people/index.ts';
import { isToolStep, type Person, type PlanStep } from '../tasks/index.ts';

/**
 * A plan of a task with a user who acts (mock, telecom) played without the apps, one turn a step: the agent's
 * calls made through `run`, its messages answered by the task's scripted user, whose own tool calls go through
 * `run` too. Returns the calls as the app records them (the agent's all, the user's writes) and what the agent
 * said, the final answer last.
 */
export async function playStatically(
  plan: readonly PlanStep[],
  answer: string,
  user: Person,
  run: (call: Tau2Call) => { text: string; isError: boolean },
  isUserWrite: (name: string) => boolean,
): Promise<{ calls: Tau2Call[]; said: string[] }> {
  const calls: Tau2Call[] = [];
  const device: UserDevice = {
    tools: [],
    call: async (name, args) => {
      const call: Tau2Call = { name, arguments: args, requestor: 'user' };
      if (isUserWrite(name)) calls.push(call);
      return run(call);
    },
  };
  const player = new ScriptedPlayer(user, device);
  const conversation: ConversationMessage[] = [];
  for (const [turn, step] of plan.entries()) {
    if (isToolStep(step)) {
      const call: Tau2Call = { name: step.tool.replace(/^tau2__/, ''), arguments: step.arguments };
      calls.push(call);
      run(call);
    } else {
      const reply = await player.reply(step.say);
      conversation.push({ from: 'agent', text: step.say, turn }, { from: user.id, text: reply.text, turn });
    }
  }
  return { calls, said: [...conversation.filter((m) => m.from === 'agent').map((m) => m.text), answer] };
}
