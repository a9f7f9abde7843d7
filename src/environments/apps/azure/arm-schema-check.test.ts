import { describe, expect, it } from 'vitest';
import { createSchemaAjv } from '../../../openapi/argument-validator.ts';
import { checkSchema } from './arm-schema-check.ts';

const ajv = createSchemaAjv();
const cases: Array<[string, Record<string, unknown>, unknown[]]> = [
  [
    'types',
    { type: 'object', properties: { n: { type: 'integer' }, s: { type: ['string', 'null'] } } },
    [{ n: 1 }, { n: 1.5 }, { s: null }, { s: 3 }, []],
  ],
  [
    'required and additional',
    { type: 'object', required: ['a'], properties: { a: {} }, additionalProperties: false },
    [{ a: 1 }, {}, { a: 1, b: 2 }],
  ],
  ['map values', { type: 'object', additionalProperties: { type: 'string' } }, [{ x: 'y' }, { x: 1 }]],
  ['enum and const', { enum: ['A', 'B'] }, ['A', 'C', null]],
  ['strings', { type: 'string', minLength: 2, maxLength: 3, pattern: '^[a-z]+$' }, ['ab', 'a', 'abcd', 'AB']],
  [
    'formats',
    {
      type: 'object',
      properties: { t: { type: 'string', format: 'date-time' }, u: { type: 'string', format: 'uuid' } },
    },
    [{ t: '2026-11-24T12:00:00Z' }, { t: 'yesterday' }, { u: 'x' }],
  ],
  ['numbers', { type: 'number', minimum: 1, exclusiveMaximum: 5, multipleOf: 0.5 }, [1, 0, 5, 1.5, 1.25]],
  [
    'arrays',
    { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } },
    [['a'], [], ['a', 'a'], [1]],
  ],
  ['combinators', { anyOf: [{ type: 'string' }, { type: 'integer' }], not: { const: 3 } }, ['x', 2, 3, true]],
  [
    'oneOf and allOf',
    { oneOf: [{ type: 'integer' }, { type: 'number' }], allOf: [{ minimum: 0 }] },
    [1.5, 1, -1.5],
  ],
];

describe('the schema walk the emulator validates with', () => {
  it.each(cases)('agrees with Ajv on %s', (_name, schema, values) => {
    const validate = ajv.compile(schema);
    for (const value of values)
      expect(checkSchema(schema, value).length === 0, JSON.stringify(value)).toBe(validate(value));
  });

  it('names the field and the missing property as Ajv does', () => {
    const [problem] = checkSchema(
      { type: 'object', properties: { sku: { type: 'object', required: ['name'] } } },
      { sku: {} },
    );
    expect(problem).toMatchObject({
      instancePath: '/sku',
      keyword: 'required',
      params: { missingProperty: 'name' },
    });
  });
});
