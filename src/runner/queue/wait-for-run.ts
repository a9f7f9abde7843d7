import type { Store } from '../../store/index.ts';
import { cellKeyString } from '../cell-key.ts';
import type { ProgressDisplay } from '../progress-display.ts';
import { isInterrupted } from '../remaining-cells.ts';

/**
 * Follows a queued run from the store until `planned` cells are finished (or `signal` aborts), feeding
 * each newly stored cell to the progress display. Returns how many cells are finished.
 */
export async function waitForRun(
  store: Store,
  runId: string,
  planned: number,
  display: ProgressDisplay,
  options: { signal?: AbortSignal; pollMs?: number } = {},
): Promise<number> {
  const seen = new Set<string>();
  for (;;) {
    const cells = (await store.listCells(runId)).filter((cell) => !isInterrupted(cell));
    for (const cell of cells) {
      const key = cellKeyString(cell);
      if (seen.has(key)) continue;
      seen.add(key);
      display.cellStored(cell);
    }
    if (seen.size >= planned || options.signal?.aborted) return seen.size;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
}
