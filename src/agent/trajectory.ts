import type { PolicyDecision } from '../catalog/index.ts';
import type { Usage } from '../models/index.ts';

export interface ToolCallRecord {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  /** The whole result, even when the model was shown only its first page. */
  result: string;
  isError: boolean;
  /** The model named a tool that is not on its surface. */
  unknownTool: boolean;
  durationMs: number;
  /** The safety policy's decision, for calls that reached a tool of the surface. */
  policy?: PolicyDecision;
}

export interface Turn {
  index: number;
  /** The model's text this turn (its final answer on the last turn). */
  text: string;
  reasoning?: string;
  toolCalls: ToolCallRecord[];
  usage: Usage;
  /** Time the model took to answer. */
  modelMs: number;
  startedAt: string;
}

/** Why the episode ended: a reply without a tool call, claim_done, a budget, or (external agents) a non-zero exit. */
export type EndReason = 'answered' | 'claimed-done' | 'max-turns' | 'time-budget' | 'agent-failed';

/** Everything an agent did in one cell, in order. */
export interface Trajectory {
  turns: Turn[];
  finalAnswer: string;
  endReason: EndReason;
  usage: Usage;
  durationMs: number;
}
