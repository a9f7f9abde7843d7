import type { Model } from '../../models/index.ts';
import { type AskOptions, askJudge } from './ask-judge.ts';
import type { JudgeInput } from './judge-input.ts';
import {
  LIKERT_FORMAT_REMINDER,
  LIKERT_PROMPT_VERSION,
  LIKERT_SYSTEM_PROMPT,
  likertUserPrompt,
  type ReferenceOutput,
} from './likert-prompt.ts';
import { parseLikertVerdict } from './parse-verdict.ts';
import type { Verdict } from './verdict.ts';

/** LiveMCP-101-style judgement: result and trajectory scores 1–5 against a reference run. */
export async function judgeLikert(
  input: JudgeInput,
  reference: ReferenceOutput,
  model: Model,
  options: AskOptions & { sample?: number } = {},
): Promise<Verdict> {
  const reply = await askJudge(
    model,
    {
      system: LIKERT_SYSTEM_PROMPT,
      user: likertUserPrompt(input, reference),
      reminder: LIKERT_FORMAT_REMINDER,
    },
    parseLikertVerdict,
    options,
  );
  const base = {
    judge: 'likert' as const,
    judgeModel: model.id,
    promptVersion: `${LIKERT_PROMPT_VERSION}+${reference.kind}`,
    sample: options.sample ?? 0,
    raw: reply.raw,
  };
  if (!reply.reading) return { ...base, status: 'unparsed', reasons: '' };
  return {
    ...base,
    status: 'parsed',
    resultScore: reply.reading.resultScore,
    trajectoryScore: reply.reading.trajectoryScore,
    reasons: reply.reading.reasons,
  };
}
