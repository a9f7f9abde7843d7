import { type JudgeInput, renderList, renderToolDescriptions, renderToolHistory } from './judge-input.ts';

export const LIKERT_PROMPT_VERSION = 'likert-v1';

export const LIKERT_SYSTEM_PROMPT = `You compare one run of an AI agent with a reference run of a validated plan for the
same task. When the reference ran at the same time as the agent, its tool results are the ground truth for
anything that changes over time (prices, news, weather, clocks); otherwise judge time-dependent values by
whether the agent's own tool results support them.
Give two scores from 1 to 5:
- result: how well the agent's final output meets the task, against the reference output.
  5 fully correct and complete; 4 correct with minor omissions; 3 partly correct; 2 mostly wrong or
  incomplete; 1 wrong, missing or unsupported.
- trajectory: how sound the agent's process was, against the reference plan. 5 efficient and correct
  tool use; 4 correct with detours; 3 reached part of the goal with notable mistakes; 2 mostly wrong
  tools or arguments; 1 no meaningful progress.
Facts in the agent's answer that none of its tool results supports lower the result score.
Reply with one JSON object and nothing else:
{"reasons": "<two to five sentences>", "result": <1-5>, "trajectory": <1-5>}`;

/** What the reference produced: its plan, its tool results and its answer. */
export interface ReferenceOutput {
  /** `cotemporal`: executed while the agent ran; `plan`: the task's stored plan and answer. */
  kind: 'cotemporal' | 'plan';
  plan: string[];
  output: string;
}

export function likertUserPrompt(input: JudgeInput, reference: ReferenceOutput): string {
  return `## Task
${input.prompt}

## Key points
${renderList(input.keyPoints)}

## Reference plan
${renderList(reference.plan)}

## Reference output (${reference.kind === 'cotemporal' ? 'executed at the same time as the agent' : 'stored with the task'})
${reference.output || '(empty)'}

## Tools the agent used
${renderToolDescriptions(input)}

## Agent's tool history
${renderToolHistory(input.trajectory)}

## Agent's final answer
${input.trajectory.finalAnswer || '(empty)'}`;
}

export const LIKERT_FORMAT_REMINDER =
  'Your reply could not be read. Answer again with only the JSON object: {"reasons": "...", "result": 1-5, "trajectory": 1-5}.';
