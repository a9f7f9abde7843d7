import type { Verdict } from './verdict.ts';

/** Repeats a judgement `samples` times (one after another), numbering the samples from 0. */
export async function sampleJudgements(
  samples: number,
  judge: (sample: number) => Promise<Verdict>,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (let sample = 0; sample < samples; sample += 1) verdicts.push(await judge(sample));
  return verdicts;
}
