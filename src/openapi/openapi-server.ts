import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { TOOL_GROUP_META, toolGroup } from '../catalog/index.ts';
import type { ToolSpec } from '../catalog/tool-spec.ts';
import type { OpenapiExecutor } from './openapi-executor.ts';

/**
 * An MCP server exposing converted OpenAPI tools (the low-level `Server`, since the tools carry raw
 * JSON Schemas). Tool names are the universe-wide names (`gitea__repoCreate`).
 */
export function createOpenapiServer(
  tools: ToolSpec[],
  executor: OpenapiExecutor,
  name = 'mcp-arena-openapi',
): Server {
  const server = new Server({ name, version: '0.1.0' }, { capabilities: { tools: {} } });
  const listed: Tool[] = tools.map((tool) => {
    const entry: Tool = {
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema as Tool['inputSchema'],
    };
    if (tool.annotations) entry.annotations = tool.annotations;
    const group = toolGroup(tool);
    if (group) entry._meta = { [TOOL_GROUP_META]: group };
    return entry;
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: listed,
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    executor.call(request.params.name, request.params.arguments),
  );
  return server;
}

/** Serves the tools over stdio until the client disconnects. */
export async function serveOpenapiStdio(tools: ToolSpec[], executor: OpenapiExecutor): Promise<void> {
  const server = createOpenapiServer(tools, executor);
  await server.connect(new StdioServerTransport());
  await new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
}
