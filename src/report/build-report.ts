import { type AttemptRecord, type ErrorOutcome, isErrorOutcome, type RunRecord } from '../store/index.ts';
import type { BootstrapOptions } from './bootstrap.ts';
import { compareValues, type GroupKey, groupCells } from './group-cells.ts';
import { type MetricCell, type Metrics, computeMetrics } from './metrics.ts';
import { type PairedComparison, comparePaired } from './paired-test.ts';

export interface ReportGroup {
  key: Partial<Record<GroupKey, string>>;
  label: string;
  metrics: Metrics;
}

/** A model × mode pair: the unit leaderboards rank. */
export interface ReportSystem {
  model: string;
  mode: string;
  label: string;
  /** External agents run confined: how many of the system's cells, and how (each distinct description). */
  confined?: { cells: number; of: number; how: string[] };
}

export interface ReportComparison {
  a: ReportSystem;
  b: ReportSystem;
  /** What differs between A and B; the other one is the same. */
  differsIn: 'model' | 'mode';
  comparison: PairedComparison;
}

/** One task × system square of the per-task grid. */
export interface TaskGridCell {
  system: string;
  judged: number;
  passed: number;
  errors: number;
  meanScore: number | null;
  cellIds: string[];
}

export interface TaskRow {
  taskId: string;
  title: string;
  category: string;
  difficulty: string;
  cells: TaskGridCell[];
}

/** Per-cell values of judged cells, per system, for distribution charts. */
export interface SystemDistribution {
  system: string;
  turns: number[];
  toolCalls: number[];
  tokens: number[];
}

/** An error cell: an infrastructure fault, listed apart and left out of every rate. */
export interface ReportError {
  cellId: string;
  runId: string;
  taskId: string;
  model: string;
  mode: string;
  repeat: number;
  /**
   * The kind of error (src/store/cell-outcome.ts); null for a cell that ended well but whose judge gave
   * no verdict, which makes it an error of its judged system.
   */
  outcome: ErrorOutcome | null;
  error: string;
}

/** A failed try of a cell that the runner retried (an infrastructure error: `run --retries`). */
export interface ReportRetry {
  runId: string;
  taskId: string;
  model: string;
  mode: string;
  repeat: number;
  attempt: number;
  /** The kind of error that ended the try. */
  outcome: ErrorOutcome;
  error: string;
  worker: string;
  /** What the try spent before it failed (its tokens and cost count in the run's); null when not recorded. */
  inputTokens: number | null;
  outputTokens: number | null;
  /** Null when unknown: the model's price is unknown, or the try's spend was not recorded. */
  costUsd: number | null;
}

export interface ReportRun {
  id: string;
  createdAt: string;
  models: string[];
  modes: string[];
  repeats: number;
}

/** Everything the terminal tables, the JSON output, the HTML report and the dashboard show. */
export interface Report {
  generatedAt: string;
  runs: ReportRun[];
  by: GroupKey[];
  overall: Metrics;
  /** Grouped by `by` (terminal tables, JSON). */
  groups: ReportGroup[];
  systems: ReportSystem[];
  /** Model × mode, best success rate first. */
  leaderboard: ReportGroup[];
  byCategory: ReportGroup[];
  byDifficulty: ReportGroup[];
  /** Paired comparisons of systems that differ in one of model, mode. */
  comparisons: ReportComparison[];
  tasks: TaskRow[];
  distributions: SystemDistribution[];
  errors: ReportError[];
  /** Tries that ended in an infrastructure error and were retried, oldest first. */
  retries: ReportRetry[];
}

export interface BuildReportOptions extends BootstrapOptions {
  /** The runs' retried attempts (`Store.listAttempts`). */
  attempts?: readonly AttemptRecord[];
  by?: GroupKey[];
  /** Most paired comparisons listed; 30 by default. */
  maxComparisons?: number;
}

export const DEFAULT_GROUPING: GroupKey[] = ['model', 'mode'];

