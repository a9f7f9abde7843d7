export { type CellJob, cellJobId, QUEUE_NAME } from './cell-job.ts';
export { enqueueCells } from './enqueue-cells.ts';
export { openSharedStore } from './open-shared-store.ts';
export { openRunJobs, type RunJobs } from './queued-jobs.ts';
export { type QueuedCellOutcome, QueuedCellRunner } from './run-queued-cell.ts';
export { type CellWorker, type CellWorkerOptions, startCellWorker } from './start-cell-worker.ts';
export { waitForRun } from './wait-for-run.ts';
