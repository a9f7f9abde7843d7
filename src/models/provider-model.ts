import type {
  LanguageModelV3,
  LanguageModelV3GenerateResult,
  SharedV3ProviderOptions,
} from '@ai-sdk/provider';
import { type AdaptedTools, adaptTools } from './adapt-request.ts';
import type {
  FinishReason,
  Model,
  ModelRequest,
  ModelResponse,
  ProviderEcho,
  RequestAdaptation,
  ToolCall,
  ToolDefinition,
  Usage,
} from './model.ts';
import type { PriceTable } from './price-table.ts';
import { PROFILES, type ProviderProfile } from './provider-profiles.ts';
import { type FailureClass, RequestRejectedError, type RetryPolicy, withRetries } from './retry.ts';
import { toProviderPrompt } from './to-provider-prompt.ts';

export interface ProviderModelOptions {
  prices: PriceTable;
  retry: RetryPolicy;
  /** Per request; a request past it is aborted and retried. */
  timeoutMs: number;
  /** The most tokens one reply may have (the model's output limit from the models table). */
  maxOutputTokens?: number;
  /** Limits and formats of the provider's API; default: OpenAI Chat Completions. */
  profile?: ProviderProfile;
  /** Provider options sent with every request (reasoning summaries, thinking, thoughts). */
  providerOptions?: SharedV3ProviderOptions;
  onRetry?: (failure: FailureClass, delayMs: number) => void;
}

/** A real LLM behind an AI SDK provider (OpenAI, Anthropic, Google, any OpenAI-compatible server). */
export class ProviderModel implements Model {
  readonly id: string;
  private readonly language: LanguageModelV3;
  private readonly options: ProviderModelOptions;
  private readonly profile: ProviderProfile;
  private adapted?: { source: readonly ToolDefinition[]; result: AdaptedTools };

  constructor(id: string, language: LanguageModelV3, options: ProviderModelOptions) {
    this.id = id;
    this.language = language;
    this.options = options;
    this.profile = options.profile ?? PROFILES['openai-chat'];
  }

  adaptation(): RequestAdaptation | undefined {
    return this.adapted?.result.adaptation;
  }

  async generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
    const { tools, names } = this.adaptTools(request.tools);
    const prompt = toProviderPrompt(request.messages, {
      sentName: (name) => names.sent(name),
      echoReasoning: this.profile.reasoningRoundTrip !== 'none',
    });
    try {
      const result = await withRetries(
        async () =>
          await this.language.doGenerate({
            prompt,
            tools,
            ...(this.options.maxOutputTokens ? { maxOutputTokens: this.options.maxOutputTokens } : {}),
            ...(this.options.providerOptions ? { providerOptions: this.options.providerOptions } : {}),
            abortSignal: signal
              ? AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)])
              : AbortSignal.timeout(this.options.timeoutMs),
          }),
        this.options.retry,
        { signal, onRetry: this.options.onRetry },
      );
      return this.toResponse(result, (name) => names.real(name));
    } catch (error) {
      if (error instanceof RequestRejectedError) throw this.nameOffender(error, tools);
      throw error;
    }
  }

  private adaptTools(tools: readonly ToolDefinition[]): AdaptedTools {
    if (this.adapted?.source !== tools) {
      this.adapted = { source: tools, result: adaptTools(tools, this.profile) };
    }
    return this.adapted.result;
  }

  /** A rejection that points at a tool (`tools[3]`, `function_declarations[3]`) names it, by its real name. */
  private nameOffender(error: RequestRejectedError, tools: AdaptedTools['tools']): Error {
    const index = /(?:tools|function_declarations)(?:\.|\[)(\d+)/.exec(error.message)?.[1];
    const quoted = /function '([^']+)'/.exec(error.message)?.[1];
    const sent = index !== undefined ? tools[Number(index)]?.name : quoted;
    if (sent === undefined) return error;
    const real = this.adapted!.result.names.real(sent);
    const schema = tools.find((tool) => tool.name === sent)?.inputSchema;
    return new RequestRejectedError(
      `${error.message.replace(/^harness error: request rejected: /, '')} (tool ${real}, schema sent: ${JSON.stringify(schema).slice(0, 300)})`,
      { cause: error.cause },
    );
  }

  private toResponse(
    result: LanguageModelV3GenerateResult,
    realName: (sent: string) => string,
  ): ModelResponse {
    let text = '';
    let reasoning = '';
    const toolCalls: ToolCall[] = [];
    const echo: ProviderEcho = { reasoning: [], toolCalls: {} };
    for (const part of result.content) {
      if (part.type === 'text') text += part.text;
      else if (part.type === 'reasoning') {
        reasoning += part.text;
        echo.reasoning.push({
          text: part.text,
          ...(part.providerMetadata ? { metadata: part.providerMetadata } : {}),
        });
      } else if (part.type === 'tool-call') {
        toolCalls.push(parseToolCall(part.toolCallId, realName(part.toolName), part.input));
        if (part.providerMetadata) echo.toolCalls[part.toolCallId] = part.providerMetadata;
      }
    }
    const hasEcho = echo.reasoning.some((part) => part.metadata) || Object.keys(echo.toolCalls).length > 0;
    return {
      text,
      toolCalls,
      usage: this.toUsage(result.usage),
      finishReason: result.finishReason.unified as FinishReason,
      ...(result.finishReason.raw ? { rawFinishReason: result.finishReason.raw } : {}),
      ...(reasoning ? { reasoning } : {}),
      ...(hasEcho ? { echo } : {}),
    };
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
