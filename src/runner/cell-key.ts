import type { CellKey } from '../store/index.ts';
import type { CellPlan } from './cell-plan.ts';

/** The matrix position of a planned cell, as the store keys it. */
export function cellKeyOf(plan: CellPlan): CellKey {
  return { taskId: plan.task.id, model: plan.model, mode: plan.mode, repeat: plan.repeat };
}

/** One string per matrix position, for sets and maps (the parts are JSON-quoted, so no two keys collide). */
export function cellKeyString(key: CellKey): string {
  return JSON.stringify([key.taskId, key.model, key.mode, key.repeat]);
}

export function describeCellKey(key: CellKey): string {
  return `${key.taskId} ${key.model} ${key.mode} #${key.repeat}`;
}
