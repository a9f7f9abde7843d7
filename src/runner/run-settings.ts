import { loadAgentDefinitions } from '../agent/external/index.ts';
import { buildUniverse, readUniverseConfig, type ToolUniverse } from '../gateway/index.ts';
import {
  baseUrlTargets,
  defaultModelSettings,
  ModelLimitsTable,
  type ModelSettings,
  PriceTable,
  toolLimitOf,
} from '../models/index.ts';
import { isRetrieverKind } from '../retrieval/index.ts';
import type { RunOptionsRecord } from '../store/index.ts';
import type { RunSettings } from './run-cell.ts';

export { DEFAULT_HARNESS_TIMEOUT_SECONDS, DEFAULT_RETRIES } from './run-defaults.ts';

/**
 * The settings every cell of a run shares, rebuilt from the options stored with the run. The universe
 * is loaded apart (`loadRunUniverse`), since it may take a while.
 */
export function settingsFromOptions(
  options: RunOptionsRecord,
  onRetry?: ModelSettings['onRetry'],
  models: readonly string[] = [],
): RunSettings {
  const maxTools = toolLimitOf(models);
  // The sandbox app reads this when it checks whether it may run without bubblewrap.
  if (options.unsafeSandbox) process.env.MCP_ARENA_UNSAFE_SANDBOX = '1';
  return {
    models: defaultModelSettings({
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // `--base-url` reaches only the models it is meant for (see baseUrlTargets).
      ...(options.baseUrl && models.length > 0 ? { baseUrlModels: baseUrlTargets(models) } : {}),
      ...(options.prices ? { prices: PriceTable.withOverrides(options.prices) } : {}),
      ...(options.modelLimits ? { limits: ModelLimitsTable.withOverrides(options.modelLimits) } : {}),
      ...(options.thinkingTokens ? { thinkingTokens: options.thinkingTokens } : {}),
      ...(options.reasoningSummaries ? { reasoningSummaries: true } : {}),
      timeoutMs: (options.requestTimeoutSeconds ?? 120) * 1000,
      ...(onRetry ? { onRetry } : {}),
    }),
    ...(options.cellTimeoutSeconds ? { cellTimeMs: options.cellTimeoutSeconds * 1000 } : {}),
    ...(options.callTimeoutSeconds ? { callTimeMs: options.callTimeoutSeconds * 1000 } : {}),
    ...(options.contextTokens ? { contextTokens: options.contextTokens } : {}),
    ...(options.distractors ? { distractors: options.distractors } : {}),
    ...(maxTools === undefined ? {} : { maxTools }),
    ...(options.textReminders === undefined ? {} : { textReplies: { reminders: options.textReminders } }),
    ...(options.retriever && isRetrieverKind(options.retriever)
      ? { retrieval: { retriever: options.retriever } }
      : {}),
    agents: loadAgentDefinitions(options.agents),
  };
}

/**
 * The distractor universe of a run (`--universe`), built once per file and process: MCP tool lists and
 * OpenAPI conversions come from their disk caches, and upstream servers start only when called.
 */
export function loadRunUniverse(options: RunOptionsRecord): Promise<ToolUniverse | undefined> {
  if (!options.universe) return Promise.resolve(undefined);
  let loading = universes.get(options.universe);
  if (!loading) {
    loading = buildUniverse(readUniverseConfig(options.universe));
    universes.set(options.universe, loading);
  }
  return loading;
}

const universes = new Map<string, Promise<ToolUniverse>>();
