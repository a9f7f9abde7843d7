/**
 * What generated noise costs a cell's start: each app started from its contract fixture (a handful of
 * seeded items, no noise) and from its noise fixture (75 noise mails, 120 events, 280 commits, 105 files),
 * in the same process. The first start with noise includes generating it (later starts reuse it); the
 * figures are medians of the later starts.
 *
 * Run: npx tsx bench/noise-start.ts [repeats=5]
 */
import path from 'node:path';
import { availabilityOf, CellDir, createApp } from '../src/environments/index.ts';
import { contractFixtures, fixtureTask } from '../src/environments/test-fixtures/contract-fixtures.ts';
import type { AppName } from '../src/tasks/index.ts';

const CONTRACT_FIXTURES = await contractFixtures();

const repeats = Number(process.argv[2] ?? 5);
const fixtures = path.join(import.meta.dirname, '../src/environments/test-fixtures');
const cases: Array<{ app: AppName; plain: string; noise: string; what: string }> = [
  {
    app: 'mail',
    plain: CONTRACT_FIXTURES.mail!.taskDir,
    noise: path.join(fixtures, 'mail-noise'),
    what: '2 → 77 mails',
  },
  {
    app: 'calendar',
    plain: CONTRACT_FIXTURES.calendar!.taskDir,
    noise: path.join(fixtures, 'calendar-noise'),
    what: '2 → 122 events',
  },
  {
    app: 'git',
    plain: CONTRACT_FIXTURES.git!.taskDir,
    noise: path.join(fixtures, 'git-noise'),
    what: '2 → 282 commits',
  },
  {
    app: 'files',
    plain: CONTRACT_FIXTURES.files!.taskDir,
    noise: path.join(fixtures, 'files-noise'),
    what: '1 → 107 files',
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function starts(app: AppName, taskDir: string): Promise<{ first: number; median: number }> {
  const times: number[] = [];
  for (let index = 0; index <= repeats; index += 1) {
    const cell = CellDir.create(`bench-noise-${app}`);
    const began = performance.now();
    const running = await createApp(app).start(fixtureTask(taskDir, app), cell);
    times.push(performance.now() - began);
    await running.stop();
    cell.remove();
  }
  return { first: times[0]!, median: median(times.slice(1)) };
}

console.log(
  '| app | state | start without noise (ms) | with noise, first (ms) | with noise, later (ms) | ratio |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const { app, plain, noise, what } of cases) {
  if (!availabilityOf(createApp(app)).available) {
    console.log(`| ${app} | unavailable | | | | |`);
    continue;
  }
  const base = await starts(app, plain);
  const withNoise = await starts(app, noise);
  const ratio = (withNoise.median / base.median).toFixed(2);
  console.log(
    `| ${app} | ${what} | ${base.median.toFixed(0)} | ${withNoise.first.toFixed(0)} | ${withNoise.median.toFixed(0)} | ${ratio} |`,
  );
}
