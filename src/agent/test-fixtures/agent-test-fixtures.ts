import type { ToolResult, ToolSpec, ToolSurface } from '../../catalog/index.ts';

/** What one scripted model reply costs. */
export const REPLY_USAGE = {
  inputTokens: 10,
  cachedInputTokens: 0,
  outputTokens: 5,
  reasoningTokens: 0,
  costUsd: 0.001,
};

/** A tool of an MCP server as the agent sees it (`<server>__<tool>`, any object as input). */
export function mcpTool(server: string, toolName: string, description = toolName): ToolSpec {
  return {
    name: `${server}__${toolName}`,
    server,
    toolName,
    description,
    inputSchema: { type: 'object' },
    origin: { kind: 'mcp', server },
  };
}

/** One tool, `files__list`, whose every call lists `a.txt`. */
export const LIST_SURFACE: ToolSurface = {
  tools: [mcpTool('files', 'list')],
  call: async (): Promise<ToolResult> => ({ content: 'a.txt', isError: false }),
};
