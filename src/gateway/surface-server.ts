import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ToolSurface } from '../catalog/index.ts';

/**
 * A cell's tool surface as an MCP server (one per client session): the tools it lists, and every call
 * passed to the surface, which decides what an unknown name gets. This is how an external agent sees
 * exactly the tools the built-in loop would (`oracle`, `servers`, or `find_tools` / `call_tool`).
 */
export function createSurfaceServer(surface: ToolSurface): Server {
  const server = new Server({ name: 'mcp-arena-cell', version: '0.1.0' }, { capabilities: { tools: {} } });
  const tools = surface.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema as { type: 'object' },
  }));
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const result = await surface.call(request.params.name, request.params.arguments ?? {}, extra.signal);
    return { content: [{ type: 'text' as const, text: result.content }], isError: result.isError };
  });
  return server;
}
