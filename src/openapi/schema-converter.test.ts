import { describe, expect, it } from 'vitest';
import { RefResolver } from './ref-resolver.ts';
import { SchemaConverter, trimText } from './schema-converter.ts';

const file = '/specs/main.json';
const other = '/specs/common/other.json';

function converter(maxDepth = 6) {
  const documents = new Map<string, unknown>([
    [
      file,
      {
        definitions: {
          Deep: {
            type: 'object',
            properties: {
              a: {
                type: 'object',
                properties: {
                  b: { type: 'object', properties: { c: { type: 'string' } } },
                },
              },
            },
          },
          Remote: { $ref: 'common/other.json#/definitions/Thing' },
          Base: {
            type: 'object',
            properties: { id: { type: 'string' } },
            required: ['id'],
          },
          Derived: {
            allOf: [{ $ref: '#/definitions/Base' }, { properties: { size: { type: 'integer' } } }],
          },
        },
      },
    ],
    [
      other,
      {
        definitions: {
          Thing: {
            type: 'object',
            properties: { name: { type: 'string', nullable: true } },
          },
        },
      },
    ],
  ]);
  return new SchemaConverter(new RefResolver(documents), {
    maxDepth,
    maxDescriptionLength: 300,
  });
}

/** The schema of a nested property, following `properties` down the given names. */
function at(schema: unknown, ...names: string[]): unknown {
  let current = schema;
  for (const name of names) current = (current as { properties: Record<string, unknown> }).properties[name];
  return current;
}

describe('SchemaConverter', () => {
  it('follows refs across files and translates nullable', () => {
    expect(converter().convert({ $ref: '#/definitions/Remote' }, file)).toEqual({
      type: 'object',
      properties: { name: { type: ['string', 'null'] } },
    });
  });

  it('stops expanding below the depth limit with a note', () => {
    const schema = converter(2).convert({ $ref: '#/definitions/Deep' }, file);
    expect(at(schema, 'a', 'b')).toEqual({
      type: 'object',
      description: '(nested structure not expanded)',
    });
    const full = converter(6).convert({ $ref: '#/definitions/Deep' }, file);
    expect(at(full, 'a', 'b', 'c')).toEqual({ type: 'string' });
  });

  it('merges allOf object members into one object schema', () => {
    expect(converter().convert({ $ref: '#/definitions/Derived' }, file)).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, size: { type: 'integer' } },
      required: ['id'],
    });
  });

  it('drops what a validator would reject and keeps unresolved refs visible', () => {
    const instance = converter();
    const schema = instance.convert(
      {
        type: 'wat',
        minLength: -1,
        multipleOf: 0,
        enum: [],
        required: 'yes',
        pattern: '(',
        format: 'int32',
        discriminator: 'x',
      },
      file,
    );
    expect(schema).toEqual({ format: 'int32' });
    expect(instance.convert({ $ref: '#/definitions/Missing' }, file)).toEqual({
      description: 'Unresolved reference #/definitions/Missing',
    });
    expect([...instance.unresolved]).toEqual([`${file}: #/definitions/Missing`]);
  });

  it('turns HTML descriptions into plain text and trims them at a word', () => {
    expect(
      trimText('<p>Creates a <code>customer</code>.</p><p>See <a href="/x">docs</a> &amp; more.</p>', 200),
    ).toBe('Creates a `customer`.\nSee docs & more.');
    expect(trimText('Use Bearer <token> here', 200)).toBe('Use Bearer <token> here');
    expect(trimText('one two three four five six', 15)).toBe('one two three…');
  });
});
