import { existsSync } from 'node:fs';
import path from 'node:path';
import { ArenaError } from '../../../errors.ts';
import { moduleProcessArgs } from '../../../module-process.ts';
import type { Task } from '../../../tasks/index.ts';
import type { App, AppAvailability, RunningApp } from '../../app.ts';
import type { CrmReader, CrmState } from './crm-reader.ts';
import { seedDir } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { type CrmSchema, DEFAULT_SCHEMA_FILE, loadCrmSchema } from './crm-schema.ts';
import { readCrmSeed, readRows, restoreSeed, seedDatabase } from './crm-seed.ts';
import { ADMIN_TOKEN, directusCli } from './directus-process.ts';
import { type DirectusInstance, directusPool } from './directus-pool.ts';
import { ensureTemplate } from './directus-template.ts';
import { SqliteFile } from './sqlite-file.ts';

function reader(database: SqliteFile, schema: CrmSchema): CrmReader {
  return {
    collections: () => Object.keys(schema.collections),
    items: (collection) => readRows(database, schema, collection),
  };
}

/**
 * A CRM: a real Directus 11 (SQLite) whose MCP tools are converted by `src/openapi` from the OpenAPI
 * spec Directus serves for the CRM's collections (`crm__readItemsDeals`, `crm__updateSingleItemsDeals`,
 * ...). Collections come from `crm-schema.yaml` (or the task's `seed/crm/schema.yaml`), rows from the
 * task's `seed/crm/` (see crm-seed.ts). A cell borrows a warm Directus and restores its rows from the
 * task's seed database, in milliseconds.
 */
export class CrmApp implements App<CrmState> {
  readonly name = 'crm';

  availability(): AppAvailability {
    if (directusCli()) return { available: true };
    return { available: false, reason: 'Directus is not installed', install: 'npx mcp-arena setup' };
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp<CrmState>> {
    const dir = seedDir(task, 'crm');
    const ownSchema = path.join(dir, 'schema.yaml');
    let seedFile: string;
    let schema: CrmSchema;
    let template: Awaited<ReturnType<typeof ensureTemplate>>;
    try {
      schema = loadCrmSchema(existsSync(ownSchema) ? ownSchema : DEFAULT_SCHEMA_FILE);
      template = await ensureTemplate(schema);
      const { data, digest } = readCrmSeed(dir, schema);
      seedFile = await seedDatabase(template, data, digest);
    } catch (error) {
      throw new ArenaError('APP_START_FAILED', `crm seed of ${task.id}: ${(error as Error).message}`);
    }
    const instance: DirectusInstance = await directusPool.acquire(template);
    let database: SqliteFile | undefined;
    let seeded: SqliteFile | undefined;
    try {
      database = await SqliteFile.open(instance.database);
      seeded = await SqliteFile.open(seedFile, true);
      await restoreSeed(database, seedFile, schema);
    } catch (error) {
      await database?.close().catch(() => {});
      await seeded?.close().catch(() => {});
      directusPool.release(instance);
      throw error;
    }
    const live = database;
    const before = seeded;
    return {
      name: this.name,
      servers: [
        {
          name: 'crm',
          command: process.execPath,
          args: [
            ...moduleProcessArgs(import.meta.url, './crm-mcp-server.ts'),
            template.spec,
            template.cacheDir,
          ],
          cwd: cell.dir,
          env: {
            MCP_ARENA_OPENAPI_CRM_BASE_URL: instance.baseUrl,
            MCP_ARENA_OPENAPI_CRM_TOKEN: ADMIN_TOKEN,
          },
        },
      ],
      state: { crm: reader(live, schema) },
      before: { crm: reader(before, schema) },
      reset: () => restoreSeed(live, seedFile, schema),
      snapshot: async () =>
        Object.fromEntries(
          await Promise.all(
            Object.keys(schema.collections).map(async (name) => [name, await readRows(live, schema, name)]),
          ),
        ),
      lost: () => instance.lost() && `Directus exited during the cell (${instance.lost()})`,
      stop: async () => {
        await Promise.allSettled([live.close(), before.close()]);
        directusPool.release(instance);
      },
    };
  }
}
