import { runAgent, type Trajectory } from '../agent/index.ts';
import type { ToolSurface } from '../catalog/index.ts';
import { Environment } from '../environments/index.ts';
import { ReferenceModel } from '../models/index.ts';
import type { ReferenceRunRecord } from '../store/index.ts';
import type { Task } from '../tasks/index.ts';

/** The cell a reference runs beside (the store's unique key of a cell). */
export interface ReferenceCell {
  task: Task;
  model: string;
  mode: string;
  repeat: number;
}

/** What the reference did, to store beside the cell and give the Likert judge: the store's record of it. */
export type ReferenceRun = ReferenceRunRecord;

/** A tool surface for the reference and how to take it down. */
export interface ReferenceSurface {
  surface: ToolSurface;
  stop(): Promise<void>;
}

export interface CotemporalReferenceOptions {
  /** Stores the finished reference (the run's store). */
  save: (run: ReferenceRun) => Promise<void>;
  /** Its own fresh environment by default (the task's apps, oracle tools), never the agent's. */
  open?: (task: Task, label: string) => Promise<ReferenceSurface>;
}

/**
 * LiveMCP-101's co-temporal reference: when a cell's agent starts, the task's validated plan is executed
 * at the same moment by the `reference` model (no LLM) in an environment of its own, so a judge compares
 * the agent with what the same tools answered at the same time (prices, news and clocks move). The
 * returned function is the runner's `reference` hook; it never throws (a failed reference is stored with
 * its error) and resolves when the reference is stored.
 */
export function createCotemporalReference(
  options: CotemporalReferenceOptions,
): (cell: ReferenceCell, runId: string, signal?: AbortSignal) => Promise<void> {
  const open = options.open ?? openEnvironment;
  return async (cell, runId, signal) => {
    const startedAt = new Date();
    const key = { runId, taskId: cell.task.id, model: cell.model, mode: cell.mode, repeat: cell.repeat };
    let opened: ReferenceSurface | undefined;
    let result: Omit<ReferenceRun, keyof typeof key | 'startedAt' | 'finishedAt'>;
    try {
      opened = await open(cell.task, `${cell.task.id}-${cell.repeat}-reference`);
      const trajectory = await runReferencePlan(cell.task, opened.surface, signal);
      result = { output: referenceOutput(trajectory), trajectory };
    } catch (error) {
      result = { output: '', error: (error as Error).message };
    } finally {
      await opened?.stop().catch(() => undefined);
    }
    try {
      await options.save({ ...key, ...result, startedAt, finishedAt: new Date() });
    } catch {
      // The cell is what matters; a reference that cannot be stored is simply absent (the judge says so).
    }
  };
}

/** The task's plan, one call per turn, by the reference model, then its answer. */
export function runReferencePlan(
  task: Task,
  surface: ToolSurface,
  signal?: AbortSignal,
): Promise<Trajectory> {
  return runAgent({
    model: new ReferenceModel(task.reference.plan, task.reference.answer),
    surface,
    prompt: task.prompt,
    limits: { maxTurns: task.reference.plan.length + 2 },
    ...(signal ? { signal } : {}),
  });
}

/** The reference's answer followed by each call's result: what the Likert judge compares against. */
export function referenceOutput(trajectory: Trajectory, resultChars = 4_000): string {
  const calls = trajectory.turns.flatMap((turn) => turn.toolCalls);
  const lines = calls.map((call, index) => {
    const result =
      call.result.length > resultChars ? `${call.result.slice(0, resultChars)} […]` : call.result;
    return `[${index + 1}] ${call.name}(${JSON.stringify(call.arguments)}) → ${call.isError ? 'ERROR ' : ''}${result}`;
  });
  return `Answer: ${trajectory.finalAnswer}\n\nResults of the plan's calls:\n${lines.join('\n') || '(none)'}`;
}

async function openEnvironment(task: Task, label: string): Promise<ReferenceSurface> {
  const environment = await Environment.start(task, label);
  try {
    return { surface: environment.toolSurface('oracle', task), stop: () => environment.stop() };
  } catch (error) {
    await environment.stop();
    throw error;
  }
}
