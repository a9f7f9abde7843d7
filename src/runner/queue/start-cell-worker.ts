import { type Job, Worker } from 'bullmq';
import type { Store } from '../../store/index.ts';
import { interruption } from '../classify-cell-error.ts';
import type { CellRunner } from '../run-cell-with-retries.ts';
import type { RunSettings } from '../cell-plan.ts';
import { type CellJob, openRedis, QUEUE_NAME } from './cell-job.ts';
import { type QueuedCellOutcome, QueuedCellRunner } from './run-queued-cell.ts';

export interface CellWorkerOptions {
  queueUrl: string;
  store: Store;
  /** Cells this worker runs at once. */
  concurrency: number;
  /**
   * Seconds a job stays leased to this worker without a heartbeat. The worker renews the lease while
   * alive; when it dies, the job goes back to the queue after this long and another worker takes it.
   */
  leaseSeconds: number;
  onOutcome?: (job: CellJob, outcome: QueuedCellOutcome) => void;
  onJobError?: (job: CellJob, error: Error) => void;
  onModelRetry?: RunSettings['models']['onRetry'];
  runOne?: CellRunner;
}

export interface CellWorker {
  /** Takes no new jobs and waits for the cells in flight to be stored. */
  close(): Promise<void>;
  /** Interrupts the cells in flight: their jobs go back to the queue for another worker. */
  interrupt(): void;
}

/** A BullMQ worker that takes cell jobs and writes their results to the shared store. */
export function startCellWorker(options: CellWorkerOptions): CellWorker {
  const connection = openRedis(options.queueUrl);
  const runner = new QueuedCellRunner(options.store, {
    ...(options.runOne ? { runOne: options.runOne } : {}),
    ...(options.onModelRetry ? { onModelRetry: options.onModelRetry } : {}),
  });
  const interrupting = new AbortController();
  const leaseMs = options.leaseSeconds * 1000;
  const worker = new Worker<CellJob, QueuedCellOutcome['kind']>(
    QUEUE_NAME,
    async (job: Job<CellJob>) => {
      const outcome = await runner.run(job.data, interrupting.signal);
      options.onOutcome?.(job.data, outcome);
      return outcome.kind;
    },
    {
      connection,
      concurrency: options.concurrency,
      lockDuration: leaseMs,
      stalledInterval: Math.max(1000, Math.round(leaseMs / 2)),
      // A job whose workers keep dying is given up after this many lease expiries (then `run --resume`).
      maxStalledCount: 5,
    },
  );
  worker.on('failed', (job, error) => {
    if (job) options.onJobError?.(job.data, error);
  });
  // Connection errors are retried by ioredis; report them without crashing the worker.
  worker.on('error', (error) => options.onJobError?.({} as CellJob, error));
  return {
    close: async () => {
      await worker.close();
      connection.disconnect();
    },
    interrupt: () => interrupting.abort(interruption()),
  };
}
