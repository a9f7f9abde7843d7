import type { PersonReply, ToolCallRecord, Turn } from '../agent/index.ts';
import type { FinishReason } from '../models/index.ts';
import type { PolicyDecision } from '../catalog/index.ts';
import type { CellSummary } from './records.ts';

/** Rows of the store's tables as the records the rest of mcp-arena uses. */
export function toToolCallRecord(row: Record<string, unknown>): ToolCallRecord {
  return {
    id: row.call_id as string,
    name: row.name as string,
    arguments: row.arguments as Record<string, unknown>,
    result: row.result as string,
    isError: row.is_error as boolean,
    unknownTool: row.unknown_tool as boolean,
    durationMs: row.duration_ms as number,
    ...(row.policy ? { policy: row.policy as PolicyDecision } : {}),
  };
}

export function toCellSummary(row: Record<string, unknown>): CellSummary {
  return {
    id: row.id as string,
    runId: row.run_id as string,
    taskId: row.task_id as string,
    taskTitle: row.task_title as string,
    category: row.category as string,
    difficulty: row.difficulty as string,
    model: row.model as string,
    mode: row.mode as string,
    repeat: row.repeat as number,
    status: row.status as CellSummary['status'],
    outcome: row.outcome as CellSummary['outcome'],
    score: row.score as number,
    earned: row.earned as number,
    total: row.total as number,
    turns: row.turns as number,
    toolCalls: row.tool_calls as number,
    failedToolCalls: row.failed_tool_calls as number,
    unknownToolCalls: row.unknown_tool_calls as number,
    inputTokens: row.input_tokens as number,
    cachedInputTokens: row.cached_input_tokens as number,
    outputTokens: row.output_tokens as number,
    reasoningTokens: row.reasoning_tokens as number,
    costUsd: row.cost_usd as number | null,
    durationMs: row.duration_ms as number,
    finalAnswer: row.final_answer as string,
    error: row.error as string | null,
    confinement: (row.confinement as string | null) ?? null,
  };
}

/** A stored turn with its tool calls (all of the cell's calls given; this turn's are picked). */
export function toTurn(row: Record<string, unknown>, callRows: ReadonlyArray<Record<string, unknown>>): Turn {
  return {
    index: row.index as number,
    text: row.text as string,
    ...(row.reasoning === null ? {} : { reasoning: row.reasoning as string }),
    toolCalls: callRows.filter((call) => call.turn_index === row.index).map(toToolCallRecord),
    usage: {
      inputTokens: row.input_tokens as number,
      cachedInputTokens: row.cached_input_tokens as number,
      outputTokens: row.output_tokens as number,
      reasoningTokens: row.reasoning_tokens as number,
      costUsd: row.cost_usd as number | null,
    },
    ...(row.finish_reason == null ? {} : { finishReason: row.finish_reason as FinishReason }),
    ...(row.raw_finish_reason == null ? {} : { rawFinishReason: row.raw_finish_reason as string }),
    ...(row.notice == null ? {} : { notice: row.notice as string }),
    ...(row.reply == null ? {} : { reply: row.reply as PersonReply }),
    ...(row.coworker_replies == null ? {} : { coworkerReplies: row.coworker_replies as PersonReply[] }),
    modelMs: row.model_ms as number,
    startedAt: new Date(row.started_at as string).toISOString(),
  };
}
