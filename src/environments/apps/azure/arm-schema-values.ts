import type { JsonSchema } from '../../../openapi/schema-converter.ts';

type Schema = Record<string, unknown>;

const MAX_DEPTH = 14;
/** Fixed values, so a generated response is the same on every run. */
const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-11-24T12:00:00Z',
  date: '2026-11-24',
  time: '12:00:00',
  uuid: '00000000-0000-0000-0000-000000000001',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  email: 'user@example.com',
  duration: 'PT1H',
  byte: 'ZXhhbXBsZQ==',
  base64url: 'ZXhhbXBsZQ',
  ipv4: '10.0.0.4',
  ipv6: '::1',
  hostname: 'example.com',
  password: 'Example-Passw0rd',
  'arm-id': '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/example',
};
const STRING_CANDIDATES = [
  'example',
  'example1',
  'a',
  'A',
  '1',
  'ex-1',
  'Example1',
  'a1',
  'abc',
  '00',
  'user@example.com',
  '00000000-0000-0000-0000-000000000001',
  'https://example.com/',
  '10.0.0.0/24',
  '2026-11-24T12:00:00Z',
  'P1D',
];

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function firstType(schema: Schema): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((candidate) => candidate !== 'null') as string | undefined;
  if (isSchema(schema.properties) || schema.additionalProperties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

function sampleString(schema: Schema): string {
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (value: string) =>
    value.length >= min && value.length <= max && (!pattern || pattern.test(value));
  for (const candidate of [format, ...STRING_CANDIDATES]) {
    if (candidate === undefined) continue;
    if (fits(candidate)) return candidate;
    const padded = candidate.padEnd(min, 'a').slice(0, Number.isFinite(max) ? max : undefined);
    if (fits(padded)) return padded;
  }
  return format ?? 'example'.padEnd(min, 'a');
}

function sampleNumber(schema: Schema, integer: boolean): number {
  let value = 0;
  if (typeof schema.minimum === 'number') value = schema.minimum;
  else if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + (integer ? 1 : 0.5);
  else if (typeof schema.maximum === 'number' && schema.maximum < 0) value = schema.maximum;
  else if (typeof schema.exclusiveMaximum === 'number' && schema.exclusiveMaximum <= 0)
    value = schema.exclusiveMaximum - 1;
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0)
    value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return integer ? Math.ceil(value) : value;
}

/** A small value valid against `schema` (required properties only): a request's minimal body, a default. */
export function sampleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!isSchema(schema)) return {};
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (depth > MAX_DEPTH) return firstType(schema) === 'array' ? [] : {};
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices) && firstType(schema) === undefined) {
    const choice = choices.find((member) => !(isSchema(member) && member.type === 'null'));
    return sampleValue(choice, depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    let merged: unknown = firstType(schema) === 'object' || isSchema(schema.properties) ? {} : undefined;
    for (const member of schema.allOf as JsonSchema[]) {
      const part = sampleValue(member, depth + 1);
      merged = isPlainObject(merged) && isPlainObject(part) ? { ...merged, ...part } : (merged ?? part);
    }
    const own = { ...schema };
    delete own.allOf;
    return isPlainObject(merged) ? fillRequired(merged, own, depth + 1) : merged;
  }
  switch (firstType(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return false;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => sampleValue(schema.items as JsonSchema, depth + 1));
    }
    case 'object':
      return fillRequired({}, schema, depth + 1);
    case 'null':
      return null;
    default:
      return isSchema(schema.properties) ? fillRequired({}, schema, depth + 1) : 'example';
  }
}

/**
 * `value` with every required property `schema` asks for and `value` lacks generated, at every depth
 * (what a stored resource lacks when a response's schema asks for more than its request gave).
 */
export function fillRequired(value: unknown, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!isSchema(schema) || depth > MAX_DEPTH) return value;
  if (value === undefined) return sampleValue(schema, depth);
  let result: unknown = value;
  if (Array.isArray(schema.allOf))
    for (const member of schema.allOf as JsonSchema[]) result = fillRequired(result, member, depth + 1);
  if (Array.isArray(result) && schema.items !== undefined) {
    return result.map((item) => fillRequired(item, schema.items as JsonSchema, depth + 1));
  }
  if (!isPlainObject(result)) return result;
  const properties = isSchema(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (required.length === 0 && Object.keys(properties).length === 0 && !isSchema(schema.additionalProperties))
    return result;
  const filled: Record<string, unknown> = { ...result };
  if (schema.additionalProperties === false && Object.keys(properties).length > 0)
    for (const name of Object.keys(filled)) if (!(name in properties)) delete filled[name];
  for (const name of required) {
    if (filled[name] === undefined) filled[name] = sampleValue(properties[name], depth + 1);
  }
  for (const [name, item] of Object.entries(filled)) {
    const itemSchema =
      properties[name] ?? (isSchema(schema.additionalProperties) ? schema.additionalProperties : undefined);
    if (itemSchema !== undefined && item !== null && typeof item === 'object')
      filled[name] = fillRequired(item, itemSchema, depth + 1);
  }
  return filled;
}

/** `value` without the properties `schema` marks read-only (ARM ignores them on input). */
export function stripReadOnly(value: unknown, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!isSchema(schema) || depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value))
    return schema.items === undefined
      ? value
      : value.map((item) => stripReadOnly(item, schema.items as JsonSchema, depth + 1));
  let result: Record<string, unknown> = value as Record<string, unknown>;
  if (Array.isArray(schema.allOf))
    for (const member of schema.allOf as JsonSchema[])
      result = stripReadOnly(result, member, depth + 1) as Record<string, unknown>;
  if (!isSchema(schema.properties)) return result;
  const properties = schema.properties as Record<string, JsonSchema>;
  const stripped: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(result)) {
    const itemSchema = properties[name];
    if (isSchema(itemSchema) && itemSchema.readOnly === true) continue;
    stripped[name] = itemSchema === undefined ? item : stripReadOnly(item, itemSchema, depth + 1);
  }
  return stripped;
}

/** True when values of `schema` are JSON objects (a resource, a list), not strings, numbers or arrays. */
export function isObjectSchema(schema: JsonSchema | undefined): boolean {
  if (!isSchema(schema)) return false;
  const type = firstType(schema);
  if (type !== undefined) return type === 'object';
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).some(isObjectSchema);
  return true;
}

/** The schema of property `name` of an object schema (looking into `allOf` members). */
export function propertySchema(schema: JsonSchema | undefined, name: string): JsonSchema | undefined {
  if (!isSchema(schema)) return undefined;
  if (isSchema(schema.properties) && (schema.properties as Schema)[name] !== undefined)
    return (schema.properties as Record<string, JsonSchema>)[name];
  if (Array.isArray(schema.allOf)) {
    for (const member of schema.allOf as JsonSchema[]) {
      const found = propertySchema(member, name);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
