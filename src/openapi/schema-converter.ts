import { followRefs, type RefResolver } from './ref-resolver.ts';

/** A JSON Schema as emitted in a tool's input schema. */
export type JsonSchema = Record<string, unknown> | boolean;

export interface SchemaConverterOptions {
  /** Nesting levels (properties, items, additionalProperties) kept below a tool argument. */
  maxDepth: number;
  /** Longest description kept on an argument; nested descriptions get a third of it. */
  maxDescriptionLength: number;
  /**
   * Keep read-only properties, marked `readOnly: true` (a response's schema, as the ARM emulator validates
   * and fills responses); by default they are left out (a request's schema, a tool's input).
   */
  keepReadOnly?: boolean;
}

export const DEFAULT_SCHEMA_OPTIONS: SchemaConverterOptions = {
  maxDepth: 6,
  maxDescriptionLength: 300,
};

const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const NON_NEGATIVE_INTEGER_KEYWORDS = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;
const patternValidity = new Map<string, boolean>();

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** True when `pattern` compiles as a Unicode regular expression, as JSON Schema validators need. */
export function isValidPattern(pattern: string): boolean {
  let valid = patternValidity.get(pattern);
  if (valid === undefined) {
    try {
      new RegExp(pattern, 'u');
      valid = true;
    } catch {
      valid = false;
    }
    patternValidity.set(pattern, valid);
  }
  return valid;
}

const HTML_TAG =
  /<\/?(?:p|br|a|pre|ul|ol|li|strong|em|b|i|span|div|h[1-6]|table|thead|tbody|tr|td|th|blockquote|hr|sup|sub|small|u)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Removes common HTML markup (Stripe, Square and others write descriptions in HTML); Markdown is kept. */
