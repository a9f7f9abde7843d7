import { type BootstrapOptions, type Estimate, bootstrapMean, resampleRatios } from './bootstrap.ts';

/** Exact two-sided McNemar test: p-value of `onlyA` vs `onlyB` discordant pairs under a fair coin. */
export function mcnemarExact(onlyA: number, onlyB: number): number {
  const n = onlyA + onlyB;
  if (n === 0) return 1;
  const smaller = Math.min(onlyA, onlyB);
  // Sum of binomial(n, 0.5) probabilities from 0 to `smaller`, in log space to stay exact for large n.
  let logChoose = 0;
  let tail = 0;
  for (let i = 0; i <= smaller; i += 1) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logChoose - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

/** What a paired comparison needs of a cell. */
export interface PairedCell {
  taskId: string;
  repeat: number;
  status: 'passed' | 'failed' | 'error';
  score: number;
}

export interface PairedComparison {
  /** Tasks both sides have judged cells of. */
  tasks: number;
  /** (task, repeat) pairs judged on both sides: the units of McNemar's test. */
  pairs: number;
  /** Pairs only A passed, only B passed, both, neither. */
  onlyA: number;
  onlyB: number;
  both: number;
  neither: number;
  /** Success rate of A minus B over the pairs. */
  successDifference: number | null;
  /** Exact McNemar p-value on the success pairs. */
  mcnemarP: number;
  /** Mean over tasks of (A's mean score − B's mean score), with a paired bootstrap interval over tasks. */
  scoreDifference: Estimate;
  /** Two-sided paired bootstrap p-value of the score difference. */
  bootstrapP: number;
}

/** Compares A and B on the tasks both ran: McNemar on success pairs, paired bootstrap on scores. */
export function comparePaired(
  a: readonly PairedCell[],
  b: readonly PairedCell[],
  options: BootstrapOptions = {},
): PairedComparison {
  const judgedA = a.filter((cell) => cell.status !== 'error');
  const judgedB = b.filter((cell) => cell.status !== 'error');
  const byPair = new Map(judgedB.map((cell) => [`${cell.taskId}\u0000${cell.repeat}`, cell]));
  let onlyA = 0;
  let onlyB = 0;
  let both = 0;
  let neither = 0;
  for (const cell of judgedA) {
    const other = byPair.get(`${cell.taskId}\u0000${cell.repeat}`);
    if (!other) continue;
    const passedA = cell.status === 'passed';
    const passedB = other.status === 'passed';
    if (passedA && passedB) both += 1;
    else if (passedA) onlyA += 1;
    else if (passedB) onlyB += 1;
    else neither += 1;
  }
  const pairs = onlyA + onlyB + both + neither;

  const meanScores = (cells: readonly PairedCell[]): Map<string, number> => {
    const sums = new Map<string, { sum: number; count: number }>();
    for (const cell of cells) {
      const entry = sums.get(cell.taskId) ?? { sum: 0, count: 0 };
      entry.sum += cell.score;
      entry.count += 1;
      sums.set(cell.taskId, entry);
    }
    return new Map([...sums].map(([task, entry]) => [task, entry.sum / entry.count]));
  };
  const scoresA = meanScores(judgedA);
  const scoresB = meanScores(judgedB);
  const differences = [...scoresA]
    .filter(([task]) => scoresB.has(task))
    .map(([task, score]) => score - scoresB.get(task)!);
  const scoreDifference = bootstrapMean(differences, options);
  const draws = resampleRatios(
    differences.map((difference) => ({ numerator: difference, denominator: 1 })),
    options,
  );
  const atOrBelow = draws.filter((draw) => draw <= 0).length;
  const atOrAbove = draws.filter((draw) => draw >= 0).length;
  const bootstrapP =
    draws.length === 0 ? 1 : Math.min(1, (2 * Math.min(atOrBelow, atOrAbove)) / draws.length);

  return {
    tasks: differences.length,
    pairs,
    onlyA,
    onlyB,
    both,
    neither,
    successDifference: pairs > 0 ? (onlyA - onlyB) / pairs : null,
    mcnemarP: mcnemarExact(onlyA, onlyB),
    scoreDifference,
    bootstrapP,
  };
}
