import type { ToolMode } from '../environments/index.ts';
import type { Task } from '../tasks/index.ts';
import type { CellPlan } from './cell-plan.ts';

/** The run matrix: every task × model × mode × repeat, task-major so early results cover many tasks. */
export function planCells(tasks: Task[], models: string[], modes: ToolMode[], repeats: number): CellPlan[] {
  const cells: CellPlan[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    for (const task of tasks) {
      for (const model of models) {
        for (const mode of modes) cells.push({ task, model, mode, repeat });
      }
    }
  }
  return cells;
}
