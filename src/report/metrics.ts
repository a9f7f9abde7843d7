import type { CellOutcome, CellSummary } from '../store/index.ts';
import { type BootstrapOptions, type Cluster, type Estimate, bootstrapRatio } from './bootstrap.ts';
import { passAtK, passHatK } from './pass-at-k.ts';

/** LiveMCP-101-style Likert verdicts of an LLM judge, 1 (worst) to 5 (best). */
export interface LikertVerdict {
  result: number;
  trajectory: number;
}

/** What a retrieval-mode cell recorded about its `find_tools` queries. */
export interface RetrievalStats {
  /** Share of the task's oracle tools that any query returned (0–1). */
  recall: number;
  /** Mean query length in words; null when the cell made no query. */
  queryLength: number | null;
}

/**
 * A cell as the metrics read it: the store's summary, plus data other stages may add when they
 * exist (judge verdicts, retrieval records, a failure class). Absent data hides its metric.
 */
export type MetricCell = Pick<
  CellSummary,
  | 'id'
  | 'runId'
  | 'taskId'
  | 'taskTitle'
  | 'category'
  | 'difficulty'
  | 'model'
  | 'mode'
  | 'repeat'
  | 'status'
  | 'score'
  | 'earned'
  | 'total'
  | 'turns'
  | 'toolCalls'
  | 'failedToolCalls'
  | 'unknownToolCalls'
  | 'inputTokens'
  | 'cachedInputTokens'
  | 'outputTokens'
  | 'reasoningTokens'
  | 'costUsd'
  | 'durationMs'
> & {
  /** How the cell ended (`passed`, `failed`, or the kind of error). */
  outcome?: CellOutcome;
  /** The infrastructure fault of an error cell. */
  error?: string | null;
  likert?: LikertVerdict;
  retrieval?: RetrievalStats;
  /** Failure taxonomy class of a failed cell. */
  failureClass?: string;
  /** How an external agent was confined; absent or null when it ran unconfined. */
  confinement?: string | null;
  /** The people judge found a `people-simulator` fault (true) or none (false); absent when not judged. */
  simulatorFault?: boolean;
};

export interface PassAtKMetrics {
  /** Repeats every counted task has (the most any task has in this group). */
  k: number;
  /** Task × model × mode units with the full number of repeats: the only ones counted. */
  tasks: number;
  /** Tasks left out for having fewer judged repeats. */
  tasksLeftOut: number;
  passAt1: Estimate;
  passAtK: Estimate;
  passHatK: Estimate;
}

export interface CostMetrics {
  /** Mean cost of a cell (one attempt at one task) over the cells whose cost is known. */
  perTask: Estimate;
  totalUsd: number | null;
  knownCells: number;
  /** Cells with no price (unknown model price): never counted as 0. */
  unknownCells: number;
}

export interface LikertMetrics {
  cells: number;
  /** Task success rate: share of verdicts with the best result score (5 of 5). */
  tsr: Estimate;
  /** Average result score, (Likert − 1) / 4, 0–1. */
  ars: Estimate;
  /** Average trajectory score, (Likert − 1) / 4, 0–1. */
  ats: Estimate;
}

/** What the people judge found, and the rates without the cells where a simulated person was at fault. */
export interface PeopleSimulatorMetrics {
  /** Judged cells the people judge judged (unparsed or tied judgements left out). */
  cells: number;
  /** Of those, cells with a `people-simulator` fault. */
  faults: number;
  /** Fault cells / cells the people judge judged. */
  faultRate: Estimate;
  /** Success rate and mean score over the judged cells without a simulator fault (unjudged cells kept). */
  successRate: Estimate;
  score: Estimate;
  /**
   * pass^k over the task × model × mode units none of whose k repeats was a fault cell (null when there are
   * none): a unit with a fault has fewer than k repeats the agent can be judged on, so it is left out.
   */
  passHatK: Estimate | null;
}

export interface RetrievalMetrics {
  cells: number;
  recall: Estimate;
  queryLength: Estimate;
}

