import type { z } from 'zod';
import { ArenaError } from '../errors.ts';
import {
  RUN_OPTIONS,
  type RunOptionKey,
  type RunOptionMeta,
  runOptionMeta,
  type RunOptions,
} from './run-spec.ts';

/** One entry of RUN_OPTIONS, with what the command line and a loaded run derive from it. */
export interface RunOptionEntry {
  /** The stored name. */
  key: RunOptionKey;
  meta: RunOptionMeta;
  /** What the command line gives: a switch (no value), a number, or text. */
  kind: 'switch' | 'number' | 'text';
  /** The stored value's schema, without its default or optionality. */
  value: z.ZodType;
  /** What a run that does not give it has: the entry's default, or undefined. */
  defaultValue: unknown;
  /** The allowed values of an option that takes one of a few words (`--retriever`). */
  choices?: readonly string[];
}

function entryOf(key: RunOptionKey): RunOptionEntry {
  const field = RUN_OPTIONS.shape[key] as z.ZodType;
  const meta = runOptionMeta.get(field);
  if (!meta) throw new Error(`run option ${key} has no command line (register it with runOptionMeta)`);
  let value = field;
  while (value.def.type === 'optional' || value.def.type === 'default')
    value = (value.def as unknown as { innerType: z.ZodType }).innerType;
  const type = value.def.type;
  const choices = type === 'enum' ? (value as unknown as { options: string[] }).options : undefined;
  return {
    key,
    meta,
    kind: type === 'boolean' ? 'switch' : type === 'number' ? 'number' : 'text',
    value,
    defaultValue: field.parse(undefined),
    ...(choices ? { choices } : {}),
  };
}

/** Every run option, in RUN_OPTIONS' order (`--help`'s). */
export const RUN_OPTION_ENTRIES: readonly RunOptionEntry[] = (
  Object.keys(RUN_OPTIONS.shape) as RunOptionKey[]
).map(entryOf);

/** The long flag of an option, as messages name it (`--max-cost`). */
export function flagOf(entry: RunOptionEntry): string {
  return entry.meta.flags.split(/[ ,]+/).find((part) => part.startsWith('--'))!;
}

/**
 * A run's options as this version reads them: validated, with the defaults of options the run was stored
 * without (a run stored before they existed). A word outside an option's choices is the command line's
 * fault (`--retriever foo`), any other problem the store's.
 */
export function parseRunOptions(stored: unknown): RunOptions {
  const parsed = RUN_OPTIONS.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const entry = RUN_OPTION_ENTRIES.find((candidate) => candidate.key === issue.path[0]);
  if (entry?.choices) {
    const given = String((stored as Record<string, unknown>)[entry.key]);
    const choices = entry.choices.length === 1 ? entry.choices[0] : `one of ${entry.choices.join(', ')}`;
    throw new ArenaError('USAGE', `${flagOf(entry)} ${given}: use ${choices}`);
  }
  throw new ArenaError(
    'STORE_FAILED',
    `the run's stored options are not valid: ${issue.path.join('.') || '(all)'}: ${issue.message}`,
  );
}

/**
 * `run --resume`: an option given on the command line replaces the stored one (or is refused, for an
 * option whose entry says so); every other keeps its stored value.
 */
export function resumeRunOptions(stored: RunOptions, given: Partial<RunOptions>): RunOptions {
  const merged: Record<string, unknown> = { ...stored };
  for (const entry of RUN_OPTION_ENTRIES) {
    if (!(entry.key in given)) continue;
    if (entry.meta.resume === 'refuse') {
      throw new ArenaError(
        'USAGE',
        `--resume runs the stored run as it was planned: give no ${flagOf(entry)} with it`,
      );
    }
    merged[entry.key] = given[entry.key];
  }
  return merged as RunOptions;
}

/** The options' files as this machine sees them (`local` maps a stored path to a local one). */
export function localizeRunOptions<T extends Readonly<Record<string, unknown>>>(
  options: T,
  local: (stored: string) => string,
): T {
  const localized: Record<string, unknown> = { ...options };
  for (const entry of RUN_OPTION_ENTRIES) {
    const stored = options[entry.key];
    if (entry.meta.file && typeof stored === 'string') localized[entry.key] = local(stored);
  }
  return localized as T;
}
