import type { CellSummary } from '../store/index.ts';
import { cellKeyOf, cellKeyString } from './cell-key.ts';
import type { CellPlan } from './cell-plan.ts';

/** A stored cell that did not finish: it was interrupted, and a resumed run redoes it. */
export function isInterrupted(cell: Pick<CellSummary, 'outcome'>): boolean {
  return cell.outcome === 'interrupted';
}

/** The planned cells a run still needs: those with no finished cell in the store. */
export function remainingCells(plans: CellPlan[], stored: CellSummary[]): CellPlan[] {
  const finished = new Set(stored.filter((cell) => !isInterrupted(cell)).map(cellKeyString));
  return plans.filter((plan) => !finished.has(cellKeyString(cellKeyOf(plan))));
}
