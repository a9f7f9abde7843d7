import type { Command } from 'commander';
import { sweepStaleCells } from '../environments/index.ts';
import { ArenaError } from '../errors.ts';
import { describeCellKey, WORKER_ID } from '../runner/index.ts';
import { positiveInteger } from './options.ts';
import { EXIT } from './run-result.ts';
import { storeUrl } from './db-option.ts';

interface WorkerOptions {
  queue: string;
  db: string;
  concurrency: number;
  lease: number;
}

export function registerWorkerCommand(program: Command): void {
  program
    .command('worker')
    .description(
      'take cells from a run queued with `run --queue` and store their results; runs until stopped',
    )
    .requiredOption('--queue <url>', 'redis://HOST:PORT of the BullMQ queue')
    .requiredOption('--db <url>', 'postgres://... the store every worker shares', storeUrl)
    .option('--concurrency <n>', 'cells running at once on this machine', positiveInteger, 1)
    .option(
      '--lease <seconds>',
      "how long a dead worker's cell waits before another worker takes it",
      positiveInteger,
      30,
    )
    .action(async (options: WorkerOptions) => workerAction(options));
}

async function workerAction(options: WorkerOptions): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(options.db)) {
    throw new ArenaError('USAGE', '--db must be a postgres:// URL: every worker writes to the same server');
  }
  sweepStaleCells();
  const { openSharedStore, startCellWorker } = await import('../runner/queue/index.ts');
  const store = await openSharedStore(options.db);
  const log = (line: string): void => {
    process.stderr.write(`worker ${WORKER_ID}: ${line}\n`);
  };
  const worker = startCellWorker({
    queueUrl: options.queue,
    store,
    concurrency: options.concurrency,
    leaseSeconds: options.lease,
    onOutcome: (job, outcome) => {
      const cell = `run ${job.runId} ${describeCellKey(job)}`;
      if (outcome.kind === 'stored') {
        const seconds = (outcome.cell.durationMs / 1000).toFixed(1);
        log(
          `${cell}: ${outcome.cell.status} ${outcome.cell.score.score.toFixed(2)} (${seconds}s)${outcome.cell.error ? ` ${outcome.cell.outcome}: ${outcome.cell.error}` : ''}`,
        );
      } else if (outcome.kind === 'duplicate') log(`${cell}: already stored, skipped`);
      else log(`${cell}: the run's budget is spent, left for run --resume`);
    },
    onJobError: (job, error) =>
      log(`${job.runId ? `run ${job.runId} ${describeCellKey(job)}: ` : ''}${error.message}`),
    onModelRetry: (model, failure, delayMs) =>
      log(`${model}: ${failure.reason}; retrying in ${(delayMs / 1000).toFixed(1)}s`),
  });
  log(`taking cells from ${options.queue} (concurrency ${options.concurrency}); Ctrl-C to stop`);

  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (interrupt: boolean): void => {
      if (interrupt || stopping) {
        log('interrupting: cells in flight go back to the queue');
        worker.interrupt();
      } else log('stopping: no new cells; the ones in flight finish first (Ctrl-C again to interrupt)');
      if (stopping) return;
      stopping = true;
      void worker.close().then(resolve, resolve);
    };
    process.on('SIGINT', () => stop(false));
    process.on('SIGTERM', () => stop(true));
  });
  await store.close();
  // A worker runs until stopped: like a stopped run, it ends with 130 (README "Exit codes").
  process.exitCode = EXIT.stopped;
}
