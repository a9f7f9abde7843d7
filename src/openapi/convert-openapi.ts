import path from 'node:path';
import { qualifyToolName } from '../catalog/tool-spec.ts';
import { convertSpec, type LocatedDraft } from './convert-spec.ts';
import type { OpenapiConversion, OpenapiTool, SkippedOperation } from './openapi-types.ts';
import { DEFAULT_SCHEMA_OPTIONS, type SchemaConverterOptions } from './schema-converter.ts';
import { loadSpec, SpecFileCache } from './spec-loader.ts';
import type { SpecSource } from './spec-sources.ts';
import { assignToolNames } from './tool-naming.ts';

export interface ConvertOptions {
  schema?: SchemaConverterOptions;
  /** Spec files loaded at once (I/O overlaps conversion). */
  concurrency?: number;
}

/** Converts spec sources into uniquely named tools, listing every operation that could not be converted. */
export async function convertOpenapi(
  sources: SpecSource[],
  options: ConvertOptions = {},
): Promise<OpenapiConversion & { files: string[] }> {
  const cache = new SpecFileCache();
  const schemaOptions = options.schema ?? DEFAULT_SCHEMA_OPTIONS;
  const results: Array<{
    drafts: LocatedDraft[];
    skipped: SkippedOperation[];
    warnings: string[];
  }> = [];
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const index = next++;
      const source = sources[index]!;
      const file = path.relative(source.root, source.entry).split(path.sep).join('/');
      try {
        const loaded = await loadSpec(source.entry, cache);
        results[index] = convertSpec(loaded, source.service, file, schemaOptions);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results[index] = {
          drafts: [],
          skipped: [
            {
              service: source.service,
              file,
              method: '*',
              path: '*',
              reason: `spec not readable: ${message}`,
            },
          ],
          warnings: [],
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));

  const drafts = results.flatMap((result) => result.drafts);
  const names = assignToolNames(drafts);
  const tools: OpenapiTool[] = drafts.map((draft, index) => {
    const toolName = names[index]!;
    return {
      spec: {
        name: qualifyToolName(draft.service, toolName),
        server: draft.service,
        toolName,
        description: draft.description,
        inputSchema: draft.inputSchema,
        annotations: draft.annotations,
        origin: {
          kind: 'openapi',
          service: draft.service,
          file: draft.file,
          method: draft.method,
          path: draft.path,
        },
      },
      binding: draft.binding,
    };
  });
  return {
    tools,
    skipped: results.flatMap((result) => result.skipped),
    warnings: results.flatMap((result) => result.warnings),
    files: cache.files().sort(),
  };
}
