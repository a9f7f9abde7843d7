import type { ConversationPartner, UserDevice } from '../agent/index.ts';
import { createModel, recordedTurnsOf } from '../models/index.ts';
import { LlmPlayer, RecordedPlayer, ScriptedPlayer } from '../people/index.ts';
import { type Person, userOf } from '../tasks/index.ts';
import type { CellPlan, RunSettings } from './cell-plan.ts';
import type { Tau2State } from '../environments/app-state.ts';

/**
 * Who plays one of the task's people in a cell: the replies recorded with a replayed run (so `replay:`
 * reproduces it offline, whoever played them), the people model (`--people-model`), or the task's script.
 */
function playerOf(
  person: Person,
  plan: CellPlan,
  settings: RunSettings,
  device?: UserDevice,
): ConversationPartner {
  const recorded = recordedTurnsOf(plan.model, plan, settings.models);
  if (recorded) {
    const replies =
      person.role === 'user'
        ? recorded.flatMap((turn) => (turn.reply ? [turn.reply] : []))
        : recorded.flatMap((turn) =>
            (turn.coworkerReplies ?? []).filter((reply) => reply.from === person.id),
          );
    return new RecordedPlayer(replies, person.role === 'user' ? 'the user' : person.id, device);
  }
  if (settings.peopleModel) {
    const model = createModel(settings.peopleModel, plan, settings.models);
    if (person.role !== 'user') return new LlmPlayer(person, undefined, model, device);
    return new LlmPlayer(person, plan.task.prompt, model, device, plan.task.history ?? []);
  }
  return new ScriptedPlayer(person, device);
}

/** Who plays the task's user in a cell (see playerOf), with their own device when the task gives one. */
export function userOfCell(
  plan: CellPlan,
  settings: RunSettings,
  device?: UserDevice,
): ConversationPartner | undefined {
  const user = userOf(plan.task);
  return user ? playerOf(user, plan, settings, device) : undefined;
}

/** Who plays each of the task's coworkers in a cell, by person id (see playerOf). */
export function coworkersOfCell(plan: CellPlan, settings: RunSettings): Map<string, ConversationPartner> {
  return new Map(
    (plan.task.people ?? [])
      .filter((person) => person.role === 'coworker')
      .map((person) => [person.id, playerOf(person, plan, settings)]),
  );
}

/** The user's own device in a cell: a τ²-bench telecom task's phone, none elsewhere. */
export async function userDeviceOf(
  apps: readonly string[],
  state: Partial<Tau2State>,
): Promise<UserDevice | undefined> {
  const tau2 = state.tau2;
  if (!apps.includes('tau2') || !tau2) return undefined;
  const tools = await tau2.userTools();
  return tools.length > 0 ? { tools, call: (name, args) => tau2.callUserTool(name, args) } : undefined;
}
