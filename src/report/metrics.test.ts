import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report.ts';
import { parseGroupKeys } from './group-cells.ts';
import { type MetricCell, computeMetrics } from './metrics.ts';
import { summarize } from './summarize.ts';

let nextId = 0;
function metricCell(overrides: Partial<MetricCell> = {}): MetricCell {
  nextId += 1;
  return {
    id: `cell-${nextId}`,
    runId: 'run-1',
    taskId: 'a',
    taskTitle: 'Task A',
    category: 'finance',
    difficulty: 'easy',
    model: 'reference',
    mode: 'oracle',
    repeat: 0,
    status: 'passed',
    score: 1,
    earned: 4,
    total: 4,
    turns: 5,
    toolCalls: 4,
    failedToolCalls: 0,
    unknownToolCalls: 0,
    inputTokens: 1000,
    cachedInputTokens: 0,
    outputTokens: 100,
    reasoningTokens: 0,
    costUsd: 0.01,
    durationMs: 2000,
    ...overrides,
  };
}

/** Task a: 3 repeats, 2 passed. Task b: 3 repeats, 0 passed. Task c: 2 judged + 1 error. */
function sample(): MetricCell[] {
  return [
    metricCell({ taskId: 'a', repeat: 0, turns: 4, toolCalls: 4, failedToolCalls: 1 }),
    metricCell({ taskId: 'a', repeat: 1, turns: 6, toolCalls: 6 }),
    metricCell({
      taskId: 'a',
      repeat: 2,
      status: 'failed',
      score: 0.25,
      turns: 2,
      toolCalls: 0,
      costUsd: null,
    }),
    metricCell({ taskId: 'b', repeat: 0, status: 'failed', score: 0, turns: 1, toolCalls: 0 }),
    metricCell({
      taskId: 'b',
      repeat: 1,
      status: 'failed',
      score: 0.5,
      turns: 3,
      toolCalls: 2,
      unknownToolCalls: 1,
    }),
    metricCell({
      taskId: 'b',
      repeat: 2,
      status: 'failed',
      score: 0.25,
      turns: 3,
      toolCalls: 3,
      failedToolCalls: 2,
    }),
    metricCell({ taskId: 'c', repeat: 0, turns: 5, toolCalls: 5, category: 'hr', difficulty: 'hard' }),
    metricCell({ taskId: 'c', repeat: 1, turns: 5, toolCalls: 5, category: 'hr', difficulty: 'hard' }),
    metricCell({
      taskId: 'c',
      repeat: 2,
      status: 'error',
      outcome: 'app-fault',
      error: 'app did not start',
      score: 0,
      turns: 0,
      toolCalls: 0,
      category: 'hr',
      difficulty: 'hard',
    }),
  ];
}

describe('computeMetrics (hand-computed)', () => {
  const metrics = computeMetrics(sample(), { resamples: 200 });

  it('counts cells and leaves errors out of every rate', () => {
    expect(metrics).toMatchObject({ cells: 9, judged: 8, passed: 4, failed: 4, errors: 1, tasks: 3 });
    expect(metrics.successRate.value).toBe(4 / 8);
    expect(metrics.score.value).toBeCloseTo((1 + 1 + 0.25 + 0 + 0.5 + 0.25 + 1 + 1) / 8, 12);
    expect(metrics.turns.value).toBe((4 + 6 + 2 + 1 + 3 + 3 + 5 + 5) / 8);
    expect(metrics.toolCalls.value).toBe(25 / 8);
    expect(metrics.failedCallRate.value).toBe(3 / 25);
    expect(metrics.unknownToolRate.value).toBe(1 / 25);
    expect(metrics.durationSeconds.value).toBe(2);
    expect(metrics.successRate.n).toBe(3);
  });

  it('computes pass@k over tasks with the full number of repeats only', () => {
    // k = 3; task c has 2 judged repeats and is left out. a: n=3,c=2; b: n=3,c=0.
    expect(metrics.passAtK).toMatchObject({ k: 3, tasks: 2, tasksLeftOut: 1 });
    expect(metrics.passAtK!.passAt1.value).toBeCloseTo((2 / 3 + 0) / 2, 12);
    expect(metrics.passAtK!.passAtK.value).toBeCloseTo((1 + 0) / 2, 12);
    expect(metrics.passAtK!.passHatK.value).toBeCloseTo(0, 12);
  });

  it('never counts an unknown cost as zero', () => {
    expect(metrics.cost).toMatchObject({ knownCells: 7, unknownCells: 1 });
    expect(metrics.cost.perTask.value).toBeCloseTo(0.01, 12);
    expect(metrics.cost.totalUsd).toBeCloseTo(0.07, 12);
    const unknown = computeMetrics([metricCell({ costUsd: null })]);
    expect(unknown.cost).toMatchObject({ knownCells: 0, unknownCells: 1, totalUsd: null });
    expect(unknown.cost.perTask.value).toBeNull();
  });

  it('puts every interval around its estimate', () => {
    for (const estimate of [metrics.successRate, metrics.score, metrics.turns, metrics.failedCallRate]) {
      expect(estimate.low!).toBeLessThanOrEqual(estimate.value!);
      expect(estimate.high!).toBeGreaterThanOrEqual(estimate.value!);
    }
  });

  it('hides Likert, retrieval and failure classes when no cell has them', () => {
    expect(metrics.likert).toBeNull();
    expect(metrics.retrieval).toBeNull();
    expect(metrics.failureClasses).toBeNull();
  });

  it('shows them when present', () => {
    const withExtras = computeMetrics([
      metricCell({ likert: { result: 5, trajectory: 4 }, retrieval: { recall: 1, queryLength: 4 } }),
      metricCell({
        taskId: 'b',
        status: 'failed',
        likert: { result: 3, trajectory: 1 },
        failureClass: 'wrong tool',
      }),
      metricCell({ taskId: 'c', status: 'failed', failureClass: 'wrong tool' }),
    ]);
    expect(withExtras.likert!.cells).toBe(2);
    expect(withExtras.likert!.tsr.value).toBe(0.5);
    expect(withExtras.likert!.ars.value).toBeCloseTo((1 + 0.5) / 2, 12);
    expect(withExtras.likert!.ats.value).toBeCloseTo((0.75 + 0) / 2, 12);
    expect(withExtras.retrieval).toMatchObject({ cells: 1, recall: { value: 1 }, queryLength: { value: 4 } });
    expect(withExtras.failureClasses).toEqual({ 'wrong tool': 2 });
  });

  it('gives empty estimates for no cells', () => {
    const empty = computeMetrics([]);
    expect(empty.successRate).toEqual({ value: null, low: null, high: null, n: 0 });
    expect(empty.passAtK).toBeNull();
  });

  it('agrees with summarize', () => {
    const summary = summarize(sample());
    expect(summary).toMatchObject({ cells: 9, passed: 4, failed: 4, errors: 1, successRate: 0.5 });
    expect(summary.meanScore).toBeCloseTo(metrics.score.value!, 12);
  });
});

