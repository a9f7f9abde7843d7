import { ArenaError } from '../../errors.ts';
import {
  createLanguageModel,
  type Model,
  type ModelSettings,
  parseModelId,
  ProviderModel,
} from '../../models/index.ts';

/** A judge is a real LLM (`provider:model`); offline models cannot judge. */
export function createJudgeModel(id: string, settings: ModelSettings): Model {
  const choice = parseModelId(id);
  if (choice.kind !== 'provider') {
    throw new ArenaError(
      'MODEL_UNKNOWN',
      `${id} cannot judge: a judge needs an LLM, e.g. --judge-model openai:gpt-5-mini (or openai-compatible:<model> with --base-url)`,
    );
  }
  return new ProviderModel(id, createLanguageModel(choice.provider, choice.model, settings.baseUrl), {
    prices: settings.prices,
    retry: settings.retry,
    timeoutMs: settings.timeoutMs,
    onRetry: (failure, delayMs) => settings.onRetry?.(id, failure, delayMs),
  });
}
