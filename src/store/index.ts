export type {
  CellKey,
  CellRecord,
  CellStatus,
  CellSummary,
  RunConfig,
  RunOverview,
  RunRecord,
} from './records.ts';
export { SCHEMA_VERSION } from './schema.ts';
export { arenaHome, Store } from './store.ts';
export { runCassette } from './run-cassette.ts';
