import type { ToolSpec } from './tool-spec.ts';

/** What a tool call returned, flattened to the text a model reads. */
export interface ToolResult {
  content: string;
  isError: boolean;
}

/** The tools one agent sees in one cell, and the way to call them. */
export interface ToolSurface {
  readonly tools: ToolSpec[];
  call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult>;
}
