import type { Model } from '../../models/index.ts';
import { type AskOptions, askJudge } from './ask-judge.ts';
import type { JudgeInput } from './judge-input.ts';
import {
  KEYPOINTS_FORMAT_REMINDER,
  KEYPOINTS_PROMPT_VERSION,
  KEYPOINTS_SYSTEM_PROMPT,
  keyPointsUserPrompt,
} from './keypoints-prompt.ts';
import { parseBinaryVerdict } from './parse-verdict.ts';
import type { Verdict } from './verdict.ts';

/**
 * LiveMCPEval-style judgement: given the task, its key points, the final answer, the tool history and
 * the descriptions of the tools used, did the run succeed. Facts no tool result backs count against it.
 */
export async function judgeKeyPoints(
  input: JudgeInput,
  model: Model,
  options: AskOptions & { sample?: number } = {},
): Promise<Verdict> {
  const reply = await askJudge(
    model,
    {
      system: KEYPOINTS_SYSTEM_PROMPT,
      user: keyPointsUserPrompt(input),
      reminder: KEYPOINTS_FORMAT_REMINDER,
    },
    parseBinaryVerdict,
    options,
  );
  const base = {
    judge: 'keypoints' as const,
    judgeModel: model.id,
    promptVersion: KEYPOINTS_PROMPT_VERSION,
    sample: options.sample ?? 0,
    raw: reply.raw,
  };
  if (!reply.reading) return { ...base, status: 'unparsed', reasons: '' };
  return { ...base, status: 'parsed', success: reply.reading.success, reasons: reply.reading.reasons };
}
