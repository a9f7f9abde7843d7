// Rewrites the task table and the summary figures of suites/core/README.md from the tasks and a validate run:
//   node bin/mcp-arena.js validate suites/core --json > validation.json
//   npx tsx scripts/core-suite-table.ts validation.json [more.json ...]
// Several runs are merged by task (a later file's task wins): validate the whole suite once, and then only the
// tasks that changed. Descriptions ("what it tests") already in the table are kept; a new task starts with its title.
// With --keep, a task no file measured keeps its row as the README has it (validate only the new tasks).
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { describeStateSize } from '../src/environments/index.ts';
import type { ReadingLoad, TaskValidation } from '../src/runner/index.ts';
import { loadSuite, type Task } from '../src/tasks/index.ts';
import { formatChars, LONG_RESULT, suiteSummary, TABLE_HEADER } from './core-suite-readme.ts';

const README = 'suites/core/README.md';
const keep = process.argv.includes('--keep');
const validationFiles = process.argv.slice(2).filter((arg) => arg !== '--keep');
if (validationFiles.length === 0) {
  process.stderr.write(
    'usage: npx tsx scripts/core-suite-table.ts [--keep] validation.json [more.json ...] (from validate --json)\n',
  );
  process.exit(2);
}
const validated = validationFiles.flatMap(
  (file) => (JSON.parse(readFileSync(file, 'utf8')) as { tasks: TaskValidation[] }).tasks,
);
const tasks = loadSuite(['suites/core']);
const readme = readFileSync(README, 'utf8');
const loads = new Map<string, ReadingLoad>(
  validated.flatMap((entry) => (entry.state ? [[entry.id, entry.state] as const] : [])),
);

const descriptions = new Map<string, string>();
const rows = new Map<string, string>();
for (const line of readme.split('\n')) {
  const match = /^\| \[([a-z0-9-]+)\]\(/.exec(line);
  if (match) {
    descriptions.set(match[1]!, line.split('|').at(-2)!.trim());
    rows.set(match[1]!, line);
  }
}
const largest = new Map<string, Pick<ReadingLoad, 'largestResult'>>(loads);
// A kept row's largest result, as far as the summary needs it: `1,164k` is over LONG_RESULT, `96k` is not.
if (keep)
  for (const task of tasks) {
    if (loads.has(task.id) || !rows.has(task.id)) continue;
    const shown = rows.get(task.id)!.split('|')[9]!.trim();
    const chars = Number(shown.replace(/k$/, '').replaceAll(',', '')) * (shown.endsWith('k') ? 1000 : 1);
    if (!Number.isFinite(chars) || Math.abs(chars - LONG_RESULT) < 1000)
      throw new Error(`${task.id}: its row's largest result "${shown}" does not say; validate it too`);
    largest.set(task.id, { largestResult: chars });
  }

const order = ['easy', 'medium', 'hard'];
const sorted = [...tasks].sort(
  (a, b) =>
    a.category.localeCompare(b.category) ||
    order.indexOf(a.difficulty) - order.indexOf(b.difficulty) ||
    a.id.localeCompare(b.id),
);
const row = (task: Task): string => {
  const state = loads.get(task.id);
  if (keep && !validated.some((entry) => entry.id === task.id) && rows.has(task.id))
    return rows.get(task.id)!;
  if (!state)
    throw new Error(`${task.id} has no measured state in ${validationFiles.join(', ')}: was it skipped?`);
  return `| ${[
    `[${task.id}](${task.id}/)`,
    task.category,
    task.difficulty,
    task.apps.join(', '),
    String(task.reference.plan.length),
    describeStateSize(state.seeded),
    state.listings.length === 0 ? '-' : formatChars(state.listings.reduce((sum, chars) => sum + chars, 0)),
    formatChars(state.charsRead),
    formatChars(state.largestResult),
    descriptions.get(task.id) ?? task.title,
  ].join(' | ')} |`;
};
const table = [TABLE_HEADER, `|${' --- |'.repeat(10)}`, ...sorted.map(row)].join('\n');

const probes = tasks.flatMap((task) => task.probes);
const alternatives = probes.filter((probe) => probe.kind === 'alternative').length;
let updated = readme
  .replace(
    /<!-- summary -->[\s\S]*<!-- \/summary -->/,
    `<!-- summary -->\n${suiteSummary(tasks, largest)}\n<!-- /summary -->`,
  )
  .replace(/<!-- table -->[\s\S]*<!-- \/table -->/, `<!-- table -->\n${table}\n<!-- /table -->`)
  .replace(
    /\d+ alternative correct plans and \d+ subtly wrong plans/,
    `${alternatives} alternative correct plans and ${probes.length - alternatives} subtly wrong plans`,
  );
const config = (await prettier.resolveConfig(README)) ?? {};
updated = await prettier.format(updated, { ...config, filepath: README });
writeFileSync(README, updated);
process.stdout.write(`${README}: ${tasks.length} tasks\n`);