export function buildReport(
  runs: readonly RunRecord[],
  cells: readonly MetricCell[],
  options: BuildReportOptions = {},
): Report {
  const by = options.by ?? DEFAULT_GROUPING;
  const computed = new Map<string, ReportGroup[]>();
  const metricsOf = (groupBy: GroupKey[]): ReportGroup[] => {
    const id = groupBy.join(',');
    let groups = computed.get(id);
    if (!groups) {
      groups = groupCells(cells, groupBy).map((group) => ({
        key: group.key,
        label: group.label,
        metrics: computeMetrics(group.cells, options),
      }));
      computed.set(id, groups);
    }
    return groups;
  };

  const systemGroups = groupCells(cells, ['model', 'mode']);
  const systems = systemGroups.map((group): ReportSystem => {
    const confined = group.cells.filter((cell) => cell.confinement);
    return {
      model: group.key.model!,
      mode: group.key.mode!,
      label: group.label,
      ...(confined.length === 0
        ? {}
        : {
            confined: {
              cells: confined.length,
              of: group.cells.length,
              how: [...new Set(confined.map((cell) => cell.confinement!))],
            },
          }),
    };
  });
  // Per mode (servers, the headline, first), best success rate first.
  const leaderboard = [...metricsOf(['model', 'mode'])].sort(
    (a, b) =>
      compareValues('mode', a.key.mode!, b.key.mode!) ||
      (b.metrics.successRate.value ?? -1) - (a.metrics.successRate.value ?? -1),
  );

  const comparisons: ReportComparison[] = [];
  for (const [indexA, groupA] of systemGroups.entries()) {
    for (const groupB of systemGroups.slice(indexA + 1)) {
      const sameModel = groupA.key.model === groupB.key.model;
      const sameMode = groupA.key.mode === groupB.key.mode;
      if (sameModel === sameMode) continue;
      comparisons.push({
        a: systems[indexA]!,
        b: systems[systemGroups.indexOf(groupB)]!,
        differsIn: sameModel ? 'mode' : 'model',
        comparison: comparePaired(groupA.cells, groupB.cells, options),
      });
    }
  }

  const tasks: TaskRow[] = groupCells(cells, ['task']).map((taskGroup) => {
    const first = taskGroup.cells[0]!;
    return {
      taskId: first.taskId,
      title: first.taskTitle,
      category: first.category,
      difficulty: first.difficulty,
      cells: groupCells(taskGroup.cells, ['model', 'mode']).map((group) => {
        const judged = group.cells.filter((cell) => cell.status !== 'error');
        return {
          system: group.label,
          judged: judged.length,
          passed: judged.filter((cell) => cell.status === 'passed').length,
          errors: group.cells.length - judged.length,
          meanScore:
            judged.length > 0 ? judged.reduce((sum, cell) => sum + cell.score, 0) / judged.length : null,
          cellIds: group.cells.map((cell) => cell.id),
        };
      }),
    };
  });

  return {
    generatedAt: new Date().toISOString(),
    runs: runs.map((run) => ({
      id: run.id,
      createdAt: run.createdAt.toISOString(),
      models: run.config.models,
      modes: run.config.modes,
      repeats: run.config.repeats,
    })),
    by,
    overall: computeMetrics(cells, options),
    groups: metricsOf(by),
    systems,
    leaderboard,
    byCategory: metricsOf(['model', 'mode', 'category']),
    byDifficulty: metricsOf(['model', 'mode', 'difficulty']),
    comparisons: comparisons.slice(0, options.maxComparisons ?? 30),
    tasks,
    errors: cells
      .filter((cell) => cell.status === 'error')
      .map((cell) => ({
        cellId: cell.id,
        runId: cell.runId,
        taskId: cell.taskId,
        model: cell.model,
        mode: cell.mode,
        repeat: cell.repeat,
        outcome: cell.outcome !== undefined && isErrorOutcome(cell.outcome) ? cell.outcome : null,
        error: cell.error ?? '(no message)',
      })),
    retries: (options.attempts ?? []).map((attempt) => ({
      runId: attempt.runId,
      taskId: attempt.taskId,
      model: attempt.model,
      mode: attempt.mode,
      repeat: attempt.repeat,
      attempt: attempt.attempt,
      outcome: attempt.outcome,
      error: attempt.error,
      worker: attempt.worker,
      inputTokens: attempt.usage?.inputTokens ?? null,
      outputTokens: attempt.usage?.outputTokens ?? null,
      costUsd: attempt.usage?.costUsd ?? null,
    })),
    distributions: systemGroups.map((group) => {
      const judged = group.cells.filter((cell) => cell.status !== 'error');
      return {
        system: group.label,
        turns: judged.map((cell) => cell.turns),
        toolCalls: judged.map((cell) => cell.toolCalls),
        tokens: judged.map((cell) => cell.inputTokens + cell.outputTokens),
      };
    }),
  };
}
