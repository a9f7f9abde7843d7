import { loadAgentDefinitions } from '../agent/external/index.ts';
import { Environment, type EnvironmentOptions } from '../environments/index.ts';
import { createCotemporalReference, type ReferenceRun } from './cotemporal-reference.ts';
import { buildUniverse, readUniverseConfig, type ToolUniverse } from '../gateway/index.ts';
import { type Cassette, loadCassettes, type ModelSettings } from '../models/index.ts';
import { type RunConfig, runCassette, type Store, VerdictStore } from '../store/index.ts';
import type { Task } from '../tasks/index.ts';
import type { RunSettings } from './cell-plan.ts';
import { parseRunOptions } from './run-option-entries.ts';
import { runSettingsOf, type SettingsParts } from './run-settings-of.ts';
import { localizeRunConfig } from './run-paths.ts';
import type { RunOptions } from './run-spec.ts';

/** What the process preparing a run brings: where it reports, and the store it reads and writes. */
export interface RunHooks {
  /** Hears a model request that is retried (it failed, or timed out). */
  onModelRetry?: ModelSettings['onRetry'];
  /** Hears which tools of a task (groups of its apps' tools, distractor servers) were left out to stay within the providers' tool limit. */
  onToolsLeftOut?: RunSettings['onToolsLeftOut'];
  /** The recordings of a stored run, for its `replay:<run>` models. */
  readCassette: (runId: string) => Promise<Cassette>;
  /** Stores a co-temporal reference run (`--reference cotemporal`). */
  saveReferenceRun: (run: ReferenceRun) => Promise<void>;
  /** Checks made once the settings are known and before anything slow loads (the universe, cassettes). */
  check?: (settings: Readonly<RunSettings>) => void;
}

/** A run as a local run, `--resume` and a queue worker run it: built once, never changed after. */
export interface PreparedRun {
  /** The run's config as this machine sees it (its files localized), with its options read. */
  readonly config: Readonly<RunConfig>;
  readonly options: Readonly<RunOptions>;
  readonly settings: Readonly<RunSettings>;
  /** Further tries of a cell that ended in an infrastructure error. */
  readonly retries: number;
  /** Wall-clock limit of one cell attempt. */
  readonly harnessTimeMs: number;
  readonly maxCostUsd?: number;
}

/**
 * The hooks that read and write the run's store: its cassettes, and its co-temporal references. The store
 * may still be opening (a new run prints its id first): each hook waits for it.
 */
export function storeHooks(
  store: Store | Promise<Store>,
): Pick<RunHooks, 'readCassette' | 'saveReferenceRun'> {
  const opened = Promise.resolve(store);
  const verdicts = opened.then((ready) => new VerdictStore(ready));
  verdicts.catch(() => {}); // a store that failed to open is reported where the run awaits it
  return {
    readCassette: async (source) => runCassette(await opened, source),
    saveReferenceRun: async (run) => (await verdicts).saveReferenceRun(run),
  };
}

/**
 * Reads a run's config as stored (its options checked, with the defaults of options added since it was
 * stored) and builds what its cells share: model settings, agents, the distractor universe, cassettes,
 * the co-temporal reference. The one place a run is wired, for a local run, `--resume` and workers.
 */
export async function prepareRun(stored: RunConfig, hooks: RunHooks): Promise<PreparedRun> {
  const localized = localizeRunConfig(stored);
  const options = parseRunOptions(localized.options);
  const config = Object.freeze({ ...localized, options });
  const environment: EnvironmentOptions | undefined = options.unsafeSandbox
    ? { unsafeSandbox: true }
    : undefined;
  const parts: SettingsParts = {
    models: config.models,
    agents: loadAgentDefinitions(options.agents),
    ...(hooks.onModelRetry ? { onModelRetry: hooks.onModelRetry } : {}),
    ...(hooks.onToolsLeftOut ? { onToolsLeftOut: hooks.onToolsLeftOut } : {}),
  };
  const base = runSettingsOf(options, parts);
  hooks.check?.(base);
  const universe = await loadRunUniverse(options.universe);
  try {
    const cassettes = await loadCassettes(config.models, hooks.readCassette);
    const reference =
      options.reference === 'cotemporal'
        ? createCotemporalReference({
            save: hooks.saveReferenceRun,
            ...(environment
              ? { open: (task: Task, label: string) => openReference(task, label, environment) }
              : {}),
          })
        : undefined;
    const settings: RunSettings = {
      ...base,
      models: Object.freeze({ ...base.models, cassettes }),
      ...(universe ? { universe } : {}),
      ...(reference ? { reference } : {}),
    };
    return Object.freeze({
      config,
      options: Object.freeze(options),
      settings: Object.freeze(settings),
      retries: options.retries,
      harnessTimeMs: options.harnessTimeoutSeconds * 1000,
      ...(options.maxCostUsd === undefined ? {} : { maxCostUsd: options.maxCostUsd }),
    });
  } catch (error) {
    // Nothing will use it: its upstream servers, if any started, must not keep the process alive.
    if (options.universe) universes.delete(options.universe);
    await universe?.close();
    throw error;
  }
}

/**
 * The distractor universe of a run (`--universe`), built once per file and process: MCP tool lists and
 * OpenAPI conversions come from their disk caches, and upstream servers start only when called.
 */
function loadRunUniverse(file: string | undefined): Promise<ToolUniverse | undefined> {
  if (!file) return Promise.resolve(undefined);
  let loading = universes.get(file);
  if (!loading) {
    loading = buildUniverse(readUniverseConfig(file));
    universes.set(file, loading);
  }
  return loading;
}

const universes = new Map<string, Promise<ToolUniverse>>();

/** The co-temporal reference's own environment, when the run lets apps run as `--unsafe-sandbox` says. */
async function openReference(
  task: Task,
  label: string,
  options: EnvironmentOptions,
): Promise<{ surface: ReturnType<Environment['toolSurface']>; stop: () => Promise<void> }> {
  const environment = await Environment.start(task, label, options);
  try {
    return { surface: environment.toolSurface('oracle', task), stop: () => environment.stop() };
  } catch (error) {
    await environment.stop();
    throw error;
  }
}
