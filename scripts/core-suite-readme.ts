// What suites/core/README.md states about the suite: written by scripts/core-suite-table.ts, checked by
// test/core-suite.test.ts, so the two cannot drift apart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readTenantSeed } from '../src/environments/apps/azure/azure-seed.ts';
import type { ReadingLoad } from '../src/runner/index.ts';
import type { Task } from '../src/tasks/index.ts';

export const TABLE_HEADER =
  '| id | category | difficulty | apps | plan steps | seeded state | natural listings (chars) | read by the reference (chars) | largest result | what it tests |';

/** A tool result this long makes an agent page, filter or search (the "overlong output"). */
export const LONG_RESULT = 100_000;

/**
 * A diagnosis: the task's tenant declares an application's health as rules (seed/azure/tenant.yaml's
 * `health:`), so the agent must find a cause the prompt, which describes what the user sees, does not name.
 */
export const isDiagnosis = (task: Task): boolean => {
  const seed = path.join(task.dir, 'seed', 'azure');
  return task.apps.includes('azure' as never) && existsSync(seed) && readTenantSeed(seed).health.length > 0;
};

/**
 * Hard means a long job (20+ tool calls over 3+ apps, or 30+ dependent calls in fewer apps) or a diagnosis
 * of a broken application (issue 28's composite tasks).
 */
export const isLongJob = (task: Task): boolean =>
  task.reference.plan.length >= 30 ||
  (task.reference.plan.length >= 20 && task.apps.length >= 3) ||
  isDiagnosis(task);

/** `21,545` as `22k`; small counts as they are. */
export const formatChars = (chars: number): string =>
  chars < 1000 ? String(chars) : `${Math.round(chars / 1000).toLocaleString('en-US')}k`;

/** The paragraph above the table: counts per category and tier, multi-app tasks, long results. */
export function suiteSummary(
  tasks: readonly Task[],
  loads: ReadonlyMap<string, Pick<ReadingLoad, 'largestResult'>>,
): string {
  const count = (values: string[]): string =>
    [...new Set(values)]
      .sort()
      .map((value) => `${value} ${values.filter((other) => other === value).length}`)
      .join(', ');
  const tier = (difficulty: string): number => tasks.filter((task) => task.difficulty === difficulty).length;
  const categories = tasks.map((task) => task.category);
  const multiApp = tasks.filter((task) => task.apps.length >= 2).length;
  const long = tasks.filter((task) => (loads.get(task.id)?.largestResult ?? 0) > LONG_RESULT).length;
  return (
    `${tasks.length} tasks over ${new Set(categories).size} categories (${count(categories)}) and three tiers ` +
    `(${tier('easy')} easy, ${tier('medium')} medium, ${tier('hard')} hard: a hard task's reference plan makes 20 ` +
    `or more tool calls over 3 or more apps, or 30 or more in one long job, or it diagnoses and fixes an application ` +
    `whose health its seed declares); ${multiApp} need two or more apps; ` +
    `in ${long} a natural listing or a call of the reference plan returns more than ${LONG_RESULT.toLocaleString('en-US')} characters.`
  );
}
