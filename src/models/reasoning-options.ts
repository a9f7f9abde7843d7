import type { SharedV3ProviderOptions } from '@ai-sdk/provider';

/**
 * What each provider is asked for so its reasoning can be kept: OpenAI reasoning summaries (reasoning
 * models only; the SDK leaves the option out for others), Gemini thoughts, and Anthropic extended
 * thinking when a budget is given (it changes how the model works and what it costs, so it is opt-in).
 */
export function reasoningOptions(
  provider: string,
  thinkingTokens: number | undefined,
): SharedV3ProviderOptions | undefined {
  switch (provider) {
    case 'openai':
      return { openai: { reasoningSummary: 'auto' } };
    case 'google':
      return { google: { thinkingConfig: { includeThoughts: true } } };
    case 'anthropic':
      return thinkingTokens === undefined
        ? undefined
        : { anthropic: { thinking: { type: 'enabled', budgetTokens: thinkingTokens } } };
    default:
      return undefined;
  }
}
