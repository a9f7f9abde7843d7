export { ArgumentCheck } from './argument-check.ts';
export {
  type BuildOptions,
  buildGateway,
  buildUniverse,
  gatewayPolicy,
  type UniverseOptions,
} from './build-gateway.ts';
export { dispatchGatewayCall } from './dispatch.ts';
export { type FoundTool, Gateway, type RoutedServer } from './gateway.ts';
export { createGatewayServer } from './gateway-server.ts';
export { DEFAULT_NUM_TOOLS, type GatewayStyle, gatewayTools } from './gateway-tools.ts';
export { RetrievalSurface, type RetrievalSurfaceOptions, surfaceSource } from './retrieval-surface.ts';
export { type HttpOptions, type RunningHttpGateway, serveGatewayHttp, serveMcpHttp } from './serve-http.ts';
export { createSurfaceServer } from './surface-server.ts';
export { mcpServerSource, openapiSource, staticToolSource, type ToolSource } from './tool-source.ts';
export { type RecordedCall, type ToolSearch, toolSearchesOf } from './tool-searches.ts';
export { ToolUniverse, universeSource } from './tool-universe.ts';
export {
  parseServerFlag,
  readUniverseConfig,
  type ServerConfig,
  type UniverseConfig,
  universeConfigSchema,
} from './universe-config.ts';
export { errorResult } from './error-result.ts';
export { type UpstreamLaunch, type UpstreamOptions, UpstreamServer } from './upstream-server.ts';
