import type { Trajectory } from '../agent/index.ts';
import type { ConversationMessage } from '../evaluation/index.ts';
import { readUserToolResult, USER_TOOL } from './user-tool.ts';

/**
 * The conversation with the task's user as checks read it, in order: each agent message that went to the
 * user and the answer to it, whether the agent wrote it as a text reply (the native loop) or sent it with
 * the user tool (an external agent). The user's first message is the task's prompt.
 */
export function conversationOf(
  trajectory: Pick<Trajectory, 'turns'>,
  userId = 'user',
): ConversationMessage[] {
  return trajectory.turns.flatMap((turn) => [
    ...turn.toolCalls.flatMap((call) =>
      call.name === USER_TOOL && !call.isError
        ? [
            { from: 'agent', text: String(call.arguments.message ?? ''), turn: turn.index },
            { from: userId, text: readUserToolResult(call.result, userId).text, turn: turn.index },
          ]
        : [],
    ),
    ...(turn.reply
      ? [
          { from: 'agent', text: turn.text, turn: turn.index },
          { from: turn.reply.from, text: turn.reply.text, turn: turn.index },
        ]
      : []),
  ]);
}
