import { Queue } from 'bullmq';
import { cellKeyOf } from '../cell-key.ts';
import type { CellPlan } from '../cell-plan.ts';
import { type CellJob, cellJobId, openRedis, QUEUE_NAME } from './cell-job.ts';

/** Attempts of a job whose worker gave it back (interrupted) or failed to store it; errors are data, not throws. */
const JOB_ATTEMPTS = 5;

/** Puts the cells on the queue as jobs with deterministic ids; a cell already waiting or running is not added twice. */
export async function enqueueCells(queueUrl: string, runId: string, plans: CellPlan[]): Promise<number> {
  const connection = openRedis(queueUrl);
  const queue = new Queue<CellJob>(QUEUE_NAME, { connection });
  try {
    const jobs = plans.map((plan) => {
      const key = cellKeyOf(plan);
      return {
        name: 'cell',
        data: { runId, ...key },
        opts: {
          jobId: cellJobId(runId, key),
          attempts: JOB_ATTEMPTS,
          backoff: { type: 'fixed', delay: 1000 },
          removeOnComplete: true,
          removeOnFail: true,
        },
      };
    });
    for (let start = 0; start < jobs.length; start += 500)
      await queue.addBulk(jobs.slice(start, start + 500));
    return jobs.length;
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
