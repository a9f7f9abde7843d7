import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { JsonSchema } from '../../../openapi/schema-converter.ts';

/** One way a value does not match a schema, shaped as Ajv reports it (so the same messages serve both). */
export interface SchemaProblem {
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

type Schema = Record<string, unknown>;
type FormatCheck = (value: string | number) => boolean;

const patterns = new Map<string, RegExp | null>();
const formats = new Map<string, { check: FormatCheck; type: string } | null>();

function regex(pattern: string): RegExp | null {
  let compiled = patterns.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(pattern, 'u');
    } catch {
      compiled = null;
    }
    patterns.set(pattern, compiled);
  }
  return compiled;
}

/** The check of a format as ajv-formats defines it (full mode); null for formats it does not know (ignored). */
function formatCheck(name: string): { check: FormatCheck; type: string } | null {
  let found = formats.get(name);
  if (found === undefined) {
    found = readFormat(name);
    formats.set(name, found);
  }
  return found;
}

function readFormat(name: string): { check: FormatCheck; type: string } | null {
  const definition = (fullFormats as Record<string, unknown>)[name];
  if (definition === undefined) return null;
  if (definition instanceof RegExp)
    return { check: (value) => definition.test(String(value)), type: 'string' };
  if (typeof definition === 'function') return { check: definition as FormatCheck, type: 'string' };
  if (definition !== null && typeof definition === 'object') {
    const { validate, type } = definition as { validate: unknown; type?: string };
    const check: FormatCheck =
      validate instanceof RegExp
        ? (value) => validate.test(String(value))
        : typeof validate === 'function'
          ? (validate as FormatCheck)
          : () => true;
    return { check, type: type ?? 'string' };
  }
  return null;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return typeOf(value) === 'object';
    default:
      return typeOf(value) === type;
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Checks a value against the JSON Schema subset src/openapi's SchemaConverter emits (types, enum,
 * const, properties, required, additionalProperties, patternProperties, items, bounds, pattern, ajv-formats'
 * formats, anyOf / oneOf / allOf / not), by walking it: no compile step, so checking thousands of
 * different schemas once each costs what the values cost. The smoke test checks its agreement with Ajv.
 */
export function checkSchema(schema: JsonSchema | undefined, value: unknown, limit = 10): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walk(schema, value, '', problems, limit);
  return problems;
}

function add(
  problems: SchemaProblem[],
  instancePath: string,
  keyword: string,
  message: string,
  params = {},
): void {
  problems.push({ instancePath, keyword, message, params });
}

function walk(
  schema: JsonSchema | undefined,
  value: unknown,
  at: string,
  problems: SchemaProblem[],
  limit: number,
): void {
  if (problems.length >= limit || schema === undefined || schema === true) return;
  if (schema === false) return add(problems, at, 'false schema', 'boolean schema is false');
  const node = schema as Schema;
  if (node.type !== undefined) {
    const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
    if (!types.some((type) => hasType(value, type)))
      return add(problems, at, 'type', `must be ${types.join(',')}`, { type: node.type });
  }
  if (node.const !== undefined && !equal(value, node.const))
    add(problems, at, 'const', 'must be equal to constant', { allowedValue: node.const });
  if (Array.isArray(node.enum) && !node.enum.some((allowed) => equal(value, allowed)))
    add(problems, at, 'enum', 'must be equal to one of the allowed values', { allowedValues: node.enum });
  if (typeof value === 'string') checkString(node, value, at, problems);
  else if (typeof value === 'number') checkNumber(node, value, at, problems);
  else if (Array.isArray(value)) checkArray(node, value, at, problems, limit);
  else if (value !== null && typeof value === 'object')
    checkObject(node, value as Record<string, unknown>, at, problems, limit);
  if (Array.isArray(node.allOf))
    for (const member of node.allOf as JsonSchema[]) walk(member, value, at, problems, limit);
  if (
    Array.isArray(node.anyOf) &&
    !(node.anyOf as JsonSchema[]).some((member) => checkSchema(member, value, 1).length === 0)
  )
    add(problems, at, 'anyOf', 'must match a schema in anyOf');
  if (Array.isArray(node.oneOf)) {
    const passing = (node.oneOf as JsonSchema[]).filter(
      (member) => checkSchema(member, value, 1).length === 0,
    ).length;
    if (passing !== 1)
      add(problems, at, 'oneOf', 'must match exactly one schema in oneOf', { passingSchemas: passing });
  }
  if (node.not !== undefined && checkSchema(node.not as JsonSchema, value, 1).length === 0)
    add(problems, at, 'not', 'must NOT be valid');
}

