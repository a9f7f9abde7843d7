import type { AttemptRecord, CellOutcome, CellRecord, CellSummary } from '../store/index.ts';
import { cellKeyOf, cellKeyString, describeCellKey } from './cell-key.ts';
import type { CellPlan } from './cell-plan.ts';
import type { RunEvent } from './run-cells.ts';
import { progressOfRecord, progressOfSummary, type RunProgress } from './run-progress.ts';

export interface ProgressOutput {
  write(text: string): unknown;
}

/**
 * Progress of a run on stderr. Live (a terminal): one line per finished cell and a status line kept at
 * the bottom, redrawn every second. Plain (a pipe, or `--json`): one line per finished cell carrying
 * the same figures, so logs read well.
 */
export class ProgressDisplay {
  private readonly progress: RunProgress;
  private readonly output: ProgressOutput;
  private readonly live: boolean;
  private timer: NodeJS.Timeout | undefined;
  private statusShown = false;

  constructor(progress: RunProgress, output: ProgressOutput, options: { live: boolean }) {
    this.progress = progress;
    this.output = output;
    this.live = options.live;
  }

  start(): void {
    if (!this.live) return;
    this.timer = setInterval(() => this.drawStatus(), 1000);
    this.timer.unref();
    this.drawStatus();
  }

  stop(): void {
    clearInterval(this.timer);
    this.clearStatus();
  }

  /** Feeds one event of `runCells`. */
  onEvent(event: RunEvent): void {
    if (event.type === 'cell-start') this.cellStarted(event.plan);
    else if (event.type === 'cell-end') this.cellEnded(event.cell);
    else if (event.type === 'cell-duplicate') this.cellDuplicated(event.stored);
    else if (event.type === 'cell-attempt-error') this.attemptFailed(event.attempt, event.willRetry);
    else if (event.type === 'cell-turn')
      this.progress.addTurn(cellKeyString(cellKeyOf(event.plan)), event.usage);
    else
      this.note(
        `budget reached: $${event.spentUsd.toFixed(4)} of $${event.maxCostUsd} spent; starting no more cells`,
      );
  }

  cellStarted(_plan: CellPlan): void {
    this.progress.running += 1;
  }

  cellEnded(cell: CellRecord): void {
    this.progress.settle(cellKeyString(cell));
    this.progress.running = Math.max(0, this.progress.running - 1);
    this.progress.add(progressOfRecord(cell));
    const seconds = (cell.durationMs / 1000).toFixed(1);
    const what = `${describeCellKey(cell)}: ${cell.status} ${cell.score.score.toFixed(2)} (${seconds}s)`;
    const line = `[${this.progress.done}/${this.progress.total}] ${what}${errorSuffix(cell)}`;
    this.note(this.live ? line : `${line} | ${this.summary()}`);
  }

  /** A cell another process stored (a queued run followed from the store). */
  cellStored(cell: CellSummary, remark = ''): void {
    this.progress.add(progressOfSummary(cell));
    const seconds = (cell.durationMs / 1000).toFixed(1);
    const what = `${describeCellKey(cell)}: ${cell.status} ${cell.score.toFixed(2)} (${seconds}s)${remark}`;
    const line = `[${this.progress.done}/${this.progress.total}] ${what}${errorSuffix(cell)}`;
    this.note(this.live ? line : `${line} | ${this.summary()}`);
  }

  /** A cell this process ran that another process stored first: counted with the stored outcome. */
  cellDuplicated(stored: CellSummary): void {
    this.progress.settle(cellKeyString(stored));
    this.progress.running = Math.max(0, this.progress.running - 1);
    this.cellStored(stored, ', stored meanwhile by another process (that one is kept)');
  }

  attemptFailed(attempt: AttemptRecord, willRetry: boolean): void {
    this.progress.settle(cellKeyString(attempt));
    if (!willRetry) return;
    this.progress.retries += 1;
    this.note(`retrying ${describeCellKey(attempt)} after attempt ${attempt.attempt}: ${attempt.error}`);
  }

  /** A line above the status line. */
  note(text: string): void {
    this.clearStatus();
    this.output.write(`${text}\n`);
    if (this.timer) this.drawStatus();
  }

  /** `3/12 done: 2 passed, 0 failed, 1 errors | 4 running | ETA 42s | 1.2k tokens | $0.0012` */
  summary(): string {
    const progress = this.progress;
    const eta = progress.etaMs();
    const cost =
      progress.unpriced > 0
        ? `$${progress.liveCostUsd.toFixed(4)} + ${progress.unpriced} unpriced`
        : `$${progress.liveCostUsd.toFixed(4)}`;
    return [
      `${progress.done}/${progress.total} done: ${progress.passed} passed, ${progress.failed} failed, ${progress.errors} errors`,
      ...(progress.running > 0 ? [`${progress.running} running`] : []),
      ...(progress.retries > 0 ? [`${progress.retries} retries`] : []),
      `ETA ${eta === undefined ? '?' : formatDuration(eta)}`,
      `${formatCount(progress.liveTokens)} tokens`,
      cost,
    ].join(' | ');
  }

  private drawStatus(): void {
    this.output.write(`\r\x1b[2K${this.summary()}`);
    this.statusShown = true;
  }

  private clearStatus(): void {
    if (!this.statusShown) return;
    this.output.write('\r\x1b[2K');
    this.statusShown = false;
  }
}

/** A cell's error after its progress line; a skip's reason was said once before the run started. */
function errorSuffix(cell: { outcome: CellOutcome; error?: string | null }): string {
  if (cell.outcome === 'skipped') return ' (skipped)';
  return cell.error ? ` ${cell.error}` : '';
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

export function formatCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${(count / 1000).toFixed(1)}k`;
  return `${(count / 1_000_000).toFixed(2)}M`;
}
