import type { Message } from '../models/index.ts';
import { toMatcher } from './output-pager.ts';

export interface ContextOptions {
  /** The model's context budget in tokens. */
  maxTokens: number;
  /** Turns always kept, newest first. */
  keepTurns: number;
  /** Tokens the tool definitions take in every request (they share the budget). */
  toolTokens?: number;
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

/** Tokens the tool definitions of a request take, estimated like the messages. */
export function estimateToolTokens(
  tools: ReadonlyArray<{ name: string; description: string; inputSchema: unknown }>,
): number {
  return Math.ceil(JSON.stringify(tools).length / 4);
}

const STUB = '[Result removed to fit the context window; search_history(query) finds what it contained.]';

interface ContextTurn {
  number: number;
  /** As the model sees it: tool results may have become stubs. */
  messages: Message[];
  /** As it happened: what search_history searches once a result is a stub or the turn is gone. */
  original: Message[];
  stubbed: boolean;
}

/**
 * The conversation the model sees. Before a request would pass 80% of the budget (tool definitions
 * counted), it is compacted: first the results of older tool calls become stubs, then the oldest turns
 * are dropped (the system prompt, the task and the newest turns stay), with a note; and if the newest
 * turns alone are still too large, their results become stubs too, down to the last turn. Everything
 * removed stays searchable with search_history.
 */
export class ContextWindow {
  private readonly head: Message[];
  private turns: ContextTurn[] = [];
  private readonly dropped: ContextTurn[] = [];
  private stubbedCount = 0;
  private readonly options: ContextOptions;

  constructor(head: Message[], options: ContextOptions) {
    this.head = head;
    this.options = options;
  }

  /** Adds one turn: the assistant message and its tool results (and any harness notice). */
  push(turn: Message[]): void {
    this.turns.push({
      number: this.turns.length + this.dropped.length + 1,
      messages: turn,
      original: turn,
      stubbed: false,
    });
  }

  get messages(): Message[] {
    const removed: string[] = [];
    if (this.stubbedCount > 0)
      removed.push(`the results of ${this.stubbedCount} older turns were replaced by stubs`);
    if (this.dropped.length > 0) removed.push(`the ${this.dropped.length} oldest turns were removed`);
    const note: Message[] = removed.length
      ? [
          {
            role: 'user',
            content:
              `[Context note: ${removed.join(' and ')} to fit the context window. ` +
              'search_history(query) finds what they contained.]',
          },
        ]
      : [];
    return [...this.head, ...note, ...this.turns.flatMap((turn) => turn.messages)];
  }

  /** Compacts the conversation until it fits; returns how many turns were stubbed or dropped. */
  fit(): number {
    const limit = this.options.maxTokens * 0.8 - (this.options.toolTokens ?? 0);
    const over = (): boolean => estimateTokens(this.messages) > limit;
    let count = 0;
    const stubOlderThan = (kept: number): void => {
      for (let index = 0; index < this.turns.length - kept && over(); index += 1) {
        if (this.stub(this.turns[index]!)) count += 1;
      }
    };
    const dropDownTo = (kept: number): void => {
      while (this.turns.length > kept && over()) {
        const turn = this.turns.shift()!;
        if (turn.stubbed) this.stubbedCount -= 1;
        this.dropped.push(turn);
        count += 1;
      }
    };
    stubOlderThan(this.options.keepTurns);
    dropDownTo(this.options.keepTurns);
    stubOlderThan(1);
    dropDownTo(1);
    return count;
  }

  private stub(turn: ContextTurn): boolean {
    if (turn.stubbed) return false;
    let changed = false;
    turn.messages = turn.messages.map((message) => {
      if (message.role !== 'tool' || message.content.length <= STUB.length) return message;
      changed = true;
      return { ...message, content: STUB };
    });
    if (changed) {
      turn.stubbed = true;
      this.stubbedCount += 1;
    }
    return changed;
  }

  /** Lines of dropped turns that match the query (a regular expression, or text). */
  searchHistory(query: string, maxHits = 30): string {
    const removed = [...this.dropped, ...this.turns.filter((turn) => turn.stubbed)];
    if (removed.length === 0)
      return 'No turns have been removed from the context; everything is still above.';
    const matcher = toMatcher(query);
    const hits: string[] = [];
    for (const { number: turn, original } of removed.sort((a, b) => a.number - b.number)) {
      for (const message of original) {
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
