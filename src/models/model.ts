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

/**
 * What a provider needs back with an assistant turn for the conversation to go on: Anthropic's signed
 * thinking blocks, Gemini's thought signatures, OpenAI's reasoning item ids. Opaque to everyone else.
 */
export interface ProviderEcho {
  reasoning: Array<{ text: string; metadata?: Record<string, Record<string, unknown>> }>;
  /** Metadata of each tool call, by call id. */
  toolCalls: Record<string, Record<string, Record<string, unknown>>>;
}

/** Why the model stopped writing, as the AI SDK unifies it across providers. */
export type FinishReason = 'stop' | 'length' | 'content-filter' | 'tool-calls' | 'error' | 'other';

export type Message =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | {
      role: 'assistant';
      content: string;
      toolCalls: ToolCall[];
      reasoning?: string;
      echo?: ProviderEcho;
    }
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
  /** Absent for offline models, which always stop of their own accord. */
  finishReason?: FinishReason;
  /** The provider's own word for it (`MALFORMED_FUNCTION_CALL`, `max_tokens`, ...). */
  rawFinishReason?: string;
  echo?: ProviderEcho;
}

/** How a request was adapted to its provider: renamed tools (real → sent) and schema rewrites. */
export interface RequestAdaptation {
  toolNames: Record<string, string>;
  schemaNotes: Record<string, string[]>;
}

export interface Model {
  /** The id the run was asked for, e.g. `reference` or `openai:gpt-5`. */
  readonly id: string;
  generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse>;
  /** Set by models that adapt requests to a provider, once they have sent one. */
  adaptation?(): RequestAdaptation | undefined;
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
