import { localizeRunConfig } from '../runner/index.ts';
import { isRunRunning, type RunConfig, type RunOverview } from '../store/index.ts';
import { loadSuite } from '../tasks/index.ts';
import { formatTable } from './format-table.ts';

export type RunStatus = 'finished' | 'partial' | 'running';

/** One line of `mcp-arena runs`. */
export interface RunListing {
  id: string;
  startedAt: string;
  models: string[];
  modes: string[];
  /** Stored cells, interrupted ones left out (a resumed run redoes them). */
  done: number;
  /** Cells the run's tasks × models × modes × repeats make; null when its task folders are not here. */
  planned: number | null;
  status: RunStatus;
  /** The process storing its cells, while it runs. */
  owner?: { host: string; pid: number; command: string };
}

function plannedCells(config: RunConfig): number | null {
  // Imported runs have no task folders: their stored cells are the plan.
  if (config.paths.length === 0) return null;
  try {
    const tasks = loadSuite(localizeRunConfig(config).paths);
    return tasks.length * config.models.length * config.modes.length * config.repeats;
  } catch {
    return null;
  }
}

export function listRunStatus(runs: readonly RunOverview[], now = Date.now()): RunListing[] {
  const planned = new Map<string, number | null>();
  return runs.map((run) => {
    const key = JSON.stringify(run.config);
    if (!planned.has(key)) planned.set(key, plannedCells(run.config));
    const plan = planned.get(key)!;
    const done = run.cells - run.interrupted;
    const running = isRunRunning(run, now);
    const finished = plan === null ? run.interrupted === 0 : done >= plan;
    return {
      id: run.id,
      startedAt: run.createdAt.toISOString(),
      models: run.config.models,
      modes: run.config.modes,
      done,
      planned: plan,
      status: running ? 'running' : finished ? 'finished' : 'partial',
      ...(running && run.owner ? { owner: run.owner } : {}),
    };
  });
}

export function formatRunListing(runs: readonly RunListing[]): string {
  if (runs.length === 0) return 'No runs in the store yet: start one with `mcp-arena run`.\n';
  const rows = runs.map((run) => [
    run.id,
    run.startedAt.slice(0, 19).replace('T', ' '),
    run.models.join(','),
    run.modes.join(','),
    `${run.done}/${run.planned ?? '?'}`,
    run.status === 'running' && run.owner ? `running (pid ${run.owner.pid})` : run.status,
  ]);
  const partial = runs.find((run) => run.status === 'partial');
  const hint = partial ? `\nFinish a partial run with: mcp-arena run --resume ${partial.id}\n` : '';
  return `${formatTable(['run', 'started (UTC)', 'models', 'modes', 'cells', 'status'], rows)}\n${hint}`;
}
