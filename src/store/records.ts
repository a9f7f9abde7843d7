import type { Trajectory } from '../agent/index.ts';
import type { Checkpoint, Score, Verdict } from '../evaluation/index.ts';
import type { Usage } from '../models/index.ts';
import type { CellOutcome, CellStatus, ErrorOutcome } from './cell-outcome.ts';

export type { CellStatus } from './cell-outcome.ts';

export interface RunRecord {
  id: string;
  createdAt: Date;
  config: RunConfig;
}

/** A run as listed, with how its cells ended. */
export interface RunOverview extends RunRecord {
  cells: number;
  passed: number;
  failed: number;
  errors: number;
  /** Error cells that were interrupted (a resumed run redoes them): not done. */
  interrupted: number;
  /** The process storing the run's cells, while it runs or since it was killed. */
  owner: RunOwner | null;
  /** When that process last said it was running; null once it closed the store. */
  heartbeatAt: Date | null;
}

export interface RunOwner {
  host: string;
  pid: number;
  command: string;
}

/** What a run was asked to do, kept so it can be shown and resumed. */
export interface RunConfig {
  /** Absolute task paths, on the machine that created the run. */
  paths: string[];
  /** The folder `run` was started in: workers elsewhere resolve missing paths relative to their own. */
  cwd?: string;
  models: string[];
  modes: string[];
  repeats: number;
  /** How models were reached and the run's budgets, so `run --resume` and workers run it alike (never keys). */
  options?: StoredRunOptions;
}

/**
 * The run options kept with a run, as JSON (API keys are never among them). What they are is the runner's
 * run spec (`runner/run-spec.ts`), which checks them when it loads a run: the store only keeps them.
 */
export type StoredRunOptions = Readonly<Record<string, unknown>>;

/** One attempt of a cell that ended in an infrastructure error (retried, or the last one). */
export interface AttemptRecord extends CellKey {
  runId: string;
  /** 1 for the first try. */
  attempt: number;
  /** What kind of error ended it (the runner records only the kinds it retries). */
  outcome: ErrorOutcome;
  /** The error, for people. */
  error: string;
  /** Which process ran it: `host:pid`. */
  worker: string;
  startedAt: Date;
  finishedAt: Date;
  /** What the attempt spent before it failed (absent when it never reached the model, or before v6). */
  usage?: Usage;
  /** Another attempt followed: its spend is not in the cell's own and counts apart. */
  retried?: boolean;
}

/** Which cell of the matrix: one task × model × mode × repeat. */
export interface CellKey {
  taskId: string;
  model: string;
  mode: string;
  repeat: number;
}

/** One tool-search call (`route`, `find_tools`): the query and the tools it returned, in order. */
export interface RetrievalRecord {
  turnIndex: number;
  /** Index of the call within its turn. */
  index: number;
  query: string;
  returned: string[];
}

/** What a cell's stored record and its listed summary both say of it. */
export interface CellHead extends CellKey {
  id: string;
  runId: string;
  taskTitle: string;
  category: string;
  difficulty: string;
  status: CellStatus;
  /** How it ended: `passed`, `failed`, or the kind of error (its status agrees: `statusOf`). */
  outcome: CellOutcome;
  durationMs: number;
}

export interface CellRecord extends CellHead {
  score: Score;
  checkpoints: Checkpoint[];
  /** Absent when the cell failed before the agent ran (error). */
  trajectory: Trajectory | undefined;
  /** Infrastructure fault that made the cell an error, for people; `outcome` says its kind. */
  error: string | undefined;
  /** The task's oracle tools, for retrieval recall (cells the runner stores). */
  oracleTools?: string[];
  /** The trajectory's tool searches (`retrieval` mode), saved with the cell. */
  retrieval?: RetrievalRecord[];
  startedAt: Date;
  finishedAt: Date;
}

/**
 * What saving a cell did: stored it, or kept the finished cell another process had stored at its matrix
 * position meanwhile (this one is dropped; the stored one stands).
 */
export type SavedCell = { stored: true } | { stored: false; existing: CellSummary };

/** A cell's row as listed for reports, without its turns. */
export interface CellSummary extends CellHead {
  score: number;
  earned: number;
  total: number;
  turns: number;
  toolCalls: number;
  failedToolCalls: number;
  unknownToolCalls: number;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  reasoningTokens: number;
  costUsd: number | null;
  finalAnswer: string;
  error: string | null;
  /** How an external agent was confined; null when it ran unconfined (and for models). */
  confinement: string | null;
}

/** A verdict as stored: which cell it judges. */
export interface StoredVerdict extends Verdict {
  cellId: string;
}

/** Where a cell's failure class came from: a rule on the trajectory, an LLM judge, or imported labels. */
export type FailureClassSource = 'rule' | 'judge' | 'imported';

export interface FailureClassRecord {
  cellId: string;
  failureClass: string;
  source: FailureClassSource;
  judgeModel?: string;
  promptVersion?: string;
  /** What shows it: the rule's finding, or the judge's reasons. */
  evidence: string;
  /** The judge's whole reply; empty for rules. */
  raw: string;
}

export interface StoredRetrievalRecord extends RetrievalRecord {
  cellId: string;
}
