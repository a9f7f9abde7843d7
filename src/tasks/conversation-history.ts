import { z } from 'zod';
import { toolName } from './plan-step.ts';
import { deliveredPreamble, deliveredPrompt } from './scenario-time.ts';

/**
 * A task may start in the middle of a conversation (τ²-bench's `message_history`): what the user and the
 * agent said, and the tool calls the agent made with their results, before the episode. The agent and the
 * user are given it as the conversation so far; the state those calls left is the seed's (the apps start
 * from it: the history's calls are never made again), and the task's `prompt` is the user's next message.
 */
export const historyEntry = z.union([
  z.strictObject({
    from: z.enum(['user', 'agent']).describe('Who said it.'),
    text: z.string().min(1).describe('What they said.'),
  }),
  z.strictObject({
    from: z.literal('agent'),
    tool: toolName.describe('The tool the agent called, as the agent sees it: <app>__<tool>.'),
    arguments: z.record(z.string(), z.unknown()).default({}).describe('Its arguments.'),
    result: z.string().describe('What the call returned, as the agent saw it.'),
    isError: z.boolean().default(false).describe('Whether the call failed.'),
  }),
]);

export const historySchema = z
  .array(historyEntry)
  .optional()
  .describe(
    'The conversation before the episode (the agent’s and the user’s messages, the agent’s tool calls with ' +
      'their results): given to the agent and the user as the conversation so far; the seed already holds ' +
      "what those calls did. The task's prompt is the user's next message.",
  );

export type HistoryEntry = z.infer<typeof historyEntry>;
export type HistoryCall = Extract<HistoryEntry, { tool: string }>;

export const isHistoryCall = (entry: HistoryEntry): entry is HistoryCall => 'tool' in entry;

/**
 * What the agent is given of a task with a history: the history, with the operator's preamble (instructions,
 * date) leading its first user message (or ahead of it, when the agent spoke first), and the prompt alone.
 */
export function deliveredConversation(task: {
  prompt: string;
  history?: readonly HistoryEntry[] | undefined;
  now?: string;
  timeZone?: string;
  instructions?: string;
}): { history: HistoryEntry[]; prompt: string } {
  const history = [...(task.history ?? [])];
  if (history.length === 0) return { history, prompt: deliveredPrompt(task) };
  const preamble = deliveredPreamble(task);
  if (!preamble) return { history, prompt: task.prompt };
  const first = history[0]!;
  if (first.from === 'user' && !isHistoryCall(first))
    history[0] = { from: 'user', text: `${preamble}\n\n${first.text}` };
  else history.unshift({ from: 'user', text: preamble });
  return { history, prompt: task.prompt };
}

/**
 * The history as text, who said and did what, in order: for an agent given one prompt (an external agent,
 * addressed as "You") or for a judge (`agent`: "The agent").
 */
export function historyTranscript(history: readonly HistoryEntry[], agent = 'You'): string {
  const lines = history.map((entry) =>
    isHistoryCall(entry)
      ? `- ${agent} called ${entry.tool} ${JSON.stringify(entry.arguments)}; it returned${entry.isError ? ' an error' : ''}: ${entry.result}`
      : `- ${entry.from === 'user' ? 'The user' : agent}: ${entry.text}`,
  );
  return `The conversation so far:\n${lines.join('\n')}`;
}

/** The task as a judge reads it: the history first, where there is one, then the user's message. */
export function judgedPrompt(task: {
  prompt: string;
  history?: readonly HistoryEntry[] | undefined;
}): string {
  if (!task.history?.length) return task.prompt;
  return `${historyTranscript(task.history, 'The agent')}\n\nThe user's next message:\n${task.prompt}`;
}

/** One prompt for an agent that takes only one (an external agent): the preamble, the history as text, the prompt. */
export function deliveredPromptWithHistory(task: Parameters<typeof deliveredConversation>[0]): string {
  if (!task.history?.length) return deliveredPrompt(task);
  const preamble = deliveredPreamble(task);
  return [preamble, historyTranscript(task.history), `The user's next message:\n${task.prompt}`]
    .filter(Boolean)
    .join('\n\n');
}
