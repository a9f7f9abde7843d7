import { describe, expect, it } from 'vitest';
import { Store } from './store.ts';
import { minimalCell } from './testing/minimal-cell.ts';

const cell = minimalCell;

describe('Store read queries for reports', () => {
  it('lists runs newest first with counts, cells of several runs, and one cell', async () => {
    const store = await Store.open('memory');
    const config = { paths: [], models: ['reference'], modes: ['oracle'], repeats: 1 };
    const first = await store.createRun(config);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await store.createRun(config);
    // Runs are ordered by creation time: two in the same millisecond would tie.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const empty = await store.createRun(config);
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
