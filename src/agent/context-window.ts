import type { Message } from '../models/index.ts';
import { toMatcher } from './output-pager.ts';

export interface ContextOptions {
  /** The model's context budget in tokens. */
  maxTokens: number;
  /** Turns always kept, newest first. */
  keepTurns: number;
}

/** A rough token count (4 characters a token): good enough to decide when to make room. */
export function estimateTokens(messages: Message[]): number {
  let chars = 0;
  for (const message of messages) {
    chars += message.content.length;
    if (message.role === 'assistant') chars += JSON.stringify(message.toolCalls).length;
  }
  return Math.ceil(chars / 4);
}

/**
 * The conversation the model sees. When it nears the budget, the oldest turns are dropped (the system
 * prompt, the task and the newest turns stay) with a note, and the dropped turns stay searchable.
 */
export class ContextWindow {
  private readonly head: Message[];
  private turns: Message[][] = [];
  private readonly dropped: Array<{ turn: number; messages: Message[] }> = [];
  private droppedCount = 0;
  private readonly options: ContextOptions;

  constructor(head: Message[], options: ContextOptions) {
    this.head = head;
    this.options = options;
  }

  /** Adds one turn: the assistant message and its tool results. */
  push(turn: Message[]): void {
    this.turns.push(turn);
  }

  get messages(): Message[] {
    const note: Message[] =
      this.droppedCount > 0
        ? [
            {
              role: 'user',
              content:
                `[Context note: the ${this.droppedCount} oldest turns were removed to fit the context window. ` +
                'search_history(query) finds what they contained.]',
            },
          ]
        : [];
    return [...this.head, ...note, ...this.turns.flat()];
  }

  /** Drops old turns while the conversation is over 80% of the budget; returns how many were dropped. */
  fit(): number {
    const limit = this.options.maxTokens * 0.8;
    let count = 0;
    while (this.turns.length > this.options.keepTurns && estimateTokens(this.messages) > limit) {
      const turn = this.turns.shift()!;
      this.dropped.push({ turn: this.droppedCount + 1, messages: turn });
      this.droppedCount += 1;
      count += 1;
    }
    return count;
  }

  /** Lines of dropped turns that match the query (a regular expression, or text). */
  searchHistory(query: string, maxHits = 30): string {
    if (this.dropped.length === 0)
      return 'No turns have been removed from the context; everything is still above.';
    const matcher = toMatcher(query);
    const hits: string[] = [];
    for (const { turn, messages } of this.dropped) {
      for (const message of messages) {
        const source =
          message.role === 'tool'
            ? `result of ${message.toolName}`
            : message.role === 'assistant'
              ? `assistant${message.toolCalls.length ? ` calling ${message.toolCalls.map((call) => `${call.name}(${JSON.stringify(call.arguments)})`).join(', ')}` : ''}`
              : message.role;
        for (const line of message.content.split('\n')) {
          if (matcher(line) && hits.length < maxHits)
            hits.push(`turn ${turn}, ${source}: ${line.slice(0, 300)}`);
        }
        if (message.role === 'assistant' && hits.length < maxHits && matcher(source)) {
          hits.push(`turn ${turn}: ${source.slice(0, 300)}`);
        }
      }
    }
    return hits.length ? hits.join('\n') : `Nothing in the removed turns matches ${JSON.stringify(query)}.`;
  }
}
