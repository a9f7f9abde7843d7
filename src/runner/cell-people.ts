import type { ConversationPartner } from '../agent/index.ts';
import { createModel, recordedTurnsOf } from '../models/index.ts';
import { LlmPlayer, RecordedPlayer, ScriptedPlayer } from '../people/index.ts';
import { type Person, userOf } from '../tasks/index.ts';
import type { CellPlan, RunSettings } from './cell-plan.ts';

/**
 * Who plays one of the task's people in a cell: the replies recorded with a replayed run (so `replay:`
 * reproduces it offline, whoever played them), the people model (`--people-model`), or the task's script.
 */
function playerOf(person: Person, plan: CellPlan, settings: RunSettings): ConversationPartner {
  const recorded = recordedTurnsOf(plan.model, plan, settings.models);
  if (recorded) {
    const replies =
      person.role === 'user'
        ? recorded.flatMap((turn) => (turn.reply ? [turn.reply] : []))
        : recorded.flatMap((turn) =>
            (turn.coworkerReplies ?? []).filter((reply) => reply.from === person.id),
          );
    return new RecordedPlayer(replies, person.role === 'user' ? 'the user' : person.id);
  }
  if (settings.peopleModel) {
    const model = createModel(settings.peopleModel, plan, settings.models);
    return new LlmPlayer(person, person.role === 'user' ? plan.task.prompt : undefined, model);
  }
  return new ScriptedPlayer(person);
}

/** Who plays the task's user in a cell (see playerOf). */
export function userOfCell(plan: CellPlan, settings: RunSettings): ConversationPartner | undefined {
  const user = userOf(plan.task);
  return user ? playerOf(user, plan, settings) : undefined;
}

/** Who plays each of the task's coworkers in a cell, by person id (see playerOf). */
export function coworkersOfCell(plan: CellPlan, settings: RunSettings): Map<string, ConversationPartner> {
  return new Map(
    (plan.task.people ?? [])
      .filter((person) => person.role === 'coworker')
      .map((person) => [person.id, playerOf(person, plan, settings)]),
  );
}
