import type { Message } from '../models/index.ts';
import { type HistoryEntry, isHistoryCall } from '../tasks/index.ts';

/**
 * A task's conversation so far as the agent's model sees it: the user's messages as user turns, the agent's
 * own words and calls as its assistant turns, each call answered by its recorded result.
 */
export function agentHistoryMessages(history: readonly HistoryEntry[]): Message[] {
  return history.flatMap((entry, index): Message[] => {
    if (!isHistoryCall(entry))
      return [
        entry.from === 'user'
          ? { role: 'user', content: entry.text }
          : { role: 'assistant', content: entry.text, toolCalls: [] },
      ];
    const id = `history-${index}`;
    return [
      { role: 'assistant', content: '', toolCalls: [{ id, name: entry.tool, arguments: entry.arguments }] },
      { role: 'tool', toolCallId: id, toolName: entry.tool, content: entry.result, isError: entry.isError },
    ];
  });
}

/**
 * The same conversation as the user's model sees it (it plays the user, so roles are flipped): their own
 * messages as its assistant turns, the agent's words as user turns; the agent's calls are not theirs to see.
 */
export function userHistoryMessages(history: readonly HistoryEntry[]): Message[] {
  return history.flatMap((entry): Message[] => {
    if (isHistoryCall(entry)) return [];
    return [
      entry.from === 'user'
        ? { role: 'assistant', content: entry.text, toolCalls: [] }
        : { role: 'user', content: entry.text },
    ];
  });
}
