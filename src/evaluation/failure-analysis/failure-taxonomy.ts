/**
 * Failure classes: LiveMCP-101's seven (§ error analysis) and TheMCPCompany's two retrieval classes
 * (Table 6). Definitions are paraphrased for the judge prompt.
 */
export const FAILURE_CLASSES = {
  'ignoring-requirement':
    'misses an explicitly stated requirement and selects no relevant tool for it (no thinking or call about it, early stop, generic answer)',
  'overconfident-self-solving':
    'recognises the requirement but answers from its own knowledge or reasoning instead of calling the needed tool',
  'unproductive-thinking':
    'plans or proposes tools and parameters but executes no relevant call; loops in planning until it stops or runs out of turns',
  'wrong-tool-selection':
    'calls a tool, but an inappropriate one, giving wrong intermediate states or output',
  'syntactic-argument-error':
    'arguments are malformed: wrong types, missing or misnamed fields, not matching the input schema, so the server cannot use them',
  'semantic-argument-error':
    'arguments are well-formed but wrong for the task: badly scoped queries, wrong identifiers or entities, wrong constraints',
  'output-parsing-error':
    'a tool returned the right result but the agent misread or mis-transformed it into a wrong state or answer',
  'missed-tools':
    'the agent could not find the tools it needed through tool search, says so or gives up (retrieval mode)',
  'instruction-drift':
    'the agent found and used tools but did not follow the details of the instruction (format, scope, destination)',
} as const;

/**
 * The agent's own failures on tasks with simulated people (a user to converse with, coworkers on the chat),
 * offered to the judge only for such tasks. A person's own mistakes are not here: they are
 * `people-simulator` faults, found by the people judge.
 */
export const PEOPLE_FAILURE_CLASSES = {
  'did-not-ask':
    'needed a fact, decision or approval that only a person held, and guessed, assumed or gave up instead of asking anyone',
  'asked-wrong-person':
    'asked for what it needed, but of a person who does not hold it (or in the wrong place), and went on without the one who does',
  'acted-before-approval':
    'made the change or sent the message before the person whose approval was needed had given it (or after they declined)',
  'shared-confidential':
    'told a person, or wrote where others can read, something confidential that the task says must not reach them',
} as const;

export type FailureClass = keyof typeof FAILURE_CLASSES | keyof typeof PEOPLE_FAILURE_CLASSES;

export const FAILURE_CLASS_NAMES = [
  ...Object.keys(FAILURE_CLASSES),
  ...Object.keys(PEOPLE_FAILURE_CLASSES),
] as FailureClass[];

/** Whether a class is one of the people-task classes. */
export function isPeopleFailureClass(name: FailureClass): boolean {
  return Object.hasOwn(PEOPLE_FAILURE_CLASSES, name);
}

/** A class name as a judge may write it (`Syntactic errors`, `wrong_tool_selection`) → the class, if any. */
export function toFailureClass(text: string): FailureClass | undefined {
  const normal = text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
    .replace(/[^a-z-]/g, '')
    .replace(/-errors?$/, '');
  for (const name of FAILURE_CLASS_NAMES) {
    if (name === normal || name.replace(/-error$/, '') === normal) return name;
  }
  if (normal === 'syntactic' || normal === 'syntactic-argument') return 'syntactic-argument-error';
  if (normal === 'semantic' || normal === 'semantic-argument') return 'semantic-argument-error';
  if (normal === 'output-parsing') return 'output-parsing-error';
  return undefined;
}
