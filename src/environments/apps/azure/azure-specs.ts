import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ToolOrigin } from '../../../catalog/tool-spec.ts';
import type { SpecSource } from '../../../openapi/spec-sources.ts';
import { armSources, CORE_SPECS } from './arm-specs.ts';

/** The vendored azure-arm folder: CORE_SPECS and the files they reference, byte-identical (specs/SOURCES.md). */
export const VENDORED_ARM = path.join(import.meta.dirname, 'specs', 'azure-arm');

/** The app's spec sources: the vendored CORE_SPECS (no ../shared needed). */
export function vendoredSources(): SpecSource[] {
  return armSources(VENDORED_ARM, Object.values(CORE_SPECS));
}

/** An operation's key across conversions: its entry file, method and path template. */
export function operationKey(origin: { file: string; method: string; path: string }): string {
  return `${origin.file} ${origin.method.toUpperCase()} ${origin.path}`;
}

let names: Record<string, string> | undefined;

/**
 * The tool name the whole corpus's conversion gives an operation (without the `azure-arm__` prefix):
 * specs/tool-names.json, written by scripts/vendor-azure-specs.ts.
 */
export function universeToolName(origin: ToolOrigin): string | undefined {
  if (origin.kind !== 'openapi') return undefined;
  names ??= JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'specs', 'tool-names.json'), 'utf8'),
  ) as Record<string, string>;
  return names[operationKey(origin)];
}
