import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLongJob, LONG_RESULT, suiteSummary } from '../scripts/core-suite-readme.ts';
import { describeStateSize, libfaketime, type StateSize } from '../src/environments/index.ts';
import type { ReadingLoad, TaskValidation } from '../src/runner/index.ts';
import { loadSuite, type Task } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';

const SUITE = 'suites/core';
const README = `${SUITE}/README.md`;

/** Cells of the README table's row of a task, without the edges: id, category, difficulty, apps, ... */
function readmeRow(id: string): string[] | undefined {
  return readmeRows().find((cells) => cells[0] === `[${id}](${id}/)`);
}

function readmeRows(): string[][] {
  return readFileSync(README, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ['))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** A README figure like `22k` stands for the measured count within rounding and 10% (runs differ slightly). */
function expectAbout(shown: string, measured: number, label: string): void {
  const value = shown.endsWith('k') ? Number(shown.slice(0, -1).replace(/,/g, '')) * 1000 : Number(shown);
  expect(
    Math.abs(value - measured),
    `${label}: README says ${shown}, measured ${measured}`,
  ).toBeLessThanOrEqual(Math.max(1000, measured * 0.1));
}

/**
 * The floors of a realistic state, on every task: an agent has to page, filter and search rather than read
 * everything at once. Counts are of the apps as seeded, noise included.
 */
function expectRealisticState(validated: readonly TaskValidation[], suite: readonly Task[]): void {
  const floors: Array<[keyof StateSize, string, number]> = [
    ['mails', 'mail', 50],
    ['events', 'calendar', 100],
    ['commits', 'git', 200],
    ['files', 'files', 100],
    ['largestTableRows', 'sql', 1000],
    // Tickets over the active, completed and archived folders (seed/tracker/noise.yaml adds other teams' work).
    ['tickets', 'tracker', 100],
    ['entities', 'memory', 100],
    // Resources over every subscription (seed/azure/noise.yaml adds other teams' workloads).
    ['azureResources', 'azure', 300],
  ];
  const loads = new Map<string, ReadingLoad>();
  for (const validation of validated) {
    const task = suite.find((candidate) => candidate.id === validation.id)!;
    const state = validation.state!;
    loads.set(task.id, state);
    for (const [measure, app, floor] of floors)
      if (task.apps.includes(app as never))
        expect(state.seeded[measure] ?? 0, `${task.id}: ${measure}`).toBeGreaterThanOrEqual(floor);
    const row = readmeRow(task.id)!;
    expect(row[5], `${task.id}: seeded state in the README`).toBe(describeStateSize(state.seeded));
    if (state.listings.length === 0) expect(row[6], `${task.id}: listings`).toBe('-');
    else
      expectAbout(
        row[6]!,
        state.listings.reduce((sum, chars) => sum + chars, 0),
        `${task.id}: listings`,
      );
    expectAbout(row[7]!, state.charsRead, `${task.id}: characters read`);
    expectAbout(row[8]!, state.largestResult, `${task.id}: largest result`);
  }
  const long = [...loads.values()].filter((load) => load.largestResult > LONG_RESULT);
  expect(long.length).toBeGreaterThanOrEqual(15);
  if (validated.length === suite.length)
    expect(readFileSync(README, 'utf8')).toContain(suiteSummary(suite, loads));
}

/**
 * The machine's clock moved 1,000 days ahead for validate and everything it starts (libfaketime, when
 * installed): the tasks declare when they take place, so no verdict may move with the calendar.
 */
function withAnotherClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const library = libfaketime();
  if (!library) return env;
  return { ...env, LD_PRELOAD: library, FAKETIME: '+1000d', FAKETIME_DONT_FAKE_MONOTONIC: '1' };
}

describe('the core suite', () => {
  const tasks: Task[] = loadSuite([SUITE]);

  it('has the breadth the suite promises: 100+ tasks, 8+ categories, 30+ hard long jobs, 40+ medium', () => {
    const categories = new Set(tasks.map((task) => task.category));
    const tier = (difficulty: string): Task[] => tasks.filter((task) => task.difficulty === difficulty);
    expect(tasks.length).toBeGreaterThanOrEqual(100);
    expect(categories.size).toBeGreaterThanOrEqual(8);
    expect(tier('hard').length).toBeGreaterThanOrEqual(30);
    expect(tier('medium').length).toBeGreaterThanOrEqual(40);
    expect(tier('easy').length).toBeGreaterThan(0);
    expect(tasks.filter((task) => task.apps.length >= 2).length * 2).toBeGreaterThanOrEqual(tasks.length);
    expect(
      tier('hard')
        .filter((task) => !isLongJob(task))
        .map((task) => task.id),
    ).toEqual([]);
    for (const task of tasks) {
      expect(task.now, `${task.id} declares when it takes place`).toBeDefined();
      expect(task.keyPoints.length, task.id).toBeGreaterThan(0);
      expect(task.tools.length, task.id).toBeGreaterThan(0);
    }
  });

  it('README lists every task with its category, difficulty, apps and plan length', () => {
    for (const task of tasks) {
      expect(readmeRow(task.id)?.slice(1, 5), task.id).toEqual([
        task.category,
        task.difficulty,
        task.apps.join(', '),
        String(task.reference.plan.length),
      ]);
    }
    expect(readmeRows().length).toBe(tasks.length);
  });

  it('every task carries probes: 2+ alternative correct plans and 2+ wrong ones; the README gives the totals', () => {
    for (const task of tasks) {
      const kinds = task.probes.map((probe) => probe.kind);
      expect(kinds.filter((kind) => kind === 'alternative').length, task.id).toBeGreaterThanOrEqual(2);
      expect(kinds.filter((kind) => kind === 'wrong').length, task.id).toBeGreaterThanOrEqual(2);
    }
    const probes = tasks.flatMap((task) => task.probes);
    const alternatives = probes.filter((probe) => probe.kind === 'alternative').length;
    expect(readFileSync(README, 'utf8')).toContain(
      `${alternatives} alternative correct plans and ${probes.length - alternatives} subtly wrong plans`,
    );
  });

  // Every task on real apps: the reference plan passes, a do-nothing run fails, every alternative plan passes
  // and every wrong plan fails. Tasks whose apps are not installed here are reported as skipped (CI
  // installs them all).
  it(
    'validates on a clock 1,000 days ahead: references pass, do-nothing runs fail, alternatives pass, wrong plans are caught',
    { timeout: 4_800_000 },
    async () => {
      const result = await runCli(['validate', SUITE, '--json'], withAnotherClock(isolatedEnv()));
      const { tasks: validated, totals } = JSON.parse(result.stdout) as {
        tasks: TaskValidation[];
        totals: { alternatives: number; alternativesPassed: number; wrong: number; wrongCaught: number };
      };
      expect(validated.map((task) => task.id).sort()).toEqual(tasks.map((task) => task.id).sort());
      const invalid = validated.filter((task) => !task.valid);
      expect(invalid.map((task) => `${task.id}: ${task.errors.join('; ')}`)).toEqual([]);
      for (const task of validated.filter((task) => !task.skipped)) {
        expect(task, task.id).toMatchObject({ referencePassed: true, noopFailed: true });
        expect(task.probes?.length, task.id).toBe(
          tasks.find((loaded) => loaded.id === task.id)!.probes.length,
        );
        expect(
          task.probes?.every((probe) => probe.asExpected),
          task.id,
        ).toBe(true);
      }
      expect(totals.alternativesPassed).toBe(totals.alternatives);
      expectRealisticState(
        validated.filter((task) => !task.skipped),
        tasks,
      );
      expect(totals.wrongCaught).toBe(totals.wrong);
      expect(result.code).toBe(0);
    },
  );
});
