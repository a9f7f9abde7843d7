import type { ToolResult, ToolSpec, ToolSurface } from '../catalog/index.ts';
import type { McpConnection } from './mcp-connection.ts';

/** Tools exposed to the agent by their own names, each call forwarded to the server that owns it. */
export class DirectToolSurface implements ToolSurface {
  readonly tools: ToolSpec[];
  private readonly owners = new Map<string, { connection: McpConnection; toolName: string }>();

  private readonly callTimeoutMs: number | undefined;

  /** `callTimeoutMs`: how long one call may take before it is an error result (and its server hung). */
  constructor(connections: McpConnection[], include: (tool: ToolSpec) => boolean, callTimeoutMs?: number) {
    this.callTimeoutMs = callTimeoutMs;
    this.tools = [];
    for (const connection of connections) {
      for (const tool of connection.tools) {
        if (!include(tool)) continue;
        this.tools.push(tool);
        this.owners.set(tool.name, { connection, toolName: tool.toolName });
      }
    }
  }

  async call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    const owner = this.owners.get(name);
    if (!owner) return { content: `Error: no tool named "${name}" is available.`, isError: true };
    return owner.connection.call(owner.toolName, args, signal, this.callTimeoutMs);
  }
}
