// Reset fidelity: does a plan behave the same on apps that ran another plan and were reset (what validate
// does between a task's runs) as on freshly started apps? A reset restores what the apps' snapshots see
// (files, tables, Maildirs); state a server keeps in its own process (caches, connections, ids) is not in the
// snapshot, so only running the same plan both ways shows it.
//
// For each task, every plan (reference and do-nothing in oracle mode, every probe in servers mode, as
// validate runs them) runs once on fresh apps, and once on one set of apps that first ran another plan and
// was reset (and its snapshot checked against the seeded one). The two runs are compared call by call (error
// flag, and result text normalised for what legitimately differs: cell folders, times of "now", random ids,
// elapsed times, new commits' hashes) and by their checkpoints (verdict and detail). Every difference is
// printed; the exit code is 1 if any. A gap found this way gets a reproducing `beforeReset` / `afterReset`
// step in the app's contract fixture (src/environments/test-fixtures/contract-fixtures.ts), then a fix.
// Findings and coverage so far: bench/RESULTS.md, "Reset fidelity".
//
//
// Run: npx tsx scripts/reset-fidelity.ts [--after previous|reference] [--plans N] suites/core/<task> ...
//   --after previous   (default) each plan runs right after the plan before it in validate's order (the first
//                      one after the last), which is what validate does
//   --after reference  each plan runs right after the reference plan (which writes most), reset in between
//   --plans N          only the first N plans of each task (reference, do-nothing, then probes)
// CPU: about twice what `validate` costs for the same tasks (a fresh start per plan): give it a few tasks at a
// time (two cores are shared).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { Environment } from '../src/environments/index.ts';
import { defaultModelSettings } from '../src/models/index.ts';
import { type CellPlan, runCell } from '../src/runner/index.ts';
import type { CellRecord } from '../src/store/index.ts';
import { loadTask, type Task } from '../src/tasks/index.ts';
import { describeDifferences, type PlanRun } from './reset-fidelity-compare.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { after: { type: 'string', default: 'previous' }, plans: { type: 'string' } },
});
if (positionals.length === 0 || !['previous', 'reference'].includes(values.after!)) {
  process.stderr.write(
    'usage: npx tsx scripts/reset-fidelity.ts [--after previous|reference] [--plans N] suites/core/<task> ...\n',
  );
  process.exit(2);
}

interface NamedPlan {
  name: string;
  plan: CellPlan;
}

/** The plans validate runs for a task, in its order. */
function plansOf(task: Task): NamedPlan[] {
  const plans: NamedPlan[] = [
    { name: 'reference', plan: { task, model: 'reference', mode: 'oracle', repeat: 0 } },
    { name: 'noop', plan: { task, model: 'noop', mode: 'oracle', repeat: 0 } },
  ];
  for (const probe of task.probes) {
    const asReference: Task = { ...task, reference: { plan: probe.plan, answer: probe.answer } };
    plans.push({
      name: `probe ${probe.name}`,
      plan: { task: asReference, model: 'reference', mode: 'servers', repeat: 0 },
    });
  }
  return values.plans === undefined ? plans : plans.slice(0, Number(values.plans));
}

const execFileAsync = promisify(execFile);
const settings = { models: defaultModelSettings() };
const asRun = (record: CellRecord): PlanRun => ({
  status: record.status,
  error: record.error,
  calls: (record.trajectory?.turns ?? []).flatMap((turn) => turn.toolCalls),
  checkpoints: record.checkpoints,
});

async function auditTask(task: Task): Promise<number> {
  const plans = plansOf(task);
  const started = Date.now();
  const fresh: PlanRun[] = [];
  for (const { plan } of plans) fresh.push(asRun(await runCell(plan, 'fidelity', settings)));

  const environment = await Environment.start(task, `${task.id}-0`);
  let mismatches = 0;
  try {
    const seeded = await environment.snapshot();
    const commits = await seededCommits(environment);
    const runShared = async (plan: CellPlan): Promise<PlanRun> => {
      await environment.reset();
      if ((await environment.snapshot()) !== seeded) {
        mismatches += 1;
        process.stdout.write(`${task.id}: the snapshot after a reset differs from the seeded one\n`);
      }
      return asRun(await runCell(plan, 'fidelity', settings, undefined, environment));
    };
    await runShared(values.after === 'reference' ? plans[0]!.plan : plans.at(-1)!.plan);
    for (const [index, { name, plan }] of plans.entries()) {
      if (values.after === 'reference' && index > 0) await runShared(plans[0]!.plan);
      const reused = await runShared(plan);
      const differences = describeDifferences(fresh[index]!, reused, started, commits);
      const verdict = `${fresh[index]!.status}${reused.status === fresh[index]!.status ? '' : ` -> ${reused.status}`}`;
      process.stdout.write(
        `${task.id} / ${name}: ${differences.length === 0 ? 'same' : `${differences.length} difference(s)`} (${verdict})\n`,
      );
      for (const difference of differences) process.stdout.write(`    ${difference}\n`);
      mismatches += differences.length;
    }
  } finally {
    await environment.stop();
  }
  return mismatches;
}

/** Every commit of the seeded repositories (the git app's `repos-seed` folder), whose hashes are the same in every run. */
async function seededCommits(environment: Environment): Promise<Set<string>> {
  const root = path.join(environment.cell.dir, 'repos-seed');
  if (!existsSync(root)) return new Set();
  const hashes = new Set<string>();
  for (const repo of readdirSync(root)) {
    const { stdout } = await execFileAsync('git', [
      '-C',
      path.join(root, repo),
      'log',
      '--all',
      '--format=%H',
    ]);
    for (const hash of stdout.split('\n').filter(Boolean)) hashes.add(hash);
  }
  return hashes;
}

let total = 0;
for (const dir of positionals) {
  const task = loadTask(dir);
  total += await auditTask(task);
}
process.stdout.write(
  total === 0 ? 'no differences\n' : `${total} difference(s) between fresh and reset apps\n`,
);
process.exit(total === 0 ? 0 : 1);
