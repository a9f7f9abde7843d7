import type { Store } from '../../store/index.ts';
import { cellKeyString } from '../cell-key.ts';
import type { ProgressDisplay } from '../progress-display.ts';
import { isInterrupted } from '../remaining-cells.ts';

/**
 * Follows a queued run from the store until `planned` cells are finished, `signal` aborts, or the queue
 * holds no job of the run any more (`jobsLeft`: workers left cells over the `--max-cost` budget unrun),
 * feeding each newly stored cell to the progress display. Returns how many cells are finished.
 */
export async function waitForRun(
  store: Store,
  runId: string,
  planned: number,
  display: ProgressDisplay,
  options: { signal?: AbortSignal; pollMs?: number; jobsLeft?: () => Promise<boolean> } = {},
): Promise<number> {
  const seen = new Set<string>();
  const readStored = async (): Promise<number> => {
    const cells = (await store.listCells(runId)).filter((cell) => !isInterrupted(cell));
    let added = 0;
    for (const cell of cells) {
      const key = cellKeyString(cell);
      if (seen.has(key)) continue;
      seen.add(key);
      added += 1;
      display.cellStored(cell);
    }
    return added;
  };
  for (;;) {
    const added = await readStored();
    if (seen.size >= planned || options.signal?.aborted) return seen.size;
    // A worker stores a cell before its job ends: with no job left, one more read sees every cell.
    if (added === 0 && options.jobsLeft && !(await options.jobsLeft())) {
      await readStored();
      return seen.size;
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
}