function checkString(node: Schema, value: string, at: string, problems: SchemaProblem[]): void {
  const length =
    typeof node.minLength === 'number' || typeof node.maxLength === 'number' ? [...value].length : 0;
  if (typeof node.minLength === 'number' && length < node.minLength)
    add(problems, at, 'minLength', `must NOT have fewer than ${node.minLength} characters`, {
      limit: node.minLength,
    });
  if (typeof node.maxLength === 'number' && length > node.maxLength)
    add(problems, at, 'maxLength', `must NOT have more than ${node.maxLength} characters`, {
      limit: node.maxLength,
    });
  if (typeof node.pattern === 'string') {
    const pattern = regex(node.pattern);
    if (pattern && !pattern.test(value))
      add(problems, at, 'pattern', `must match pattern "${node.pattern}"`, { pattern: node.pattern });
  }
  checkFormat(node, value, 'string', at, problems);
}

function checkFormat(
  node: Schema,
  value: string | number,
  kind: string,
  at: string,
  problems: SchemaProblem[],
): void {
  if (typeof node.format !== 'string') return;
  const format = formatCheck(node.format);
  if (format && format.type === kind && !format.check(value))
    add(problems, at, 'format', `must match format "${node.format}"`, { format: node.format });
}

function checkNumber(node: Schema, value: number, at: string, problems: SchemaProblem[]): void {
  const bound = (keyword: string, fails: (limit: number) => boolean, words: string) => {
    const limit = node[keyword];
    if (typeof limit === 'number' && fails(limit))
      add(problems, at, keyword, `must be ${words} ${limit}`, { limit });
  };
  bound('minimum', (limit) => value < limit, '>=');
  bound('maximum', (limit) => value > limit, '<=');
  bound('exclusiveMinimum', (limit) => value <= limit, '>');
  bound('exclusiveMaximum', (limit) => value >= limit, '<');
  if (typeof node.multipleOf === 'number' && value % node.multipleOf !== 0)
    add(problems, at, 'multipleOf', `must be multiple of ${node.multipleOf}`, {
      multipleOf: node.multipleOf,
    });
  checkFormat(node, value, 'number', at, problems);
}

function checkArray(
  node: Schema,
  value: unknown[],
  at: string,
  problems: SchemaProblem[],
  limit: number,
): void {
  if (typeof node.minItems === 'number' && value.length < node.minItems)
    add(problems, at, 'minItems', `must NOT have fewer than ${node.minItems} items`, {
      limit: node.minItems,
    });
  if (typeof node.maxItems === 'number' && value.length > node.maxItems)
    add(problems, at, 'maxItems', `must NOT have more than ${node.maxItems} items`, { limit: node.maxItems });
  if (node.uniqueItems === true) {
    const seen = new Set(value.map((item) => JSON.stringify(item)));
    if (seen.size !== value.length) add(problems, at, 'uniqueItems', 'must NOT have duplicate items');
  }
  if (node.items !== undefined)
    value.forEach((item, index) => walk(node.items as JsonSchema, item, `${at}/${index}`, problems, limit));
}

function checkObject(
  node: Schema,
  value: Record<string, unknown>,
  at: string,
  problems: SchemaProblem[],
  limit: number,
): void {
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  if (Array.isArray(node.required))
    for (const name of node.required as string[])
      if (value[name] === undefined)
        add(problems, at, 'required', `must have required property '${name}'`, { missingProperty: name });
  const keys = Object.keys(value);
  if (typeof node.minProperties === 'number' && keys.length < node.minProperties)
    add(problems, at, 'minProperties', `must NOT have fewer than ${node.minProperties} properties`);
  if (typeof node.maxProperties === 'number' && keys.length > node.maxProperties)
    add(problems, at, 'maxProperties', `must NOT have more than ${node.maxProperties} properties`);
  const patternProperties = Object.entries((node.patternProperties ?? {}) as Record<string, JsonSchema>);
  for (const key of keys) {
    const item = value[key];
    if (item === undefined) continue;
    const path = `${at}/${escapePointer(key)}`;
    let matched = false;
    if (Object.hasOwn(properties, key)) {
      matched = true;
      walk(properties[key], item, path, problems, limit);
    }
    for (const [pattern, schema] of patternProperties) {
      if (regex(pattern)?.test(key)) {
        matched = true;
        walk(schema, item, path, problems, limit);
      }
    }
    if (matched) continue;
    if (node.additionalProperties === false)
      add(problems, at, 'additionalProperties', 'must NOT have additional properties', {
        additionalProperty: key,
      });
    else if (node.additionalProperties !== undefined && node.additionalProperties !== true)
      walk(node.additionalProperties as JsonSchema, item, path, problems, limit);
  }
}
