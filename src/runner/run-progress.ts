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
  /** What the turns of running cells have spent so far, by cell; replaced by the cell's record when it ends. */
  private readonly inFlight = new Map<string, { tokens: number; costUsd: number }>();
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

  /** A turn of a running cell ended: its spend shows before the cell ends. */
  addTurn(cell: string, usage: { inputTokens: number; outputTokens: number; costUsd: number | null }): void {
    const sofar = this.inFlight.get(cell) ?? { tokens: 0, costUsd: 0 };
    this.inFlight.set(cell, {
      tokens: sofar.tokens + usage.inputTokens + usage.outputTokens,
      costUsd: sofar.costUsd + (usage.costUsd ?? 0),
    });
  }

  /** The cell ended (or its attempt did): its record's figures count from now on, not its turns'. */
  settle(cell: string): void {
    this.inFlight.delete(cell);
  }

  /** Tokens of finished cells and of the turns of running ones. */
  get liveTokens(): number {
    let tokens = this.tokens;
    for (const spent of this.inFlight.values()) tokens += spent.tokens;
    return tokens;
  }

  /** Cost of finished cells and of the turns of running ones. */
  get liveCostUsd(): number {
    let costUsd = this.costUsd;
    for (const spent of this.inFlight.values()) costUsd += spent.costUsd;
    return costUsd;
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
