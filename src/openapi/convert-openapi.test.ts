import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSchemaAjv } from './argument-validator.ts';
import { convertOpenapi } from './convert-openapi.ts';
import type { OpenapiConversion, OpenapiTool } from './openapi-types.ts';
import { discoverSpecSources } from './spec-sources.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

describe('convertOpenapi on Swagger 2.0 and OpenAPI 3.1 fixtures', () => {
  let conversion: OpenapiConversion;
  const tool = (name: string): OpenapiTool => {
    const found = conversion.tools.find((candidate) => candidate.spec.name === name);
    if (!found)
      throw new Error(`no tool ${name}; have ${conversion.tools.map((t) => t.spec.name).join(', ')}`);
    return found;
  };

  beforeAll(async () => {
    conversion = await convertOpenapi(
      discoverSpecSources([path.join(fixtures, 'petstore'), path.join(fixtures, 'widgets')]),
    );
  });

  it('makes one tool per operation, x-ms-paths included, with nothing skipped', () => {
    expect(conversion.skipped).toEqual([]);
    expect(conversion.tools.map((t) => t.spec.name).sort()).toEqual([
      'petstore__Pets_Feed',
      'petstore__Pets_Get',
      'petstore__Pets_List',
      'petstore__Pets_Put',
      'petstore__Pets_Upload',
      'petstore__pets_Operations_List',
      'petstore__stores_Operations_List',
      'widgets__createWidget',
      'widgets__get_widgets_id',
      'widgets__updateWidget',
    ]);
  });

  it('names are valid everywhere, and every input schema compiles', () => {
    const ajv = createSchemaAjv();
    for (const { spec } of conversion.tools) {
      expect(spec.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(spec.name).toBe(`${spec.server}__${spec.toolName}`);
      expect(() => ajv.compile(spec.inputSchema)).not.toThrow();
    }
  });

  it('merges path-level and external parameters, defaults Azure api-version, records origin and annotations', () => {
    const get = tool('petstore__Pets_Get');
    expect(get.spec.origin).toEqual({
      kind: 'openapi',
      service: 'petstore',
      file: 'pets.json',
      method: 'GET',
      path: '/pets/{petId}',
    });
    expect(get.spec.annotations).toEqual({ readOnlyHint: true });
    expect(get.spec.inputSchema.required).toEqual(['petId']);
    expect(get.spec.inputSchema.properties).toMatchObject({
      petId: { type: 'string', description: "The pet's id." },
      'api-version': { type: 'string', default: '2024-01-01' },
    });
    expect(get.binding.args['api-version']).toMatchObject({
      in: 'query',
      fallback: '2024-01-01',
    });
    expect(get.binding.servers).toEqual(['https://pets.example.test/v1']);
    expect(get.binding.auth).toEqual([{ type: 'apiKey', in: 'header', name: 'X-Pet-Key' }]);
    expect(tool('petstore__pets_Operations_List').spec.annotations).toEqual({
      destructiveHint: true,
    });
  });

  it('flattens a body, drops read-only and example-only keys, translates OpenAPI-only keywords, cuts recursion', () => {
    const put = tool('petstore__Pets_Put');
    const properties = put.spec.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(properties).sort()).toEqual([
      'age',
      'api-version',
      'example',
      'name',
      'parent',
      'petId',
    ]);
    expect(put.spec.inputSchema.required).toEqual(['petId', 'name']);
    expect(properties.name).toEqual({ type: ['string', 'null'] }); // invalid Unicode pattern dropped
    expect(properties.age).toEqual({ type: 'integer', exclusiveMinimum: 0 });
    expect(properties.example?.description).toContain('happens to be called example');
    expect(properties.parent).toEqual({
      type: 'object',
      description: '(recursive structure, not expanded)',
    });
    expect(put.binding.args.name).toEqual({ in: 'body', name: 'name' });
    expect(put.binding.bodyMediaType).toBe('application/json');
    expect(put.spec.description).toBe('Create or replace a pet.');
  });

  it('serialises Swagger collection formats and sanitises argument names', () => {
    const list = tool('petstore__Pets_List');
    expect(list.binding.args.tags).toEqual({
      in: 'query',
      name: 'tags',
      style: 'form',
      explode: true,
    });
    expect(list.binding.args.filter).toEqual({ in: 'query', name: '$filter' });
    const upload = tool('petstore__Pets_Upload');
    expect(upload.binding.bodyMediaType).toBe('multipart/form-data');
    expect(upload.spec.inputSchema.properties?.photo).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(tool('petstore__Pets_Feed').binding.path).toBe('/pets?op=feed');
  });

  it('uses path-item text and method + path when an operation has neither, and server variables', () => {
    const get = tool('widgets__get_widgets_id');
    expect(get.spec.description).toBe('One widget\n\nRead or change one widget.');
    expect(get.binding.servers).toEqual(['https://eu.widgets.example.test/api']);
    const patch = tool('widgets__updateWidget');
    expect(patch.binding.bodyMediaType).toBe('application/x-www-form-urlencoded');
    expect(patch.spec.inputSchema.properties?.color).toEqual({
      type: ['string', 'null'],
    });
  });

  it('keeps the body whole when its properties collide with parameters', () => {
    const create = tool('widgets__createWidget');
    expect(Object.keys(create.spec.inputSchema.properties ?? {}).sort()).toEqual(['body', 'id']);
    expect(create.binding.args.body).toEqual({ in: 'body' });
    const body = create.spec.inputSchema.properties?.body as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const tree = body.properties?.tree as Record<string, Record<string, Record<string, unknown>>>;
    expect(tree.properties?.children?.items).toMatchObject({ type: 'object' });
  });
});
