import {
  aggregateVerdicts,
  classifyFailure,
  createJudgeModel,
  extractKeyPoints,
  type JudgeInput,
  judgeKeyPoints,
  judgeLikert,
  promptHash,
  type ReferenceOutput,
  ruleEvidence,
  sampleJudgements,
  type Verdict,
} from '../../evaluation/index.ts';
import { ArenaError } from '../../errors.ts';
import type { Model, ModelSettings } from '../../models/index.ts';
import { type CellSummary, type Store, VerdictStore } from '../../store/index.ts';
import { isToolStep, judgedPrompt, readSuite, type Task } from '../../tasks/index.ts';
import type { EndReason } from '../../agent/index.ts';
import type { ToolSpec } from '../../catalog/index.ts';
import { Environment } from '../../environments/index.ts';
import { judgePeople, spoke } from '../../people/index.ts';
import type { Person } from '../../tasks/index.ts';

export const JUDGE_KINDS = ['keypoints', 'likert', 'failures', 'people'] as const;
export type JudgeRequestKind = (typeof JUDGE_KINDS)[number];

export interface JudgeRunRequest {
  runId: string;
  judges: JudgeRequestKind[];
  /** Needed for keypoints, likert and people; failures without one are classified by rules only. */
  judgeModel?: string;
  /** Repeats of each judgement; the majority (binary) or median (Likert) counts. */
  samples: number;
  /** Further asks after an unparseable reply. */
  retries?: number;
  settings: ModelSettings;
  onCell?: (line: string) => void;
}

export interface JudgeRunSummary {
  cells: number;
  verdicts: number;
  unparsed: number;
  failureClasses: number;
  skipped: Array<{ taskId: string; reason: string }>;
}

/** What a judge needs to know about a task, from an imported task or the run's suite. */
interface TaskContext {
  prompt: string;
  answer: string;
  keyPoints: string[];
  plan: string[];
  oracleTools: string[];
  toolDescriptions: Map<string, string>;
  inputSchemas: Map<string, Record<string, unknown>>;
  /** The task's simulated people (none for imported tasks). */
  people: readonly Person[];
}

