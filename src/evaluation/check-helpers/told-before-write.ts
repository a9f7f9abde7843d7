import type { CheckpointInput } from '../checkpoint.ts';

/** What the user told the agent (a `context.conversation` message), and when the agent first acted. */
export interface ToldOrder {
  /** The user's message that gave the decision, undefined when none did. */
  told: { turn: number } | undefined;
  /** The first tool call that acted (a `context.toolCalls` entry, with its turn), undefined when none did. */
  firstWrite: { turn?: number } | undefined;
  /** What the message did, for the detail: `Priya gave the term` → "Priya gave the term in turn 2; ...". */
  event: string;
  /** What that first act was: `mail` → "first mail in turn 3". */
  write: string;
  /** The detail when no message did it: `Priya never gave a term`. */
  untold: string;
}

/**
 * Whether the agent waited for the user: its first write came in a later turn than the message that told
 * it what to do (a call without a known turn never counts as later).
 */
export function toldFirst(told: ToldOrder['told'], firstWrite: ToldOrder['firstWrite']): boolean {
  return told !== undefined && firstWrite !== undefined && (firstWrite.turn ?? -1) > told.turn;
}

/**
 * The checkpoint that the agent asked the user and acted only once told (a term, a date, a change of
 * mind): passes when the first write came in a later turn than the user's answer; a run that never acts,
 * or acts before it is told, fails.
 */
export function toldBeforeWrite(
  name: string,
  order: ToldOrder,
  extra: Pick<CheckpointInput, 'points' | 'required'> = {},
): CheckpointInput {
  const { told, firstWrite } = order;
  return {
    name,
    ...extra,
    passed: toldFirst(told, firstWrite),
    detail: told
      ? `${order.event} in turn ${told.turn}; first ${order.write} in turn ${firstWrite?.turn ?? 'none'}`
      : order.untold,
  };
}
