export type { CheckContext, CheckFunction, Checkpoint, CheckpointInput } from './checkpoint.ts';
export { createCheckContext, type FinalState, runChecks } from './run-checks.ts';
export { type Score, scoreCheckpoints } from './score.ts';
export { parseCsv } from './parse-csv.ts';
