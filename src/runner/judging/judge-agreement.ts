import {
  type Agreement,
  aggregateVerdicts,
  BINARY_CATEGORIES,
  computeAgreement,
  LIKERT_CATEGORIES,
} from '../../evaluation/index.ts';
import { ArenaError } from '../../errors.ts';
import { type Store, type StoredVerdict, VerdictStore } from '../../store/index.ts';
import type { Label } from './read-labels.ts';

export interface AgreementRequest {
  runId: string;
  /** Judge model (as stored) or an unambiguous part of it, e.g. `gpt-4.1-mini`. */
  judge: string;
  /** Labels by task id or cell id; `undefined`: the human verdicts stored with the run. */
  labels?: Map<string, Label>;
  /** Which Likert score to compare; default `result`. */
  score?: 'result' | 'trajectory';
}

export interface AgreementResult extends Agreement {
  judgeModel: string;
  kind: 'binary' | 'likert';
  /** Cells with a label whose judgement was unparsed or tied: left out of `n`. */
  undecided: number;
  /** Cells with a judgement but no label. */
  unlabelled: number;
}

/** Agreement of a stored judge's verdicts on a run's cells with reference labels (majority over samples). */
export async function judgeAgreement(store: Store, request: AgreementRequest): Promise<AgreementResult> {
  await store.getRun(request.runId);
  const cells = await store.listCellsOf([request.runId]);
  const verdicts = await new VerdictStore(store).listVerdicts([request.runId]);
  const judgeModel = pickJudge(verdicts, request.judge);
  const mine = verdicts.filter((verdict) => verdict.judgeModel === judgeModel && judgesTheAgent(verdict));
  const kind = mine.some((verdict) => verdict.judge === 'keypoints') ? 'binary' : 'likert';
  const used = mine.filter((verdict) => verdict.judge === (kind === 'binary' ? 'keypoints' : 'likert'));
  const labels = request.labels ?? storedHumanLabels(verdicts);

  const pairs: Array<{ label: string; judge: string }> = [];
  let undecided = 0;
  let unlabelled = 0;
  for (const cell of cells) {
    const samples = used.filter((verdict) => verdict.cellId === cell.id);
    if (samples.length === 0) continue;
    const label = labels.get(cell.id) ?? labels.get(cell.taskId);
    if (label === undefined) {
      unlabelled += 1;
      continue;
    }
    const aggregate = aggregateVerdicts(samples);
    if (kind === 'binary') {
      if (aggregate.success === undefined) {
        undecided += 1;
        continue;
      }
      pairs.push({
        label: binaryLabel(label, cell.taskId),
        judge: aggregate.success ? 'success' : 'failure',
      });
    } else {
      const score = request.score === 'trajectory' ? aggregate.trajectoryScore : aggregate.resultScore;
      if (score === undefined) {
        undecided += 1;
        continue;
      }
      if (typeof label !== 'number') {
        throw new ArenaError(
          'USAGE',
          `label of ${cell.taskId} is a verdict; a Likert judge needs scores 1–5`,
        );
      }
      pairs.push({ label: String(label), judge: String(score) });
    }
  }
  const agreement = computeAgreement(pairs, kind === 'binary' ? BINARY_CATEGORIES : LIKERT_CATEGORIES);
  return { ...agreement, judgeModel, kind, undecided, unlabelled };
}

function binaryLabel(label: Label, taskId: string): string {
  if (typeof label === 'boolean') return label ? 'success' : 'failure';
  if (label === 1) return 'success';
  throw new ArenaError('USAGE', `label of ${taskId} is a score (${label}); a key-point judge needs verdicts`);
}

function storedHumanLabels(verdicts: readonly StoredVerdict[]): Map<string, Label> {
  const labels = new Map<string, Label>();
  for (const verdict of verdicts) {
    if (verdict.judge !== 'human' || verdict.status !== 'parsed') continue;
    if (verdict.success !== undefined) labels.set(verdict.cellId, verdict.success);
    else if (verdict.resultScore !== undefined) labels.set(verdict.cellId, verdict.resultScore);
  }
  if (labels.size === 0) {
    throw new ArenaError('USAGE', 'the run has no stored human verdicts: give --labels FILE');
  }
  return labels;
}

/** The stored judge model `name` names: itself, the one it ends, or the only one containing it. */
export function pickJudge(verdicts: readonly StoredVerdict[], name: string): string {
  const judges = [...new Set(verdicts.filter(judgesTheAgent).map((verdict) => verdict.judgeModel))].sort();
  if (judges.includes(name)) return name;
  const ending = judges.filter((judge) => new RegExp(`(^|[_:/@])${escapeRegex(name)}$`).test(judge));
  if (ending.length === 1) return ending[0]!;
  const containing = judges.filter((judge) => judge.includes(name));
  if (containing.length === 1) return containing[0]!;
  throw new ArenaError(
    'USAGE',
    judges.length === 0
      ? 'the run has no judge verdicts: judge it first with `mcp-arena judge RUN --judge keypoints --judge-model ...`'
      : `judge "${name}" ${containing.length > 1 ? 'is ambiguous' : 'is not in the run'}; judges: ${judges.join(', ')}`,
  );
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An LLM judge's verdict on the agent's work: not a human label, nor a people verdict (on the simulator). */
function judgesTheAgent(verdict: StoredVerdict): boolean {
  return verdict.judge !== 'human' && verdict.judge !== 'people';
}
