import { aggregateVerdicts, type Verdict } from '../evaluation/index.ts';
import type {
  CellSummary,
  FailureClassRecord,
  StoredRetrievalRecord,
  StoredVerdict,
} from '../store/index.ts';
import type { MetricCell } from './metrics.ts';

/** What stages after the run stored about its cells (judges, failure analysis, retrieval). */
export interface CellEvaluations {
  verdicts: readonly StoredVerdict[];
  failureClasses: readonly FailureClassRecord[];
  retrieval: readonly StoredRetrievalRecord[];
  /** Oracle tool names per cell id (bare or `<server>__<tool>`), for retrieval recall. */
  oracleTools?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The cells as the metrics read them. Each cell keeps its own status (checks, or for imported runs the
 * human verdict) and gains its failure class and retrieval stats. Each LLM judge (judge model × prompt
 * version) that judged a cell adds one more cell, `<model>@<judge model>`, that passed or failed as the
 * judge said (majority of its samples) and carries its Likert scores: so a report shows success under
 * every judge beside the cells' own. An unparsed or tied judgement makes that added cell an `error`, left
 * out of every rate, never a pass or a fail.
 */
export function withEvaluations(cells: readonly CellSummary[], evaluations: CellEvaluations): MetricCell[] {
  const verdictsByCell = groupBy(
    evaluations.verdicts.filter((verdict) => verdict.judge !== 'human' && verdict.judge !== 'people'),
    (verdict) => verdict.cellId,
  );
  const peopleByCell = groupBy(
    evaluations.verdicts.filter((verdict) => verdict.judge === 'people'),
    (verdict) => verdict.cellId,
  );
  const versionsByJudge = new Map<string, Set<string>>();
  for (const verdict of evaluations.verdicts) {
    if (verdict.judge === 'people') continue;
    const versions = versionsByJudge.get(verdict.judgeModel) ?? new Set<string>();
    versions.add(verdict.promptVersion);
    versionsByJudge.set(verdict.judgeModel, versions);
  }
  const failureByCell = new Map(evaluations.failureClasses.map((record) => [record.cellId, record]));
  const retrievalByCell = groupBy(evaluations.retrieval, (record) => record.cellId);

  const result: MetricCell[] = [];
  for (const cell of cells) {
    const failure = failureByCell.get(cell.id);
    const records = retrievalByCell.get(cell.id);
    // A retrieval-mode cell without a single search still counts: it found none of its tools by search.
    const retrieval =
      records || cell.mode === 'retrieval'
        ? retrievalStats(records ?? [], evaluations.oracleTools?.get(cell.id))
        : undefined;
    const simulatorFault = simulatorFaultOf(peopleByCell.get(cell.id));
    const fault = simulatorFault === undefined ? {} : { simulatorFault };
    result.push({
      ...cell,
      ...(failure ? { failureClass: failure.failureClass } : {}),
      ...(retrieval ? { retrieval } : {}),
      ...fault,
    });
    const byJudge = groupBy(verdictsByCell.get(cell.id) ?? [], (verdict) =>
      [verdict.judgeModel, verdict.promptVersion].join('\u0000'),
    );
    for (const verdicts of byJudge.values()) {
      const first = verdicts[0]!;
      const label =
        (versionsByJudge.get(first.judgeModel)?.size ?? 1) > 1
          ? `${first.judgeModel}/${first.promptVersion}`
          : first.judgeModel;
      result.push({ ...judgedCell(cell, `${cell.model}@${label}`, verdicts), ...fault });
    }
  }
  return result;
}

/**
 * Whether the people judge found a simulator fault in the cell: the majority of its samples (the latest
 * judge model and prompt version when several judged it). Undefined when it was not judged, or the
 * judgement is unparsed or tied: such a cell counts as neither.
 */
function simulatorFaultOf(verdicts: readonly StoredVerdict[] | undefined): boolean | undefined {
  if (!verdicts || verdicts.length === 0) return undefined;
  const last = verdicts.at(-1)!;
  const aggregate = aggregateVerdicts(
    verdicts.filter(
      (verdict) => verdict.judgeModel === last.judgeModel && verdict.promptVersion === last.promptVersion,
    ),
  );
  return aggregate.success === undefined ? undefined : !aggregate.success;
}

function judgedCell(cell: CellSummary, model: string, verdicts: readonly Verdict[]): MetricCell {
  const keyPoints = verdicts.filter((verdict) => verdict.judge === 'keypoints');
  const likert = verdicts.filter((verdict) => verdict.judge === 'likert');
  let status = cell.status;
  let score = cell.score;
  if (keyPoints.length > 0) {
    const aggregate = aggregateVerdicts(keyPoints);
    status = aggregate.success === undefined ? 'error' : aggregate.success ? 'passed' : 'failed';
    score = aggregate.success ? 1 : 0;
  }
  const judged: MetricCell = { ...cell, model, status, score };
  if (likert.length > 0) {
    const aggregate = aggregateVerdicts(likert);
    if (aggregate.resultScore !== undefined && aggregate.trajectoryScore !== undefined) {
      judged.likert = { result: aggregate.resultScore, trajectory: aggregate.trajectoryScore };
    } else if (keyPoints.length === 0) {
      judged.status = 'error';
    }
  }
  return judged;
}

/**
 * Recall of the task's oracle tools over every query's returned tools (0 without a query), and mean words
 * per query (null without one). None when the oracle tools are unknown (cells stored before schema v5).
 */
function retrievalStats(
  records: readonly StoredRetrievalRecord[],
  oracle: readonly string[] | undefined,
): MetricCell['retrieval'] {
  if (!oracle || oracle.length === 0) return undefined;
  const returned = new Set(records.flatMap((record) => record.returned));
  const returnedBare = new Set([...returned].map((name) => name.split('__').slice(1).join('__') || name));
  const found = oracle.filter((tool) => returned.has(tool) || returnedBare.has(tool)).length;
  const words = records.map((record) => record.query.split(/\s+/).filter((word) => word !== '').length);
  return {
    recall: found / oracle.length,
    queryLength: words.length === 0 ? null : words.reduce((sum, count) => sum + count, 0) / words.length,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}
