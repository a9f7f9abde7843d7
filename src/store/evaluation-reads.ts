/** The store's read-only queries for reports over what evaluation stored; `VerdictStore` exposes them. */
import type { Verdict } from '../evaluation/index.ts';
import type { SqlClient } from './sql-client.ts';
import type {
  FailureClassRecord,
  FailureClassSource,
  StoredRetrievalRecord,
  StoredVerdict,
} from './records.ts';

/** Everything evaluation stored about some runs' cells, as reports and the dashboard read it. */
export interface StoredEvaluations {
  verdicts: StoredVerdict[];
  failureClasses: FailureClassRecord[];
  retrieval: StoredRetrievalRecord[];
  /**
   * The task's oracle tools per cell id: kept with the cell by the runner (schema v5), or for imported
   * cells their imported task's tools. Cells stored before v5 have none.
   */
  oracleTools: Map<string, string[]>;
}

/** Everything evaluation stored about the runs' cells (read-only; `VerdictStore.listEvaluations`). */
export async function readEvaluations(sql: SqlClient, runIds: readonly string[]): Promise<StoredEvaluations> {
  const cells = await sql.query<{ id: string; task_id: string; oracle_tools: string[] | null }>(
    'select id, task_id, oracle_tools from cells where run_id = any($1::text[])',
    [[...runIds]],
  );
  const importedRows = await sql.query<{ task_id: string; tools: string[] }>(
    'select task_id, tools from imported_tasks where task_id = any($1::text[]) order by source, task_id',
    [[...new Set(cells.map((cell) => cell.task_id))]],
  );
  const imported = new Map(importedRows.map((row) => [row.task_id, row.tools]));
  const oracleTools = new Map<string, string[]>();
  for (const cell of cells) {
    const tools = cell.oracle_tools ?? imported.get(cell.task_id);
    if (tools) oracleTools.set(cell.id, tools);
  }
  return {
    verdicts: await readVerdicts(sql, runIds),
    failureClasses: await readFailureClasses(sql, runIds),
    retrieval: await readRetrievalRecords(sql, runIds),
    oracleTools,
  };
}

/** Every verdict on the cells of the runs, ordered by cell, judge and sample. */
export async function readVerdicts(sql: SqlClient, runIds: readonly string[]): Promise<StoredVerdict[]> {
  const rows = await sql.query<Record<string, unknown>>(
    `select v.* from verdicts v join cells c on c.id = v.cell_id where c.run_id = any($1::text[])
       order by v.cell_id, v.judge, v.judge_model, v.prompt_version, v.sample`,
    [[...runIds]],
  );
  return rows.map((row) => ({
    cellId: row.cell_id as string,
    judge: row.judge as Verdict['judge'],
    judgeModel: row.judge_model as string,
    promptVersion: row.prompt_version as string,
    sample: row.sample as number,
    status: row.status as Verdict['status'],
    ...(row.success === null ? {} : { success: row.success as boolean }),
    ...(row.result_score === null ? {} : { resultScore: row.result_score as number }),
    ...(row.trajectory_score === null ? {} : { trajectoryScore: row.trajectory_score as number }),
    reasons: row.reasons as string,
    raw: row.raw as string,
  }));
}

export async function readFailureClasses(
  sql: SqlClient,
  runIds: readonly string[],
): Promise<FailureClassRecord[]> {
  const rows = await sql.query<Record<string, unknown>>(
    `select f.* from failure_classes f join cells c on c.id = f.cell_id where c.run_id = any($1::text[])
       order by f.cell_id`,
    [[...runIds]],
  );
  return rows.map((row) => ({
    cellId: row.cell_id as string,
    failureClass: row.class as string,
    source: row.source as FailureClassSource,
    ...(row.judge_model === null ? {} : { judgeModel: row.judge_model as string }),
    ...(row.prompt_version === null ? {} : { promptVersion: row.prompt_version as string }),
    evidence: row.evidence as string,
    raw: row.raw as string,
  }));
}

export async function readRetrievalRecords(
  sql: SqlClient,
  runIds: readonly string[],
): Promise<StoredRetrievalRecord[]> {
  const rows = await sql.query<Record<string, unknown>>(
    `select r.* from retrieval_records r join cells c on c.id = r.cell_id where c.run_id = any($1::text[])
       order by r.cell_id, r.turn_index, r.index`,
    [[...runIds]],
  );
  return rows.map((row) => ({
    cellId: row.cell_id as string,
    turnIndex: row.turn_index as number,
    index: row.index as number,
    query: row.query as string,
    returned: row.returned as string[],
  }));
}

/** Why each cell's episode ended (`answered`, `claimed-done`, `max-turns`, `time-budget`), by cell id. */
export async function readEndReasons(
  sql: SqlClient,
  runIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await sql.query<{ id: string; end_reason: string | null }>(
    'select id, end_reason from cells where run_id = any($1::text[])',
    [[...runIds]],
  );
  return new Map(rows.flatMap((row) => (row.end_reason === null ? [] : [[row.id, row.end_reason] as const])));
}

/** What the task's simulated user spent in one cell: their replies' tokens and cost (null: a price unknown). */
export interface PeopleUsage {
  replies: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
}

/**
 * The user's usage per cell (by cell id), summed over the replies stored with the turns: kept apart from
 * the agent's usage, which the cell's own columns hold. Cells whose user never answered are absent.
 */
export async function readPeopleUsage(
  sql: SqlClient,
  runIds: readonly string[],
): Promise<Map<string, PeopleUsage>> {
  const rows = await sql.query<{
    id: string;
    replies: string | number;
    input: string | number;
    output: string | number;
    cost: number | null;
    unknown: boolean;
  }>(
    `select c.id, count(*) as replies,
        coalesce(sum((t.reply->'usage'->>'inputTokens')::bigint), 0) as input,
        coalesce(sum((t.reply->'usage'->>'outputTokens')::bigint), 0) as output,
        sum((t.reply->'usage'->>'costUsd')::float8) as cost,
        bool_or((t.reply->'usage'->>'costUsd') is null) as unknown
       from cells c join turns t on t.cell_id = c.id
      where c.run_id = any($1::text[]) and t.reply is not null
      group by c.id`,
    [[...runIds]],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        replies: Number(row.replies),
        inputTokens: Number(row.input),
        outputTokens: Number(row.output),
        costUsd: row.unknown ? null : Number(row.cost ?? 0),
      },
    ]),
  );
}