export function plainText(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|li|h[1-6]|tr|div|pre|blockquote)>/gi, '\n')
    .replace(/<\/?code>/gi, '`')
    .replace(HTML_TAG, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

export function trimText(text: string, max: number): string {
  const clean = plainText(text.replace(/\r\n/g, '\n')).trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut}…`;
}

interface Converted {
  schema: JsonSchema;
  /** Levels of nesting used below this node. */
  height: number;
  /** A recursive reference was cut somewhere below, so the result depends on the path taken. */
  cyclic: boolean;
}

/**
 * Turns OpenAPI/Swagger schema objects into self-contained JSON Schema: refs inlined, recursion cut,
 * nesting limited, OpenAPI-only keywords (`nullable`, `discriminator`, `x-*`, boolean exclusive
 * bounds, `type: file`) translated or dropped, and anything a validator would reject left out.
 */
export class SchemaConverter {
  readonly #resolver: RefResolver;
  readonly #options: SchemaConverterOptions;
  readonly #memo = new Map<string, Converted>();
  /** Refs that did not resolve, as `file: ref`. */
  readonly unresolved = new Set<string>();

  constructor(resolver: RefResolver, options: SchemaConverterOptions = DEFAULT_SCHEMA_OPTIONS) {
    this.#resolver = resolver;
    this.#options = options;
  }

  /** Converts a schema found in `file`; `depth` 1 is a tool argument. */
  convert(node: unknown, file: string, depth = 1): JsonSchema {
    return this.#convert(node, file, depth, []).schema;
  }

  /** True when the schema (or the schema it refers to) is marked read-only. */
  isReadOnly(node: unknown, file: string): boolean {
    if (!isObject(node)) return false;
    if (node.readOnly === true) return true;
    if (typeof node.$ref !== 'string') return false;
    const target = followRefs(this.#resolver, node, file);
    return isObject(target?.value) && target.value.readOnly === true;
  }

  #convert(node: unknown, file: string, depth: number, stack: string[]): Converted {
    if (typeof node === 'boolean') return { schema: node, height: 0, cyclic: false };
    if (!isObject(node)) return { schema: {}, height: 0, cyclic: false };
    if (typeof node.$ref === 'string') return this.#convertRef(node, file, depth, stack);
    return this.#convertInline(node, file, depth, stack);
  }

  #convertRef(node: Record<string, unknown>, file: string, depth: number, stack: string[]): Converted {
    const ref = node.$ref as string;
    const target = this.#resolver.resolve(ref, file);
    if (!target) {
      this.unresolved.add(`${file}: ${ref}`);
      return {
        schema: this.#withSiblings({ description: `Unresolved reference ${ref}` }, node),
        height: 0,
        cyclic: false,
      };
    }
    if (stack.includes(target.key)) {
      return {
        schema: this.#withSiblings(this.#stub(target.value, 'recursive'), node),
        height: 0,
        cyclic: true,
      };
    }
    const memo = this.#memo.get(target.key);
    let result: Converted;
    if (memo && depth + memo.height <= this.#options.maxDepth) {
      result = memo;
    } else {
      result = this.#convert(target.value, target.file, depth, [...stack, target.key]);
      if (!result.cyclic && depth + result.height <= this.#options.maxDepth)
        this.#memo.set(target.key, result);
    }
    const hasSiblings = Object.keys(node).some(
      (key) =>
        key === 'description' ||
        key === 'nullable' ||
        key === 'x-nullable' ||
        (key === 'readOnly' && this.#options.keepReadOnly === true),
    );
    return hasSiblings ? { ...result, schema: this.#withSiblings(result.schema, node) } : result;
  }

  #withSiblings(schema: JsonSchema, node: Record<string, unknown>): JsonSchema {
    if (!isObject(schema)) return schema;
    let result = schema;
    if (typeof node.description === 'string' && node.description.trim() !== '') {
      result = {
        ...result,
        description: trimText(node.description, this.#options.maxDescriptionLength),
      };
    }
    if (node.nullable === true || node['x-nullable'] === true) result = addNull(result);
    if (node.readOnly === true && this.#options.keepReadOnly === true) result = { ...result, readOnly: true };
    return result;
  }

  #stub(target: unknown, why: 'recursive' | 'deep'): Record<string, unknown> {
    const stub: Record<string, unknown> = {};
    const type = isObject(target) ? normaliseType(target) : undefined;
    if (type !== undefined) stub.type = type;
    const description = isObject(target) && typeof target.description === 'string' ? target.description : '';
    const note =
      why === 'recursive' ? '(recursive structure, not expanded)' : '(nested structure not expanded)';
    stub.description = description ? `${trimText(description, this.#descriptionLimit(2))} ${note}` : note;
    return stub;
  }

  #descriptionLimit(depth: number): number {
    const max = this.#options.maxDescriptionLength;
    return depth <= 1 ? max : Math.max(80, Math.floor(max / 3));
  }

  #convertInline(node: Record<string, unknown>, file: string, depth: number, stack: string[]): Converted {
    const schema: Record<string, unknown> = {};
    let height = 0;
    let cyclic = false;
    const child = (value: unknown, childDepth: number): JsonSchema => {
      const converted = this.#convert(value, file, childDepth, stack);
      height = Math.max(height, converted.height + (childDepth - depth));
      cyclic ||= converted.cyclic;
      return converted.schema;
    };
    const nested =
      isObject(node.properties) || node.items !== undefined || isObject(node.additionalProperties);
    if (depth > this.#options.maxDepth && nested) {
      return { schema: this.#stub(node, 'deep'), height: 0, cyclic: false };
    }

    const type = normaliseType(node);
    if (type !== undefined) schema.type = type;
    if (node.type === 'file') schema.format = 'binary';
    else if (typeof node.format === 'string') schema.format = node.format;
    if (typeof node.description === 'string' && node.description.trim() !== '') {
      schema.description = trimText(node.description, this.#descriptionLimit(depth));
    } else if (typeof node.title === 'string' && node.title.trim() !== '') {
      schema.description = trimText(node.title, this.#descriptionLimit(depth));
    }
    if (Array.isArray(node.enum) && node.enum.length > 0) schema.enum = [...new Set(node.enum)];
    if (node.const !== undefined) schema.const = node.const;
    if (node.readOnly === true && this.#options.keepReadOnly === true) schema.readOnly = true;
    if (node.default !== undefined) schema.default = node.default;
    copyNumbers(node, schema);
    if (typeof node.pattern === 'string' && isValidPattern(node.pattern)) schema.pattern = node.pattern;

    if (isObject(node.properties)) {
      const properties: Record<string, JsonSchema> = {};
      const lifted: string[] = [];
      for (const [name, value] of Object.entries(node.properties)) {
        if (this.#options.keepReadOnly !== true && this.isReadOnly(value, file)) continue;
        if (isObject(value) && value.required === true) lifted.push(name);
        properties[name] = child(value, depth + 1);
      }
      schema.properties = properties;
      const required = [
        ...(Array.isArray(node.required) ? node.required.filter((name) => typeof name === 'string') : []),
        ...lifted,
      ].filter((name) => Object.hasOwn(properties, name));
      if (required.length > 0) schema.required = [...new Set(required)];
    } else if (Array.isArray(node.required)) {
      const required = node.required.filter((name): name is string => typeof name === 'string');
      if (required.length > 0) schema.required = [...new Set(required)];
    }
    if (typeof node.additionalProperties === 'boolean')
      schema.additionalProperties = node.additionalProperties;
    else if (isObject(node.additionalProperties))
      schema.additionalProperties = child(node.additionalProperties, depth + 1);
    if (isObject(node.patternProperties)) {
      const patternProperties: Record<string, JsonSchema> = {};
      for (const [pattern, value] of Object.entries(node.patternProperties)) {
        if (isValidPattern(pattern)) patternProperties[pattern] = child(value, depth + 1);
      }
      if (Object.keys(patternProperties).length > 0) schema.patternProperties = patternProperties;
    }
    if (Array.isArray(node.items)) {
      const members = node.items.map((item) => child(item, depth + 1));
      if (members.length > 0) schema.items = { anyOf: members };
    } else if (isObject(node.items) || typeof node.items === 'boolean') {
      schema.items = child(node.items, depth + 1);
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const members = node[keyword];
      if (Array.isArray(members) && members.length > 0)
        schema[keyword] = members.map((member) => child(member, depth));
    }
    if (isObject(node.not)) schema.not = child(node.not, depth);
    if (Array.isArray(node.allOf) && node.allOf.length > 0) {
      const members = node.allOf.map((member) => child(member, depth));
      mergeAllOf(schema, members);
    }
    let result: Record<string, unknown> = schema;
    if (node.nullable === true || node['x-nullable'] === true) result = addNull(result);
    return { schema: result, height, cyclic };
  }
}

function normaliseType(node: Record<string, unknown>): string | string[] | undefined {
  const raw = node.type === 'file' ? 'string' : node.type;
  const types = (Array.isArray(raw) ? raw : [raw]).filter(
    (type): type is string => typeof type === 'string' && SIMPLE_TYPES.has(type),
  );
  if (types.length === 0) return undefined;
  const unique = [...new Set(types)];
  return unique.length === 1 ? unique[0] : unique;
}

function copyNumbers(node: Record<string, unknown>, schema: Record<string, unknown>): void {
  const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  for (const keyword of NON_NEGATIVE_INTEGER_KEYWORDS) {
    const value = node[keyword];
    if (isNumber(value) && Number.isInteger(value) && value >= 0) schema[keyword] = value;
  }
  if (isNumber(node.multipleOf) && node.multipleOf > 0) schema.multipleOf = node.multipleOf;
  if (typeof node.uniqueItems === 'boolean') schema.uniqueItems = node.uniqueItems;
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    const limit = node[bound];
    const flag = node[exclusive];
    if (isNumber(flag)) schema[exclusive] = flag;
    if (isNumber(limit)) {
      if (flag === true) schema[exclusive] = limit;
      else schema[bound] = limit;
    }
  }
}

function addNull(schema: Record<string, unknown>): Record<string, unknown> {
  const result = { ...schema };
  if (typeof result.type === 'string' && result.type !== 'null') result.type = [result.type, 'null'];
  else if (Array.isArray(result.type) && !result.type.includes('null'))
    result.type = [...result.type, 'null'];
  else if (result.type === undefined) return result;
  if (Array.isArray(result.enum) && !result.enum.includes(null)) result.enum = [...result.enum, null];
  return result;
}

const MERGEABLE_KEYS = new Set(['type', 'properties', 'required', 'description']);

/** Folds `allOf` members that are plain object schemas into `schema`; keeps `allOf` otherwise. */
function mergeAllOf(schema: Record<string, unknown>, members: JsonSchema[]): void {
  const mergeable = members.every(
    (member) =>
      isObject(member) &&
      Object.keys(member).every((key) => MERGEABLE_KEYS.has(key)) &&
      (member.type === undefined || member.type === 'object'),
  );
  const selfMergeable =
    Object.keys(schema).every((key) => MERGEABLE_KEYS.has(key)) &&
    (schema.type === undefined || schema.type === 'object');
  if (!mergeable || !selfMergeable) {
    schema.allOf = members;
    return;
  }
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  let anyProperties = false;
  for (const member of [...(members as Record<string, unknown>[]), schema]) {
    if (isObject(member.properties)) {
      anyProperties = true;
      Object.assign(properties, member.properties);
    }
    if (Array.isArray(member.required)) for (const name of member.required) required.add(name as string);
    if (member.type === 'object') schema.type = 'object';
    if (schema.description === undefined && typeof member.description === 'string') {
      schema.description = member.description;
    }
  }
  if (anyProperties) {
    schema.properties = properties;
    if (schema.type === undefined) schema.type = 'object';
  }
  if (required.size > 0) schema.required = [...required];
}
