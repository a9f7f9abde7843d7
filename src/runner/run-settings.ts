import { defaultModelSettings, type ModelSettings, PriceTable } from '../models/index.ts';
import type { RunOptionsRecord } from '../store/index.ts';
import type { RunSettings } from './run-cell.ts';

/** Default retries of a cell that ended in an infrastructure error. */
export const DEFAULT_RETRIES = 2;
/** Default wall-clock limit of one cell attempt, harness included. */
export const DEFAULT_HARNESS_TIMEOUT_SECONDS = 3600;

/** The settings every cell of a run shares, rebuilt from the options stored with the run. */
export function settingsFromOptions(
  options: RunOptionsRecord,
  onRetry?: ModelSettings['onRetry'],
): RunSettings {
  return {
    models: defaultModelSettings({
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      ...(options.prices ? { prices: PriceTable.withOverrides(options.prices) } : {}),
      timeoutMs: (options.requestTimeoutSeconds ?? 120) * 1000,
      ...(onRetry ? { onRetry } : {}),
    }),
    ...(options.cellTimeoutSeconds ? { cellTimeMs: options.cellTimeoutSeconds * 1000 } : {}),
    ...(options.contextTokens ? { contextTokens: options.contextTokens } : {}),
  };
}
