import type { Command } from 'commander';
import { defaultModelSettings, type ModelSettings, PriceTable } from '../models/index.ts';
import type { RunSettings } from '../runner/index.ts';
import { positiveInteger } from './options.ts';

export interface ModelOptions {
  baseUrl?: string;
  prices?: string;
  requestTimeout: number;
  cellTimeout?: number;
  contextTokens?: number;
}

/** Options shared by every command that runs models. */
export function addModelOptions(command: Command): Command {
  return command
    .option(
      '--base-url <url>',
      'OpenAI-compatible server for openai-compatible:<model> (vLLM, Ollama, llama.cpp)',
    )
    .option('--prices <file>', 'price table (USD per million tokens) on top of the built-in one')
    .option(
      '--request-timeout <seconds>',
      'timeout of one model request; retried after',
      positiveInteger,
      120,
    )
    .option('--cell-timeout <seconds>', 'wall-clock budget of one agent episode', positiveInteger)
    .option(
      '--context-tokens <n>',
      'context budget; older turns are dropped past 80% of it',
      positiveInteger,
    );
}

export function toRunSettings(options: ModelOptions, overrides: Partial<ModelSettings> = {}): RunSettings {
  return {
    models: defaultModelSettings({
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      ...(options.prices ? { prices: PriceTable.withOverrides(options.prices) } : {}),
      timeoutMs: options.requestTimeout * 1000,
      onRetry: (model, failure, delayMs) =>
        process.stderr.write(`${model}: ${failure.reason}; retrying in ${(delayMs / 1000).toFixed(1)}s\n`),
      ...overrides,
    }),
    ...(options.cellTimeout ? { cellTimeMs: options.cellTimeout * 1000 } : {}),
    ...(options.contextTokens ? { contextTokens: options.contextTokens } : {}),
  };
}
