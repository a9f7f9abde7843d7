import type { Checkpoint } from './checkpoint.ts';

export interface Score {
  earned: number;
  total: number;
  /** Every required checkpoint passed (and there was at least one checkpoint). */
  success: boolean;
  /** 0.5 × earned/total + 0.5 × success, as TheMCPCompany scores. */
  score: number;
}

export function scoreCheckpoints(checkpoints: Checkpoint[]): Score {
  const total = checkpoints.reduce((sum, checkpoint) => sum + checkpoint.points, 0);
  const earned = checkpoints.reduce(
    (sum, checkpoint) => sum + (checkpoint.passed ? checkpoint.points : 0),
    0,
  );
  const success =
    checkpoints.length > 0 && checkpoints.every((checkpoint) => checkpoint.passed || !checkpoint.required);
  const ratio = total > 0 ? earned / total : 0;
  return { earned, total, success, score: 0.5 * ratio + 0.5 * (success ? 1 : 0) };
}
