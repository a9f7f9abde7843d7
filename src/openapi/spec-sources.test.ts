import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverSpecSources } from './spec-sources.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

describe('discoverSpecSources', () => {
  const corpus = mkdtempSync(path.join(tmpdir(), 'openapi-sources-'));
  beforeAll(() => {
    cpSync(path.join(fixtures, 'petstore'), path.join(corpus, 'petstore'), { recursive: true });
    mkdirSync(path.join(corpus, 'widgets'));
    cpSync(path.join(fixtures, 'widgets', 'openapi.yaml'), path.join(corpus, 'widgets', 'openapi.yaml'));
    // stores.json is not an entry file: the manifest decides, not the folder's content.
    writeFileSync(
      path.join(corpus, 'manifest.json'),
      JSON.stringify({
        services: {
          petstore: { entries: [{ path: 'pets.json' }] },
          widgets: { entries: [{ path: 'openapi.yaml' }] },
        },
      }),
    );
  });
  afterAll(() => rmSync(corpus, { recursive: true, force: true }));

  const relative = (sources: ReturnType<typeof discoverSpecSources>) =>
    sources.map((source) => [
      source.service,
      path.relative(corpus, source.entry),
      path.relative(corpus, source.root),
    ]);

  it('takes only the manifest entry files from a corpus root', () => {
    expect(relative(discoverSpecSources([corpus]))).toEqual([
      ['petstore', 'petstore/pets.json', 'petstore'],
      ['widgets', 'widgets/openapi.yaml', 'widgets'],
    ]);
  });

  it('takes a service folder of a corpus through its manifest, and a spec file with its service folder', () => {
    expect(relative(discoverSpecSources([path.join(corpus, 'petstore')]))).toEqual([
      ['petstore', 'petstore/pets.json', 'petstore'],
    ]);
    expect(relative(discoverSpecSources([path.join(corpus, 'petstore', 'common', 'types.json')]))).toEqual([
      ['petstore', 'petstore/common/types.json', 'petstore'],
    ]);
  });

  it('finds every spec file in a folder outside a corpus, named after the folder or --service', () => {
    const sources = discoverSpecSources([path.join(fixtures, 'petstore')], 'My Pets');
    expect(sources.map((source) => [source.service, path.basename(source.entry)])).toEqual([
      ['My_Pets', 'pets.json'],
      ['My_Pets', 'stores.json'],
    ]);
    expect(() => discoverSpecSources([path.join(corpus, 'nope')])).toThrow(/does not exist/);
  });
});
