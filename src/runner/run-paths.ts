import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RunConfig } from '../store/index.ts';
import { localizeRunOptions } from './run-option-entries.ts';

/**
 * A path a run stored (absolute, on the machine that created it) as this machine sees it: as stored when it
 * exists here; otherwise, when it was inside the creating process's working folder, the same path relative to
 * this process's. So workers and `--resume` on another machine find the tasks in their own checkout.
 */
export function localRunPath(stored: string, createdIn: string | undefined): string {
  if (createdIn === undefined || existsSync(stored)) return stored;
  const relative = path.relative(createdIn, stored);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return stored;
  return path.resolve(relative);
}

/** The run's task paths and option files (`--prices`, `--universe`, ...: the run spec's file options) as this machine sees them. */
export function localizeRunConfig(config: RunConfig): RunConfig {
  const local = (stored: string): string => localRunPath(stored, config.cwd);
  return {
    ...config,
    paths: config.paths.map(local),
    ...(config.options ? { options: localizeRunOptions(config.options, local) } : {}),
  };
}
