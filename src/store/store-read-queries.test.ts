import { afterEach, describe, expect, it, vi } from 'vitest';
import { Store } from './store.ts';
import { minimalCell } from './testing/minimal-cell.ts';

const cell = minimalCell;

afterEach(() => {
  vi.useRealTimers();
});

describe('Store read queries for reports', () => {
  it('lists runs newest first with counts, cells of several runs, and one cell', async () => {
    const store = await Store.open('memory');
    const config = { paths: [], models: ['reference'], modes: ['oracle'], repeats: 1 };
    // Runs are ordered by creation time: the test's clock gives each run its own second.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T10:00:00Z') });
    const first = await store.createRun(config);
    vi.setSystemTime(Date.parse('2026-11-24T10:00:01Z'));
    const second = await store.createRun(config);
    vi.setSystemTime(Date.parse('2026-11-24T10:00:02Z'));
    const empty = await store.createRun(config);
    vi.useRealTimers();
    const saved = cell(first.id);
    await store.saveCell(saved);
    await store.saveCell(cell(first.id, { model: 'noop', status: 'failed' }));
    await store.saveCell(cell(second.id, { status: 'error', error: 'boom' }));

    const runs = await store.listRuns();
    expect(runs.map((run) => run.id)).toEqual([empty.id, second.id, first.id]);
    expect(runs[2]).toMatchObject({ cells: 2, passed: 1, failed: 1, errors: 0 });
    expect(runs[1]).toMatchObject({ cells: 1, errors: 1 });
    expect(runs[0]).toMatchObject({ cells: 0 });
    expect(runs[0]!.createdAt).toBeInstanceOf(Date);

    expect(await store.listCellsOf([first.id, second.id])).toHaveLength(3);
    expect(await store.listCellsOf([second.id])).toHaveLength(1);
    expect(await store.listCellsOf([])).toEqual([]);
    expect(await store.getCell(saved.id)).toMatchObject({
      id: saved.id,
      status: 'passed',
      model: 'reference',
    });
    await expect(store.getCell('nope')).rejects.toThrow('no cell nope');
    await store.close();
  });
});
