// validate with a task's apps started once and reset between its runs, against a fresh start per run
// (what validate did before), on the same tasks in the same process, interleaved per task.
// Both do the same runs: the reference and do-nothing plans in oracle mode, every probe in servers mode.
// Run: npx tsx bench/validate-reuse.ts [task ...]   (default: six core tasks over every kind of app)
import { defaultModelSettings } from '../src/models/index.ts';
import { runCell, validateTask } from '../src/runner/index.ts';
import { loadTask, type Task } from '../src/tasks/index.ts';

const ids = process.argv.slice(2);
const tasks = (
  ids.length > 0
    ? ids
    : [
        'triage-bug-reports',
        'fill-budget-actuals',
        'conference-travel',
        'backport-vat-fix',
        'update-contact-memory',
        'reconcile-payments',
      ]
).map((id) => loadTask(`suites/core/${id}`));

async function freshPerRun(task: Task): Promise<void> {
  const settings = { models: defaultModelSettings() };
  await runCell({ task, model: 'reference', mode: 'oracle', repeat: 0 }, 'bench', settings);
  await runCell({ task, model: 'noop', mode: 'oracle', repeat: 0 }, 'bench', settings);
  for (const probe of task.probes) {
    const asReference = { ...task, reference: { plan: probe.plan, answer: probe.answer } };
    await runCell({ task: asReference, model: 'reference', mode: 'servers', repeat: 0 }, 'bench', settings);
  }
}

let fresh = 0;
let reused = 0;
let runs = 0;
for (const task of tasks) {
  runs += 2 + task.probes.length;
  let started = performance.now();
  await freshPerRun(task);
  fresh += performance.now() - started;
  started = performance.now();
  const validation = await validateTask(task);
  reused += performance.now() - started;
  if (!validation.valid) throw new Error(`${task.id} is not valid: ${validation.errors.join('; ')}`);
}
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
process.stdout.write(
  `${tasks.length} tasks, ${runs} runs each way\n` +
    `fresh apps per run: ${seconds(fresh)} (${seconds(fresh / runs)} per run)\n` +
    `apps reset between runs: ${seconds(reused)} (${seconds(reused / runs)} per run)\n` +
    `speed-up: ${(fresh / reused).toFixed(2)}x\n`,
);