describe('buildReport', () => {
  it('puts servers mode, the headline surface, first: in groups and on the leaderboard', () => {
    const modes = ['oracle', 'retrieval', 'servers'];
    const cells = modes.flatMap((mode) =>
      // Oracle passes most (its tool list hints at the plan), yet servers leads.
      sample().map((cell) => ({
        ...cell,
        id: `${cell.id}-${mode}`,
        mode,
        status: mode === 'oracle' ? 'passed' : cell.status,
      })),
    );
    const run = {
      id: 'run-1',
      createdAt: new Date('2026-11-22T00:00:00Z'),
      config: { paths: [], models: ['reference'], modes, repeats: 3 },
    };
    const report = buildReport([run], cells, { resamples: 10 });
    const order = ['reference · servers', 'reference · retrieval', 'reference · oracle'];
    expect(report.groups.map((group) => group.label)).toEqual(order);
    expect(report.leaderboard.map((group) => group.label)).toEqual(order);
  });

  it('groups, ranks systems, compares them in pairs and builds the task grid', () => {
    const cells = [
      ...sample(),
      ...sample().map((cell) => ({
        ...cell,
        id: `${cell.id}-noop`,
        model: 'noop',
        status: 'failed' as const,
      })),
    ];
    const run = {
      id: 'run-1',
      createdAt: new Date('2026-11-22T00:00:00Z'),
      config: { paths: [], models: ['reference', 'noop'], modes: ['oracle'], repeats: 3 },
    };
    const report = buildReport([run], cells, { by: ['model', 'difficulty'], resamples: 100 });
    expect(report.groups.map((group) => group.label)).toEqual([
      'noop · easy',
      'noop · hard',
      'reference · easy',
      'reference · hard',
    ]);
    expect(report.leaderboard.map((group) => group.label)).toEqual(['reference · oracle', 'noop · oracle']);
    expect(report.comparisons).toHaveLength(1);
    expect(report.comparisons[0]).toMatchObject({ differsIn: 'model', comparison: { onlyB: 4, pairs: 8 } });
    expect(report.tasks.map((task) => task.taskId)).toEqual(['a', 'b', 'c']);
    expect(report.tasks[2]!.cells[1]).toMatchObject({
      system: 'reference · oracle',
      judged: 2,
      passed: 2,
      errors: 1,
    });
    expect(report.byCategory.map((group) => group.label)).toContain('reference · oracle · hr');
    expect(report.distributions[1]!.turns).toHaveLength(8);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatchObject({
      taskId: 'c',
      repeat: 2,
      outcome: 'app-fault',
      error: 'app did not start',
    });
  });

  it('gives pass^k without simulator faults over the units none of whose repeats was a fault cell', () => {
    const cells = [
      // a: both repeats passed, no fault; b: one pass and one fault failure; c: one pass, one plain failure.
      metricCell({ taskId: 'a', repeat: 0, simulatorFault: false }),
      metricCell({ taskId: 'a', repeat: 1, simulatorFault: false }),
      metricCell({ taskId: 'b', repeat: 0, simulatorFault: false }),
      metricCell({ taskId: 'b', repeat: 1, status: 'failed', score: 0, simulatorFault: true }),
      metricCell({ taskId: 'c', repeat: 0, simulatorFault: false }),
      metricCell({ taskId: 'c', repeat: 1, status: 'failed', score: 0, simulatorFault: false }),
    ];
    const metrics = computeMetrics(cells);
    expect(metrics.passAtK!.passHatK.value).toBeCloseTo(1 / 3);
    // b is left out (only one repeat without a fault), not counted as a pass on one repeat.
    expect(metrics.peopleSimulator!.passHatK!.value).toBeCloseTo(1 / 2);
    // Every unit with a fault: nothing to give.
    expect(computeMetrics(cells.filter((cell) => cell.taskId === 'b')).peopleSimulator!.passHatK).toBeNull();
  });

  it('parses --by', () => {
    expect(parseGroupKeys('model, category,model')).toEqual(['model', 'category']);
    expect(() => parseGroupKeys('model,colour')).toThrow('unknown grouping colour');
  });
});
