import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

const FIELD_TYPES = ['string', 'text', 'integer', 'decimal', 'boolean', 'date'] as const;
export type CrmFieldType = (typeof FIELD_TYPES)[number];

const fieldSchema = z.strictObject({
  type: z.enum(FIELD_TYPES),
  note: z.string().optional(),
  references: z.string().optional(),
});

const schemaFile = z.strictObject({
  collections: z.record(
    z.string().regex(/^[a-z][a-z0-9_]*$/),
    z.strictObject({
      note: z.string(),
      fields: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), fieldSchema),
    }),
  ),
});

export type CrmSchema = z.infer<typeof schemaFile>;
export type CrmField = z.infer<typeof fieldSchema>;

/** The CRM's collections as the app ships them. */
export const DEFAULT_SCHEMA_FILE = path.join(import.meta.dirname, 'crm-schema.yaml');

export function loadCrmSchema(file = DEFAULT_SCHEMA_FILE): CrmSchema {
  const parsed = schemaFile.safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  for (const [name, collection] of Object.entries(parsed.data.collections)) {
    for (const [field, spec] of Object.entries(collection.fields)) {
      if (spec.references && !(spec.references in parsed.data.collections))
        throw new Error(`${file}: ${name}.${field} references unknown collection ${spec.references}`);
    }
  }
  return parsed.data;
}

/** A short hash naming a schema's template database and spec. */
export function schemaHash(schema: CrmSchema): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 12);
}

/** The body of Directus's `POST /collections` for one collection, its `id` key first. */
export function collectionBody(name: string, schema: CrmSchema): Record<string, unknown> {
  const collection = schema.collections[name]!;
  return {
    collection: name,
    schema: {},
    meta: { note: collection.note },
    fields: [
      { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
      ...Object.entries(collection.fields).map(([field, spec]) => ({
        field,
        type: spec.type,
        ...(spec.type === 'decimal' ? { schema: { numeric_precision: 12, numeric_scale: 2 } } : {}),
        meta: { ...(spec.note ? { note: spec.note } : {}) },
      })),
    ],
  };
}

/** Many-to-one relations of the schema, as `POST /relations` bodies. */
export function relationBodies(schema: CrmSchema): Array<Record<string, string>> {
  return Object.entries(schema.collections).flatMap(([name, collection]) =>
    Object.entries(collection.fields)
      .filter(([, spec]) => spec.references)
      .map(([field, spec]) => ({ collection: name, field, related_collection: spec.references! })),
  );
}
