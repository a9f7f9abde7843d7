import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A tool result that reports an error to the caller (the model), as MCP tools do. */
export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
