import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { CellPlan, RunSettings } from './cell-plan.ts';
import { isAgentId, loadAgentDefinitions, resolveAgent, runExternalAgent } from '../agent/external/index.ts';
import { EpisodeError, runAgent, type Trajectory } from '../agent/index.ts';
import { cellRoot, Environment, seededWorkspace } from '../environments/index.ts';
import { type Checkpoint, runChecks, type Score, scoreCheckpoints } from '../evaluation/index.ts';
import { createModel, parseModelId } from '../models/index.ts';
import { type CellOutcome, type CellRecord, statusOf } from '../store/index.ts';
import { toolSearchesOf } from '../gateway/index.ts';
import { conversationOf, withUserTool } from '../people/index.ts';
import { CoworkerDesk, withCoworkerReplies, withCoworkers } from './cell-coworkers.ts';
import { coworkersOfCell, userDeviceOf, userOfCell } from './cell-people.ts';
import { deliveredConversation, deliveredPromptWithHistory, scenarioTime, userOf } from '../tasks/index.ts';
import { createCellSurface } from './cell-surface.ts';
import { classifyAbort, classifyCellError } from './classify-cell-error.ts';

/**
 * An external agent's tool calls are bounded by the task's turn budget times this: its model turns are
 * not visible, and one turn may make several calls.
 */
const EXTERNAL_CALLS_PER_TURN = 4;

const NO_SCORE: Score = { earned: 0, total: 0, success: false, score: 0 };

/**
 * One cell, start to finish: fresh environment, agent, checks on the final state, environment gone.
 * Infrastructure faults (an app that does not start, a model that throws) make the cell an `error`,
 * never a `failed`: that would blame the agent for the harness. Its outcome says the kind of error.
 */
export async function runCell(
  plan: CellPlan,
  runId: string,
  settings: RunSettings,
  signal?: AbortSignal,
  /** Apps already running and seeded (validate's runs of one task): used as they are, left running. */
  shared?: Environment,
): Promise<CellRecord> {
  const { task } = plan;
  const user = userOf(task);
  const startedAt = new Date();
  const started = performance.now();
  let trajectory: Trajectory | undefined;
  let checkpoints: Checkpoint[] = [];
  let score = NO_SCORE;
  let outcome: CellOutcome = 'harness-fault';
  let error: string | undefined;

  let environment: Environment | undefined;
  let desk: CoworkerDesk | undefined;
  try {
    environment =
      shared ?? (await Environment.start(task, `${task.id}-${plan.repeat}`, settings.environment));
    await settings.onSeeded?.(environment.state, task);
    const external = isAgentId(plan.model);
    // The task's coworkers answer on the chat, in agent turns (an external agent's: its tool calls).
    const coworkers = coworkersOfCell(plan, settings);
    const chat = environment.peopleChat;
    if (coworkers.size > 0 && chat) desk = new CoworkerDesk(chat, task.people ?? [], coworkers);
    const ownSurface = await createCellSurface(environment, plan.mode, task, settings);
    const surface = desk ? withCoworkers(ownSurface, desk, external) : ownSurface;
    const reference = settings.reference?.(plan, runId, signal); // never rejects
    // The task's user: the native loop sends its text replies to them; an external agent gets a tool.
    const partner = userOfCell(plan, settings, await userDeviceOf(task.apps, environment.state));
    trajectory = external
      ? await runExternalAgent({
          definition: resolveAgent(plan.model, settings.agents ?? loadAgentDefinitions()),
          surface: partner ? withUserTool(surface, partner) : surface,
          prompt: deliveredPromptWithHistory(task),
          workDir: environment.cell.subdir('agent'),
          maxTurns: task.limits.maxTurns,
          maxToolCalls: task.limits.maxTurns * EXTERNAL_CALLS_PER_TURN,
          hidden: [cellRoot(), path.dirname(task.dir)],
          referencePlan: task.reference,
          ...(settings.cellTimeMs === undefined ? {} : { timeMs: settings.cellTimeMs }),
          signal,
        })
      : await runAgent({
          model: createModel(plan.model, plan, settings.models),
          surface,
          ...deliveredConversation(task),
          limits: {
            maxTurns: task.limits.maxTurns,
            ...(settings.cellTimeMs === undefined ? {} : { timeMs: settings.cellTimeMs }),
            contextTokens: contextBudget(plan.model, settings),
            ...(settings.textReplies ? { textReplies: settings.textReplies } : {}),
          },
          ...(partner ? { user: partner } : {}),
          signal,
          ...(settings.onAgentEvent || desk
            ? {
                onEvent: (event) => {
                  if (event.type === 'turn-start') desk?.setTurn(event.index);
                  settings.onAgentEvent?.(plan, event);
                },
              }
            : {}),
        });
    if (desk) trajectory = withCoworkerReplies(trajectory, desk.delivered);
    await reference;
    environment.assertServersAlive();
    checkpoints = await runChecks(task.checkPath, {
      workspace: environment.state.workspace ?? environment.cell.dir,
      seed: seededWorkspace(task),
      answer: trajectory.finalAnswer,
      apps: environment.state,
      before: environment.before,
      toolCalls: trajectory.turns.flatMap((turn) =>
        turn.toolCalls.map((call) => ({ ...call, turn: turn.index })),
      ),
      conversation: conversationOf(trajectory, user?.id),
      time: scenarioTime(task),
    });
    score = scoreCheckpoints(checkpoints);
    outcome = score.success ? 'passed' : 'failed';
  } catch (caught) {
    // A model failure mid-episode keeps what the episode did and spent: its tokens were billed.
    if (caught instanceof EpisodeError) trajectory = caught.trajectory;
    if (signal?.aborted) {
      outcome = classifyAbort(signal.reason);
      error = abortMessage(signal);
    } else {
      // An app not installed here skips the cell (an error, so out of success rates) with the doctor's message.
      outcome = classifyCellError(caught);
      error = (caught as Error).message;
    }
  } finally {
    desk?.close();
    if (!shared) await environment?.stop();
  }
  return {
    id: randomUUID(),
    runId,
    taskId: task.id,
    taskTitle: task.title,
    category: task.category,
    difficulty: task.difficulty,
    model: plan.model,
    mode: plan.mode,
    repeat: plan.repeat,
    status: statusOf(outcome),
    outcome,
    score,
    checkpoints,
    trajectory,
    error,
    oracleTools: [...task.tools],
    retrieval: plan.mode === 'retrieval' && trajectory ? toolSearchesOf(trajectory.turns) : [],
    startedAt,
    finishedAt: new Date(),
    durationMs: performance.now() - started,
  };
}

/**
 * The context budget of a cell's model: its window from the models table, or `--context-tokens` when
 * that is smaller. Offline models have no window of their own.
 */
export function contextBudget(model: string, settings: RunSettings): number {
  const own =
    parseModelId(model).kind === 'provider' ? settings.models.limits.of(model).contextTokens : undefined;
  const given = settings.contextTokens;
  if (own === undefined) return given ?? 128_000;
  return given === undefined ? own : Math.min(own, given);
}

/** Why a cell was stopped: `interrupted` (Ctrl-C), or the reason given, such as the harness timeout. */
function abortMessage(signal: AbortSignal): string {
  return signal.reason instanceof Error && signal.reason.message ? signal.reason.message : 'interrupted';
}

export type { CellPlan, RunSettings } from './cell-plan.ts';
