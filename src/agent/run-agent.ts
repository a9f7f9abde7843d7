import type { ToolSurface } from '../catalog/index.ts';
import { closestNames } from '../catalog/index.ts';
import type { Message, Model, ToolCall, ToolDefinition } from '../models/index.ts';
import type { AgentEvent, AgentEventListener } from './agent-events.ts';
import type { ConversationPartner } from './conversation-partner.ts';
import { BUILTIN_TOOL_NAMES, BUILTIN_TOOLS } from './builtin-tools.ts';
import { ContextWindow, estimateToolTokens } from './context-window.ts';
import { OutputPager } from './output-pager.ts';
import type { TextReplyPolicy } from './reply-policy.ts';
import {
  type CompletedTurn,
  defaultStopConditions,
  type EpisodeState,
  type StopCondition,
  type TurnVerdict,
} from './stop-conditions.ts';
import { systemPrompt } from './system-prompt.ts';
import type { HistoryEntry } from '../tasks/index.ts';
import { agentHistoryMessages } from './history-messages.ts';
import { type EndReason, EpisodeError, type ToolCallRecord, type Trajectory } from './trajectory.ts';
import { TrajectoryRecorder } from './trajectory-recorder.ts';

export interface AgentLimits {
  maxTurns: number;
  /** Wall-clock budget for the whole episode. */
  timeMs?: number;
  /** Context budget in tokens; older turns are dropped past 80% of it. Default 128,000. */
  contextTokens?: number;
  /** Turns never dropped from the context. Default 8. */
  keepTurns?: number;
  /** Tool outputs longer than this are paged. Default 100,000 characters. */
  outputLimitChars?: number;
  /** What a text reply before claim_done gets; default: one reminder, then it is the answer. */
  textReplies?: TextReplyPolicy;
}

export interface AgentOptions {
  model: Model;
  surface: ToolSurface;
  prompt: string;
  /** The conversation before the episode (a task's `history`): the model has it before the prompt. */
  history?: readonly HistoryEntry[];
  limits: AgentLimits;
  signal?: AbortSignal;
  /** The task's user, in conversation with the agent: its text replies go to them. */
  user?: ConversationPartner;
  /** When the episode ends; default: the turn and time budgets, claim_done, the user, the text-reply policy. */
  stopWhen?: StopCondition[];
  /** Hears every step as it happens (the trajectory is recorded from the same events). */
  onEvent?: AgentEventListener;
}

/**
 * The agent loop: ask the model, run the tools it calls, feed results back, until it calls claim_done,
 * answers in text (after the text-reply policy's reminders), gives no usable reply, or runs out of
 * turns or time. Tool failures, bad arguments and unknown tools are observations for the model; only
 * model (provider) failures throw, as an EpisodeError that carries what the episode spent until then.
 */
