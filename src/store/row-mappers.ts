import type { ToolCallRecord } from '../agent/index.ts';
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
