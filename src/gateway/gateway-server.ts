import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { dispatchGatewayCall } from './dispatch.ts';
import type { Gateway } from './gateway.ts';
import { type GatewayStyle, gatewayTools } from './gateway-tools.ts';

/**
 * The gateway as an MCP server (one per client session); any transport can be connected to it. Given
 * a gateway still being built (a large universe loads for seconds), it answers `initialize` at once and
 * every later request once the gateway is ready.
 */
export function createGatewayServer(gateway: Gateway | Promise<Gateway>, style: GatewayStyle): Server {
  const server = new Server(
    { name: 'mcp-arena-gateway', version: '0.1.0' },
    {
      capabilities: { tools: {} },
      instructions:
        style === 'find-call'
          ? 'Thousands of tools are behind this server. Search with find_tools, then call with call_tool.'
          : 'Many servers are behind this gateway. Find them with route, then call with execute.',
    },
  );
  const tools = Promise.resolve(gateway).then((ready) =>
    gatewayTools(style, ready.universe.tools.length).map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
    })),
  );
  // Handled here too, so a failed build is not also an unhandled rejection; the requests still see it.
  tools.catch(() => {});
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) =>
    dispatchGatewayCall(
      await gateway,
      style,
      request.params.name,
      request.params.arguments ?? {},
      extra.signal,
    ),
  );
  return server;
}
