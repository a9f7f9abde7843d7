import type { PolicyDecision } from '../catalog/index.ts';
import type { FinishReason, Usage } from '../models/index.ts';
import type { PersonReply } from './conversation-partner.ts';

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
  /** Why the model stopped writing (providers only; offline models leave it out). */
  finishReason?: FinishReason;
  /** The provider's own word for it, when it says more (`MALFORMED_FUNCTION_CALL`, `max_tokens`). */
  rawFinishReason?: string;
  /** What the harness told the model after this turn (a reminder, a cut-off reply), if anything. */
  notice?: string;
  /** What the task's user answered to this turn's message, if the task has a user. */
  reply?: PersonReply;
  /** What the task's coworkers answered in the chat during this turn (before its tool calls ran), in order. */
  coworkerReplies?: PersonReply[];
  /** Time the model took to answer. */
  modelMs: number;
  startedAt: string;
}

/**
 * Why the episode ended: claim_done; a text reply without a tool call (after the reminders of the
 * text-reply policy); a budget; a reply that was no answer at all, each under its own name: cut at
 * the output limit, stopped by a content filter, or empty / a malformed tool call (twice in a row);
 * (external agents) a non-zero exit; or the task's user ended the conversation.
 */
export type EndReason =
  | 'answered'
  | 'claimed-done'
  | 'max-turns'
  | 'time-budget'
  | 'output-limit'
  | 'content-filter'
  | 'malformed-reply'
  | 'agent-failed'
  | 'user-ended';

/** End reasons that mean the model gave no answer of its own: never counted as `answered`. */
export const UNANSWERED_END_REASONS: ReadonlySet<EndReason> = new Set([
  'output-limit',
  'content-filter',
  'malformed-reply',
]);

/** Everything an agent did in one cell, in order. */
export interface Trajectory {
  turns: Turn[];
  finalAnswer: string;
  endReason: EndReason;
  usage: Usage;
  durationMs: number;
  /** Tools sent to the provider under another name (real name → name sent); absent when none. */
  toolNames?: Record<string, string>;
  /** How an external agent was confined (`confine: true`), for reports; absent when it ran unconfined. */
  confinement?: string;
}

/**
 * A model failure that ended an episode, with what the episode did and spent until then: the runner
 * stores the spent tokens with the failed attempt, so costs are never undercounted.
 */
export class EpisodeError extends Error {
  readonly trajectory: Trajectory;

  constructor(cause: unknown, trajectory: Trajectory) {
    super((cause as Error)?.message ?? String(cause), { cause });
    this.name = 'EpisodeError';
    this.trajectory = trajectory;
  }
}
