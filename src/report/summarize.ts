import type { CellSummary } from '../store/index.ts';

export interface RunMetrics {
  cells: number;
  passed: number;
  failed: number;
  /** Infrastructure faults: shown apart and left out of every rate. */
  errors: number;
  /** passed / (passed + failed); null when no cell was judged. */
  successRate: number | null;
  /** Mean score over judged cells; null when none was judged. */
  meanScore: number | null;
}

export function summarize(cells: Pick<CellSummary, 'status' | 'score'>[]): RunMetrics {
  const judged = cells.filter((cell) => cell.status !== 'error');
  const passed = judged.filter((cell) => cell.status === 'passed').length;
  return {
    cells: cells.length,
    passed,
    failed: judged.length - passed,
    errors: cells.length - judged.length,
    successRate: judged.length > 0 ? passed / judged.length : null,
    meanScore: judged.length > 0 ? judged.reduce((sum, cell) => sum + cell.score, 0) / judged.length : null,
  };
}
