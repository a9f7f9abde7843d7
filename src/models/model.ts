/**
 * The seam between the agent and every LLM provider. Shaped after the chat APIs providers share
 * (messages, tool definitions, tool calls, usage), so real providers implement it without translation loss.
 */

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface ToolCall {
  /** Provider-assigned id that ties a result to its call. */
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  /** Set when the model's arguments were not a JSON object; the call is then answered with this error. */
  argumentsError?: string;
}

export type Message =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls: ToolCall[]; reasoning?: string }
  | { role: 'tool'; toolCallId: string; toolName: string; content: string; isError: boolean };

export interface Usage {
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  reasoningTokens: number;
  /** Null when the model's price is unknown: never guess 0. */
  costUsd: number | null;
}

export interface ModelRequest {
  messages: Message[];
  tools: ToolDefinition[];
}

export interface ModelResponse {
  text: string;
  toolCalls: ToolCall[];
  reasoning?: string;
  usage: Usage;
}

export interface Model {
  /** The id the run was asked for, e.g. `reference` or `openai:gpt-5`. */
  readonly id: string;
  generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse>;
}

export const ZERO_USAGE: Usage = {
  inputTokens: 0,
  cachedInputTokens: 0,
  outputTokens: 0,
  reasoningTokens: 0,
  costUsd: 0,
};

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    reasoningTokens: a.reasoningTokens + b.reasoningTokens,
    costUsd: a.costUsd === null || b.costUsd === null ? null : a.costUsd + b.costUsd,
  };
}
