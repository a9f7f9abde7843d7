import type { Trajectory } from '../agent/index.ts';
import type { ConversationMessage } from '../evaluation/index.ts';

/**
 * The conversation with the task's user as checks read it: each agent message that went to the user and
 * the answer to it, in order. (The user's first message is the task's prompt.)
 */
export function conversationOf(trajectory: Pick<Trajectory, 'turns'>): ConversationMessage[] {
  return trajectory.turns.flatMap((turn) =>
    turn.reply
      ? [
          { from: 'agent', text: turn.text, turn: turn.index },
          { from: turn.reply.from, text: turn.reply.text, turn: turn.index },
        ]
      : [],
  );
}