/** Judges a stored run's cells and stores the verdicts (every sample) and failure classes. */
export async function judgeRun(store: Store, request: JudgeRunRequest): Promise<JudgeRunSummary> {
  const run = await store.getRun(request.runId);
  const verdictStore = new VerdictStore(store);
  const needsModel = request.judges.some((judge) => judge !== 'failures');
  if (needsModel && !request.judgeModel) {
    throw new ArenaError(
      'USAGE',
      'give --judge-model provider:model for the keypoints, likert and people judges',
    );
  }
  const model = request.judgeModel ? createJudgeModel(request.judgeModel, request.settings) : undefined;
  const cells = (await store.listCellsOf([run.id])).filter((cell) => cell.status !== 'error');
  const tasks = await taskContexts(verdictStore, run.config.paths, cells);
  const retrieval = await verdictStore.listRetrievalRecords([run.id]);
  const endReasons = await verdictStore.listEndReasons([run.id]);
  const summary: JudgeRunSummary = { cells: 0, verdicts: 0, unparsed: 0, failureClasses: 0, skipped: [] };
  const options = { retries: request.retries ?? 2 };

  for (const cell of cells) {
    const task = tasks.get(cell.taskId);
    if (!task) {
      summary.skipped.push({
        taskId: cell.taskId,
        reason: "the task is neither imported nor in the run's suite paths",
      });
      continue;
    }
    const needsKeyPoints = request.judges.some((judge) => judge !== 'people');
    if (task.keyPoints.length === 0 && model && needsKeyPoints)
      task.keyPoints = await keyPointsFor(verdictStore, cell.taskId, task, model);
    const turns = await store.loadTurns(cell.id);
    const input: JudgeInput = {
      taskId: cell.taskId,
      prompt: task.prompt,
      keyPoints: task.keyPoints,
      trajectory: { turns, finalAnswer: cell.finalAnswer },
      toolDescriptions: task.toolDescriptions,
    };
    const verdicts: Verdict[] = [];
    if (model && request.judges.includes('keypoints')) {
      verdicts.push(
        ...(await sampleJudgements(request.samples, (sample) =>
          judgeKeyPoints(input, model, { ...options, sample }),
        )),
      );
    }
    if (model && request.judges.includes('likert')) {
      const reference = await referenceFor(verdictStore, cell, task);
      verdicts.push(
        ...(await sampleJudgements(request.samples, (sample) =>
          judgeLikert(input, reference, model, { ...options, sample }),
        )),
      );
    }
    if (
      model &&
      request.judges.includes('people') &&
      task.people.some((person) => spoke(person, { turns }))
    ) {
      // Someone spoke, so judgePeople always gives a verdict.
      verdicts.push(
        ...(await sampleJudgements(
          request.samples,
          async (sample) =>
            (await judgePeople(task.people, task.prompt, { turns }, model, { ...options, sample }))!,
        )),
      );
    }
    await verdictStore.saveVerdicts(cell.id, verdicts);
    summary.cells += 1;
    summary.verdicts += verdicts.length;
    summary.unparsed += verdicts.filter((verdict) => verdict.status === 'unparsed').length;

    let line = `${cell.taskId} ${cell.model} ${cell.mode} #${cell.repeat}: ${describe(verdicts)}`;
    if (request.judges.includes('failures') && failedCell(cell, verdicts)) {
      const records = retrieval.filter((record) => record.cellId === cell.id);
      const findings = ruleEvidence({
        trajectory: { turns, finalAnswer: cell.finalAnswer, endReason: endReasonOf(endReasons.get(cell.id)) },
        inputSchemas: task.inputSchemas,
        ...(records.length > 0
          ? {
              retrieval: {
                returned: records.flatMap((record) => record.returned),
                oracleTools: task.oracleTools,
              },
            }
          : {}),
      });
      const diagnosis = await classifyFailure(input, findings, outcomeOf(cell, verdicts), model, {
        ...options,
        people: task.people,
      });
      if (diagnosis) {
        await verdictStore.saveFailureClass({ cellId: cell.id, ...diagnosis });
        summary.failureClasses += 1;
        line += `; failure class ${diagnosis.failureClass} (${diagnosis.source})`;
      }
    }
    request.onCell?.(line);
  }
  return summary;
}

async function taskContexts(
  verdictStore: VerdictStore,
  paths: readonly string[],
  cells: readonly CellSummary[],
): Promise<Map<string, TaskContext>> {
  const ids = [...new Set(cells.map((cell) => cell.taskId))];
  const contexts = new Map<string, TaskContext>();
  const imported = await verdictStore.listImportedTasks(ids);
  const sources = [...new Set(imported.map((task) => task.source))];
  const tools = (await Promise.all(sources.map((source) => verdictStore.listImportedTools(source)))).flat();
  const descriptions = new Map(tools.map((tool) => [tool.name, tool.description]));
  descriptions.set(
    'route',
    'searches the tool universe: returns the servers and tools that best match a query',
  );
  const schemas = new Map(tools.map((tool) => [tool.name, tool.inputSchema]));
  for (const task of imported) {
    contexts.set(task.taskId, {
      prompt: task.prompt,
      answer: task.answer,
      keyPoints: task.keyPoints,
      plan: task.keyPoints,
      oracleTools: task.tools,
      toolDescriptions: descriptions,
      inputSchemas: schemas,
      people: [],
    });
  }
  const missing = ids.filter((id) => !contexts.has(id));
  if (missing.length > 0) {
    let results: ReturnType<typeof readSuite> = [];
    try {
      results = readSuite([...paths]);
    } catch {
      // the suite moved or is gone: those cells are skipped, and said so
    }
    for (const result of results) {
      if (!result.ok || !missing.includes(result.task.id)) continue;
      const task = result.task;
      const tools = await toolSpecsOf(task);
      contexts.set(task.id, {
        // A task under way is judged with the conversation before it (upstream's judge reads it too).
        prompt: judgedPrompt(task),
        answer: task.reference.answer,
        keyPoints: [...task.keyPoints],
        plan: task.reference.plan.map(
          (step) =>
            `${isToolStep(step) ? `${step.tool}(${JSON.stringify(step.arguments)})` : `tell the user: ${JSON.stringify(step.say)}`}${step.why ? ` — ${step.why}` : ''}`,
        ),
        oracleTools: task.tools,
        toolDescriptions: new Map(tools.map((tool) => [tool.name, tool.description])),
        inputSchemas: new Map(tools.map((tool) => [tool.name, tool.inputSchema as Record<string, unknown>])),
        people: task.people ?? [],
      });
    }
  }
  return contexts;
}

