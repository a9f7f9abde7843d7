export type { CheckContext, CheckFunction, Checkpoint, CheckpointInput } from './checkpoint.ts';
export { createCheckContext, type FinalState, runChecks } from './run-checks.ts';
export { type Score, scoreCheckpoints } from './score.ts';
export { parseCsv } from './parse-csv.ts';
export {
  type AggregateVerdict,
  aggregateVerdicts,
  type JudgeKind,
  type Verdict,
  type VerdictStatus,
} from './judges/index.ts';
export {
  type Agreement,
  BINARY_CATEGORIES,
  computeAgreement,
  type ConfusionMatrix,
  LIKERT_CATEGORIES,
} from './agreement.ts';
