import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPgliteClient } from './pglite-client.ts';
import type { CellRecord } from './records.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './schema.ts';
import { Store } from './store.ts';
import { minimalCell } from './testing/minimal-cell.ts';
import { VerdictStore } from './verdict-store.ts';

const cell = (runId: string, overrides: Partial<CellRecord> = {}): CellRecord =>
  minimalCell(runId, { mode: 'retrieval', ...overrides });

const searches = [
  {
    turnIndex: 0,
    index: 0,
    query: 'read a file',
    returned: ['files__read_text_file', 'files__read_media_file'],
  },
  { turnIndex: 2, index: 1, query: 'write a file', returned: ['files__write_file'] },
];

describe('Store: a cell with its tool searches and oracle tools', () => {
  it('saves them with the cell, and reports get oracle tools per cell (imported tasks as before)', async () => {
    const store = await Store.open('memory');
    const verdicts = new VerdictStore(store);
    const run = await store.createRun({ paths: [], models: [], modes: ['retrieval'], repeats: 1 });
    const native = cell(run.id, {
      oracleTools: ['files__read_text_file', 'files__write_file'],
      retrieval: searches,
    });
    await store.saveCell(native);
    const imported = cell(run.id, { taskId: 'lmb-1', model: 'claude' });
    await store.saveCell(imported);
    await verdicts.saveImport(
      'livemcpbench',
      [
        {
          source: 'livemcpbench',
          taskId: 'lmb-1',
          title: 't',
          category: 'Office',
          prompt: 'p',
          answer: 'a',
          keyPoints: [],
          tools: ['convert_to_pdf'],
          servers: ['word'],
          needsNetwork: false,
          requirements: '',
        },
      ],
      [],
    );
    const old = cell(run.id, { taskId: 'older', model: 'old' }); // stored before v5: no oracle tools
    await store.saveCell(old);

    const evaluations = await verdicts.listEvaluations([run.id]);
    expect(evaluations.retrieval).toEqual(searches.map((search) => ({ cellId: native.id, ...search })));
    expect(evaluations.oracleTools).toEqual(
      new Map([
        [native.id, ['files__read_text_file', 'files__write_file']],
        [imported.id, ['convert_to_pdf']],
      ]),
    );
    await store.close();
  });

  it('stores nothing of a cell whose tool searches cannot be stored', async () => {
    const store = await Store.open('memory');
    const run = await store.createRun({ paths: [], models: [], modes: ['retrieval'], repeats: 1 });
    const broken = cell(run.id, {
      oracleTools: ['files__write_file'],
      retrieval: [...searches, { turnIndex: 3, index: 0, query: null as unknown as string, returned: [] }],
    });
    await expect(store.saveCell(broken)).rejects.toThrow();
    expect(await store.listCells(run.id)).toEqual([]);
    expect(await new VerdictStore(store).listRetrievalRecords([run.id])).toEqual([]);
    await store.close();
  });

  it('upgrades a v4 store: its cells keep no oracle tools, new cells get theirs', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'store-v4-')), 'db');
    const v4 = await openPgliteClient(dir);
    await v4.exec(
      'create table schema_version (version integer primary key, applied_at timestamptz not null default now())',
    );
    for (const migration of MIGRATIONS.filter((candidate) => candidate.version <= 4)) {
      await v4.exec(migration.sql);
      await v4.query('insert into schema_version (version) values ($1)', [migration.version]);
    }
    await v4.query(`insert into runs (id, created_at, config) values ('v4-run', now(), '{}')`);
    await v4.query(
      `insert into cells (id, run_id, task_id, task_title, category, difficulty, model, mode, repeat, status, score,
         earned, total, turns, tool_calls, failed_tool_calls, unknown_tool_calls, input_tokens, cached_input_tokens,
         output_tokens, reasoning_tokens, duration_ms, final_answer, started_at, finished_at)
       values ('v4-cell', 'v4-run', 'reconcile', 'Reconcile', 'finance', 'medium', 'reference', 'retrieval', 0,
         'passed', 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 10, '', now(), now())`,
    );
    await v4.close();

    const store = await Store.open(dir);
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    const fresh = cell('v4-run', { repeat: 1, oracleTools: ['files__write_file'], retrieval: searches });
    await store.saveCell(fresh);
    const evaluations = await new VerdictStore(store).listEvaluations(['v4-run']);
    expect(evaluations.oracleTools).toEqual(new Map([[fresh.id, ['files__write_file']]]));
    expect((await store.listCells('v4-run')).map((stored) => stored.id).sort()).toEqual(
      ['v4-cell', fresh.id].sort(),
    );
    await store.close();
  });
});
