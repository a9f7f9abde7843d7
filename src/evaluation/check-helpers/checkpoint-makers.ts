import type { CheckpointInput } from '../checkpoint.ts';

/**
 * The checkpoint that what a task leaves alone was kept, from a diff's verdict (`diffSql`, `diffFiles`,
 * `diffTracker`, ...): it passes when nothing unexpected changed and the agent acted at all, so that a run
 * that does nothing (and so changes nothing) does not earn it.
 * `keptState('AR ledger unchanged', database, acted)`; `extra` gives `points` or `required`.
 */
export function keptState(
  name: string,
  diff: { passed: boolean; detail: string },
  acted: boolean,
  extra: Pick<CheckpointInput, 'points' | 'required'> = {},
): CheckpointInput {
  return { name, ...extra, passed: acted && diff.passed, detail: acted ? diff.detail : 'nothing was done' };
}

/**
 * The checkpoint that every one of a known number of items came out right: passes when `right` (the items
 * found right) numbers `expected`, with `right/expected` as detail. `tally('one ticket per vehicle due', right, 5)`.
 */
export function tally(
  name: string,
  right: readonly unknown[],
  expected: number,
  extra: Pick<CheckpointInput, 'points' | 'required'> = {},
): CheckpointInput {
  return { name, ...extra, passed: right.length === expected, detail: `${right.length}/${expected}` };
}

/**
 * The checkpoint that none of the checked items came out wrong: passes when `wrong` (each wrong or
 * missing item, described) is empty; the detail names the first six, or says `all right`. With `acted`
 * (for "no stray tickets" and the like) it also needs the agent to have acted, as a run that does nothing
 * leaves no stray either. `noneWrong('due on Friday 27 November', undated.map((due) => due.plate))`.
 */
export function noneWrong(
  name: string,
  wrong: readonly string[],
  extra: Pick<CheckpointInput, 'points' | 'required'> & { acted?: boolean } = {},
): CheckpointInput {
  const { acted = true, ...weight } = extra;
  const shown = wrong.slice(0, 6).join(', ') + (wrong.length > 6 ? `, ... (${wrong.length} in all)` : '');
  return {
    name,
    ...weight,
    passed: acted && wrong.length === 0,
    detail: acted ? shown || 'all right' : 'nothing was done',
  };
}
