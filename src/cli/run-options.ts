import path from 'node:path';
import type { Command } from 'commander';
import type { ToolMode } from '../environments/index.ts';
import { parseRunOptions, resumeRunOptions } from '../runner/run-option-entries.ts';
import type { RunConfig } from '../store/index.ts';
import { runOptionsFromCommand } from './run-spec-options.ts';

/**
 * The headline surface: every tool of the task's apps. The oracle list hints at the solution's shape
 * (which tools, hence which steps), so it flatters models.
 */
export const DEFAULT_MODE: ToolMode = 'servers';

/**
 * The options of `run` that are not kept with the run: what to run (the matrix, stored apart) and how
 * this process runs it. The options kept with the run are the run spec's (`runner/run-spec.ts`).
 */
export interface RunCommandOptions {
  model?: string[];
  agent?: string[];
  mode?: ToolMode[];
  repeats: number;
  concurrency: number;
  resume?: string;
  queue?: string;
  wait?: boolean;
  db?: string;
  json?: boolean;
}

/** A new run as the command line asks for it: its matrix and the run options, checked, to store. */
export function plannedRunConfig(
  paths: string[],
  models: string[],
  options: RunCommandOptions,
  command: Command,
): RunConfig {
  return {
    paths: paths.map((entry) => path.resolve(entry)),
    cwd: process.cwd(),
    models,
    modes: options.mode ?? [DEFAULT_MODE],
    repeats: options.repeats,
    options: parseRunOptions(runOptionsFromCommand(command)),
  };
}

/**
 * A stored run to resume: its matrix never changes; run options given on the command line win over the
 * stored ones, every other keeps its stored value (older runs get the defaults of options added since).
 */
export function resumedRunConfig(stored: RunConfig, command: Command): RunConfig {
  return {
    ...stored,
    options: resumeRunOptions(parseRunOptions(stored.options), runOptionsFromCommand(command, 'given')),
  };
}
