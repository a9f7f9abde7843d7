import { type Command, InvalidArgumentError } from 'commander';
import { defaultModelSettings, ModelLimitsTable, type ModelSettings, PriceTable } from '../models/index.ts';
import type { RunSettings } from '../runner/index.ts';
import { positiveInteger } from './options.ts';

export interface ModelOptions {
  baseUrl?: string;
  prices?: string;
  requestTimeout: number;
  cellTimeout?: number;
  contextTokens?: number;
  modelLimits?: string;
  thinkingTokens?: number;
  textReminders?: number;
  reasoningSummaries?: boolean;
}

/** Options shared by every command that runs models. */
export function addModelOptions(command: Command): Command {
  return command
    .option(
      '--base-url <url>',
      'OpenAI-compatible server for openai-compatible:<model> (vLLM, Ollama, llama.cpp); or give each model its own: openai-compatible:qwen3@http://127.0.0.1:8000/v1',
    )
    .option('--prices <file>', 'price table (USD per million tokens) on top of the built-in one')
    .option(
      '--model-limits <file>',
      'context window and output limit per model (tokens) on top of the built-in table',
    )
    .option(
      '--thinking-tokens <n>',
      'Anthropic extended thinking budget per reply (thinking is off without it)',
      positiveInteger,
    )
    .option(
      '--reasoning-summaries',
      'ask OpenAI reasoning models for reasoning summaries (needs a verified OpenAI organization)',
    )
    .option(
      '--text-reminders <n>',
      'reminders after a text reply without a tool call before it counts as the answer (default 1)',
      wholeNumberOption,
    )
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
      ...(options.modelLimits ? { limits: ModelLimitsTable.withOverrides(options.modelLimits) } : {}),
      ...(options.thinkingTokens ? { thinkingTokens: options.thinkingTokens } : {}),
      ...(options.reasoningSummaries ? { reasoningSummaries: true } : {}),
      timeoutMs: options.requestTimeout * 1000,
      onRetry: (model, failure, delayMs) =>
        process.stderr.write(`${model}: ${failure.reason}; retrying in ${(delayMs / 1000).toFixed(1)}s\n`),
      ...overrides,
    }),
    ...(options.cellTimeout ? { cellTimeMs: options.cellTimeout * 1000 } : {}),
    ...(options.contextTokens ? { contextTokens: options.contextTokens } : {}),
    ...(options.textReminders === undefined ? {} : { textReplies: { reminders: options.textReminders } }),
  };
}

function wholeNumberOption(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new InvalidArgumentError('must be a whole number of 0 or more');
  return parsed;
}
