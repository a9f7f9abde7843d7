import { assertAppsAvailable } from '../environments/index.ts';
import type { Checkpoint } from '../evaluation/index.ts';
import { defaultModelSettings } from '../models/index.ts';
import type { Task } from '../tasks/index.ts';
import { runCell } from './run-cell.ts';

export interface TaskValidation {
  id: string;
  valid: boolean;
  referencePassed: boolean;
  noopFailed: boolean;
  errors: string[];
  /** Why the task was not run (an app it needs is not installed here); a skipped task is not invalid. */
  skipped?: string;
  /** Every checkpoint of each run, for task authors (`validate --verbose`, `--json`). */
  checkpoints?: { reference: Checkpoint[]; noop: Checkpoint[] };
}

/**
 * A task is valid when its plan solves it and doing nothing does not: the reference model must pass
 * and the noop model must fail, both in the oracle tool mode.
 */
export async function validateTask(task: Task): Promise<TaskValidation> {
  try {
    assertAppsAvailable(task.apps);
  } catch (error) {
    const skipped = (error as Error).message;
    return { id: task.id, valid: true, referencePassed: false, noopFailed: false, errors: [], skipped };
  }
  const errors: string[] = [];
  const settings = { models: defaultModelSettings() };
  const reference = await runCell(
    { task, model: 'reference', mode: 'oracle', repeat: 0 },
    'validate',
    settings,
  );
  const referencePassed = reference.status === 'passed';
  if (reference.status === 'error') errors.push(`reference run could not run: ${reference.error}`);
  else if (!referencePassed) errors.push(`reference run failed: ${failedCheckpoints(reference.checkpoints)}`);

  const noop = await runCell({ task, model: 'noop', mode: 'oracle', repeat: 0 }, 'validate', settings);
  const noopFailed = noop.status === 'failed';
  if (noop.status === 'error') errors.push(`do-nothing run could not run: ${noop.error}`);
  else if (!noopFailed)
    errors.push('do-nothing run passed: the checks cannot fail, make them read the final state');

  return {
    id: task.id,
    valid: errors.length === 0,
    referencePassed,
    noopFailed,
    errors,
    checkpoints: { reference: reference.checkpoints, noop: noop.checkpoints },
  };
}

function failedCheckpoints(checkpoints: readonly Checkpoint[]): string {
  return checkpoints
    .filter((checkpoint) => !checkpoint.passed)
    .map((checkpoint) => `${checkpoint.name} (${checkpoint.detail})`)
    .join('; ');
}
