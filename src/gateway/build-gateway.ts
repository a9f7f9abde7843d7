import path from 'node:path';
import { arenaHome } from '../arena-home.ts';
import { GATEWAY_POLICY, type ToolPolicy } from '../catalog/index.ts';
import { type AtOnceOptions, createRetrieverAtOnce, type RetrieverKind } from '../retrieval/index.ts';
import { Gateway } from './gateway.ts';
import { mcpServerSource, openapiSource, staticToolSource, type ToolSource } from './tool-source.ts';
import { ToolUniverse } from './tool-universe.ts';
import type { UniverseConfig } from './universe-config.ts';
import type { UpstreamOptions } from './upstream-server.ts';

export interface UniverseOptions {
  upstream?: UpstreamOptions;
  /** Re-list every MCP server's tools instead of using the cached lists. */
  refresh?: boolean;
  onProgress?: (message: string) => void;
}

export interface BuildOptions extends UniverseOptions {
  retriever: RetrieverKind;
  /** A universe without cached vectors is served by BM25 while they are built (see createRetrieverAtOnce). */
  retrieverOptions?: AtOnceOptions;
  /** Checked before every call; default GATEWAY_POLICY with the config's `policy` on top. */
  policy?: ToolPolicy;
}

/** The gateway's policy: destructive tools denied, unless the universe config says otherwise. */
export function gatewayPolicy(config: UniverseConfig): ToolPolicy {
  const own = config.policy ?? {};
  return {
    ...GATEWAY_POLICY,
    ...own,
    tools: { ...GATEWAY_POLICY.tools, ...own.tools },
    servers: { ...GATEWAY_POLICY.servers, ...own.servers },
  };
}

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

/** Gathers the tools of every source, in parallel; MCP tool lists and OpenAPI conversions come from disk caches. */
export async function buildUniverse(
  config: UniverseConfig,
  options: UniverseOptions = {},
): Promise<ToolUniverse> {
  const cacheDir = path.join(arenaHome(), 'cache', 'upstream-tools');
  const started = performance.now();
  const sources: ToolSource[] = await Promise.all([
    ...config.servers.map((server) =>
      mcpServerSource(server, { ...options.upstream, cacheDir, refresh: options.refresh }),
    ),
    ...config.openapi.map((entry) =>
      typeof entry === 'string'
        ? openapiSource([entry])
        : openapiSource([entry.path], { baseUrl: entry.baseUrl }),
    ),
    ...config.tools.map(async (file) => staticToolSource(file)),
  ]);
  const universe = new ToolUniverse(sources);
  options.onProgress?.(
    `universe: ${universe.tools.length} tools from ${sources.length} sources in ${seconds(started)} s`,
  );
  return universe;
}

/** The universe, indexed for retrieval. */
export async function buildGateway(config: UniverseConfig, options: BuildOptions): Promise<Gateway> {
  const universe = await buildUniverse(config, options);
  const started = performance.now();
  const retriever = await createRetrieverAtOnce(options.retriever, universe.tools, {
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...options.retrieverOptions,
  });
  options.onProgress?.(
    `index: ${retriever.kind} over ${universe.tools.length} tools in ${seconds(started)} s`,
  );
  return new Gateway(universe, retriever, {
    policy: options.policy ?? gatewayPolicy(config),
    onPolicyLog: (name, decision) => options.onProgress?.(`policy: ${name} called (${decision.rule})`),
  });
}
