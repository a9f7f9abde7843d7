export { classifyFailure, type FailureDiagnosis, parseFailureClass } from './classify-failure.ts';
export { FAILURE_PROMPT_VERSION } from './failure-prompt.ts';
export {
  FAILURE_CLASS_NAMES,
  FAILURE_CLASSES,
  type FailureClass,
  toFailureClass,
} from './failure-taxonomy.ts';
export { type RuleContext, type RuleFinding, ruleEvidence } from './rule-evidence.ts';
