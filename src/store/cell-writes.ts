import type { CellRecord, RetrievalRecord } from './records.ts';
import type { SqlClient } from './sql-client.ts';

/**
 * Writes one cell with its turns, tool calls and checkpoints, inside the caller's transaction. Returns
 * false, writing nothing, when a cell is already stored at its matrix position (another process ran it
 * too: a resumed run beside its owner, two workers); the stored one stands.
 */
export async function insertCell(tx: SqlClient, cell: CellRecord): Promise<boolean> {
  const trajectory = cell.trajectory;
  const toolCalls = trajectory?.turns.flatMap((turn) => turn.toolCalls) ?? [];
  const inserted = await tx.query(
    `insert into cells (id, run_id, task_id, task_title, category, difficulty, model, mode, repeat, status,
       score, earned, total, turns, tool_calls, failed_tool_calls, unknown_tool_calls, input_tokens,
       cached_input_tokens, output_tokens, reasoning_tokens, cost_usd, duration_ms, final_answer, end_reason,
       error, started_at, finished_at, oracle_tools, tool_names, confinement, outcome)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,
       $29,$30,$31,$32)
     on conflict (run_id, task_id, model, mode, repeat) do nothing
     returning id`,
    [
      cell.id,
      cell.runId,
      cell.taskId,
      cell.taskTitle,
      cell.category,
      cell.difficulty,
      cell.model,
      cell.mode,
      cell.repeat,
      cell.status,
      cell.score.score,
      cell.score.earned,
      cell.score.total,
      trajectory?.turns.length ?? 0,
      toolCalls.length,
      toolCalls.filter((call) => call.isError).length,
      toolCalls.filter((call) => call.unknownTool).length,
      trajectory?.usage.inputTokens ?? 0,
      trajectory?.usage.cachedInputTokens ?? 0,
      trajectory?.usage.outputTokens ?? 0,
      trajectory?.usage.reasoningTokens ?? 0,
      trajectory ? trajectory.usage.costUsd : 0,
      cell.durationMs,
      trajectory?.finalAnswer ?? '',
      trajectory?.endReason ?? null,
      cell.error ?? null,
      cell.startedAt,
      cell.finishedAt,
      cell.oracleTools ? JSON.stringify(cell.oracleTools) : null,
      trajectory?.toolNames ? JSON.stringify(trajectory.toolNames) : null,
      trajectory?.confinement ?? null,
      cell.outcome,
    ],
  );
  if (inserted.length === 0) return false;
  for (const turn of trajectory?.turns ?? []) {
    await tx.query(
      `insert into turns (cell_id, index, text, reasoning, input_tokens, cached_input_tokens, output_tokens,
         reasoning_tokens, cost_usd, model_ms, started_at, finish_reason, raw_finish_reason, notice, reply,
         coworker_replies) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)`,
      [
        cell.id,
        turn.index,
        turn.text,
        turn.reasoning ?? null,
        turn.usage.inputTokens,
        turn.usage.cachedInputTokens,
        turn.usage.outputTokens,
        turn.usage.reasoningTokens,
        turn.usage.costUsd,
        turn.modelMs,
        turn.startedAt,
        turn.finishReason ?? null,
        turn.rawFinishReason ?? null,
        turn.notice ?? null,
        turn.reply ? JSON.stringify(turn.reply) : null,
        turn.coworkerReplies ? JSON.stringify(turn.coworkerReplies) : null,
      ],
    );
    for (const [index, call] of turn.toolCalls.entries()) {
      await tx.query(
        `insert into tool_calls (cell_id, turn_index, index, call_id, name, arguments, result, is_error,
           unknown_tool, duration_ms, policy) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
        [
          cell.id,
          turn.index,
          index,
          call.id,
          call.name,
          JSON.stringify(call.arguments),
          call.result,
          call.isError,
          call.unknownTool,
          call.durationMs,
          call.policy ? JSON.stringify(call.policy) : null,
        ],
      );
    }
  }
  for (const [index, checkpoint] of cell.checkpoints.entries()) {
    await tx.query(
      `insert into checkpoints (cell_id, index, name, points, passed, required, detail)
       values ($1,$2,$3,$4,$5,$6,$7)`,
      [
        cell.id,
        index,
        checkpoint.name,
        checkpoint.points,
        checkpoint.passed,
        checkpoint.required,
        checkpoint.detail,
      ],
    );
  }
  return true;
}

/** Inserts (or replaces) a cell's tool-search records; inside the caller's transaction. */
export async function insertRetrievalRecords(
  sql: SqlClient,
  cellId: string,
  records: readonly RetrievalRecord[],
): Promise<void> {
  for (const record of records) {
    await sql.query(
      `insert into retrieval_records (cell_id, turn_index, index, query, returned) values ($1,$2,$3,$4,$5)
         on conflict (cell_id, turn_index, index) do update set query = excluded.query, returned = excluded.returned`,
      [cellId, record.turnIndex, record.index, record.query, JSON.stringify(record.returned)],
    );
  }
}
