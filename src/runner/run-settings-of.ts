import type { AgentDefinition } from '../agent/external/index.ts';
import type { ToolUniverse } from '../gateway/index.ts';
import {
  baseUrlTargets,
  defaultModelSettings,
  ModelLimitsTable,
  type ModelSettings,
  PriceTable,
  toolLimitOf,
} from '../models/index.ts';
import type { RunSettings } from './cell-plan.ts';
import type { RunOptions } from './run-spec.ts';

/** What a run's settings are built from beside its options. */
export interface SettingsParts {
  /** The run's models: `--base-url` reaches only those it is meant for, and the tool limit is theirs. */
  models?: readonly string[];
  onModelRetry?: ModelSettings['onRetry'];
  onToolsLeftOut?: RunSettings['onToolsLeftOut'];
  universe?: ToolUniverse;
  reference?: RunSettings['reference'];
  /** External agents by name (the built-in definitions when absent). */
  agents?: Map<string, AgentDefinition>;
}

/**
 * The settings every cell of a run shares, from its options (as `parseRunOptions` reads them) and the
 * parts prepared beside them, in one object. Commands that only call models (`agent`, `judge`) use it
 * alone; a run gets it through prepareRun.
 */
export function runSettingsOf(options: RunOptions, parts: SettingsParts = {}): RunSettings {
  const models = parts.models ?? [];
  const maxTools = toolLimitOf(models);
  return {
    models: defaultModelSettings({
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // `--base-url` reaches only the models it is meant for (see baseUrlTargets).
      ...(options.baseUrl && models.length > 0
        ? {
            baseUrlModels: baseUrlTargets([...models, ...(options.peopleModel ? [options.peopleModel] : [])]),
          }
        : {}),
      ...(options.prices ? { prices: PriceTable.withOverrides(options.prices) } : {}),
      ...(options.modelLimits ? { limits: ModelLimitsTable.withOverrides(options.modelLimits) } : {}),
      ...(options.thinkingTokens ? { thinkingTokens: options.thinkingTokens } : {}),
      ...(options.reasoningSummaries ? { reasoningSummaries: true } : {}),
      timeoutMs: options.requestTimeoutSeconds * 1000,
      ...(parts.onModelRetry ? { onRetry: parts.onModelRetry } : {}),
    }),
    ...(options.cellTimeoutSeconds ? { cellTimeMs: options.cellTimeoutSeconds * 1000 } : {}),
    ...(options.callTimeoutSeconds ? { callTimeMs: options.callTimeoutSeconds * 1000 } : {}),
    ...(options.contextTokens ? { contextTokens: options.contextTokens } : {}),
    ...(options.distractors ? { distractors: options.distractors } : {}),
    ...(maxTools === undefined ? {} : { maxTools }),
    ...(options.textReminders === undefined ? {} : { textReplies: { reminders: options.textReminders } }),
    ...(options.retriever ? { retrieval: { retriever: options.retriever } } : {}),
    ...(options.unsafeSandbox ? { environment: { unsafeSandbox: true } } : {}),
    ...(options.peopleModel ? { peopleModel: options.peopleModel } : {}),
    ...(parts.universe ? { universe: parts.universe } : {}),
    ...(parts.reference ? { reference: parts.reference } : {}),
    ...(parts.onToolsLeftOut ? { onToolsLeftOut: parts.onToolsLeftOut } : {}),
    ...(parts.agents ? { agents: parts.agents } : {}),
  };
}
