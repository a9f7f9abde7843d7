export { classifyFailure, type FailureDiagnosis, parseFailureClass } from './classify-failure.ts';
export { FAILURE_PROMPT_VERSION, PEOPLE_FAILURE_PROMPT_VERSION, type PersonBrief } from './failure-prompt.ts';
export {
  FAILURE_CLASS_NAMES,
  FAILURE_CLASSES,
  type FailureClass,
  isPeopleFailureClass,
  PEOPLE_FAILURE_CLASSES,
  toFailureClass,
} from './failure-taxonomy.ts';
export { type RuleContext, type RuleFinding, ruleEvidence } from './rule-evidence.ts';
