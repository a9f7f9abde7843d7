import { describe, expect, it } from 'vitest';
import { parseFailureClass } from '../failure-analysis/index.ts';
import { parseBinaryVerdict, parseKeyPoints, parseLikertVerdict } from './parse-verdict.ts';
import { aggregateVerdicts, type Verdict } from './verdict.ts';

describe('parseBinaryVerdict', () => {
  it.each([
    [
      'bare JSON',
      '{"reasons": "All key points are backed.", "verdict": "success"}',
      true,
      'All key points are backed.',
    ],
    [
      'fenced JSON after prose',
      'Let me check.\n```json\n{"verdict": "failure", "reasons": "No file."}\n```',
      false,
      'No file.',
    ],
    ['JSON with status', '{"thoughts": "ok", "status": "success"}', true, 'ok'],
    ['JSON boolean', '{"success": false, "reason": "made up the price"}', false, 'made up the price'],
    [
      'LiveMCPEval lines',
      'Thoughts: The report was written.\n\nStatus: "success"',
      true,
      'The report was written.',
    ],
    [
      'markdown verdict',
      'The agent never saved the PDF.\n\n**Final verdict:** Failure',
      false,
      'The agent never saved the PDF.',
    ],
    ['reasoning tags', '<think>verdict: success? no</think>Verdict: failure', false, ''],
    [
      'the last verdict counts',
      'Status: success\nOn reflection the number is unsupported.\nStatus: failure',
      false,
      'Status: success\nOn reflection the number is unsupported.',
    ],
  ])('reads %s', (_name, reply, success, reasons) => {
    expect(parseBinaryVerdict(reply)).toEqual({ success, reasons });
  });

  it.each([
    ['no verdict', 'The agent did several things.'],
    ['an unknown word', 'Verdict: maybe'],
    ['JSON without a verdict', '{"reasons": "fine"}'],
    ['empty', ''],
  ])('gives nothing for %s (never a guess)', (_name, reply) => {
    expect(parseBinaryVerdict(reply)).toBeUndefined();
  });
});

describe('parseLikertVerdict', () => {
  it.each([
    ['JSON', '{"reasons": "close", "result": 4, "trajectory": 5}', 4, 5],
    ['JSON with _score names and strings', '{"result_score": "3/5", "trajectory_score": "2"}', 3, 2],
    ['lines', 'The answer is partly right.\nResult score: 3/5\nTrajectory score: 4', 3, 4],
    ['bold lines', '**Result**: 5\n**Trajectory**: 1', 5, 1],
  ])('reads %s', (_name, reply, resultScore, trajectoryScore) => {
    expect(parseLikertVerdict(reply)).toMatchObject({ resultScore, trajectoryScore });
  });

  it.each([
    ['a score out of range', '{"result": 6, "trajectory": 3}'],
    ['one score only', 'Result score: 4'],
    ['a fraction', '{"result": 3.5, "trajectory": 3}'],
  ])('gives nothing for %s', (_name, reply) => {
    expect(parseLikertVerdict(reply)).toBeUndefined();
  });
});

describe('parseKeyPoints and parseFailureClass', () => {
  it('reads key points as JSON, a JSON list or numbered lines', () => {
    expect(parseKeyPoints('{"key_points": ["Find the rate", "Write the file"]}')).toEqual([
      'Find the rate',
      'Write the file',
    ]);
    expect(parseKeyPoints('["A", "B"]')).toEqual(['A', 'B']);
    expect(parseKeyPoints('Key points:\n1. A\n2) B\n- C')).toEqual(['A', 'B', 'C']);
    expect(parseKeyPoints('nothing here')).toBeUndefined();
  });

  it('reads a failure class in the forms judges write it', () => {
    expect(parseFailureClass('{"class": "semantic-argument-error", "reasons": "wrong city"}')).toEqual({
      failureClass: 'semantic-argument-error',
      reasons: 'wrong city',
    });
    expect(parseFailureClass('{"class": "Syntactic errors"}')?.failureClass).toBe('syntactic-argument-error');
    expect(parseFailureClass('It never searched well.\nClass: missed tools')?.failureClass).toBe(
      'missed-tools',
    );
    expect(parseFailureClass('{"class": "bad luck"}')).toBeUndefined();
  });
});

describe('aggregateVerdicts', () => {
  const sample = (overrides: Partial<Verdict>): Verdict => ({
    judge: 'keypoints',
    judgeModel: 'openai:gpt-5-mini',
    promptVersion: 'keypoints-v1',
    sample: 0,
    status: 'parsed',
    reasons: '',
    raw: '',
    ...overrides,
  });

  it('takes the majority of parsed samples, and a tie or no parsed sample counts neither way', () => {
    const yes = sample({ success: true });
    const no = sample({ success: false });
    const unparsed = sample({ status: 'unparsed' });
    expect(aggregateVerdicts([yes, no, yes])).toMatchObject({ status: 'parsed', success: true, samples: 3 });
    expect(aggregateVerdicts([yes, unparsed, no, no])).toMatchObject({ success: false, parsedSamples: 3 });
    expect(aggregateVerdicts([yes, no]).status).toBe('tied');
    expect(aggregateVerdicts([yes, no]).success).toBeUndefined();
    expect(aggregateVerdicts([unparsed, unparsed])).toMatchObject({ status: 'unparsed', parsedSamples: 0 });
  });

  it('takes the median Likert score (the lower middle one for an even count)', () => {
    const scores = (result: number, trajectory: number) =>
      sample({ judge: 'likert', resultScore: result, trajectoryScore: trajectory });
    expect(aggregateVerdicts([scores(5, 1), scores(2, 4), scores(4, 3)])).toMatchObject({
      resultScore: 4,
      trajectoryScore: 3,
    });
    expect(aggregateVerdicts([scores(5, 5), scores(3, 2)])).toMatchObject({
      resultScore: 3,
      trajectoryScore: 2,
    });
  });
});
