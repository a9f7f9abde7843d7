import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TaskValidation } from '../src/runner/index.ts';
import { loadSuite, type Task } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';

const SUITE = 'suites/core';

describe('the core suite', () => {
  const tasks: Task[] = loadSuite([SUITE]);

  it('has the breadth the suite promises', () => {
    const categories = new Set(tasks.map((task) => task.category));
    const multiApp = tasks.filter((task) => task.apps.length >= 2);
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    expect(categories.size).toBeGreaterThanOrEqual(5);
    expect(new Set(tasks.map((task) => task.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(multiApp.length * 2).toBeGreaterThanOrEqual(tasks.length);
    // Hard means a long job: the reference plan makes 15 or more tool calls.
    const shortHard = tasks.filter((task) => task.difficulty === 'hard' && task.reference.plan.length < 15);
    expect(shortHard.map((task) => task.id)).toEqual([]);
    for (const task of tasks) {
      expect(task.keyPoints.length, task.id).toBeGreaterThan(0);
      expect(task.tools.length, task.id).toBeGreaterThan(0);
    }
  });

  it('README lists every task with its category, difficulty and apps', () => {
    const readme = readFileSync(`${SUITE}/README.md`, 'utf8');
    for (const task of tasks) {
      const row = readme.split('\n').find((line) => line.startsWith(`| [${task.id}](${task.id}/)`));
      expect(row, `README row for ${task.id}`).toBeDefined();
      const cells = row!.split('|').map((cell) => cell.trim());
      expect(cells.slice(2, 6), task.id).toEqual([
        task.category,
        task.difficulty,
        task.apps.join(', '),
        String(task.reference.plan.length),
      ]);
    }
  });

  it('every task carries probes: 2+ alternative correct plans and 2+ wrong ones; the README gives the totals', () => {
    for (const task of tasks) {
      const kinds = task.probes.map((probe) => probe.kind);
      expect(kinds.filter((kind) => kind === 'alternative').length, task.id).toBeGreaterThanOrEqual(2);
      expect(kinds.filter((kind) => kind === 'wrong').length, task.id).toBeGreaterThanOrEqual(2);
    }
    const probes = tasks.flatMap((task) => task.probes);
    const alternatives = probes.filter((probe) => probe.kind === 'alternative').length;
    const readme = readFileSync(`${SUITE}/README.md`, 'utf8');
    expect(readme).toContain(
      `${alternatives} alternative correct plans and ${probes.length - alternatives} subtly wrong plans`,
    );
  });

  // Every task on real apps: the reference plan passes, a do-nothing run fails, every alternative plan passes
  // and every wrong plan fails. Tasks whose apps are not installed here are reported as skipped (CI
  // installs them all).
  it(
    'validates: references pass, do-nothing runs fail, alternatives pass, wrong plans are caught',
    { timeout: 1_800_000 },
    async () => {
      const result = await runCli(['validate', SUITE, '--json'], isolatedEnv());
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
      expect(totals.wrongCaught).toBe(totals.wrong);
      expect(result.code).toBe(0);
    },
  );
});
