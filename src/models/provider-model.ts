import type { LanguageModelV3, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import type { Model, ModelRequest, ModelResponse, ToolCall, Usage } from './model.ts';
import type { PriceTable } from './price-table.ts';
import { type FailureClass, type RetryPolicy, withRetries } from './retry.ts';
import { toProviderPrompt } from './to-provider-prompt.ts';

export interface ProviderModelOptions {
  prices: PriceTable;
  retry: RetryPolicy;
  /** Per request; a request past it is aborted and retried. */
  timeoutMs: number;
  maxOutputTokens?: number;
  onRetry?: (failure: FailureClass, delayMs: number) => void;
}

/** A real LLM behind an AI SDK provider (OpenAI, Anthropic, Google, any OpenAI-compatible server). */
export class ProviderModel implements Model {
  readonly id: string;
  private readonly language: LanguageModelV3;
  private readonly options: ProviderModelOptions;

  constructor(id: string, language: LanguageModelV3, options: ProviderModelOptions) {
    this.id = id;
    this.language = language;
    this.options = options;
  }

  async generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
    const prompt = toProviderPrompt(request.messages);
    const tools = request.tools.map((tool) => ({
      type: 'function' as const,
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
    }));
    const result = await withRetries(
      async () =>
        await this.language.doGenerate({
          prompt,
          tools,
          ...(this.options.maxOutputTokens ? { maxOutputTokens: this.options.maxOutputTokens } : {}),
          abortSignal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)])
            : AbortSignal.timeout(this.options.timeoutMs),
        }),
      this.options.retry,
      { signal, onRetry: this.options.onRetry },
    );
    return this.toResponse(result);
  }

  private toResponse(result: LanguageModelV3GenerateResult): ModelResponse {
    let text = '';
    let reasoning = '';
    const toolCalls: ToolCall[] = [];
    for (const part of result.content) {
      if (part.type === 'text') text += part.text;
      else if (part.type === 'reasoning') reasoning += part.text;
      else if (part.type === 'tool-call')
        toolCalls.push(parseToolCall(part.toolCallId, part.toolName, part.input));
    }
    const usage = this.toUsage(result.usage);
    return { text, toolCalls, usage, ...(reasoning ? { reasoning } : {}) };
  }

  private toUsage(usage: LanguageModelV3GenerateResult['usage']): Usage {
    const counts = {
      inputTokens: usage.inputTokens.total ?? 0,
      cachedInputTokens: usage.inputTokens.cacheRead ?? 0,
      outputTokens: usage.outputTokens.total ?? 0,
      reasoningTokens: usage.outputTokens.reasoning ?? 0,
    };
    return { ...counts, costUsd: this.options.prices.cost(this.id, counts) };
  }
}

/** Tool arguments arrive as JSON text; anything but a JSON object is the model's mistake, shown to it. */
function parseToolCall(id: string, name: string, input: string): ToolCall {
  if (input.trim() === '') return { id, name, arguments: {} };
  try {
    const parsed: unknown = JSON.parse(input);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return { id, name, arguments: parsed as Record<string, unknown> };
    }
    return { id, name, arguments: {}, argumentsError: 'tool arguments must be a JSON object' };
  } catch (error) {
    return {
      id,
      name,
      arguments: {},
      argumentsError: `tool arguments are not valid JSON (${(error as Error).message}): ${input.slice(0, 200)}`,
    };
  }
}
