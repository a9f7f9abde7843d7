import { existsSync } from 'node:fs';
import { ArenaError } from '../errors.ts';
import type { Task } from '../tasks/index.ts';
import { type Cassette, findRecordedTurns, readCassetteFile, type RecordedTurn } from './cassette.ts';
import type { Model } from './model.ts';
import { NoopModel } from './noop-model.ts';
import { ModelLimitsTable } from './model-limits.ts';
import { PriceTable } from './price-table.ts';
import { ProviderModel } from './provider-model.ts';
import { profileOfProvider } from './provider-profiles.ts';
import { createLanguageModel } from './providers.ts';
import { reasoningOptions } from './reasoning-options.ts';
import { ReferenceModel } from './reference-model.ts';
import { ReplayModel } from './replay-model.ts';
import { DEFAULT_RETRY_POLICY, type FailureClass, type RetryPolicy } from './retry.ts';

export const OFFLINE_MODELS = ['reference', 'noop', 'replay:<run-id|cassette.json>'] as const;

/** How real models are reached and accounted for; shared by every cell of a run. */
export interface ModelSettings {
  /** For OpenAI-compatible servers (vLLM, Ollama, llama.cpp, OpenRouter), or to point a provider elsewhere. */
  baseUrl?: string;
  /**
   * The models `baseUrl` applies to; absent: every provider model. A model id may carry its own
   * (`openai-compatible:qwen3@http://127.0.0.1:8000/v1`), which always wins.
   */
  baseUrlModels?: string[];
  prices: PriceTable;
  /** Context window and output limit per model. */
  limits: ModelLimitsTable;
  /** Anthropic extended thinking budget in tokens; thinking is off without it. */
  thinkingTokens?: number;
  /** Ask OpenAI reasoning models for reasoning summaries (needs a verified organization). */
  reasoningSummaries?: boolean;
  retry: RetryPolicy;
  timeoutMs: number;
  /** Recordings for `replay:` models, by source (run id or file). */
  cassettes: Map<string, Cassette>;
  onRetry?: (model: string, failure: FailureClass, delayMs: number) => void;
}

export function defaultModelSettings(overrides: Partial<ModelSettings> = {}): ModelSettings {
  return {
    prices: PriceTable.default(),
    limits: ModelLimitsTable.default(),
    retry: DEFAULT_RETRY_POLICY,
    timeoutMs: 120_000,
    cassettes: new Map(),
    ...overrides,
  };
}

export type ModelChoice =
  | { kind: 'noop' }
  | { kind: 'reference'; delayMs: number }
  | { kind: 'replay'; source: string; model?: string }
  | { kind: 'provider'; provider: string; model: string; baseUrl?: string };

