import type { Trajectory } from '../agent/index.ts';
import type { Verdict } from '../evaluation/index.ts';
import {
  readEndReasons,
  readPeopleUsage,
  type PeopleUsage,
  readEvaluations,
  readFailureClasses,
  readRetrievalRecords,
  readVerdicts,
  type StoredEvaluations,
} from './evaluation-reads.ts';
import type { FailureClassRecord, RetrievalRecord, StoredRetrievalRecord, StoredVerdict } from './records.ts';
import { insertRetrievalRecords } from './cell-writes.ts';
import type { SqlClient } from './sql-client.ts';

/** Key points a judge extracted for a task that had none, stored once per task and prompt. */
export interface KeyPointsRecord {
  taskId: string;
  /** Hash of the task prompt: a changed prompt needs new key points. */
  promptHash: string;
  keyPoints: string[];
  judgeModel: string;
  promptVersion: string;
  raw: string;
}

/** The reference plan executed at the same time as a cell's agent (LiveMCP-101's co-temporal reference). */
export interface ReferenceRunRecord {
  runId: string;
  taskId: string;
  model: string;
  mode: string;
  repeat: number;
  /** What the reference produced: its answer and the results of its plan's calls. */
  output: string;
  trajectory?: Trajectory;
  error?: string;
  startedAt: Date;
  finishedAt: Date;
}

/** A task imported from a public benchmark, with what running it would need. */
export interface ImportedTaskRecord {
  source: string;
  taskId: string;
  title: string;
  category: string;
  prompt: string;
  answer: string;
  keyPoints: string[];
  /** Tool names the annotators used (bare, as the benchmark gives them). */
  tools: string[];
  /** Servers those tools belong to. */
  servers: string[];
  needsNetwork: boolean;
  /** What running the task needs, in words (servers, internet, files). */
  requirements: string;
}

export interface ImportedToolRecord {
  source: string;
  /** Universe-wide name `<server>__<tool>`. */
  name: string;
  server: string;
  toolName: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** Store access for evaluation beyond checks: verdicts, failure classes, retrieval records, imports. */
export class VerdictStore {
  private readonly sql: SqlClient;

  /** Over a store (or anything with its SQL client): `new VerdictStore(store)`. */
  constructor(store: { readonly client: SqlClient }) {
    this.sql = store.client;
  }

