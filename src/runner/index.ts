export { cellKeyOf, cellKeyString, describeCellKey } from './cell-key.ts';
export { CoworkerDesk, withCoworkers } from './cell-coworkers.ts';
export { classifyAbort, classifyCellError, interruption } from './classify-cell-error.ts';
export { planCells } from './plan-cells.ts';
export { formatCount, formatDuration, ProgressDisplay, type ProgressOutput } from './progress-display.ts';
export { isInterrupted, remainingCells } from './remaining-cells.ts';
export { type CellPlan, runCell, type RunSettings } from './run-cell.ts';
export {
  type CellRunner,
  isRetryable,
  type RetryOptions,
  runCellWithRetries,
  WORKER_ID,
} from './run-cell-with-retries.ts';
export { type RunCellsOptions, type RunCellsResult, runCells, type RunEvent } from './run-cells.ts';
export { localizeRunConfig, localRunPath } from './run-paths.ts';
export { runPool } from './run-pool.ts';
export { type CellProgress, progressOfRecord, progressOfSummary, RunProgress } from './run-progress.ts';
export { DEFAULT_HARNESS_TIMEOUT_SECONDS, DEFAULT_RETRIES } from './run-defaults.ts';
export { prepareRun, type PreparedRun, type RunHooks, storeHooks } from './prepare-run.ts';
export { runSettingsOf, type SettingsParts } from './run-settings-of.ts';
export {
  flagOf,
  parseRunOptions,
  RUN_OPTION_ENTRIES,
  type RunOptionEntry,
  resumeRunOptions,
} from './run-option-entries.ts';
export { RUN_OPTIONS, type RunOptionKey, type RunOptionMeta, type RunOptions } from './run-spec.ts';
export {
  type ProbeResult,
  type ReadingLoad,
  type RoundResult,
  type TaskValidation,
  validateTask,
} from './validate-task.ts';
