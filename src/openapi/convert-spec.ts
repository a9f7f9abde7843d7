import type { SkippedOperation } from './openapi-types.ts';
import { operationToTool, type SpecContext, type ToolDraft } from './operation-to-tool.ts';
import { followRefs, RefResolver } from './ref-resolver.ts';
import { DEFAULT_SCHEMA_OPTIONS, SchemaConverter, type SchemaConverterOptions } from './schema-converter.ts';
import type { LoadedSpec } from './spec-loader.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** A converted operation with where it came from, before naming. */
export interface LocatedDraft extends ToolDraft {
  service: string;
  file: string;
  method: string;
  path: string;
}

export interface SpecConversion {
  drafts: LocatedDraft[];
  skipped: SkippedOperation[];
  warnings: string[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Converts every operation under `paths` (and Azure's `x-ms-paths`) of one loaded spec.
 * `file` is the entry file relative to its service folder.
 */
export function convertSpec(
  loaded: LoadedSpec,
  service: string,
  file: string,
  schemaOptions: SchemaConverterOptions = DEFAULT_SCHEMA_OPTIONS,
): SpecConversion {
  const { document, entryFile } = loaded;
  const resolver = new RefResolver(loaded.documents);
  const converter = new SchemaConverter(resolver, schemaOptions);
  const context: SpecContext = { service, file, document, resolver, converter };
  const drafts: LocatedDraft[] = [];
  const skipped: SkippedOperation[] = [];
  const warnings: string[] = [];
  if (typeof document.swagger !== 'string' && typeof document.openapi !== 'string') {
    warnings.push(`${service}/${file}: neither "swagger" nor "openapi" at the top; converted as OpenAPI 3`);
  }
  for (const section of ['paths', 'x-ms-paths']) {
    const paths = document[section];
    if (!isObject(paths)) continue;
    for (const [path, rawItem] of Object.entries(paths)) {
      const item = followRefs(resolver, rawItem, entryFile);
      if (!item || !isObject(item.value)) {
        skipped.push({
          service,
          file,
          method: '*',
          path,
          reason: 'path item $ref does not resolve',
        });
        continue;
      }
      const pathItem = item.value;
      for (const method of HTTP_METHODS) {
        if (pathItem[method] === undefined) continue;
        const skip = (reason: string) =>
          skipped.push({
            service,
            file,
            method: method.toUpperCase(),
            path,
            reason,
          });
        const operation = followRefs(resolver, pathItem[method], item.file);
        if (!operation || !isObject(operation.value)) {
          skip('operation $ref does not resolve');
          continue;
        }
        try {
          const draft = operationToTool(context, {
            method,
            path,
            operation: operation.value,
            operationFile: operation.file,
            pathItem,
            pathItemFile: item.file,
          });
          if ('skip' in draft) skip(draft.skip);
          else
            drafts.push({
              ...draft,
              service,
              file,
              method: method.toUpperCase(),
              path,
            });
        } catch (error) {
          skip(`conversion failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  for (const unresolved of converter.unresolved) warnings.push(`unresolved schema $ref in ${unresolved}`);
  for (const problem of loaded.problems) warnings.push(`${service}/${file}: ${problem}`);
  return { drafts, skipped, warnings };
}
