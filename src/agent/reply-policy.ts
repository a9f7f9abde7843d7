import type { ModelResponse } from '../models/index.ts';
import type { EndReason } from './trajectory.ts';

/**
 * What happens when the model replies without calling a tool before claim_done. LiveMCP-101 and
 * Toolathlon style: it is reminded (`reminders` times in an episode) that it must act or call
 * claim_done, then the next text reply is taken as its answer. 0 ends the episode at the first one.
 */
export interface TextReplyPolicy {
  reminders: number;
}

export const DEFAULT_TEXT_REPLY_POLICY: TextReplyPolicy = { reminders: 1 };

export const TEXT_REMINDER =
  '[Harness] You replied without calling a tool. If the task is complete, call claim_done with your ' +
  'final answer; otherwise continue by calling the tools you need.';
export const CUT_OFF_NOTICE =
  '[Harness] Your reply was cut off at the output token limit. Continue more briefly: call a tool, or ' +
  'claim_done with your final answer.';
export const MALFORMED_NOTICE =
  '[Harness] Your reply was empty or its tool call could not be read. Call a tool with JSON ' +
  'arguments that match its schema, or claim_done with your final answer.';

/** Counts of notices given so far: reminders per episode, the others since the last tool call. */
export interface ReplyState {
  reminders: number;
  cutOff: number;
  malformed: number;
}

export type ReplyVerdict = { kind: 'notice'; message: string } | { kind: 'end'; reason: EndReason };

/**
 * The verdict on a reply without tool calls. Offline models (no finish reason) answer in one turn, as
 * they always did. A cut-off or malformed reply is told once, then ends the episode under its own name;
 * a content-filter stop ends it at once; none of them is ever `answered`.
 */
export function judgeTextReply(
  response: Pick<ModelResponse, 'text' | 'finishReason'>,
  state: ReplyState,
  policy: TextReplyPolicy,
): ReplyVerdict {
  const reason = response.finishReason;
  if (reason === undefined) return { kind: 'end', reason: 'answered' };
  if (reason === 'content-filter') return { kind: 'end', reason: 'content-filter' };
  if (reason === 'length') {
    if (state.cutOff >= 1) return { kind: 'end', reason: 'output-limit' };
    state.cutOff += 1;
    return { kind: 'notice', message: CUT_OFF_NOTICE };
  }
  if (response.text.trim() === '' || reason === 'error') {
    if (state.malformed >= 1) return { kind: 'end', reason: 'malformed-reply' };
    state.malformed += 1;
    return { kind: 'notice', message: MALFORMED_NOTICE };
  }
  if (state.reminders >= policy.reminders) return { kind: 'end', reason: 'answered' };
  state.reminders += 1;
  return { kind: 'notice', message: TEXT_REMINDER };
}
