import { type JudgeInput, renderList, renderRunSections } from './judge-input.ts';

/** Bump when the wording changes: stored verdicts name the version they were judged with. */
export const KEYPOINTS_PROMPT_VERSION = 'keypoints-v1';

export const KEYPOINTS_SYSTEM_PROMPT = `You grade one run of an AI agent that worked through tools.
Decide whether the run accomplished the user's task. Work from evidence only:
- Check each key point against the tool history. A key point counts as met only if a tool result shows it,
  or the final answer states it and a tool result backs it.
- A fact in the final answer that no tool result supports (a number, a name, a file that was never
  written) counts against the agent, even if it sounds right.
- A tool call that failed did not happen. Claims of work the history does not show did not happen.
- Ignore style; judge what was done and whether the answer is supported.
Reply with one JSON object and nothing else:
{"reasons": "<two to five sentences>", "unsupported_facts": ["<fact>", ...], "verdict": "success" | "failure"}`;

export function keyPointsUserPrompt(input: JudgeInput): string {
  return `## Task
${input.prompt}

## Key points a successful run establishes
${renderList(input.keyPoints)}

${renderRunSections(input)}`;
}

export const KEYPOINTS_FORMAT_REMINDER =
  'Your reply could not be read. Answer again with only the JSON object: {"reasons": "...", "unsupported_facts": [...], "verdict": "success" or "failure"}.';
