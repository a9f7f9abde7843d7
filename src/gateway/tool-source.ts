import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { loadStaticTools, mcpToolSpec, type ToolSpec } from '../catalog/index.ts';
import { createOpenapiSource, type OpenapiExecutor } from '../openapi/index.ts';
import { errorResult } from './error-result.ts';
import { type UpstreamLaunch, type UpstreamOptions, UpstreamServer } from './upstream-server.ts';

/** Tools from one place, and the way to call them. */
export interface ToolSource {
  readonly label: string;
  readonly tools: ToolSpec[];
  call(tool: ToolSpec, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult>;
  close(): Promise<void>;
}

/**
 * An upstream MCP server. Its tool list is cached on disk by its launch configuration, so a gateway
 * over many servers starts without starting them: each is started on its first call.
 */
export async function mcpServerSource(
  launch: UpstreamLaunch,
  options: UpstreamOptions & { cacheDir?: string; refresh?: boolean } = {},
): Promise<ToolSource> {
  const upstream = new UpstreamServer(launch, options);
  const cacheFile = options.cacheDir
    ? path.join(
        options.cacheDir,
        `${createHash('sha256').update(JSON.stringify(launch)).digest('hex').slice(0, 24)}.json`,
      )
    : undefined;
  let listed: Array<{
    name: string;
    description?: string;
    inputSchema: unknown;
    annotations?: ToolSpec['annotations'];
  }>;
  if (cacheFile && !options.refresh && existsSync(cacheFile)) {
    listed = JSON.parse(readFileSync(cacheFile, 'utf8'));
  } else {
    listed = await upstream.listTools();
    if (cacheFile) {
      mkdirSync(path.dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(listed));
    }
  }
  const tools = listed.map((tool) => mcpToolSpec(launch.name, tool));
  return {
    label: `MCP server ${launch.name}`,
    tools,
    call: (tool, args, signal) => upstream.call(tool.toolName, args, signal),
    close: () => upstream.close(),
  };
}

/** OpenAPI specs (files, service folders or a corpus root), called over HTTP. */
export async function openapiSource(
  inputs: string[],
  options: { baseUrl?: string; cacheDir?: string | false } = {},
): Promise<ToolSource> {
  const source = await createOpenapiSource(inputs, {
    ...(options.cacheDir === undefined ? {} : { cacheDir: options.cacheDir }),
    ...(options.baseUrl ? { executor: { config: { baseUrl: options.baseUrl } } } : {}),
  });
  const executor: OpenapiExecutor = source.executor;
  return {
    label: `OpenAPI ${inputs.join(', ')}`,
    tools: source.tools,
    call: (tool, args) => executor.call(tool.name, args),
    close: async () => {},
  };
}

/** Tool specs from a JSON file, for retrieval over a universe nobody runs (e.g. LiveMCPBench's 527 tools). */
export function staticToolSource(file: string): ToolSource {
  return {
    label: `tool file ${file}`,
    tools: loadStaticTools(file),
    call: async (tool) =>
      errorResult(`${tool.name} comes from the tool-spec file ${file}, which has no server to call`),
    close: async () => {},
  };
}
