export type {
  AttemptRecord,
  CellKey,
  CellRecord,
  CellStatus,
  CellSummary,
  RetrievalRecord,
  RunConfig,
  RunOverview,
  RunOwner,
  RunRecord,
  SavedCell,
  StoredRunOptions,
} from './records.ts';
export {
  CELL_OUTCOMES,
  type CellOutcome,
  ERROR_OUTCOMES,
  type ErrorOutcome,
  isErrorOutcome,
  statusOf,
} from './cell-outcome.ts';
export { SCHEMA_VERSION } from './schema.ts';
export { arenaHome } from '../arena-home.ts';
export { Store } from './store.ts';
export { isPostgresUrl, newRunId } from './store-names.ts';
export { type PendingRun, readPendingRun, removePendingRun, writePendingRun } from './pending-runs.ts';
export { HEARTBEAT_MS, isOwnerAlive, isRunRunning, type RunClaim } from './run-owner.ts';
export { runCassette } from './run-cassette.ts';
export type { PeopleUsage, StoredEvaluations } from './evaluation-reads.ts';
export {
  type FailureClassRecord,
  type FailureClassSource,
  type ImportedTaskRecord,
  type ImportedToolRecord,
  type KeyPointsRecord,
  type ReferenceRunRecord,
  type StoredRetrievalRecord,
  type StoredVerdict,
  VerdictStore,
} from './verdict-store.ts';
