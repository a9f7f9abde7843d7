import type { SharedV3ProviderOptions } from '@ai-sdk/provider';

/**
 * What each provider is asked for so its reasoning can be kept: Gemini thoughts always; OpenAI
 * reasoning summaries when asked (reasoning models only, and OpenAI answers 400 to organizations it has
 * not verified, so they are opt-in); Anthropic extended thinking when a budget is given (it changes how
 * the model works and what it costs, so it is opt-in too).
 */
export function reasoningOptions(
  provider: string,
  settings: { thinkingTokens?: number; reasoningSummaries?: boolean },
): SharedV3ProviderOptions | undefined {
  const { thinkingTokens } = settings;
  switch (provider) {
    case 'openai':
      return settings.reasoningSummaries ? { openai: { reasoningSummary: 'auto' } } : undefined;
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
