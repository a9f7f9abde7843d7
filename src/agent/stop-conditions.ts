import type { ModelResponse } from '../models/index.ts';
import {
  DEFAULT_TEXT_REPLY_POLICY,
  judgeTextReply,
  type ReplyState,
  type TextReplyPolicy,
} from './reply-policy.ts';
import type { ConversationPartner, PersonReply } from './conversation-partner.ts';
import type { EndReason } from './trajectory.ts';

/** What the conditions see of the episode so far. */
export interface EpisodeState {
  /** Turns completed. */
  readonly turns: number;
  /** The episode's wall-clock budget is spent (not the caller's own abort). */
  readonly outOfTime: () => boolean;
  /** Aborts with the episode (its caller or its time budget): for a condition that asks someone. */
  readonly signal?: AbortSignal;
}

/** A turn the model has just taken, its tool calls run. */
export interface CompletedTurn {
  readonly response: ModelResponse;
  /** The answer given with claim_done, when the model called it (calls after it are not run). */
  readonly claimed?: { answer: string };
}

/**
 * After a turn: end the episode (with the answer, if the turn gave one), tell the model something first
 * (a harness notice), or go on with what the user replied to the agent's message (a reply that ends the
 * conversation comes with the stop).
 */
export type TurnVerdict =
  | { kind: 'stop'; reason: EndReason; answer?: string; reply?: PersonReply }
  | { kind: 'notice'; message: string }
  | { kind: 'reply'; reply: PersonReply };

/**
 * One named rule of when an episode ends. The loop asks every condition before each turn and after
 * it, in order; the first that answers decides. A condition may keep state: make one per episode.
 */
export interface StopCondition {
  readonly name: string;
  /** Before asking the model again: a reason to end now. */
  beforeTurn?(state: EpisodeState): EndReason | undefined;
  /** After a turn. */
  afterTurn?(
    turn: CompletedTurn,
    state: EpisodeState,
  ): TurnVerdict | undefined | Promise<TurnVerdict | undefined>;
  /** The model request failed: a reason to end the episode normally instead of failing it. */
  onModelError?(state: EpisodeState): EndReason | undefined;
}

/** The turn budget: no model request past `maxTurns`. */
export function turnBudget(maxTurns: number): StopCondition {
  return { name: 'turn-budget', beforeTurn: (state) => (state.turns >= maxTurns ? 'max-turns' : undefined) };
}

/** The wall-clock budget; a request it cut short ends the episode as out of time, not as a fault. */
export function timeBudget(): StopCondition {
  const spent = (state: EpisodeState): EndReason | undefined =>
    state.outOfTime() ? 'time-budget' : undefined;
  return { name: 'time-budget', beforeTurn: spent, onModelError: spent };
}

/** claim_done ends the episode with its answer (or the turn's text when it gave none). */
export function claimDone(): StopCondition {
  return {
    name: 'claim-done',
    afterTurn: ({ response, claimed }) =>
      claimed ? { kind: 'stop', reason: 'claimed-done', answer: claimed.answer || response.text } : undefined,
  };
}

/**
 * A reply without tool calls, judged by the text-reply policy: a reminder, a notice about a cut-off or
 * malformed reply, or the end (the text is the answer when it is one). Notices of a kind are counted
 * since the last tool call; reminders over the whole episode.
 */
export function textReplies(policy: TextReplyPolicy = DEFAULT_TEXT_REPLY_POLICY): StopCondition {
  const state: ReplyState = { reminders: 0, cutOff: 0, malformed: 0 };
  return {
    name: 'text-replies',
    afterTurn: ({ response, claimed }) => {
      if (claimed) return undefined;
      if (response.toolCalls.length > 0) {
        state.cutOff = 0;
        state.malformed = 0;
        return undefined;
      }
      const verdict = judgeTextReply(response, state, policy);
      if (verdict.kind === 'notice') return verdict;
      return verdict.reason === 'answered'
        ? { kind: 'stop', reason: 'answered', answer: response.text }
        : { kind: 'stop', reason: verdict.reason };
    },
  };
}

/**
 * A task's user in conversation: the agent's text replies go to them and their answers come back, until
 * they end the conversation. Replies that are no message (cut off, filtered, empty) are left to the
 * text-reply policy after it.
 */
export function conversation(user: ConversationPartner): StopCondition {
  return {
    name: 'conversation',
    afterTurn: async ({ response, claimed }, state) => {
      if (claimed || response.toolCalls.length > 0) return undefined;
      const reason = response.finishReason;
      const message = reason === undefined || reason === 'stop' || reason === 'other';
      if (!message || response.text.trim() === '') return undefined;
      const reply = await user.reply(response.text, state.signal);
      return reply.end
        ? { kind: 'stop', reason: 'user-ended', answer: response.text, reply }
        : { kind: 'reply', reply };
    },
  };
}

/**
 * The rules of a native episode: turn and time budgets, claim_done, the conversation with the task's user
 * when it has one, and the text-reply policy.
 */
export function defaultStopConditions(limits: {
  maxTurns: number;
  textReplies?: TextReplyPolicy;
  user?: ConversationPartner;
}): StopCondition[] {
  return [
    turnBudget(limits.maxTurns),
    timeBudget(),
    claimDone(),
    ...(limits.user ? [conversation(limits.user)] : []),
    textReplies(limits.textReplies),
  ];
}
