export { type Cassette, findRecordedTurns, readCassetteFile, type RecordedTurn } from './cassette.ts';
export {
  assertModelId,
  baseUrlTargets,
  createModel,
  recordedTurnsOf,
  defaultModelSettings,
  loadCassettes,
  type ModelChoice,
  type ModelSettings,
  OFFLINE_MODELS,
  parseModelId,
} from './create-model.ts';
export {
  addUsage,
  type FinishReason,
  type Message,
  type ProviderEcho,
  type RequestAdaptation,
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
export {
  DEFAULT_RETRY_POLICY,
  RequestRejectedError,
  RetriesExhaustedError,
  type RetryPolicy,
} from './retry.ts';
export { type ModelLimits, ModelLimitsTable } from './model-limits.ts';
export {
  PROFILES,
  type ProfileId,
  profileOfModel,
  profileOfProvider,
  type ProviderProfile,
  toolLimitOf,
} from './provider-profiles.ts';
export { adaptTools } from './adapt-request.ts';
export { adaptSchema } from './schema-adapter.ts';
export { ToolNameMap } from './tool-names.ts';
