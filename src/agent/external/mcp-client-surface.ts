import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolInputSchema, ToolSpec, ToolSurface } from '../../catalog/index.ts';
import { contentToText } from '../../environments/index.ts';

/** The tools of one MCP server at a URL, as a surface the agent loop can use, under their own names. */
export async function connectMcpSurface(
  url: string,
  token: string | undefined,
): Promise<ToolSurface & { close(): Promise<void> }> {
  const client = new Client({ name: 'mcp-arena-agent', version: '0.1.0' });
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  const { tools } = await client.listTools();
  const specs: ToolSpec[] = tools.map((tool) => ({
    name: tool.name,
    server: 'mcp',
    toolName: tool.name,
    description: tool.description ?? '',
    inputSchema: tool.inputSchema as ToolInputSchema,
    origin: { kind: 'mcp', server: 'mcp' },
  }));
  return {
    tools: specs,
    // Unknown names go to the server too: it answers them as the cell's surface would.
    has: () => true,
    call: async (name, args, signal) => {
      try {
        const result = (await client.callTool({ name, arguments: args }, undefined, {
          ...(signal ? { signal } : {}),
        })) as CallToolResult;
        return { content: contentToText(result.content), isError: result.isError === true };
      } catch (error) {
        return { content: `Error: ${(error as Error).message}`, isError: true };
      }
    },
    close: () => client.close(),
  };
}
