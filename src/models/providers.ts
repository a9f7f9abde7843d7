import { createRequire } from 'node:module';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { ArenaError } from '../errors.ts';

// Provider packages are loaded on first use: together they take most of a second to import, and
// offline runs (reference, replay) and every other command need none of them.
const require = createRequire(import.meta.url);
const openai = (): typeof import('@ai-sdk/openai') => require('@ai-sdk/openai');
const anthropic = (): typeof import('@ai-sdk/anthropic') => require('@ai-sdk/anthropic');
const google = (): typeof import('@ai-sdk/google') => require('@ai-sdk/google');
const openaiCompatible = (): typeof import('@ai-sdk/openai-compatible') =>
  require('@ai-sdk/openai-compatible');

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
    create: (model, settings) => openai().createOpenAI(settings).responses(model),
  },
  anthropic: {
    keyVariables: ['ANTHROPIC_API_KEY'],
    keyRequired: true,
    defaultModel: 'claude-haiku-4-5',
    create: (model, settings) => anthropic().createAnthropic(settings).languageModel(model),
  },
  google: {
    keyVariables: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GEMINI_API_KEY'],
    keyRequired: true,
    defaultModel: 'gemini-2.5-flash',
    create: (model, settings) => google().createGoogleGenerativeAI(settings).languageModel(model),
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
  return openaiCompatible()
    .createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: settings.baseURL,
      ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
      includeUsage: true,
    })
    .chatModel(model);
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
