export { type Cassette, findRecordedTurns, readCassetteFile, type RecordedTurn } from './cassette.ts';
export {
  assertModelId,
  createModel,
  defaultModelSettings,
  loadCassettes,
  type ModelChoice,
  type ModelSettings,
  OFFLINE_MODELS,
  parseModelId,
} from './create-model.ts';
export {
  addUsage,
  type Message,
  type Model,
  type ModelRequest,
  type ModelResponse,
  type ToolCall,
  type ToolDefinition,
  type Usage,
  ZERO_USAGE,
} from './model.ts';
export { NoopModel } from './noop-model.ts';
export { type Price, PriceTable } from './price-table.ts';
export { ProviderModel } from './provider-model.ts';
export { createLanguageModel, defaultModelId, PROVIDERS } from './providers.ts';
export { ReferenceModel } from './reference-model.ts';
export { ReplayModel } from './replay-model.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';
