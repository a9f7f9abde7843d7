import { type JobType, Queue } from 'bullmq';
import { type CellJob, openRedis, QUEUE_NAME } from './cell-job.ts';

/** States of a job that a worker will still run (done jobs are removed from the queue). */
const UNFINISHED: JobType[] = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'];

/** The jobs a run still has on the queue: when none is left, the cells not stored will not come. */
export interface RunJobs {
  anyLeft(): Promise<boolean>;
  close(): Promise<void>;
}

export function openRunJobs(queueUrl: string, runId: string): RunJobs {
  const connection = openRedis(queueUrl);
  const queue = new Queue<CellJob>(QUEUE_NAME, { connection });
  return {
    anyLeft: async () => {
      const jobs = await queue.getJobs(UNFINISHED);
      return jobs.some((job) => job?.data?.runId === runId);
    },
    close: async () => {
      await queue.close();
      connection.disconnect();
    },
  };
}
