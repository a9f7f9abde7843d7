import type { Estimate } from './bootstrap.ts';
import type { PassAtKMetrics } from './metrics.ts';

/** One pass@k or pass^k column of a table: its header and the estimate of a group, if it has one. */
export interface PassColumn {
  label: string;
  estimateOf(passAt: PassAtKMetrics | null): Estimate | undefined;
}

/**
 * The pass@k columns the groups need, each once: pass@1, then pass@k and pass^k for every larger k a
 * group has (a group fills only its own k's columns). With one repeat, pass@1 alone: pass@1 and
 * pass^1 are the same number.
 */
export function passColumns(passAts: ReadonlyArray<PassAtKMetrics | null>): PassColumn[] {
  const ks = [...new Set(passAts.map((passAt) => passAt?.k ?? 1))].filter((k) => k > 1).sort((a, b) => a - b);
  return [
    { label: 'pass@1', estimateOf: (passAt) => passAt?.passAt1 },
    ...ks.flatMap((k): PassColumn[] => [
      { label: `pass@${k}`, estimateOf: (passAt) => (passAt?.k === k ? passAt.passAtK : undefined) },
      { label: `pass^${k}`, estimateOf: (passAt) => (passAt?.k === k ? passAt.passHatK : undefined) },
    ]),
  ];
}