/** Every metric of a set of cells. Rates and means count judged cells only (errors are apart). */
export interface Metrics {
  cells: number;
  judged: number;
  passed: number;
  failed: number;
  /** Infrastructure faults: shown apart and left out of every rate and mean. */
  errors: number;
  tasks: number;
  successRate: Estimate;
  score: Estimate;
  passAtK: PassAtKMetrics | null;
  turns: Estimate;
  toolCalls: Estimate;
  /** Failed tool calls / tool calls. */
  failedCallRate: Estimate;
  /** Calls to tools not on the surface / tool calls. */
  unknownToolRate: Estimate;
  inputTokens: Estimate;
  outputTokens: Estimate;
  cachedInputTokens: Estimate;
  reasoningTokens: Estimate;
  cost: CostMetrics;
  durationSeconds: Estimate;
  likert: LikertMetrics | null;
  retrieval: RetrievalMetrics | null;
  /** Failed cells per failure class, when any cell carries one. */
  failureClasses: Record<string, number> | null;
  /** When the people judge judged any cell: its fault rate and the rates without the fault cells. */
  peopleSimulator: PeopleSimulatorMetrics | null;
}

/**
 * Computes every metric of the cells, with 95% bootstrap intervals that resample tasks (all of a
 * task's cells together). See README § Metrics for each definition.
 */
export function computeMetrics(cells: readonly MetricCell[], options: BootstrapOptions = {}): Metrics {
  const judged = cells.filter((cell) => cell.status !== 'error');
  const passed = judged.filter((cell) => cell.status === 'passed').length;
  const byTask = groupByTask(judged);

  const estimate = (
    numerator: (cell: MetricCell) => number,
    denominator: (cell: MetricCell) => number = () => 1,
    include: (cell: MetricCell) => boolean = () => true,
  ): Estimate => {
    const clusters: Cluster[] = [];
    for (const taskCells of byTask.values()) {
      const counted = taskCells.filter(include);
      if (counted.length === 0) continue;
      clusters.push({
        numerator: counted.reduce((sum, cell) => sum + numerator(cell), 0),
        denominator: counted.reduce((sum, cell) => sum + denominator(cell), 0),
      });
    }
    return bootstrapRatio(clusters, options);
  };

  const known = judged.filter((cell) => cell.costUsd !== null);
  const withLikert = judged.filter((cell) => cell.likert !== undefined);
  const withRetrieval = judged.filter((cell) => cell.retrieval !== undefined);
  const classified = cells.filter((cell) => cell.failureClass !== undefined);
  const hasLikert = (cell: MetricCell): boolean => cell.likert !== undefined;
  const hasRetrieval = (cell: MetricCell): boolean => cell.retrieval !== undefined;
  const peopleJudged = judged.filter((cell) => cell.simulatorFault !== undefined);
  const withoutFault = (cell: MetricCell): boolean => cell.simulatorFault !== true;

  return {
    cells: cells.length,
    judged: judged.length,
    passed,
    failed: judged.length - passed,
    errors: cells.length - judged.length,
    tasks: byTask.size,
    successRate: estimate((cell) => (cell.status === 'passed' ? 1 : 0)),
    score: estimate((cell) => cell.score),
    passAtK: computePassAtK(judged, options),
    turns: estimate((cell) => cell.turns),
    toolCalls: estimate((cell) => cell.toolCalls),
    failedCallRate: estimate(
      (cell) => cell.failedToolCalls,
      (cell) => cell.toolCalls,
    ),
    unknownToolRate: estimate(
      (cell) => cell.unknownToolCalls,
      (cell) => cell.toolCalls,
    ),
    inputTokens: estimate((cell) => cell.inputTokens),
    outputTokens: estimate((cell) => cell.outputTokens),
    cachedInputTokens: estimate((cell) => cell.cachedInputTokens),
    reasoningTokens: estimate((cell) => cell.reasoningTokens),
    cost: {
      perTask: estimate(
        (cell) => cell.costUsd ?? 0,
        () => 1,
        (cell) => cell.costUsd !== null,
      ),
      totalUsd: known.length > 0 ? known.reduce((sum, cell) => sum + cell.costUsd!, 0) : null,
      knownCells: known.length,
      unknownCells: judged.length - known.length,
    },
    durationSeconds: estimate((cell) => cell.durationMs / 1000),
    likert:
      withLikert.length === 0
        ? null
        : {
            cells: withLikert.length,
            tsr: estimate((cell) => (cell.likert!.result >= 5 ? 1 : 0), undefined, hasLikert),
            ars: estimate((cell) => (cell.likert!.result - 1) / 4, undefined, hasLikert),
            ats: estimate((cell) => (cell.likert!.trajectory - 1) / 4, undefined, hasLikert),
          },
    retrieval:
      withRetrieval.length === 0
        ? null
        : {
            cells: withRetrieval.length,
            recall: estimate((cell) => cell.retrieval!.recall, undefined, hasRetrieval),
            queryLength: estimate(
              (cell) => cell.retrieval!.queryLength ?? 0,
              undefined,
              (cell) => typeof cell.retrieval?.queryLength === 'number',
            ),
          },
    failureClasses:
      classified.length === 0
        ? null
        : classified.reduce<Record<string, number>>((counts, cell) => {
            counts[cell.failureClass!] = (counts[cell.failureClass!] ?? 0) + 1;
            return counts;
          }, {}),
    peopleSimulator:
      peopleJudged.length === 0
        ? null
        : {
            cells: peopleJudged.length,
            faults: peopleJudged.filter((cell) => cell.simulatorFault).length,
            faultRate: estimate(
              (cell) => (cell.simulatorFault ? 1 : 0),
              undefined,
              (cell) => cell.simulatorFault !== undefined,
            ),
            successRate: estimate((cell) => (cell.status === 'passed' ? 1 : 0), undefined, withoutFault),
            score: estimate((cell) => cell.score, undefined, withoutFault),
            passHatK: withoutFaultPassHatK(judged, withoutFault, options),
          },
  };
}

