export {
  type AggregateVerdict,
  aggregateVerdicts,
  type JudgeKind,
  type Verdict,
  type VerdictStatus,
} from './verdict.ts';
