import os from 'node:os';
import type { Command } from 'commander';
import type { ToolMode } from '../environments/index.ts';
import { appAvailabilities, sweepStaleCells } from '../environments/index.ts';
import { ArenaError } from '../errors.ts';
import { assertModelId, defaultModelId } from '../models/index.ts';
import { AGENT_PREFIX, isAgentId, resolveAgent } from '../agent/external/index.ts';
import {
  type CellPlan,
  interruption,
  isInterrupted,
  planCells,
  type PreparedRun,
  prepareRun,
  ProgressDisplay,
  progressOfSummary,
  remainingCells,
  runCells,
  RunProgress,
  type RunSettings,
  storeHooks,
} from '../runner/index.ts';
import {
  isOwnerAlive,
  newRunId,
  readPendingRun,
  removePendingRun,
  type RunConfig,
  type RunOwner,
  type RunRecord,
  Store,
  writePendingRun,
} from '../store/index.ts';
import type { ToolUniverse } from '../gateway/index.ts';
import { loadSuite, type Task } from '../tasks/index.ts';
import { printJson } from './options.ts';
import { plannedRunConfig, resumedRunConfig, type RunCommandOptions } from './run-options.ts';
import { preflightRun } from './run-preflight.ts';
import { EXIT, printRunResult, runExitCode } from './run-result.ts';
import { reportRetry } from './run-spec-options.ts';
import { skippedTasksNotice } from './skipped-tasks-notice.ts';

/** Says once per task which tools (groups of its apps' tools, distractor servers) were left out to stay within the providers' tool limit. */
function reportLeftOut(): NonNullable<RunSettings['onToolsLeftOut']> {
  const told = new Set<string>();
  return (taskId, leftOut, limit) => {
    if (told.has(taskId)) return;
    told.add(taskId);
    const groups = leftOut.map((entry) => `${entry.name} (${entry.tools} tools)`).join(', ');
    process.stderr.write(`${taskId}: left out to stay within ${limit} tools: ${groups}\n`);
  };
}

/** What run-command.ts hands over: the run once its command line is checked. */
export interface OpenedRun {
  paths: string[];
  /** The suite's tasks; a resumed run loads its stored paths. */
  tasks: Task[] | undefined;
  options: RunCommandOptions;
  command: Command;
}

/**
 * The run once its command line is checked and its suite loaded (run-command.ts), with its store being
 * opened: everything up to the run's first line (its id), then its cells, locally or on a queue.
 */
