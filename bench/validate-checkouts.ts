/**
 * `validate` of the same core tasks by two checkouts, one after the other from this script, each with its own
 * CLI: the wall time of each and every verdict compared. validate-cells.ts times phases in one process, where
 * both sides' checks import the check helpers of whichever checkout loaded first; here each side's checks run
 * on its own helpers (diffSql, diffFiles), so their changes are measured too.
 *
 * Run: npx tsx bench/validate-checkouts.ts --baseline DIR [task ...]
 *      (DIR: another checkout, e.g. `git worktree add DIR <commit>` with node_modules and `npm run build`)
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { TaskValidation } from '../src/runner/index.ts';

const DEFAULT_TASKS = [
  'erase-customer-data', // mail, sql, files, memory
  'answer-double-charge-mails', // mail, sql, files
  'ar-ageing-dunning', // files, sql, spreadsheet
  'apply-retention-policy', // files, sandbox
  'backup-audit', // files, sql, tracker
  'chase-overdue-training', // mail, sql
  'csv-export-fix-date-customer-notice', // tracker, mail
  'hessel-renewal-call-crm-update', // crm, chat
];

const args = process.argv.slice(2);
const at = args.indexOf('--baseline');
if (at === -1 || !args[at + 1]) throw new Error('usage: validate-checkouts.ts --baseline DIR [task ...]');
const baseline = path.resolve(args[at + 1]!);
const tasks = args.filter((_, index) => index !== at && index !== at + 1);
const chosen = tasks.length > 0 ? tasks : DEFAULT_TASKS;

function validate(checkout: string): { seconds: number; tasks: TaskValidation[] } {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ['bin/mcp-arena.js', 'validate', ...chosen.map((task) => `suites/core/${task}`), '--json'],
    { cwd: checkout, encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  if (!run.stdout) throw new Error(`validate in ${checkout} printed nothing: ${run.stderr}`);
  return {
    seconds: (performance.now() - started) / 1000,
    tasks: (JSON.parse(run.stdout) as { tasks: TaskValidation[] }).tasks,
  };
}

/** Every verdict of a task's runs: reference and do-nothing checkpoints, each probe's verdict and failed checkpoints. */
function verdicts(task: TaskValidation): string {
  return JSON.stringify({
    valid: task.valid,
    reference: task.checkpoints?.reference.map((checkpoint) => [checkpoint.name, checkpoint.passed]),
    noop: task.checkpoints?.noop.map((checkpoint) => [checkpoint.name, checkpoint.passed]),
    probes: task.probes?.map((probe) => [probe.name, probe.passed, probe.failedCheckpoints]),
  });
}

console.log(`${chosen.length} tasks; load average at the start ${loadavg().map((load) => load.toFixed(1))}`);
const before = validate(baseline);
const after = validate(path.resolve(import.meta.dirname, '..'));
console.log(`load average at the end ${loadavg().map((load) => load.toFixed(1))}\n`);
const runs = after.tasks.reduce((sum, task) => sum + 2 + (task.probes?.length ?? 0), 0);
console.log('| validate, concurrency 2 | before | after | ratio |\n| --- | ---: | ---: | ---: |');
console.log(
  `| ${chosen.length} tasks, ${runs} runs | ${before.seconds.toFixed(1)} s | ${after.seconds.toFixed(1)} s | ` +
    `${(before.seconds / after.seconds).toFixed(2)}x |`,
);
const differing = after.tasks.filter(
  (task) => verdicts(task) !== verdicts(before.tasks.find((other) => other.id === task.id)!),
);
console.log(
  differing.length === 0
    ? '\nEvery verdict the same: reference, do-nothing and every probe of every task.'
    : `\nVerdicts differ on: ${differing.map((task) => task.id).join(', ')}`,
);
