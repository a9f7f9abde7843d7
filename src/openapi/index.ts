export { createSchemaAjv, findInvalidSchemas } from './argument-validator.ts';
export type { LoadedConversion, LoadOptions } from './conversion-cache.ts';
export { CONVERTER_VERSION, defaultCacheDir, loadOpenapiConversion } from './conversion-cache.ts';
export type { ConvertOptions } from './convert-openapi.ts';
export { convertOpenapi } from './convert-openapi.ts';
export type { AuthConfig, ExecutorConfig } from './executor-config.ts';
export { executorConfigFromEnv } from './executor-config.ts';
export type { ExecutorOptions, OpenapiExecutor } from './openapi-executor.ts';
export { createOpenapiExecutor } from './openapi-executor.ts';
export { createOpenapiServer, serveOpenapiStdio } from './openapi-server.ts';
export type { OpenapiSource, OpenapiSourceOptions } from './openapi-source.ts';
export { createOpenapiSource } from './openapi-source.ts';
export type { OpenapiStats, ServiceStats } from './openapi-stats.ts';
export { computeOpenapiStats, formatOpenapiStats } from './openapi-stats.ts';
export type {
  ArgumentBinding,
  OpenapiConversion,
  OpenapiTool,
  OperationBinding,
  SkippedOperation,
} from './openapi-types.ts';
export { operationToTool } from './operation-to-tool.ts';
export type { SpecSource } from './spec-sources.ts';
export { discoverSpecSources } from './spec-sources.ts';
