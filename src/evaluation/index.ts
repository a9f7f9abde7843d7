export type * from './checkpoint.ts';
export { createCheckContext, type FinalState, runChecks } from './run-checks.ts';
export { type Score, scoreCheckpoints } from './score.ts';
export { parseCsv } from './parse-csv.ts';
export {
  type AggregateVerdict,
  aggregateVerdicts,
  type AskOptions,
  askJudge,
  createJudgeModel,
  type BinaryReading,
  type ExtractedKeyPoints,
  extractKeyPoints,
  type JudgeInput,
  jsonObjectsOf,
  type JudgeKind,
  judgeKeyPoints,
  judgeLikert,
  KEY_POINTS_EXTRACTION_PROMPT_VERSION,
  KEYPOINTS_PROMPT_VERSION,
  LIKERT_PROMPT_VERSION,
  type LikertReading,
  parseBinaryVerdict,
  parseKeyPoints,
  parseLikertVerdict,
  promptHash,
  type ReferenceOutput,
  renderToolHistory,
  sampleJudgements,
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
export {
  classifyFailure,
  FAILURE_CLASS_NAMES,
  FAILURE_CLASSES,
  FAILURE_PROMPT_VERSION,
  type FailureClass,
  isPeopleFailureClass,
  PEOPLE_FAILURE_CLASSES,
  PEOPLE_FAILURE_PROMPT_VERSION,
  type PersonBrief,
  type FailureDiagnosis,
  parseFailureClass,
  type RuleFinding,
  ruleEvidence,
  toFailureClass,
} from './failure-analysis/index.ts';
// The check helpers (normalizeText, mentions*, diff*) are the check API: import them from './check-api.ts'.