export async function runOpened(opened: OpenedRun, opening: Promise<Store>): Promise<void> {
  const { paths, tasks, options, command } = opened;
  const agents = (options.agent ?? []).map((name) => `${AGENT_PREFIX}${name}`);
  const models = [
    ...(options.model ?? (options.resume || agents.length > 0 ? [] : [defaultModelId()])),
    ...agents,
  ];
  if (!options.resume && !options.model && agents.length === 0) {
    process.stderr.write(
      models[0] === 'reference'
        ? "No --model and no API key: running the reference model (follows each task's plan).\n"
        : `No --model given: running ${models[0]} (its API key is set).\n`,
    );
  }

  sweepStaleCells();
  let store: Store | undefined;
  let universe: ToolUniverse | undefined;
  try {
    let config: RunConfig;
    if (options.resume) {
      store = await opening;
      const run = await storedRun(store, options.resume);
      // Workers share a queued run (their queue never runs a cell twice); a local resume runs it alone.
      if (!options.queue) {
        const claim = await store.claimRun(run.id);
        if (!claim.claimed) throw runStillRunning(run.id, claim.owner, claim.heartbeatAgeMs);
      }
      config = resumedRunConfig(run.config, command);
    } else {
      config = plannedRunConfig(paths, models, options, command);
    }
    const prepared = await prepareRun(config, {
      ...storeHooks(opening),
      onModelRetry: reportRetry,
      onToolsLeftOut: reportLeftOut(),
      check: (settings) => {
        for (const model of config.models)
          if (isAgentId(model)) resolveAgent(model, settings.agents!);
          else assertModelId(model, settings.models);
        if (settings.peopleModel) assertModelId(settings.peopleModel, settings.models);
      },
    });
    const { settings } = prepared;
    universe = settings.universe;
    const runTasks = tasks ?? loadSuite(prepared.config.paths);
    const plans = planCells(runTasks, config.models, config.modes as ToolMode[], config.repeats);
    // Before the run is stored: a configuration fault leaves nothing behind.
    // With --queue, agents run on the workers' machines: their programs need not be here.
    await preflightRun(
      plans,
      settings.models,
      options.queue ? undefined : settings.agents,
      settings.environment,
    );
    // First, so a run killed by any means can be found and resumed: a new run's id is printed before its
    // store has opened (a new embedded store takes seconds), its record kept in the home until stored.
    const pending: RunRecord | undefined = options.resume
      ? undefined
      : { id: newRunId(), createdAt: new Date(), config };
    if (pending) {
      writePendingRun(pending);
      process.stderr.write(
        `Run ${pending.id}: ${plans.length} cells to run. After a stop: ${resumeCommand(pending.id)}\n`,
      );
      store = await opening;
      await store.createRun(config, pending.id, pending.createdAt);
      removePendingRun(pending.id);
    }
    store ??= await opening;
    const runId = options.resume ?? pending!.id;
    const stored = await store.listCells(runId);
    const todo = remainingCells(plans, stored);
    if (options.resume)
      process.stderr.write(
        `Run ${runId} (resumed): ${plans.length - todo.length} of ${plans.length} cells done, ${todo.length} to run.\n`,
      );
    const skipNotice = skippedTasksNotice(
      todo.map((plan) => plan.task),
      appAvailabilities(
        todo.flatMap((plan) => plan.task.apps),
        settings.environment,
      ),
    );
    if (skipNotice) process.stderr.write(skipNotice);
    if (options.queue) {
      await runOnQueue(store, runId, plans, todo, options);
      return;
    }
    const interrupted = await runLocally(store, runId, plans, todo, stored, prepared, options);
    const cells = await printRunResult(store, runId, plans.length, options.json === true);
    const code = runExitCode(interrupted, cells, plans.length);
    process.exitCode = code;
    if (code === EXIT.allErrors)
      process.stderr.write(`Every cell of run ${runId} ended in an error: nothing was measured.\n`);
    else if (code !== EXIT.completed)
      process.stderr.write(`Run ${runId} stopped; finish it with: ${resumeCommand(runId)}\n`);
  } finally {
    // Distractor servers that were called are still running: end them, or they keep the process alive.
    await universe?.close();
    await (store ?? (await opening.catch(() => undefined)))?.close();
  }
}

/**
 * The stored run to resume; one whose id was printed but which was never stored (killed while its store
 * was opening) is stored now from its record in the home, unless the process that printed it goes on.
 */
async function storedRun(store: Store, runId: string): Promise<RunRecord> {
  try {
    return await store.getRun(runId);
  } catch (error) {
    const pending = readPendingRun(runId);
    if (!(error instanceof ArenaError) || error.code !== 'RUN_NOT_FOUND' || !pending) throw error;
    if (isOwnerAlive(pending.owner)) throw runStillRunning(runId, pending.owner, 0);
    const { config, createdAt } = pending.run;
    // Of two resumes at once, one stores it; the other finds it stored (and their claims pick one).
    await store.createRun(config, runId, createdAt).catch(() => store.getRun(runId));
    removePendingRun(runId);
    return pending.run;
  }
}

