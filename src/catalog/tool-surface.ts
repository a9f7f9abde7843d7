import type { ToolSpec } from './tool-spec.ts';

/** What a tool call returned, flattened to the text a model reads. */
export interface ToolResult {
  content: string;
  isError: boolean;
}

/** The tools one agent sees in one cell, and the way to call them. */
export interface ToolSurface {
  readonly tools: ToolSpec[];
  /** Whether `call` accepts the name; a surface may accept more names than it lists (a gateway does). */
  has?(name: string): boolean;
  call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult>;
}
