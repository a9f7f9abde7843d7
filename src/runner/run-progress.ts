import type { CellRecord, CellStatus, CellSummary } from '../store/index.ts';

/** What the progress display needs of a finished cell, from a fresh record or a stored row. */
export interface CellProgress {
  status: CellStatus;
  tokens: number;
  costUsd: number | null;
}

export function progressOfRecord(cell: CellRecord): CellProgress {
  const usage = cell.trajectory?.usage;
  return {
    status: cell.status,
    tokens: usage ? usage.inputTokens + usage.outputTokens : 0,
    costUsd: usage ? usage.costUsd : 0,
  };
}

export function progressOfSummary(cell: CellSummary): CellProgress {
  return { status: cell.status, tokens: cell.inputTokens + cell.outputTokens, costUsd: cell.costUsd };
}

/** Counts of a run in progress: done / passed / failed / errors, tokens and cost so far, and an ETA. */
export class RunProgress {
  readonly total: number;
  done = 0;
  passed = 0;
  failed = 0;
  errors = 0;
  running = 0;
  retries = 0;
  tokens = 0;
  costUsd = 0;
  /** Finished cells whose cost is unknown (a model without a price). */
  unpriced = 0;
  private doneHere = 0;
  private readonly startedAt: number;
  private readonly now: () => number;

  constructor(total: number, now: () => number = Date.now) {
    this.total = total;
    this.now = now;
    this.startedAt = now();
  }

  /** Cells finished before this process started (a resumed run): counted, but not in the ETA's pace. */
  addEarlier(cell: CellProgress): void {
    this.count(cell);
  }

  add(cell: CellProgress): void {
    this.count(cell);
    this.doneHere += 1;
  }

  /** Milliseconds until every cell is done at the pace so far; undefined before the first cell ends. */
  etaMs(): number | undefined {
    if (this.doneHere === 0) return undefined;
    const pace = (this.now() - this.startedAt) / this.doneHere;
    return Math.max(0, this.total - this.done) * pace;
  }

  private count(cell: CellProgress): void {
    this.done += 1;
    if (cell.status === 'passed') this.passed += 1;
    else if (cell.status === 'failed') this.failed += 1;
    else this.errors += 1;
    this.tokens += cell.tokens;
    if (cell.costUsd === null) this.unpriced += 1;
    else this.costUsd += cell.costUsd;
  }
}