/**
 * The tools of the task's apps, as an agent sees them (descriptions and input schemas), from a short-lived
 * environment; none when the apps cannot start here (the judge is then told no description was recorded).
 */
async function toolSpecsOf(task: Task): Promise<ToolSpec[]> {
  let environment: Environment | undefined;
  try {
    environment = await Environment.start(task, `${task.id}-judge`);
    return environment.toolSurface('servers', task).tools;
  } catch {
    return [];
  } finally {
    await environment?.stop();
  }
}

/** The stored key points of the task's prompt, or new ones from the judge (stored once). */
async function keyPointsFor(
  verdictStore: VerdictStore,
  taskId: string,
  task: TaskContext,
  model: Model,
): Promise<string[]> {
  const hash = promptHash(task.prompt);
  const stored = await verdictStore.loadKeyPoints(taskId, hash);
  if (stored) return stored.keyPoints;
  const extracted = await extractKeyPoints({ prompt: task.prompt, answer: task.answer }, model);
  if (!extracted) return [];
  await verdictStore.saveKeyPoints({ taskId, promptHash: hash, ...extracted });
  return extracted.keyPoints;
}

/** The co-temporal reference when the run executed one beside the cell, else the task's stored plan. */
async function referenceFor(
  verdictStore: VerdictStore,
  cell: CellSummary,
  task: TaskContext,
): Promise<ReferenceOutput> {
  const cotemporal = await verdictStore.loadReferenceRun(cell);
  if (cotemporal && !cotemporal.error)
    return { kind: 'cotemporal', plan: task.plan, output: cotemporal.output };
  return { kind: 'plan', plan: task.plan, output: task.answer };
}

function failedCell(cell: CellSummary, verdicts: readonly Verdict[]): boolean {
  if (cell.status === 'failed' || cell.score < 1) return true;
  const keyPoints = verdicts.filter((verdict) => verdict.judge === 'keypoints');
  if (keyPoints.length > 0 && aggregateVerdicts(keyPoints).success === false) return true;
  const likert = verdicts.filter((verdict) => verdict.judge === 'likert');
  const score = likert.length > 0 ? aggregateVerdicts(likert).resultScore : undefined;
  return score !== undefined && score < 5;
}

function outcomeOf(cell: CellSummary, verdicts: readonly Verdict[]): string {
  const parts = [
    `status ${cell.status}, score ${cell.score.toFixed(2)} (${cell.earned}/${cell.total} checkpoint points)`,
  ];
  for (const verdict of verdicts.filter((entry) => entry.status === 'parsed' && entry.sample === 0)) {
    parts.push(`${verdict.judge} judge: ${verdict.reasons.slice(0, 500)}`);
  }
  return parts.join('\n');
}

function endReasonOf(stored: string | undefined): EndReason {
  return stored === 'claimed-done' ||
    stored === 'max-turns' ||
    stored === 'time-budget' ||
    stored === 'agent-failed'
    ? stored
    : 'answered';
}

function describe(verdicts: readonly Verdict[]): string {
  if (verdicts.length === 0) return 'no judgement';
  const byJudge = new Map<string, Verdict[]>();
  for (const verdict of verdicts)
    byJudge.set(verdict.judge, [...(byJudge.get(verdict.judge) ?? []), verdict]);
  return [...byJudge.entries()]
    .map(([judge, samples]) => {
      const aggregate = aggregateVerdicts(samples);
      const value =
        judge === 'people' && aggregate.success !== undefined
          ? aggregate.success
            ? 'no simulator fault'
            : 'people-simulator fault'
          : aggregate.success !== undefined
            ? aggregate.success
              ? 'success'
              : 'failure'
            : aggregate.resultScore !== undefined
              ? `result ${aggregate.resultScore}, trajectory ${aggregate.trajectoryScore}`
              : aggregate.status;
      return `${judge} ${value} (${aggregate.parsedSamples}/${aggregate.samples} parsed)`;
    })
    .join(', ');
}
