export { type AskOptions, askJudge, type JudgeReply, RETRY_SEPARATOR } from './ask-judge.ts';
export { type ExtractedKeyPoints, extractKeyPoints, promptHash } from './extract-key-points.ts';
export {
  DEFAULT_HISTORY_LIMITS,
  type HistoryLimits,
  type JudgeInput,
  renderToolHistory,
} from './judge-input.ts';
export { KEY_POINTS_EXTRACTION_PROMPT_VERSION } from './key-point-extraction-prompt.ts';
export { judgeKeyPoints } from './keypoints-judge.ts';
export { KEYPOINTS_PROMPT_VERSION } from './keypoints-prompt.ts';
export { judgeLikert } from './likert-judge.ts';
export { LIKERT_PROMPT_VERSION, type ReferenceOutput } from './likert-prompt.ts';
export {
  type BinaryReading,
  jsonObjectsOf,
  type LikertReading,
  parseBinaryVerdict,
  parseKeyPoints,
  parseLikertVerdict,
} from './parse-verdict.ts';
export { sampleJudgements } from './sample-judgements.ts';
export {
  type AggregateVerdict,
  aggregateVerdicts,
  type JudgeKind,
  type Verdict,
  type VerdictStatus,
} from './verdict.ts';
export { createJudgeModel } from './create-judge-model.ts';
