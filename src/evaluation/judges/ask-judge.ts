import type { Message, Model } from '../../models/index.ts';

export interface AskOptions {
  /** Further tries after a reply that cannot be parsed (with a reminder of the format); default 2. */
  retries?: number;
  signal?: AbortSignal;
}

/** The parsed reply, or none, with every reply verbatim (joined by a marked separator when retried). */
export interface JudgeReply<Reading> {
  reading: Reading | undefined;
  raw: string;
}

export const RETRY_SEPARATOR = '\n\n--- reply could not be parsed; asked again ---\n\n';

/**
 * Asks a judge model and parses its reply; an unparseable reply is answered with `reminder` and asked
 * again, up to `retries` times. Provider failures (after the model's own retries) propagate.
 */
export async function askJudge<Reading>(
  model: Model,
  prompt: { system: string; user: string; reminder: string },
  parse: (reply: string) => Reading | undefined,
  options: AskOptions = {},
): Promise<JudgeReply<Reading>> {
  const messages: Message[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
  const replies: string[] = [];
  for (let attempt = 0; attempt <= (options.retries ?? 2); attempt += 1) {
    const response = await model.generate({ messages, tools: [] }, options.signal);
    const reply = response.text;
    replies.push(reply);
    const reading = parse(reply);
    if (reading !== undefined) return { reading, raw: replies.join(RETRY_SEPARATOR) };
    messages.push(
      { role: 'assistant', content: reply, toolCalls: [] },
      { role: 'user', content: prompt.reminder },
    );
  }
  return { reading: undefined, raw: replies.join(RETRY_SEPARATOR) };
}
