export { planCells } from './plan-cells.ts';
export { type CellPlan, runCell, type RunSettings } from './run-cell.ts';
export { runPool } from './run-pool.ts';
export { type TaskValidation, validateTask } from './validate-task.ts';
