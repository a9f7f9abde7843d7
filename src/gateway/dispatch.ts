import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { errorResult } from './error-result.ts';
import type { Gateway } from './gateway.ts';
import { DEFAULT_NUM_TOOLS, type GatewayStyle } from './gateway-tools.ts';

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 1) }],
});

/**
 * Answers a tools/call to the gateway: its own tools in the configured style, or, as TheMCPCompany's
 * agent was allowed, any universe tool called directly by its own name (treated as call_tool).
 */
export async function dispatchGatewayCall(
  gateway: Gateway,
  style: GatewayStyle,
  name: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<CallToolResult> {
  const text = (key: string): string | undefined =>
    typeof args[key] === 'string' ? (args[key] as string) : undefined;
  if (style === 'find-call' && name === 'find_tools') {
    const query = text('query');
    if (!query) return errorResult('find_tools needs "query": what you want to do, as text');
    const numTools = typeof args.num_tools === 'number' ? args.num_tools : DEFAULT_NUM_TOOLS;
    return json({ tools: await gateway.findTools(query, numTools) });
  }
  if (style === 'find-call' && name === 'call_tool') {
    const target = text('name');
    if (!target) return errorResult('call_tool needs "name": a tool name from find_tools');
    return gateway.callTool(target, args.arguments ?? {}, signal);
  }
  if (style === 'route-execute' && name === 'route') {
    const query = text('query');
    if (!query) return errorResult('route needs "query": what you want to do, as text');
    return json({ servers: await gateway.route(query) });
  }
  if (style === 'route-execute' && name === 'execute') {
    const server = text('server_name');
    const tool = text('tool_name');
    if (!server || !tool) return errorResult('execute needs "server_name" and "tool_name" from route');
    return gateway.execute(server, tool, args.params ?? {}, signal);
  }
  return gateway.callTool(name, args, signal);
}
