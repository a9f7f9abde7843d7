// Adding a run option is one entry of the run spec (runner/run-spec.ts): for every entry, a value given
// on `run`'s command line (parsed by the run command's own commander options) is stored with the run,
// kept by `--resume` when not given again and replaced when given, and seen by a worker (prepareRun on
// the stored config, as its loadRun does). No entry is named here.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flagOf,
  prepareRun,
  type RunHooks,
  RUN_OPTION_ENTRIES,
  type RunOptionEntry,
} from '../runner/index.ts';
import { type RunConfig, Store } from '../store/index.ts';
import { registerRunCommand } from './run-command.ts';
import { plannedRunConfig, resumedRunConfig, type RunCommandOptions } from './run-options.ts';

const TASK_PATH = 'suites/core/reconcile-payments';

/** A worker's hooks, without a store behind them: no replayed models and no reference is stored here. */
const HOOKS: RunHooks = {
  readCassette: () => Promise.reject(new Error('no cassettes in this test')),
  saveReferenceRun: async () => {},
};

interface ParsedRun {
  paths: string[];
  options: RunCommandOptions;
  command: Command;
}

/** `mcp-arena run ...argv` parsed by the run command's own options; its action only hands them back. */
function parseRun(argv: string[]): ParsedRun {
  const program = new Command().exitOverride();
  registerRunCommand(program);
  const run = program.commands.find((command) => command.name() === 'run')!;
  let parsed: ParsedRun | undefined;
  run.action((paths: string[], options: RunCommandOptions, command: Command) => {
    parsed = { paths, options, command };
  });
  program.parse(['run', ...argv], { from: 'user' });
  return parsed!;
}

let store: Store;
let folder: string;
beforeAll(async () => {
  store = await Store.open('memory');
  folder = mkdtempSync(path.join(os.tmpdir(), 'mcp-arena-run-spec-'));
});
afterAll(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The command line giving the entry its example, and the value the run should keep. */
function given(entry: RunOptionEntry): { argv: string[]; stored: unknown } {
  if (entry.kind === 'switch') return { argv: [flagOf(entry)], stored: true };
  const example = entry.meta.example!;
  if (entry.meta.file) {
    // A relative path on the command line: the run keeps it absolute, for a resume elsewhere or a worker.
    const file = path.join(folder, `${entry.key}.yaml`);
    writeFileSync(file, example);
    return { argv: [flagOf(entry), path.relative(process.cwd(), file)], stored: file };
  }
  return { argv: [flagOf(entry), example], stored: entry.kind === 'number' ? Number(example) : example };
}

/** Stores a run planned from `run <task> --model reference ...argv` and returns its id and stored config. */
async function storeRun(argv: string[]): Promise<{ id: string; config: RunConfig }> {
  const { paths, options, command } = parseRun([TASK_PATH, '--model', 'reference', ...argv]);
  const { id } = await store.createRun(plannedRunConfig(paths, ['reference'], options, command));
  return { id, config: (await store.getRun(id)).config };
}

describe('the run spec', () => {
  it('describes every entry completely: a switch or a value with an example other than its default', () => {
    expect(RUN_OPTION_ENTRIES.length).toBeGreaterThan(0);
    for (const entry of RUN_OPTION_ENTRIES) {
      expect(entry.meta.flags.includes('<'), entry.key).toBe(entry.kind !== 'switch');
      if (entry.kind === 'switch') continue;
      expect(entry.meta.example, `${entry.key} needs an example`).toEqual(expect.any(String));
      if (!entry.meta.file) expect(given(entry).stored, entry.key).not.toEqual(entry.defaultValue);
    }
  });

  describe.each(RUN_OPTION_ENTRIES.map((entry) => [flagOf(entry), entry] as const))('%s', (_flag, entry) => {
    it('round-trips from the command line through the store, --resume and a worker', async () => {
      const value = given(entry);

      // Given on the command line: stored with the run, as JSON in the store.
      const run = await storeRun(value.argv);
      expect(run.config.options?.[entry.key]).toEqual(value.stored);

      // Not given: the run has the default.
      const plain = await storeRun([]);
      expect(plain.config.options?.[entry.key]).toEqual(entry.defaultValue);

      // --resume without it keeps the stored value; without it on a run stored without it, the default.
      const resumed = resumedRunConfig(run.config, parseRun(['--resume', run.id]).command);
      expect(resumed.options?.[entry.key]).toEqual(value.stored);
      expect(
        resumedRunConfig(plain.config, parseRun(['--resume', plain.id]).command).options?.[entry.key],
      ).toEqual(entry.defaultValue);

      // --resume with it: replaces the stored value, or is refused when the entry says so.
      const again = parseRun(['--resume', plain.id, ...value.argv]).command;
      if (entry.meta.resume === 'refuse') {
        expect(() => resumedRunConfig(plain.config, again)).toThrow(/--resume/);
      } else {
        expect(resumedRunConfig(plain.config, again).options?.[entry.key]).toEqual(value.stored);
      }

      // A worker (and a local run or --resume, through the same prepareRun) reads it from the stored run.
      const prepared = await prepareRun((await store.getRun(run.id)).config, HOOKS);
      try {
        expect(prepared.options[entry.key]).toEqual(value.stored);
        expect(Object.isFrozen(prepared.settings)).toBe(true);
        expect(Object.isFrozen(prepared.settings.models)).toBe(true);
      } finally {
        await prepared.settings.universe?.close();
      }
    });
  });

  it('loads a run stored before the newer options existed (test/fixtures/store/v8.json) with their defaults', async () => {
    const fixture = JSON.parse(readFileSync('test/fixtures/store/v8.json', 'utf8')) as {
      tables: { runs: Array<{ config: RunConfig }> };
    };
    const { config } = fixture.tables.runs[0]!;
    const prepared = await prepareRun(config, HOOKS);
    for (const entry of RUN_OPTION_ENTRIES) {
      const stored = config.options?.[entry.key];
      expect(prepared.options[entry.key], entry.key).toEqual(stored ?? entry.defaultValue);
    }
    expect(prepared.settings.models.timeoutMs).toBe(120_000);
    expect(prepared.settings.environment).toBeUndefined();
  });

  it('names the option and its choices when a value is not one of them, as the command line said before', async () => {
    const { paths, options, command } = parseRun([TASK_PATH, '--retriever', 'grep']);
    expect(() => plannedRunConfig(paths, ['reference'], options, command)).toThrow(
      /^--retriever grep: use one of bm25, /,
    );
    const reference = parseRun([TASK_PATH, '--reference', 'later']);
    expect(() =>
      plannedRunConfig(reference.paths, ['reference'], reference.options, reference.command),
    ).toThrow(/^--reference later: use cotemporal$/);
  });

  it('lets --unsafe-sandbox reach the apps through the settings, never through process.env', async () => {
    const before = process.env.MCP_ARENA_UNSAFE_SANDBOX;
    const run = await storeRun(['--unsafe-sandbox']);
    const prepared = await prepareRun(run.config, HOOKS);
    expect(prepared.settings.environment).toEqual({ unsafeSandbox: true });
    expect(process.env.MCP_ARENA_UNSAFE_SANDBOX).toBe(before);
  });

  it('refuses a stored value of the wrong type, naming the option', async () => {
    const config: RunConfig = {
      paths: [TASK_PATH],
      models: ['reference'],
      modes: ['oracle'],
      repeats: 1,
      options: { retries: 'two' },
    };
    await expect(prepareRun(config, HOOKS)).rejects.toThrow(/stored options are not valid: retries: /);
  });
});
