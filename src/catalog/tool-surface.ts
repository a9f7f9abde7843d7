import type { PolicyDecision } from './tool-policy.ts';
import type { ToolSpec } from './tool-spec.ts';

/** What a tool call returned, flattened to the text a model reads. */
export interface ToolResult {
  content: string;
  isError: boolean;
  /** Set by a policy-checked surface: what the safety policy decided for this call. */
  policy?: PolicyDecision;
}

/** The tools one agent sees in one cell, and the way to call them. */
export interface ToolSurface {
  readonly tools: ToolSpec[];
  /** Whether `call` accepts the name; a surface may accept more names than it lists (a gateway does). */
  has?(name: string): boolean;
  /** The universe tool a call would reach (for gateways, the tool inside `call_tool`), for the safety policy. */
  target?(name: string, args: Record<string, unknown>): ToolSpec | undefined;
  call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult>;
}
