import { createHash } from 'node:crypto';
import type { Model } from '../../models/index.ts';
import { type AskOptions, askJudge } from './ask-judge.ts';
import {
  KEY_POINTS_EXTRACTION_PROMPT_VERSION,
  KEY_POINTS_EXTRACTION_SYSTEM_PROMPT,
  KEY_POINTS_FORMAT_REMINDER,
  keyPointsExtractionUserPrompt,
} from './key-point-extraction-prompt.ts';
import { parseKeyPoints } from './parse-verdict.ts';

export interface ExtractedKeyPoints {
  keyPoints: string[];
  judgeModel: string;
  promptVersion: string;
  raw: string;
}

/** Key points for a task that has none, from a judge model; undefined when its reply cannot be read. */
export async function extractKeyPoints(
  task: { prompt: string; answer?: string },
  model: Model,
  options: AskOptions = {},
): Promise<ExtractedKeyPoints | undefined> {
  const reply = await askJudge(
    model,
    {
      system: KEY_POINTS_EXTRACTION_SYSTEM_PROMPT,
      user: keyPointsExtractionUserPrompt(task.prompt, task.answer),
      reminder: KEY_POINTS_FORMAT_REMINDER,
    },
    parseKeyPoints,
    options,
  );
  if (!reply.reading) return undefined;
  return {
    keyPoints: reply.reading,
    judgeModel: model.id,
    promptVersion: KEY_POINTS_EXTRACTION_PROMPT_VERSION,
    raw: reply.raw,
  };
}

/** Key points are stored per task and prompt text: a changed prompt gets new ones. */
export function promptHash(prompt: string): string {
  return createHash('sha256').update(prompt).digest('hex').slice(0, 16);
}
