import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CellRecord } from './records.ts';
import { SCHEMA_VERSION } from './schema.ts';
import { Store } from './store.ts';
import { minimalCell } from './testing/minimal-cell.ts';

/** A cell with checkpoints and a two-turn trajectory: everything the store writes. */
function cell(runId: string, overrides: Partial<CellRecord> = {}): CellRecord {
  return minimalCell(runId, {
    score: { earned: 3, total: 4, success: true, score: 0.875 },
    checkpoints: [
      { name: 'filed', points: 3, passed: true, required: true, detail: '' },
      { name: 'count', points: 1, passed: false, required: false, detail: 'said 6' },
    ],
    trajectory: {
      turns: [
        {
          index: 0,
          text: 'reading',
          reasoning: 'first the README',
          toolCalls: [
            {
              id: 'c1',
              name: 'files__read_text_file',
              arguments: { path: 'README.md', nested: { list: [1, 2] } },
              result: '# Finance',
              isError: false,
              unknownTool: false,
              durationMs: 3.5,
            },
            {
              id: 'c2',
              name: 'files__nope',
              arguments: {},
              result: 'Error: no such tool',
              isError: true,
              unknownTool: true,
              durationMs: 0,
            },
          ],
          usage: {
            inputTokens: 1200,
            cachedInputTokens: 100,
            outputTokens: 40,
            reasoningTokens: 12,
            costUsd: null,
          },
          modelMs: 850,
          startedAt: '2026-11-22T02:00:00.000Z',
        },
        {
          index: 1,
          text: 'Done: 7 discrepancies.',
          toolCalls: [],
          usage: {
            inputTokens: 1300,
            cachedInputTokens: 0,
            outputTokens: 10,
            reasoningTokens: 0,
            costUsd: null,
          },
          modelMs: 400,
          startedAt: '2026-11-22T02:00:01.000Z',
        },
      ],
      finalAnswer: 'Done: 7 discrepancies.',
      endReason: 'answered',
      usage: {
        inputTokens: 2500,
        cachedInputTokens: 100,
        outputTokens: 50,
        reasoningTokens: 12,
        costUsd: null,
      },
      durationMs: 1300,
    },
    ...overrides,
  });
}

describe('Store', () => {
  it('round-trips a run, its cells, turns, tool calls and checkpoints', async () => {
    const store = await Store.open('memory');
    const run = await store.createRun({
      paths: ['suites/core'],
      models: ['reference'],
      modes: ['oracle'],
      repeats: 1,
    });
    expect(run.id).toMatch(/^\d{8}-\d{6}-[a-z0-9]{4}$/);
    expect((await store.getRun(run.id)).config.models).toEqual(['reference']);

    const saved = cell(run.id);
    await store.saveCell(saved);
    await store.saveCell(
      cell(run.id, {
        id: crypto.randomUUID(),
        model: 'noop',
        status: 'error',
        trajectory: undefined,
        checkpoints: [],
        error: 'app did not start',
      }),
    );

    const cells = await store.listCells(run.id);
    expect(cells).toHaveLength(2);
    const [noop, reference] = cells;
    expect(noop).toMatchObject({
      model: 'noop',
      status: 'error',
      error: 'app did not start',
      turns: 0,
      toolCalls: 0,
    });
    expect(reference).toMatchObject({
      taskId: 'reconcile',
      status: 'passed',
      score: 0.875,
      earned: 3,
      total: 4,
      turns: 2,
      toolCalls: 2,
      failedToolCalls: 1,
      unknownToolCalls: 1,
      inputTokens: 2500,
      cachedInputTokens: 100,
      reasoningTokens: 12,
      costUsd: null,
      finalAnswer: 'Done: 7 discrepancies.',
    });
    expect(await store.loadTurns(saved.id)).toEqual(saved.trajectory?.turns);
    expect(await store.loadCheckpoints(saved.id)).toEqual(saved.checkpoints);
    await store.close();
  });

  it('saves a cell atomically: a cell that cannot be stored leaves nothing behind', async () => {
    const store = await Store.open('memory');
    const run = await store.createRun({ paths: [], models: [], modes: [], repeats: 1 });
    // Two turns with one index: the second turn is refused after the cell's row and first turn went in.
    const broken = cell(run.id);
    const turns = broken.trajectory!.turns;
    broken.trajectory = { ...broken.trajectory!, turns: [turns[0]!, { ...turns[1]!, index: 0 }] };
    await expect(store.saveCell(broken)).rejects.toThrow();
    expect(await store.listCells(run.id)).toEqual([]);
    expect(await store.loadTurns(broken.id)).toEqual([]);
    await store.close();
  });

  it('keeps the cell already stored at a matrix position and drops a later one quietly', async () => {
    const store = await Store.open('memory');
    const run = await store.createRun({ paths: [], models: [], modes: [], repeats: 1 });
    const first = cell(run.id);
    expect(await store.saveCell(first)).toEqual({ stored: true });
    // Another process ran the same cell and commits it second: not an error, and nothing of it is kept.
    const late = cell(run.id, { status: 'failed' });
    const saved = await store.saveCell(late, { replaceInterrupted: true });
    expect(saved).toMatchObject({ stored: false, existing: { id: first.id, status: 'passed' } });
    expect((await store.listCells(run.id)).map((row) => row.id)).toEqual([first.id]);
    expect(await store.loadTurns(late.id)).toEqual([]);
    expect(await store.loadTurns(first.id)).toEqual(first.trajectory?.turns);
    // An interrupted cell is still replaced by a resumed run's outcome.
    const interrupted = cell(run.id, {
      repeat: 1,
      outcome: 'interrupted',
      error: 'interrupted',
      trajectory: undefined,
    });
    await store.saveCell(interrupted);
    const redone = cell(run.id, { repeat: 1 });
    expect(await store.saveCell(redone, { replaceInterrupted: true })).toEqual({ stored: true });
    expect((await store.listCells(run.id)).map((row) => row.id)).toEqual([first.id, redone.id]);
    await store.close();
  });

  it('persists on disk, records its schema version and reopens', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-')), 'db');
    const first = await Store.open(dir);
    const run = await first.createRun({ paths: ['x'], models: ['noop'], modes: ['oracle'], repeats: 2 });
    await first.close();
    const second = await Store.open(dir);
    expect(await second.schemaVersion()).toBe(SCHEMA_VERSION);
    expect((await second.getRun(run.id)).config.repeats).toBe(2);
    await expect(second.getRun('nope')).rejects.toThrow('no run nope in the store');
    await second.close();
  });
});
