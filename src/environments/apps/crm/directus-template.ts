import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOpenapiConversion } from '../../../openapi/conversion-cache.ts';
import { discoverSpecSources } from '../../../openapi/spec-sources.ts';
import { type CrmSchema, collectionBody, relationBodies, schemaHash } from './crm-schema.ts';
import { ADMIN_TOKEN, bootstrapDirectus, directusVersion, startDirectusProcess } from './directus-process.ts';

/** The tool-name prefix of the CRM's tools, and the service name of its spec. */
export const CRM_SERVICE = 'crm';

/**
 * A Directus database with the CRM's collections and no rows, and the OpenAPI spec Directus serves for
 * it: built once per machine and schema (bootstrapping Directus and creating collections takes many
 * seconds), then copied for every instance.
 */
export interface CrmTemplate {
  dir: string;
  schema: CrmSchema;
  hash: string;
  database: string;
  /** The spec, reduced to the CRM collections' item endpoints. */
  spec: string;
  /** The conversion cache of the spec's tools. */
  cacheDir: string;
}

/** Bumped when what a template folder holds changes. */
const TEMPLATE_FORMAT = 2;

const building = new Map<string, Promise<CrmTemplate>>();

/** Folder of the templates; `MCP_ARENA_CRM_HOME` moves it (tests). */
export function templatesRoot(): string {
  return process.env.MCP_ARENA_CRM_HOME ?? path.join(os.tmpdir(), 'mcp-arena-crm');
}

export function ensureTemplate(schema: CrmSchema): Promise<CrmTemplate> {
  const hash = schemaHash(schema);
  let template = building.get(hash);
  if (!template) {
    template = loadOrBuild(schema, hash);
    template.catch(() => building.delete(hash));
    building.set(hash, template);
  }
  return template;
}

async function loadOrBuild(schema: CrmSchema, hash: string): Promise<CrmTemplate> {
  const dir = path.join(templatesRoot(), `directus-${directusVersion()}-${hash}-${TEMPLATE_FORMAT}`);
  const template: CrmTemplate = {
    dir,
    schema,
    hash,
    database: path.join(dir, 'template.db'),
    spec: path.join(dir, 'openapi.json'),
    cacheDir: path.join(dir, 'tool-cache'),
  };
  const served = path.join(dir, 'served-openapi.json');
  if (!existsSync(served)) await build(template);
  // The tools' spec is derived from the served one each time (cheap), so its wording can change freely.
  const spec = `${JSON.stringify(reduceSpec(JSON.parse(readFileSync(served, 'utf8')) as OpenapiDocument, schema), null, 1)}\n`;
  if (!existsSync(template.spec) || readFileSync(template.spec, 'utf8') !== spec) {
    const temporary = `${template.spec}.${process.pid}.tmp`;
    writeFileSync(temporary, spec);
    renameSync(temporary, template.spec);
  }
  // Converted once; the servers of every cell load the cached tools.
  await loadOpenapiConversion(discoverSpecSources([template.spec], CRM_SERVICE), {
    cacheDir: template.cacheDir,
  });
  return template;
}

async function build(template: CrmTemplate): Promise<void> {
  const work = `${template.dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    await bootstrapDirectus(work);
    const directus = await startDirectusProcess(work);
    try {
      const call = async (route: string, body?: unknown): Promise<unknown> => {
        const response = await fetch(`${directus.baseUrl}${route}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!response.ok)
          throw new Error(`directus ${route}: HTTP ${response.status} ${await response.text()}`);
        return response.json();
      };
      for (const name of Object.keys(template.schema.collections))
        await call('/collections', collectionBody(name, template.schema));
      for (const relation of relationBodies(template.schema)) await call('/relations', relation);
      const served = await call('/server/specs/oas');
      writeFileSync(path.join(work, 'served-openapi.json'), `${JSON.stringify(served, null, 1)}\n`);
    } finally {
      await directus.stop();
    }
    renameSync(path.join(work, 'directus.db'), path.join(work, 'template.db'));
    for (const leftover of ['extensions', 'uploads']) rmSync(path.join(work, leftover), { recursive: true });
    mkdirSync(path.dirname(template.dir), { recursive: true });
    try {
      renameSync(work, template.dir);
    } catch {
      // another process built it meanwhile
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Directus's generic summaries name the collection instead: `List Items` → `List deals`. */
function nameCollection(summary: string, label: string): string {
  return summary
    .replace(/^Create an Item$/, `Create ${label}`)
    .replace(/an Item$/, `one of the ${label} by id`)
    .replace(/Items$/, label);
}

interface OpenapiDocument {
  servers?: unknown;
  paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[] }>>;
  tags?: Array<{ name: string; description?: string; 'x-collection'?: string }>;
  [key: string]: unknown;
}

/**
 * Keeps the item endpoints of the CRM's collections (the system endpoints — users, roles, flows,
 * schema — are not the CRM's job), adds each collection's note to its operations' descriptions so
 * retrieval finds them by what they hold, and drops the instance's port from `servers`.
 */
export function reduceSpec(spec: OpenapiDocument, schema: CrmSchema): OpenapiDocument {
  const collections = Object.keys(schema.collections);
  const paths: OpenapiDocument['paths'] = {};
  for (const [route, item] of Object.entries(spec.paths)) {
    const collection = /^\/items\/([^/]+)/.exec(route)?.[1];
    if (!collection || !collections.includes(collection)) continue;
    const note = schema.collections[collection]!.note;
    const label = collection.replaceAll('_', ' ');
    paths[route] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [
        method,
        typeof operation === 'object' && operation !== null && 'description' in operation
          ? {
              ...operation,
              summary: nameCollection(String(operation.summary ?? ''), label),
              description: `${operation.description ?? ''} ${note}.`.trim(),
            }
          : operation,
      ]),
    );
  }
  return {
    ...spec,
    info: { title: 'CRM (Directus)', version: '11', description: 'A CRM served by Directus.' },
    servers: [{ url: 'http://127.0.0.1:8055', description: 'Set by the crm app for each instance.' }],
    paths,
    tags: (spec.tags ?? []).filter((tag) => collections.includes(tag['x-collection'] ?? '')),
  };
}