  /** Saves a cell's verdicts, replacing any with the same judge, model, prompt version and sample. */
  async saveVerdicts(cellId: string, verdicts: readonly Verdict[]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      for (const verdict of verdicts) {
        await tx.query(
          `insert into verdicts (cell_id, judge, judge_model, prompt_version, sample, status, success, result_score,
             trajectory_score, reasons, raw) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)
           on conflict (cell_id, judge, judge_model, prompt_version, sample) do update set status = excluded.status,
             success = excluded.success, result_score = excluded.result_score,
             trajectory_score = excluded.trajectory_score, reasons = excluded.reasons, raw = excluded.raw,
             created_at = now()`,
          [
            cellId,
            verdict.judge,
            verdict.judgeModel,
            verdict.promptVersion,
            verdict.sample,
            verdict.status,
            verdict.success ?? null,
            verdict.resultScore ?? null,
            verdict.trajectoryScore ?? null,
            verdict.reasons,
            verdict.raw,
          ],
        );
      }
    });
  }

  /** Every verdict on the cells of the runs, ordered by cell, judge and sample. */
  listVerdicts(runIds: readonly string[]): Promise<StoredVerdict[]> {
    return readVerdicts(this.sql, runIds);
  }

  async saveFailureClass(record: FailureClassRecord): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query('delete from failure_classes where cell_id = $1', [record.cellId]);
      await tx.query(
        `insert into failure_classes (cell_id, class, source, judge_model, prompt_version, evidence, raw)
           values ($1,$2,$3,$4,$5,$6,$7)`,
        [
          record.cellId,
          record.failureClass,
          record.source,
          record.judgeModel ?? null,
          record.promptVersion ?? null,
          record.evidence,
          record.raw,
        ],
      );
    });
  }

  listFailureClasses(runIds: readonly string[]): Promise<FailureClassRecord[]> {
    return readFailureClasses(this.sql, runIds);
  }

  async saveRetrievalRecords(cellId: string, records: readonly RetrievalRecord[]): Promise<void> {
    await this.sql.transaction((tx) => insertRetrievalRecords(tx, cellId, records));
  }

  listRetrievalRecords(runIds: readonly string[]): Promise<StoredRetrievalRecord[]> {
    return readRetrievalRecords(this.sql, runIds);
  }

  async saveKeyPoints(record: KeyPointsRecord): Promise<void> {
    await this.sql.query(
      `insert into task_key_points (task_id, prompt_hash, key_points, judge_model, prompt_version, raw)
         values ($1,$2,$3,$4,$5,$6) on conflict (task_id, prompt_hash) do nothing`,
      [
        record.taskId,
        record.promptHash,
        JSON.stringify(record.keyPoints),
        record.judgeModel,
        record.promptVersion,
        record.raw,
      ],
    );
  }

  async loadKeyPoints(taskId: string, promptHash: string): Promise<KeyPointsRecord | undefined> {
    const rows = await this.sql.query<Record<string, unknown>>(
      'select * from task_key_points where task_id = $1 and prompt_hash = $2',
      [taskId, promptHash],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      taskId: row.task_id as string,
      promptHash: row.prompt_hash as string,
      keyPoints: row.key_points as string[],
      judgeModel: row.judge_model as string,
      promptVersion: row.prompt_version as string,
      raw: row.raw as string,
    };
  }

  async saveReferenceRun(record: ReferenceRunRecord): Promise<void> {
    await this.sql.query(
      `insert into reference_runs (run_id, task_id, model, mode, repeat, output, trajectory, error, started_at,
         finished_at) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)
         on conflict (run_id, task_id, model, mode, repeat) do update set output = excluded.output,
           trajectory = excluded.trajectory, error = excluded.error, started_at = excluded.started_at,
           finished_at = excluded.finished_at`,
      [
        record.runId,
        record.taskId,
        record.model,
        record.mode,
        record.repeat,
        record.output,
        record.trajectory ? JSON.stringify(record.trajectory) : null,
        record.error ?? null,
        record.startedAt,
        record.finishedAt,
      ],
    );
  }

  /** The co-temporal reference of one cell (by its key), if the run executed one. */
  async loadReferenceRun(key: {
    runId: string;
    taskId: string;
    model: string;
    mode: string;
    repeat: number;
  }): Promise<ReferenceRunRecord | undefined> {
    const rows = await this.sql.query<Record<string, unknown>>(
      `select * from reference_runs where run_id = $1 and task_id = $2 and model = $3 and mode = $4
         and repeat = $5`,
      [key.runId, key.taskId, key.model, key.mode, key.repeat],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      runId: row.run_id as string,
      taskId: row.task_id as string,
      model: row.model as string,
      mode: row.mode as string,
      repeat: row.repeat as number,
      output: row.output as string,
      ...(row.trajectory === null ? {} : { trajectory: row.trajectory as Trajectory }),
      ...(row.error === null ? {} : { error: row.error as string }),
      startedAt: new Date(row.started_at as string),
      finishedAt: new Date(row.finished_at as string),
    };
  }

  /** Saves imported tasks and tools, replacing earlier imports of the same source. */
  async saveImport(
    source: string,
    tasks: readonly ImportedTaskRecord[],
    tools: readonly ImportedToolRecord[],
  ): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query('delete from imported_tasks where source = $1', [source]);
      await tx.query('delete from imported_tools where source = $1', [source]);
      for (const task of tasks) {
        await tx.query(
          `insert into imported_tasks (source, task_id, title, category, prompt, answer, key_points, tools, servers,
             needs_network, requirements) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
          [
            source,
            task.taskId,
            task.title,
            task.category,
            task.prompt,
            task.answer,
            JSON.stringify(task.keyPoints),
            JSON.stringify(task.tools),
            JSON.stringify(task.servers),
            task.needsNetwork,
            task.requirements,
          ],
        );
      }
      for (const tool of tools) {
        await tx.query(
          `insert into imported_tools (source, name, server, tool_name, description, input_schema)
             values ($1,$2,$3,$4,$5,$6)`,
          [source, tool.name, tool.server, tool.toolName, tool.description, JSON.stringify(tool.inputSchema)],
        );
      }
    });
  }

  /** Imported tasks, all or those with the given ids. */
  async listImportedTasks(taskIds?: readonly string[]): Promise<ImportedTaskRecord[]> {
    const rows = await this.sql.query<Record<string, unknown>>(
      taskIds
        ? 'select * from imported_tasks where task_id = any($1::text[]) order by source, task_id'
        : 'select * from imported_tasks order by source, task_id',
      taskIds ? [[...taskIds]] : [],
    );
    return rows.map((row) => ({
      source: row.source as string,
      taskId: row.task_id as string,
      title: row.title as string,
      category: row.category as string,
      prompt: row.prompt as string,
      answer: row.answer as string,
      keyPoints: row.key_points as string[],
      tools: row.tools as string[],
      servers: row.servers as string[],
      needsNetwork: row.needs_network as boolean,
      requirements: row.requirements as string,
    }));
  }

  async listImportedTools(source: string): Promise<ImportedToolRecord[]> {
    const rows = await this.sql.query<Record<string, unknown>>(
      'select * from imported_tools where source = $1 order by name',
      [source],
    );
    return rows.map((row) => ({
      source: row.source as string,
      name: row.name as string,
      server: row.server as string,
      toolName: row.tool_name as string,
      description: row.description as string,
      inputSchema: row.input_schema as Record<string, unknown>,
    }));
  }

  /** Everything evaluation stored about the runs' cells, for reports (src/store/evaluation-reads.ts). */
  listEvaluations(runIds: readonly string[]): Promise<StoredEvaluations> {
    return readEvaluations(this.sql, runIds);
  }

  /** Why each cell's episode ended (`answered`, `claimed-done`, `max-turns`, `time-budget`), by cell id. */
  listEndReasons(runIds: readonly string[]): Promise<Map<string, string>> {
    return readEndReasons(this.sql, runIds);
  }

  /** What the task's simulated user spent per cell (their replies' usage), apart from the agent's. */
  listPeopleUsage(runIds: readonly string[]): Promise<Map<string, PeopleUsage>> {
    return readPeopleUsage(this.sql, runIds);
  }
}

export type {
  FailureClassRecord,
  FailureClassSource,
  RetrievalRecord,
  StoredRetrievalRecord,
  StoredVerdict,
} from './records.ts';