export async function runAgent(options: AgentOptions): Promise<Trajectory> {
  const { model, surface, limits, signal } = options;
  const deadline = limits.timeMs === undefined ? undefined : AbortSignal.timeout(limits.timeMs);
  const episodeSignal = anySignal(signal, deadline);
  const tools: ToolDefinition[] = [
    ...surface.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
    })),
    ...BUILTIN_TOOLS,
  ];
  const known = tools.map((tool) => tool.name);
  const surfaceNames = new Set(surface.tools.map((tool) => tool.name));
  const pager = new OutputPager({ limitChars: limits.outputLimitChars });
  const context = new ContextWindow(
    [
      { role: 'system', content: systemPrompt({ user: options.user !== undefined }) },
      ...agentHistoryMessages(options.history ?? []),
      { role: 'user', content: options.prompt },
    ],
    {
      maxTokens: limits.contextTokens ?? 128_000,
      keepTurns: limits.keepTurns ?? 8,
      toolTokens: estimateToolTokens(tools),
    },
  );
  const recorder = new TrajectoryRecorder();
  const emit = (event: AgentEvent): void => {
    recorder.onEvent(event);
    options.onEvent?.(event);
  };
  const outOfTime = (): boolean => deadline?.aborted === true && signal?.aborted !== true;

  const execute = async (call: ToolCall): Promise<{ record: ToolCallRecord; shown: string }> => {
    const start = performance.now();
    const done = (result: string, isError: boolean, unknownTool = false, shown = result) => ({
      record: { ...call, result, isError, unknownTool, durationMs: performance.now() - start },
      shown,
    });
    if (call.argumentsError) return done(`Error: ${call.argumentsError}`, true);
    if (BUILTIN_TOOL_NAMES.has(call.name)) {
      try {
        return done(runBuiltin(call, pager, context), false);
      } catch (error) {
        return done(`Error: ${(error as Error).message}`, true);
      }
    }
    if (!(surface.has?.(call.name) ?? surfaceNames.has(call.name))) {
      const suggestions = closestNames(call.name, known);
      return done(
        `Error: there is no tool named "${call.name}". Closest tools: ${suggestions.join(', ')}.`,
        true,
        true,
      );
    }
    const result = await surface.call(call.name, call.arguments, episodeSignal);
    const outcome = done(result.content, result.isError, false, pager.present(result.content).shown);
    return result.policy ? { ...outcome, record: { ...outcome.record, policy: result.policy } } : outcome;
  };

  const state: { turns: number } & EpisodeState = {
    turns: 0,
    outOfTime,
    ...(episodeSignal ? { signal: episodeSignal } : {}),
  };
  const conditions =
    options.stopWhen ?? defaultStopConditions({ ...limits, ...(options.user ? { user: options.user } : {}) });
  let ended: { reason: EndReason; answer?: string } | undefined;
  while (!ended) {
    const before = firstAnswer(conditions, (condition) => condition.beforeTurn?.(state));
    if (before) {
      ended = { reason: before };
      break;
    }
    signal?.throwIfAborted();
    context.fit();
    const index = state.turns;
    const startedAt = new Date().toISOString();
    emit({ type: 'turn-start', index, startedAt });
    const modelStart = performance.now();
    let response;
    try {
      response = await model.generate({ messages: context.messages, tools }, episodeSignal);
    } catch (error) {
      const reason = firstAnswer(conditions, (condition) => condition.onModelError?.(state));
      if (reason) {
        ended = { reason };
        break;
      }
      throw new EpisodeError(error, recorder.trajectory(model));
    }
    const modelMs = performance.now() - modelStart;
    emit({ type: 'model-end', index, response, modelMs });

    const records: ToolCallRecord[] = [];
    const results: Message[] = [];
    let claimed: { answer: string } | undefined;
    for (const call of response.toolCalls) {
      if (call.name === 'claim_done') {
        claimed = { answer: typeof call.arguments.answer === 'string' ? call.arguments.answer : '' };
        records.push({
          ...call,
          result: 'Episode ended.',
          isError: false,
          unknownTool: false,
          durationMs: 0,
        });
        break;
      }
      emit({ type: 'tool-call-start', index, call });
      const { record, shown } = await execute(call);
      emit({ type: 'tool-call-end', index, record });
      records.push(record);
      results.push({
        role: 'tool',
        toolCallId: call.id,
        toolName: call.name,
        content: shown,
        isError: record.isError,
      });
    }
    state.turns += 1;
    const completed: CompletedTurn = { response, ...(claimed ? { claimed } : {}) };
    let verdict: TurnVerdict | undefined;
    try {
      verdict = await firstVerdict(conditions, completed, state);
    } catch (error) {
      // A person's reply cut short by the episode's budget ends it as out of time, with the turn kept.
      const reason = firstAnswer(conditions, (condition) => condition.onModelError?.(state));
      if (!reason) throw new EpisodeError(error, recorder.trajectory(model));
      verdict = { kind: 'stop', reason };
    }
    const notice = verdict?.kind === 'notice' ? verdict.message : undefined;
    const reply = verdict?.kind === 'reply' || verdict?.kind === 'stop' ? verdict.reply : undefined;
    context.push([
      {
        role: 'assistant',
        content: response.text,
        toolCalls: response.toolCalls,
        ...(response.reasoning === undefined ? {} : { reasoning: response.reasoning }),
        ...(response.echo === undefined ? {} : { echo: response.echo }),
      },
      ...results,
      ...(notice ? [{ role: 'user' as const, content: notice }] : []),
      ...(reply ? [{ role: 'user' as const, content: reply.text }] : []),
    ]);
    emit({
      type: 'turn-end',
      turn: {
        index,
        text: response.text,
        ...(response.reasoning === undefined ? {} : { reasoning: response.reasoning }),
        toolCalls: records,
        usage: response.usage,
        ...(response.finishReason === undefined ? {} : { finishReason: response.finishReason }),
        ...(response.rawFinishReason === undefined ? {} : { rawFinishReason: response.rawFinishReason }),
        ...(notice ? { notice } : {}),
        ...(reply ? { reply } : {}),
        modelMs,
        startedAt,
      },
    });
    if (verdict?.kind === 'stop') ended = verdict;
  }
  emit({ type: 'episode-end', endReason: ended.reason, finalAnswer: ended.answer ?? '' });
  return recorder.trajectory(model);
}

/** The first condition's verdict on a turn, in order (a condition may ask someone first). */
async function firstVerdict(
  conditions: readonly StopCondition[],
  turn: CompletedTurn,
  state: EpisodeState,
): Promise<TurnVerdict | undefined> {
  for (const condition of conditions) {
    const verdict = await condition.afterTurn?.(turn, state);
    if (verdict !== undefined) return verdict;
  }
  return undefined;
}

/** The first condition's answer, in order. */
function firstAnswer<T>(
  conditions: readonly StopCondition[],
  ask: (condition: StopCondition) => T | undefined,
): T | undefined {
  for (const condition of conditions) {
    const answer = ask(condition);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

function runBuiltin(call: ToolCall, pager: OutputPager, context: ContextWindow): string {
  const args = call.arguments;
  const text = (key: string): string => {
    if (typeof args[key] !== 'string') throw new Error(`${call.name} needs "${key}" as a string`);
    return args[key] as string;
  };
  switch (call.name) {
    case 'read_output':
      return pager.read(text('id'), Number(args.page));
    case 'search_output':
      return pager.search(text('id'), text('pattern'));
    case 'search_history':
      return context.searchHistory(text('query'));
    default:
      throw new Error(`${call.name} is not available`);
  }
}

function anySignal(...signals: Array<AbortSignal | undefined>): AbortSignal | undefined {
  const present = signals.filter((candidate): candidate is AbortSignal => candidate !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}
