/**
 * What a task's `check.ts` imports, as `mcp-arena/evaluation` (the package export): the check types and
 * the shared check helpers, nothing that starts apps or models. Kept free of top-level await and heavy
 * imports, so it loads fast and also when a check outside an ES module package is compiled to CommonJS.
 */
export type {
  AppReaders,
  BeforeState,
  CheckContext,
  CheckFunction,
  Checkpoint,
  CheckpointInput,
} from './checkpoint.ts';
export type {
  AppHealth,
  AzureReader,
  AzureResource,
  AzureResourceFilter,
  AzureSecret,
  CalendarEvent,
  CrmReader,
  MailMessage,
  MemoryGraph,
  SheetCell,
  SheetCellType,
  SheetRows,
  SqlRow,
  TrackerTask,
} from '../environments/index.ts';
// Every shared check helper: check-helpers/index.ts is the list (one place to add a helper).
export * from './check-helpers/index.ts';
export { parseCsv } from './parse-csv.ts';
/** An app setting's Key Vault reference (vault, secret); whether NSG rules let an inbound TCP port in. */
export { inboundPortAllowed, parseKeyVaultReference } from '../environments/apps/azure/azure-health.ts';
export type { Tau2Action, Tau2Call, Tau2Replay, Tau2State, Tau2Task } from '../environments/app-state.ts';
export type { RetailDb } from '../environments/apps/tau2/retail-data.ts';
/** τ²-bench's reward exactly, and mcp-arena's verified reward; the check of every imported τ² task. */
export { matchesAction, type Tau2RewardInput, type Tau2Rewards, tau2Rewards } from './tau2/tau2-reward.ts';
export { tau2Check, tau2Checkpoints } from './tau2/tau2-check.ts';
/** For checks that run code the agent wrote (its tests, its scripts): confined as the sandbox app confines it. */
export { bubblewrapArguments, probeIsolation } from '../environments/apps/sandbox/sandbox-isolation.ts';
