import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { findInvalidSchemas } from './argument-validator.ts';
import { convertOpenapi } from './convert-openapi.ts';
import { computeOpenapiStats } from './openapi-stats.ts';
import type { OpenapiConversion } from './openapi-types.ts';
import { discoverSpecSources } from './spec-sources.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = path.resolve(repoRoot, '../shared/corpus/openapi');
const present = existsSync(path.join(corpus, 'manifest.json'));
if (!present)
  console.warn(`skipping the OpenAPI corpus test: ${corpus} is absent (needs /work/shared beside the repo)`);

describe.skipIf(!present)('the whole OpenAPI corpus (../shared/corpus/openapi)', () => {
  let conversion: OpenapiConversion;

  beforeAll(async () => {
    conversion = await convertOpenapi(discoverSpecSources([corpus]));
  }, 300_000);

  it('converts at least 23,000 operations into tools, each skipped operation with a reason', () => {
    expect(conversion.tools.length).toBeGreaterThanOrEqual(23_000);
    for (const skipped of conversion.skipped) expect(skipped.reason).not.toBe('');
    // Every operation the manifest counts is either a tool or a listed skip.
    expect(conversion.tools.length + conversion.skipped.length).toBe(23_298);
  });

  it('gives every tool a unique name valid for every provider, prefixed by its service folder', () => {
    const names = new Set<string>();
    for (const { spec } of conversion.tools) {
      expect(spec.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(spec.name.startsWith(`${spec.server}__`)).toBe(true);
      expect(spec.origin).toMatchObject({
        kind: 'openapi',
        service: spec.server,
      });
      expect(spec.description.length).toBeGreaterThan(0);
      expect(spec.description.length).toBeLessThanOrEqual(1024);
      names.add(spec.name.toLowerCase());
    }
    expect(names.size).toBe(conversion.tools.length);
  });

  it('produces input schemas that all compile with Ajv (strict mode off)', () => {
    expect(findInvalidSchemas(conversion.tools)).toEqual([]);
  }, 300_000);

  it('reports per-service stats for all 19 services', () => {
    const stats = computeOpenapiStats(conversion);
    expect(stats.services).toHaveLength(19);
    expect(stats.services.find((service) => service.service === 'azure-arm')?.tools).toBe(11_667);
    expect(stats.total.tools).toBe(conversion.tools.length);
    expect(stats.total.avgArgs).toBeGreaterThan(1);
  });
});
