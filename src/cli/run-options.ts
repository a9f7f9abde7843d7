import path from 'node:path';
import type { Command } from 'commander';
import type { ToolMode } from '../environments/index.ts';
import type { RunOptionsRecord } from '../store/index.ts';
import type { ModelOptions } from './model-options.ts';

/**
 * The headline surface: every tool of the task's apps. The oracle list hints at the solution's shape
 * (which tools, hence which steps), so it flatters models.
 */
export const DEFAULT_MODE: ToolMode = 'servers';

export interface RunOptions extends ModelOptions {
  model?: string[];
  agent?: string[];
  agents?: string;
  mode?: ToolMode[];
  repeats: number;
  concurrency: number;
  retries: number;
  maxCost?: number;
  harnessTimeout: number;
  callTimeout?: number;
  resume?: string;
  queue?: string;
  wait?: boolean;
  db?: string;
  json?: boolean;
  reference?: string;
  universe?: string;
  distractors?: number;
  retriever?: string;
  unsafeSandbox?: boolean;
}

export /** The run options kept with the run (never API keys), so a resumed run or a worker runs it alike. */
function storedOptions(options: RunOptions): RunOptionsRecord {
  return {
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.prices ? { prices: path.resolve(options.prices) } : {}),
    ...(options.modelLimits ? { modelLimits: path.resolve(options.modelLimits) } : {}),
    ...(options.thinkingTokens ? { thinkingTokens: options.thinkingTokens } : {}),
    ...(options.reasoningSummaries ? { reasoningSummaries: true } : {}),
    ...(options.textReminders === undefined ? {} : { textReminders: options.textReminders }),
    requestTimeoutSeconds: options.requestTimeout,
    ...(options.cellTimeout ? { cellTimeoutSeconds: options.cellTimeout } : {}),
    ...(options.callTimeout ? { callTimeoutSeconds: options.callTimeout } : {}),
    ...(options.contextTokens ? { contextTokens: options.contextTokens } : {}),
    retries: options.retries,
    ...(options.maxCost === undefined ? {} : { maxCostUsd: options.maxCost }),
    harnessTimeoutSeconds: options.harnessTimeout,
    ...(options.reference ? { reference: options.reference } : {}),
    ...(options.universe ? { universe: path.resolve(options.universe) } : {}),
    ...(options.agents ? { agents: path.resolve(options.agents) } : {}),
    ...(options.distractors ? { distractors: options.distractors } : {}),
    ...(options.retriever ? { retriever: options.retriever } : {}),
    ...(options.unsafeSandbox ? { unsafeSandbox: true } : {}),
  };
}

/** On resume, options given on the command line win over the stored ones; the matrix never changes. */
export function resumedOptions(
  stored: RunOptionsRecord,
  options: RunOptions,
  command: Command,
): RunOptionsRecord {
  const given = (name: string): boolean => command.getOptionValueSource(name) === 'cli';
  const fresh = storedOptions(options);
  const merged: RunOptionsRecord = { ...stored };
  const pairs: Array<[string, keyof RunOptionsRecord]> = [
    ['baseUrl', 'baseUrl'],
    ['prices', 'prices'],
    ['modelLimits', 'modelLimits'],
    ['thinkingTokens', 'thinkingTokens'],
    ['reasoningSummaries', 'reasoningSummaries'],
    ['textReminders', 'textReminders'],
    ['requestTimeout', 'requestTimeoutSeconds'],
    ['cellTimeout', 'cellTimeoutSeconds'],
    ['callTimeout', 'callTimeoutSeconds'],
    ['contextTokens', 'contextTokens'],
    ['retries', 'retries'],
    ['maxCost', 'maxCostUsd'],
    ['harnessTimeout', 'harnessTimeoutSeconds'],
    ['reference', 'reference'],
    ['universe', 'universe'],
    ['agents', 'agents'],
    ['distractors', 'distractors'],
    ['retriever', 'retriever'],
    ['unsafeSandbox', 'unsafeSandbox'],
  ];
  for (const [option, field] of pairs) {
    if (given(option)) Object.assign(merged, { [field]: fresh[field] });
  }
  return merged;
}
