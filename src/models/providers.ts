import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { ArenaError } from '../errors.ts';

interface ProviderInfo {
  /** Environment variables holding the API key, first found wins. */
  keyVariables: string[];
  /** Without a key the provider cannot be used (local OpenAI-compatible servers need none). */
  keyRequired: boolean;
  /** A cheap default model, used when a key is set and no --model is given. */
  defaultModel?: string;
  create(model: string, settings: { apiKey?: string; baseURL?: string }): LanguageModelV3;
}

/** Providers by the prefix of a model id (`openai:gpt-5`). */
export const PROVIDERS: Record<string, ProviderInfo> = {
  openai: {
    keyVariables: ['OPENAI_API_KEY'],
    keyRequired: true,
    defaultModel: 'gpt-5-mini',
    create: (model, settings) => createOpenAI(settings).responses(model),
  },
  anthropic: {
    keyVariables: ['ANTHROPIC_API_KEY'],
    keyRequired: true,
    defaultModel: 'claude-haiku-4-5',
    create: (model, settings) => createAnthropic(settings).languageModel(model),
  },
  google: {
    keyVariables: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GEMINI_API_KEY'],
    keyRequired: true,
    defaultModel: 'gemini-2.5-flash',
    create: (model, settings) => createGoogleGenerativeAI(settings).languageModel(model),
  },
  openrouter: {
    keyVariables: ['OPENROUTER_API_KEY'],
    keyRequired: true,
    create: (model, settings) => compatible(model, { baseURL: 'https://openrouter.ai/api/v1', ...settings }),
  },
  'openai-compatible': {
    keyVariables: ['OPENAI_COMPATIBLE_API_KEY'],
    keyRequired: false,
    create: (model, settings) => compatible(model, settings),
  },
};

function compatible(model: string, settings: { apiKey?: string; baseURL?: string }): LanguageModelV3 {
  if (!settings.baseURL) {
    throw new ArenaError(
      'USAGE',
      'openai-compatible models need --base-url, e.g. --base-url http://127.0.0.1:8000/v1 (vLLM, Ollama, llama.cpp)',
    );
  }
  return createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.baseURL,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    includeUsage: true,
  }).chatModel(model);
}

export function findApiKey(provider: ProviderInfo, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const variable of provider.keyVariables) {
    const value = env[variable];
    if (value) return value;
  }
  return undefined;
}

/** The language model for `provider:model`; the key comes from the environment and goes nowhere else. */
export function createLanguageModel(
  provider: string,
  model: string,
  baseUrl: string | undefined,
): LanguageModelV3 {
  const info = PROVIDERS[provider];
  if (!info) {
    throw new ArenaError(
      'MODEL_UNKNOWN',
      `unknown provider "${provider}"; use one of ${Object.keys(PROVIDERS).join(', ')}, or reference, noop, replay:<run>`,
    );
  }
  const apiKey = findApiKey(info);
  if (!apiKey && info.keyRequired && !baseUrl) {
    throw new ArenaError(
      'USAGE',
      `${provider}:${model} needs an API key: set ${info.keyVariables.join(' or ')}`,
    );
  }
  return info.create(model, { ...(apiKey ? { apiKey } : {}), ...(baseUrl ? { baseURL: baseUrl } : {}) });
}

/** The model a run uses when none is given: a real one if a key is set, else the reference model. */
export function defaultModelId(env: NodeJS.ProcessEnv = process.env): string {
  for (const [name, info] of Object.entries(PROVIDERS)) {
    if (info.defaultModel && findApiKey(info, env)) return `${name}:${info.defaultModel}`;
  }
  return 'reference';
}
