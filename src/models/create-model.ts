import { ArenaError } from '../errors.ts';
import type { Task } from '../tasks/index.ts';
import type { Model } from './model.ts';
import { NoopModel } from './noop-model.ts';
import { ReferenceModel } from './reference-model.ts';

export const OFFLINE_MODELS = ['reference', 'noop'] as const;

type ModelChoice = { kind: 'noop' } | { kind: 'reference'; delayMs: number };

/** `reference:delay=500` is the reference model with 500 ms of think time per turn. */
function parseModelId(id: string): ModelChoice {
  if (id === 'noop') return { kind: 'noop' };
  if (id === 'reference') return { kind: 'reference', delayMs: 0 };
  const delayed = /^reference:delay=(\d+)$/.exec(id);
  if (delayed) return { kind: 'reference', delayMs: Number(delayed[1]) };
  throw new ArenaError(
    'MODEL_UNKNOWN',
    `unknown model "${id}"; use one of ${OFFLINE_MODELS.join(', ')} or reference:delay=<ms>`,
  );
}

/** Checks a model id before a run starts, so a typo fails once instead of once per cell. */
export function assertModelId(id: string): void {
  parseModelId(id);
}

/** Builds the model for one cell; offline models need the task (the reference model follows its plan). */
export function createModel(id: string, task: Task): Model {
  const choice = parseModelId(id);
  if (choice.kind === 'noop') return new NoopModel();
  return new ReferenceModel(task.reference.plan, task.reference.answer, { id, delayMs: choice.delayMs });
}
