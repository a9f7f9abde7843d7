import type { ModelResponse, ToolCall } from '../models/index.ts';
import type { EndReason, ToolCallRecord, Turn } from './trajectory.ts';

/**
 * One step of an episode as it happens, in order: `turn-start`, `model-end`, then per tool call
 * `tool-call-start` / `tool-call-end`, `turn-end` with the whole turn, and `episode-end` once. The
 * trajectory is recorded from these, and a run's progress can follow a long cell turn by turn.
 */
export type AgentEvent =
  | { type: 'turn-start'; index: number; startedAt: string }
  | { type: 'model-end'; index: number; response: ModelResponse; modelMs: number }
  | { type: 'tool-call-start'; index: number; call: ToolCall }
  | { type: 'tool-call-end'; index: number; record: ToolCallRecord }
  | { type: 'turn-end'; turn: Turn }
  | { type: 'episode-end'; endReason: EndReason; finalAnswer: string };

export type AgentEventListener = (event: AgentEvent) => void;