/** Puts the remaining cells on the queue; with `--wait`, follows the run from the store to the end. */
async function runOnQueue(
  store: Store,
  runId: string,
  plans: CellPlan[],
  todo: CellPlan[],
  options: RunCommandOptions,
): Promise<void> {
  const { enqueueCells, openRunJobs, waitForRun } = await import('../runner/queue/index.ts');
  const enqueued = await enqueueCells(options.queue!, runId, todo);
  process.stderr.write(
    `Run ${runId}: ${enqueued} cells queued. Workers: mcp-arena worker --queue ${options.queue} --db <the same URL>\n`,
  );
  if (!options.wait) {
    if (options.json) printJson({ runId, queued: enqueued, planned: plans.length });
    else process.stdout.write(`${runId}\n`);
    return;
  }
  const progress = new RunProgress(plans.length);
  const display = new ProgressDisplay(progress, process.stderr, {
    live: process.stderr.isTTY === true && !options.json,
  });
  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const jobs = openRunJobs(options.queue!, runId);
  display.start();
  try {
    await waitForRun(store, runId, plans.length, display, {
      signal: stop.signal,
      jobsLeft: () => jobs.anyLeft(),
    });
  } finally {
    display.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await jobs.close();
  }
  const cells = await printRunResult(store, runId, plans.length, options.json === true);
  // The same codes as a local run: the workers' cells are judged as they would have been here.
  const code = runExitCode(stop.signal.aborted, cells, plans.length);
  process.exitCode = code;
  if (code === EXIT.stopped)
    process.stderr.write(
      `Stopped waiting; the workers go on. Follow again with: mcp-arena run --resume ${runId} --queue ${options.queue} --db <the same URL> --wait\n`,
    );
  else if (code === EXIT.allErrors)
    process.stderr.write(`Every cell of run ${runId} ended in an error: nothing was measured.\n`);
  else if (code === EXIT.incomplete)
    process.stderr.write(
      `Run ${runId}: the workers left cells unrun (--max-cost reached); finish it with: ${resumeCommand(runId)} --queue ${options.queue} --db <the same URL>\n`,
    );
}

/** Runs the remaining cells on this machine; returns whether the run was interrupted. */
async function runLocally(
  store: Store,
  runId: string,
  plans: CellPlan[],
  todo: CellPlan[],
  stored: Awaited<ReturnType<Store['listCells']>>,
  prepared: PreparedRun,
  options: RunCommandOptions,
): Promise<boolean> {
  const progress = new RunProgress(plans.length);
  for (const cell of stored.filter((candidate) => !isInterrupted(candidate)))
    progress.addEarlier(progressOfSummary(cell));
  const display = new ProgressDisplay(progress, process.stderr, {
    live: process.stderr.isTTY === true && !options.json,
  });
  const stop = new AbortController();
  const interrupt = new AbortController();
  const onSigint = (): void => {
    if (interrupt.signal.aborted) return;
    if (stop.signal.aborted) {
      display.note('Interrupted: cells in flight end as errors (interrupted).');
      interrupt.abort(interruption());
      return;
    }
    display.note(
      `Stopping: no new cells; ${progress.running} in flight finish first (Ctrl-C again to interrupt them). ` +
        `Finish later with: ${resumeCommand(runId)}`,
    );
    stop.abort();
  };
  const onSigterm = (): void => {
    stop.abort();
    interrupt.abort(interruption());
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  display.start();
  try {
    const result = await runCells({
      runId,
      plans: todo,
      settings: prepared.settings,
      store,
      concurrency: options.concurrency,
      retries: prepared.retries,
      ...(prepared.maxCostUsd === undefined ? {} : { maxCostUsd: prepared.maxCostUsd }),
      spentUsd: progress.costUsd,
      harnessTimeMs: prepared.harnessTimeMs,
      replaceInterrupted: true,
      stop: stop.signal,
      interrupt: interrupt.signal,
      onEvent: (event) => display.onEvent(event),
    });
    display.stop();
    if (result.notStarted > 0) {
      process.stderr.write(
        `${result.notStarted} cells not started${result.budgetReached ? ' (budget reached)' : ''}.\n`,
      );
    }
    return stop.signal.aborted || interrupt.signal.aborted;
  } finally {
    display.stop();
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
  }
}

/** Why `--resume` of a run whose process is still running it refuses, and what to do. */
function runStillRunning(runId: string, owner: RunOwner, heartbeatAgeMs: number): ArenaError {
  const here = owner.host === os.hostname();
  const where = here ? `on this host (${owner.host})` : `on host ${owner.host}`;
  const stop = here ? `kill ${owner.pid}` : `kill ${owner.pid} on ${owner.host}`;
  return new ArenaError(
    'RUN_RUNNING',
    `run ${runId} is still running: process ${owner.pid} ${where} stores its cells ` +
      `(heartbeat ${Math.round(heartbeatAgeMs / 1000)}s ago; mcp-arena ${owner.command}). Wait for it to ` +
      `finish, or stop it (Ctrl-C in its terminal, or ${stop}) and then resume: ${resumeCommand(runId)}`,
  );
}

/** How to finish a run that stopped before all its cells ran. */
function resumeCommand(runId: string): string {
  return `npx mcp-arena run --resume ${runId}`;
}