/** `reference`, `noop`, `reference:delay=<ms>`, `replay:<run-id|file>[#<model>]` or `<provider>:<model>`. */
export function parseModelId(id: string): ModelChoice {
  if (id === 'noop') return { kind: 'noop' };
  if (id === 'reference') return { kind: 'reference', delayMs: 0 };
  const delayed = /^reference:delay=(\d+)$/.exec(id);
  if (delayed) return { kind: 'reference', delayMs: Number(delayed[1]) };
  const replay = /^replay:([^#]+)(?:#(.+))?$/.exec(id);
  if (replay) return { kind: 'replay', source: replay[1]!, ...(replay[2] ? { model: replay[2] } : {}) };
  const provider = /^([a-z][a-z0-9-]*):(.+?)(?:@(https?:\/\/.+))?$/.exec(id);
  if (provider) {
    return {
      kind: 'provider',
      provider: provider[1]!,
      model: provider[2]!,
      ...(provider[3] ? { baseUrl: provider[3] } : {}),
    };
  }
  throw new ArenaError(
    'MODEL_UNKNOWN',
    `unknown model "${id}"; use ${OFFLINE_MODELS.join(', ')}, or provider:model such as openai:gpt-5`,
  );
}

/** Fails before a run starts on a model id that cannot work (unknown provider, missing key, no base URL). */
export function assertModelId(id: string, settings: ModelSettings): void {
  const choice = parseModelId(id);
  if (choice.kind === 'provider')
    createLanguageModel(choice.provider, choice.model, baseUrlOf(id, choice, settings));
}

/** The model's own base URL, else the run's `--base-url` when it applies to this model. */
function baseUrlOf(
  id: string,
  choice: { baseUrl?: string },
  settings: Pick<ModelSettings, 'baseUrl' | 'baseUrlModels'>,
): string | undefined {
  if (choice.baseUrl) return choice.baseUrl;
  if (!settings.baseUrl) return undefined;
  return !settings.baseUrlModels || settings.baseUrlModels.includes(id) ? settings.baseUrl : undefined;
}

/**
 * The models a run's `--base-url` applies to: the one provider model when there is only one (to point
 * it at a proxy or a local server), else only the OpenAI-compatible ones, so a run mixing `openai:`
 * and `openai-compatible:` never sends OpenAI's traffic to the local server.
 */
export function baseUrlTargets(models: readonly string[]): string[] {
  const providerModels = models.filter((id) => {
    const choice = parseModelId(id);
    return choice.kind === 'provider' && choice.provider !== 'agent' && !choice.baseUrl;
  });
  if (providerModels.length <= 1) return providerModels;
  return providerModels.filter((id) => /^(openai-compatible|openrouter):/.test(id));
}

/**
 * Loads the recordings that `replay:` models need: a cassette file, or a stored run (read by
 * `readRun`, which the caller provides so models stay independent of the store).
 */
export async function loadCassettes(
  ids: string[],
  readRun: (runId: string) => Promise<Cassette>,
): Promise<Map<string, Cassette>> {
  const cassettes = new Map<string, Cassette>();
  for (const id of ids) {
    const choice = parseModelId(id);
    if (choice.kind !== 'replay' || cassettes.has(choice.source)) continue;
    const cassette = existsSync(choice.source)
      ? readCassetteFile(choice.source)
      : await readRun(choice.source);
    cassettes.set(choice.source, cassette);
  }
  return cassettes;
}

/** The recorded turns a `replay:` model plays in a cell; undefined for any other model. */
export function recordedTurnsOf(
  id: string,
  cell: { task: Task; mode: string; repeat: number },
  settings: ModelSettings,
): RecordedTurn[] | undefined {
  const choice = parseModelId(id);
  if (choice.kind !== 'replay') return undefined;
  const cassette = settings.cassettes.get(choice.source);
  if (!cassette) throw new ArenaError('MODEL_UNKNOWN', `no recording loaded for ${id}`);
  return findRecordedTurns(
    cassette,
    { task: cell.task.id, mode: cell.mode, repeat: cell.repeat },
    choice.model,
  );
}

/** The model for one cell. Offline models need the task (reference) or the cell (replay). */
export function createModel(
  id: string,
  cell: { task: Task; mode: string; repeat: number },
  settings: ModelSettings,
): Model {
  const choice = parseModelId(id);
  switch (choice.kind) {
    case 'noop':
      return new NoopModel();
    case 'reference':
      return new ReferenceModel(cell.task.reference.plan, cell.task.reference.answer, {
        id,
        delayMs: choice.delayMs,
      });
    case 'replay':
      return new ReplayModel(id, recordedTurnsOf(id, cell, settings)!);
    case 'provider': {
      const language = createLanguageModel(choice.provider, choice.model, baseUrlOf(id, choice, settings));
      const limits = settings.limits.of(id);
      const providerOptions = reasoningOptions(choice.provider, settings);
      return new ProviderModel(id, language, {
        prices: settings.prices,
        retry: settings.retry,
        timeoutMs: settings.timeoutMs,
        maxOutputTokens: limits.maxOutputTokens,
        profile: profileOfProvider(choice.provider),
        ...(providerOptions ? { providerOptions } : {}),
        onRetry: (failure, delayMs) => settings.onRetry?.(id, failure, delayMs),
      });
    }
  }
}
