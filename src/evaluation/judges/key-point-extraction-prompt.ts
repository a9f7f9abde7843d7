/** Key-point extraction, for tasks that come without key points: done once per task and stored. */
export const KEY_POINTS_EXTRACTION_PROMPT_VERSION = 'key-points-extraction-v1';

export const KEY_POINTS_EXTRACTION_SYSTEM_PROMPT = `You turn a task for an AI agent into the key points a grader checks.
A key point is one concrete, checkable thing a successful run must establish or produce (a fact to find,
a file to write, a value to report, a constraint to respect). List between one and eight, in the order
the work happens, each one sentence. Do not invent requirements the task does not state.
Reply with one JSON object and nothing else: {"key_points": ["...", "..."]}`;

export function keyPointsExtractionUserPrompt(prompt: string, answer?: string): string {
  return answer
    ? `## Task\n${prompt}\n\n## Expected answer (for reference)\n${answer}`
    : `## Task\n${prompt}`;
}

export const KEY_POINTS_FORMAT_REMINDER =
  'Your reply could not be read. Answer again with only the JSON object: {"key_points": ["...", "..."]}.';
