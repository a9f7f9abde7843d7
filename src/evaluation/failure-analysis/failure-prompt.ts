import {
  type JudgeInput,
  renderList,
  renderToolDescriptions,
  renderToolHistory,
} from '../judges/judge-input.ts';
import { FAILURE_CLASSES } from './failure-taxonomy.ts';
import type { RuleFinding } from './rule-evidence.ts';

export const FAILURE_PROMPT_VERSION = 'failure-class-v1';

export const FAILURE_SYSTEM_PROMPT = `You diagnose why one run of an AI agent working through tools failed.
Pick the one class that best explains the first decisive mistake, from:
${Object.entries(FAILURE_CLASSES)
  .map(([name, definition]) => `- ${name}: ${definition}`)
  .join('\n')}
Findings computed from the trajectory by rules are given; weigh them, they are facts.
Reply with one JSON object and nothing else: {"reasons": "<one to three sentences>", "class": "<one class name>"}`;

export function failureUserPrompt(
  input: JudgeInput,
  findings: readonly RuleFinding[],
  outcome: string,
): string {
  return `## Task
${input.prompt}

## Key points
${renderList(input.keyPoints)}

## Outcome
${outcome}

## Rule findings
${findings.length === 0 ? '(none)' : findings.map((finding) => `- ${finding.failureClass}: ${finding.evidence}`).join('\n')}

## Tools the agent used
${renderToolDescriptions(input)}

## Tool history
${renderToolHistory(input.trajectory)}

## Final answer
${input.trajectory.finalAnswer || '(empty)'}`;
}

export const FAILURE_FORMAT_REMINDER =
  'Your reply could not be read. Answer again with only the JSON object: {"reasons": "...", "class": "<one class name from the list>"}.';
