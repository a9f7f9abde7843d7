import type { ProviderProfile } from './provider-profiles.ts';

type Schema = Record<string, unknown>;

/** Keywords dropped without a note: they say nothing the model needs to call the tool right. */
const SILENT = new Set([
  '$schema',
  '$id',
  '$comment',
  'additionalProperties',
  'examples',
  '$defs',
  'definitions',
]);

/**
 * A tool's input schema rewritten to what a provider accepts, without changing what the tool accepts:
 * calls are still checked against the original schema. Unsupported formats and keywords move into the
 * description, arrays get `items`, and for providers without them `$ref`, `oneOf` and `allOf` are
 * flattened. `notes` says what changed, for the record.
 */
export function adaptSchema(original: Schema, profile: ProviderProfile): { schema: Schema; notes: string[] } {
  const notes: string[] = [];
  const defs = { ...asSchemaMap(original.definitions), ...asSchemaMap(original.$defs) };
  const adapter = new Adapter(profile, defs, notes);
  const schema = adapter.node(structuredClone(original), '', new Set());
  if (schema.type !== 'object') {
    if (schema.type !== undefined) notes.push(`root type ${JSON.stringify(schema.type)} sent as object`);
    schema.type = 'object';
  }
  if (profile.flattenCombinators) {
    for (const keyword of ['anyOf', 'oneOf', 'allOf', 'enum']) {
      if (schema[keyword] !== undefined) {
        notes.push(`root ${keyword} moved to the description`);
        describe(schema, `${keyword}: ${JSON.stringify(schema[keyword])}`);
        delete schema[keyword];
      }
    }
  }
  if (schema.properties === undefined) schema.properties = {};
  return { schema, notes };
}

class Adapter {
  constructor(
    private readonly profile: ProviderProfile,
    private readonly defs: Record<string, Schema>,
    private readonly notes: string[],
  ) {}

  node(input: unknown, where: string, resolving: Set<string>): Schema {
    if (typeof input === 'boolean' || input === null || typeof input !== 'object' || Array.isArray(input))
      return {};
    let schema = input as Schema;
    const { profile } = this;
    if (profile.flattenCombinators) schema = this.flatten(schema, where, resolving);
    const out: Schema = {};
    const moved: string[] = [];
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && isObject(value)) {
        out.properties = Object.fromEntries(
          Object.entries(value).map(([name, child]) => [
            name,
            this.node(child, `${where}.${name}`, resolving),
          ]),
        );
      } else if (key === 'items') {
        out.items = Array.isArray(value)
          ? profile.flattenCombinators
            ? { anyOf: value.map((child, index) => this.node(child, `${where}[${index}]`, resolving)) }
            : value.map((child, index) => this.node(child, `${where}[${index}]`, resolving))
          : this.node(value, `${where}[]`, resolving);
      } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
        out[key] = value.map((child, index) => this.node(child, `${where}|${index}`, resolving));
      } else if (key === 'additionalProperties' && isObject(value) && !profile.schemaKeywords) {
        out[key] = this.node(value, `${where}{}`, resolving);
      } else if (key === '$defs' || key === 'definitions') {
        if (!profile.flattenCombinators && isObject(value)) {
          out[key] = Object.fromEntries(
            Object.entries(value).map(([name, child]) => [name, this.node(child, `#${name}`, resolving)]),
          );
        }
      } else if (profile.schemaKeywords && !profile.schemaKeywords.has(key)) {
        if (!SILENT.has(key)) {
          this.notes.push(`${where || 'root'}: ${key} moved to the description`);
          moved.push(`${key}: ${JSON.stringify(value)}`);
        }
      } else out[key] = value;
    }
    if (moved.length) describe(out, moved.join('; '));
    this.fixFormat(out, where);
    this.fixEnum(out, where);
    this.fixItems(out, where);
    if (profile.schemaKeywords && Array.isArray(out.required) && isObject(out.properties)) {
      const known = out.properties;
      out.required = out.required.filter((name) => typeof name === 'string' && name in known);
    }
    return out;
  }

  /** `$ref` inlined (recursion cut), `oneOf` read as `anyOf`, `allOf` merged into one schema. */
  private flatten(schema: Schema, where: string, resolving: Set<string>): Schema {
    let result = schema;
    if (typeof result.$ref === 'string') {
      const name = result.$ref.replace(/^#\/(\$defs|definitions)\//, '');
      const { $ref: ref, ...rest } = result;
      if (resolving.has(name) || !this.defs[name]) {
        this.notes.push(`${where || 'root'}: ${String(ref)} sent as any object`);
        return { type: 'object', ...pick(rest, ['description']) };
      }
      resolving.add(name);
      result = { ...this.flatten(this.defs[name]!, where, new Set(resolving)), ...rest };
    }
    if (Array.isArray(result.oneOf)) {
      const { oneOf, ...rest } = result;
      result = { ...rest, anyOf: oneOf };
    }
    if (Array.isArray(result.allOf)) {
      const { allOf, ...rest } = result;
      const merged: Schema = {};
      for (const part of allOf as unknown[]) {
        const flat = this.flatten(isObject(part) ? part : {}, where, resolving);
        Object.assign(merged, flat, {
          properties: { ...asSchemaMap(merged.properties), ...asSchemaMap(flat.properties) },
          required: [...asArray(merged.required), ...asArray(flat.required)],
        });
      }
      result = { ...merged, ...rest };
      if (asArray(result.required).length === 0) delete result.required;
      if (Object.keys(asSchemaMap(result.properties)).length === 0 && result.type !== 'object')
        delete result.properties;
    }
    return result;
  }

  private fixFormat(schema: Schema, where: string): void {
    const allowed = this.profile.stringFormats;
    if (!allowed || typeof schema.format !== 'string' || allowed.includes(schema.format)) return;
    this.notes.push(`${where || 'root'}: format ${schema.format} moved to the description`);
    describe(schema, `format: ${schema.format}`);
    delete schema.format;
  }

  private fixEnum(schema: Schema, where: string): void {
    if (!this.profile.enumsMatchType || !Array.isArray(schema.enum)) return;
    const values = schema.enum.filter((value) => value !== null);
    const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
    const allStrings = values.length > 0 && values.every((value) => typeof value === 'string');
    const allNumbers = values.length > 0 && values.every((value) => typeof value === 'number');
    const integers = allNumbers && values.every((value) => Number.isInteger(value));
    if (allStrings && (types.length === 0 || types.includes('string'))) {
      if (types.length === 0) schema.type = 'string';
      return;
    }
    if (allNumbers && (types.includes('number') || (types.includes('integer') && integers))) return;
    this.notes.push(`${where || 'root'}: enum ${JSON.stringify(schema.enum)} moved to the description`);
    describe(schema, `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
    delete schema.enum;
  }

  private fixItems(schema: Schema, where: string): void {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!this.profile.arraysNeedItems || !types.includes('array') || schema.items !== undefined) return;
    this.notes.push(`${where || 'root'}: array without items given items of any type`);
    schema.items = structuredClone(this.profile.anyItems);
    if (Object.keys(this.profile.anyItems).length > 0) describe(schema, 'items: any value');
  }
}

function describe(schema: Schema, note: string): void {
  const current = typeof schema.description === 'string' ? schema.description : undefined;
  schema.description = current ? `${current} (${note})` : `(${note})`;
}

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asSchemaMap(value: unknown): Record<string, Schema> {
  return isObject(value) ? (value as Record<string, Schema>) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function pick(schema: Schema, keys: string[]): Schema {
  return Object.fromEntries(keys.filter((key) => key in schema).map((key) => [key, schema[key]]));
}
