import path from 'node:path';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { ModelSettings } from '../models/index.ts';
// Not the folder's index: the command line is built from these when the CLI starts.
import {
  flagOf,
  parseRunOptions,
  RUN_OPTION_ENTRIES,
  type RunOptionEntry,
} from '../runner/run-option-entries.ts';
import type { RunOptions } from '../runner/run-spec.ts';
import type { RunSettings } from '../runner/cell-plan.ts';
import { runSettingsOf, type SettingsParts } from '../runner/run-settings-of.ts';

/** The command-line option of a run option entry (`runner/run-spec.ts`), with its parser and default. */
function optionOf(entry: RunOptionEntry): Option {
  const option = new Option(entry.meta.flags, entry.meta.help);
  if (entry.kind === 'number') {
    option.argParser((text: string) => {
      const parsed = entry.value.safeParse(Number(text));
      if (!parsed.success) throw new InvalidArgumentError(parsed.error.issues[0]!.message);
      return parsed.data;
    });
  }
  if (entry.defaultValue !== undefined) option.default(entry.defaultValue);
  return option;
}

/** The options of `run` kept with the run: every entry of the run spec, in its order. */
export function addRunOptions(command: Command): Command {
  for (const entry of RUN_OPTION_ENTRIES) command.addOption(optionOf(entry));
  return command;
}

/** Options shared by every command that runs models: the run spec's `model` entries. */
export function addModelOptions(command: Command): Command {
  for (const entry of RUN_OPTION_ENTRIES.filter((candidate) => candidate.meta.group === 'model'))
    command.addOption(optionOf(entry));
  return command;
}

/**
 * The run options a parsed command line holds, by stored name, files resolved: all of them (defaults
 * included), or only those `given` on the command line (what `--resume` overrides).
 */
export function runOptionsFromCommand(command: Command, which: 'all' | 'given' = 'all'): Partial<RunOptions> {
  const options: Record<string, unknown> = {};
  for (const entry of RUN_OPTION_ENTRIES) {
    // Only the entries this command has (`judge` has the model options, and a `--retries` of its own).
    const option = command.options.find((candidate) => candidate.long === flagOf(entry));
    if (!option) continue;
    const attribute = option.attributeName();
    const value: unknown = command.getOptionValue(attribute);
    if (value === undefined) continue;
    if (which === 'given' && command.getOptionValueSource(attribute) !== 'cli') continue;
    options[entry.key] = entry.meta.file && typeof value === 'string' ? path.resolve(value) : value;
  }
  return options as Partial<RunOptions>;
}

/** The settings a command that calls models outside a run (`agent`, `judge`) takes from its options. */
export function modelSettingsFromCommand(
  command: Command,
  parts: Pick<SettingsParts, 'onModelRetry'> = { onModelRetry: reportRetry },
): RunSettings {
  return runSettingsOf(parseRunOptions(runOptionsFromCommand(command)), parts);
}

/** A model request that failed and is retried, on stderr. */
export const reportRetry: NonNullable<ModelSettings['onRetry']> = (model, failure, delayMs) =>
  process.stderr.write(`${model}: ${failure.reason}; retrying in ${(delayMs / 1000).toFixed(1)}s\n`);