function groupByTask(cells: readonly MetricCell[]): Map<string, MetricCell[]> {
  const byTask = new Map<string, MetricCell[]>();
  for (const cell of cells) {
    const list = byTask.get(cell.taskId) ?? [];
    list.push(cell);
    byTask.set(cell.taskId, list);
  }
  return byTask;
}

/**
 * pass@1, pass@k and pass^k with k = the full number of repeats (the most judged repeats any
 * task × model × mode has here), averaged over the units that have all k; units with fewer (an
 * error, an interrupted run) are left out and counted in `tasksLeftOut`.
 */
function computePassAtK(
  judged: readonly MetricCell[],
  options: BootstrapOptions,
  fullRepeats?: number,
): PassAtKMetrics | null {
  // One unit per task × model × mode, so a group that mixes models never pools their attempts.
  const units = new Map<string, MetricCell[]>();
  for (const cell of judged) {
    const key = [cell.taskId, cell.model, cell.mode].join('\u0000');
    const unit = units.get(key);
    if (unit) unit.push(cell);
    else units.set(key, [cell]);
  }
  const counts = [...units.values()].map((cells) => ({
    n: cells.length,
    c: cells.filter((cell) => cell.status === 'passed').length,
  }));
  const k = fullRepeats ?? Math.max(0, ...counts.map((count) => count.n));
  if (k === 0) return null;
  const full = counts.filter((count) => count.n === k);
  const over = (value: (count: { n: number; c: number }) => number): Estimate =>
    bootstrapRatio(
      full.map((count) => ({ numerator: value(count), denominator: 1 })),
      options,
    );
  return {
    k,
    tasks: full.length,
    tasksLeftOut: counts.length - full.length,
    passAt1: over((count) => passAtK(count.n, count.c, 1)),
    passAtK: over((count) => passAtK(count.n, count.c, k)),
    passHatK: over((count) => passHatK(count.n, count.c, k)),
  };
}

/** pass^k of the units with no fault cell, k being the full number of repeats of all judged cells. */
function withoutFaultPassHatK(
  judged: readonly MetricCell[],
  withoutFault: (cell: MetricCell) => boolean,
  options: BootstrapOptions,
): Estimate | null {
  const k = computePassAtK(judged, options)?.k;
  if (k === undefined) return null;
  const kept = computePassAtK(judged.filter(withoutFault), options, k);
  return kept && kept.tasks > 0 ? kept.passHatK : null;
}
