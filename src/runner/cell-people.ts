import type { ConversationPartner } from '../agent/index.ts';
import { createModel, recordedTurnsOf } from '../models/index.ts';
import { LlmPlayer, RecordedPlayer, ScriptedPlayer } from '../people/index.ts';
import { userOf } from '../tasks/index.ts';
import type { CellPlan, RunSettings } from './cell-plan.ts';

/**
 * Who plays the task's user in a cell: the replies recorded with a replayed run (so `replay:` reproduces
 * it offline, whoever played them), the people model (`--people-model`), or the task's script.
 */
export function userOfCell(plan: CellPlan, settings: RunSettings): ConversationPartner | undefined {
  const user = userOf(plan.task);
  if (!user) return undefined;
  const recorded = recordedTurnsOf(plan.model, plan, settings.models);
  if (recorded) return new RecordedPlayer(recorded.flatMap((turn) => (turn.reply ? [turn.reply] : [])));
  if (settings.peopleModel)
    return new LlmPlayer(user, plan.task.prompt, createModel(settings.peopleModel, plan, settings.models));
  return new ScriptedPlayer(user);
}
