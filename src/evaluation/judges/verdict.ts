/**
 * Which judgement a verdict is: LiveMCPEval-style key points, LiveMCP-101-style Likert, a person's label, or
 * whether the task's simulated people kept to their declaration (`people`: success means no simulator fault).
 */
export type JudgeKind = 'keypoints' | 'likert' | 'human' | 'people';

/** `parsed`: the judge's reply gave a verdict; `unparsed`: it did not, even after retries (never a pass or fail). */
export type VerdictStatus = 'parsed' | 'unparsed';

/** One judgement of one cell by one judge (one sample when a judgement is repeated). */
export interface Verdict {
  judge: JudgeKind;
  /** The model that judged (`openai:gpt-5-mini`), or who labelled (`annotators`). */
  judgeModel: string;
  /** Version of the prompt the judge was given, e.g. `keypoints-v1`. */
  promptVersion: string;
  /** Index of this sample when a judgement is repeated (`--judge-samples`), from 0. */
  sample: number;
  status: VerdictStatus;
  /** Key-point and human verdicts: did the agent complete the task; people verdicts: no simulator fault. */
  success?: boolean;
  /** Likert verdicts: result score, 1 (worst) to 5 (best). */
  resultScore?: number;
  /** Likert verdicts: trajectory score, 1 to 5. */
  trajectoryScore?: number;
  /** The judge's reasons, as it gave them. */
  reasons: string;
  /** The judge's whole reply (or replies, when retried), kept verbatim. */
  raw: string;
}

/** Several samples of one judgement folded into one: majority (binary) or median (Likert) of the parsed ones. */
export interface AggregateVerdict {
  judge: JudgeKind;
  judgeModel: string;
  promptVersion: string;
  /** `tied`: as many success as failure samples; like `unparsed`, it counts neither way. */
  status: VerdictStatus | 'tied';
  success?: boolean;
  resultScore?: number;
  trajectoryScore?: number;
  samples: number;
  parsedSamples: number;
}

/**
 * Majority of the parsed samples for success (a tie is `tied`), the median for Likert scores (the lower
 * middle one for an even count, so a score stays a whole number). No parsed sample: `unparsed`.
 */
export function aggregateVerdicts(samples: readonly Verdict[]): AggregateVerdict {
  const first = samples[0];
  if (!first) throw new Error('aggregateVerdicts needs at least one sample');
  const parsed = samples.filter((sample) => sample.status === 'parsed');
  const base = {
    judge: first.judge,
    judgeModel: first.judgeModel,
    promptVersion: first.promptVersion,
    samples: samples.length,
    parsedSamples: parsed.length,
  };
  if (parsed.length === 0) return { ...base, status: 'unparsed' };
  const aggregate: AggregateVerdict = { ...base, status: 'parsed' };
  const binary = parsed.filter((sample) => sample.success !== undefined);
  if (binary.length > 0) {
    const yes = binary.filter((sample) => sample.success).length;
    const no = binary.length - yes;
    if (yes === no) aggregate.status = 'tied';
    else aggregate.success = yes > no;
  }
  const results = parsed.flatMap((sample) => (sample.resultScore === undefined ? [] : [sample.resultScore]));
  const trajectories = parsed.flatMap((sample) =>
    sample.trajectoryScore === undefined ? [] : [sample.trajectoryScore],
  );
  if (results.length > 0) aggregate.resultScore = lowerMedian(results);
  if (trajectories.length > 0) aggregate.trajectoryScore = lowerMedian(trajectories);
  return aggregate;
}

function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
