import type { ToolSurface } from '../catalog/index.ts';
import {
  addUsage,
  type Message,
  type Model,
  type ToolCall,
  type ToolDefinition,
  ZERO_USAGE,
} from '../models/index.ts';
import { BUILTIN_TOOL_NAMES, BUILTIN_TOOLS } from './builtin-tools.ts';
import { closestNames } from '../catalog/index.ts';
import { ContextWindow, estimateToolTokens } from './context-window.ts';
import { OutputPager } from './output-pager.ts';
import {
  DEFAULT_TEXT_REPLY_POLICY,
  judgeTextReply,
  type ReplyState,
  type TextReplyPolicy,
} from './reply-policy.ts';
import { SYSTEM_PROMPT } from './system-prompt.ts';
import {
  type EndReason,
  EpisodeError,
  type ToolCallRecord,
  type Trajectory,
  type Turn,
} from './trajectory.ts';

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
  limits: AgentLimits;
  signal?: AbortSignal;
}

/**
 * The agent loop: ask the model, run the tools it calls, feed results back, until it calls claim_done,
 * answers in text (after the text-reply policy's reminders), gives no usable reply, or runs out of
 * turns or time. Tool failures, bad arguments and unknown tools are observations for the model; only
 * model (provider) failures throw, as an EpisodeError that carries what the episode spent until then.
 */
export async function runAgent(options: AgentOptions): Promise<Trajectory> {
  const { model, surface, limits, signal } = options;
  const started = performance.now();
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
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: options.prompt },
    ],
    {
      maxTokens: limits.contextTokens ?? 128_000,
      keepTurns: limits.keepTurns ?? 8,
      toolTokens: estimateToolTokens(tools),
    },
  );
  const replyState: ReplyState = { reminders: 0, cutOff: 0, malformed: 0 };
  const textPolicy = limits.textReplies ?? DEFAULT_TEXT_REPLY_POLICY;
  const turns: Turn[] = [];
  let usage = ZERO_USAGE;
  let finalAnswer = '';
  let endReason: EndReason = 'max-turns';
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

  for (let index = 0; index < limits.maxTurns; index += 1) {
    if (outOfTime()) {
      endReason = 'time-budget';
      break;
    }
    signal?.throwIfAborted();
    context.fit();
    const startedAt = new Date().toISOString();
    const modelStart = performance.now();
    let response;
    try {
      response = await model.generate({ messages: context.messages, tools }, episodeSignal);
    } catch (error) {
      if (outOfTime()) {
        endReason = 'time-budget';
        break;
      }
      throw new EpisodeError(error, {
        turns,
        finalAnswer,
        endReason,
        usage,
        durationMs: performance.now() - started,
        ...toolNamesOf(model),
      });
    }
    const modelMs = performance.now() - modelStart;
    usage = addUsage(usage, response.usage);

    const records: ToolCallRecord[] = [];
    const results: Message[] = [];
    let claimed = false;
    for (const call of response.toolCalls) {
      if (call.name === 'claim_done') {
        claimed = true;
        const answer = typeof call.arguments.answer === 'string' ? call.arguments.answer : '';
        finalAnswer = answer || response.text;
        records.push({
          ...call,
          result: 'Episode ended.',
          isError: false,
          unknownTool: false,
          durationMs: 0,
        });
        break;
      }
      const { record, shown } = await execute(call);
      records.push(record);
      results.push({
        role: 'tool',
        toolCallId: call.id,
        toolName: call.name,
        content: shown,
        isError: record.isError,
      });
    }
    const verdict =
      claimed || response.toolCalls.length > 0 ? undefined : judgeTextReply(response, replyState, textPolicy);
    if (response.toolCalls.length > 0) {
      replyState.cutOff = 0;
      replyState.malformed = 0;
    }
    const notice = verdict?.kind === 'notice' ? verdict.message : undefined;
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
    ]);
    turns.push({
      index,
      text: response.text,
      ...(response.reasoning === undefined ? {} : { reasoning: response.reasoning }),
      toolCalls: records,
      usage: response.usage,
      ...(response.finishReason === undefined ? {} : { finishReason: response.finishReason }),
      ...(response.rawFinishReason === undefined ? {} : { rawFinishReason: response.rawFinishReason }),
      ...(notice ? { notice } : {}),
      modelMs,
      startedAt,
    });
    if (claimed) {
      endReason = 'claimed-done';
      break;
    }
    if (verdict?.kind === 'end') {
      if (verdict.reason === 'answered') finalAnswer = response.text;
      endReason = verdict.reason;
      break;
    }
  }
  return {
    turns,
    finalAnswer,
    endReason,
    usage,
    durationMs: performance.now() - started,
    ...toolNamesOf(model),
  };
}

/** The tools the model's provider knows under another name, for the record. */
function toolNamesOf(model: Model): { toolNames?: Record<string, string> } {
  const renamed = model.adaptation?.()?.toolNames;
  return renamed && Object.keys(renamed).length > 0 ? { toolNames: renamed } : {};
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
