import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultCacheDir, loadOpenapiConversion } from './conversion-cache.ts';
import { discoverSpecSources } from './spec-sources.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

describe('loadOpenapiConversion cache', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'openapi-cache-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('stores a conversion, reloads it, and converts again when a referenced file changes', async () => {
    const specs = path.join(work, 'petstore');
    cpSync(path.join(fixtures, 'petstore'), specs, { recursive: true });
    const cacheDir = path.join(work, 'cache');
    const first = await loadOpenapiConversion(discoverSpecSources([specs]), {
      cacheDir,
    });
    expect(first.fromCache).toBe(false);
    expect(first.cacheFile?.startsWith(cacheDir)).toBe(true);

    const second = await loadOpenapiConversion(discoverSpecSources([specs]), {
      cacheDir,
    });
    expect(second.fromCache).toBe(true);
    expect(second.tools).toEqual(first.tools);

    // common/types.json is only $ref'd, never an entry file: changing it must still invalidate the entry.
    const types = path.join(specs, 'common', 'types.json');
    writeFileSync(types, readFileSync(types, 'utf8').replace("The pet's id.", 'Pet identifier.'));
    const third = await loadOpenapiConversion(discoverSpecSources([specs]), {
      cacheDir,
    });
    expect(third.fromCache).toBe(false);
    const get = third.tools.find((tool) => tool.spec.name === 'petstore__Pets_Get');
    expect(get?.spec.inputSchema.properties?.petId).toMatchObject({
      description: 'Pet identifier.',
    });
  });

  it('lives under MCP_ARENA_HOME when set, else .mcp-arena', () => {
    expect(defaultCacheDir({ MCP_ARENA_HOME: '/srv/arena' })).toBe('/srv/arena/cache/openapi');
    expect(defaultCacheDir({})).toBe(path.resolve('.mcp-arena/cache/openapi'));
  });
});
