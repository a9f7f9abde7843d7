import { createHash } from 'node:crypto';
import { qualifyToolName } from '../catalog/tool-spec.ts';

/** Every provider accepts tool names matching this (MCP allows more; OpenAI and others do not). */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
const MAX_NAME_LENGTH = 64;

/** What naming needs to know about one operation. */
export interface NamingInput {
  service: string;
  /** Entry file, relative to the service folder. */
  file: string;
  method: string;
  path: string;
  baseName: string;
}

/** Replaces characters outside `[a-zA-Z0-9_-]` by `_`, never producing `__` (the server separator). */
export function sanitizeName(raw: string): string {
  const clean = raw
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  return clean === '' ? 'operation' : clean;
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 6);
}

function fileStem(file: string): string {
  const base = file.split('/').pop() ?? file;
  return base.replace(/\.(json|ya?ml)$/i, '').replace(/\.v\d+$/i, '');
}

/** First folder of the file (Azure's resource provider folder), or the file stem for top-level files. */
function fileQualifier(file: string): string {
  const parts = file.split('/');
  return sanitizeName(parts.length > 1 ? (parts[0] as string) : fileStem(file));
}

/** Fits `toolName` into the 64-character limit once prefixed with the service, keeping it unique by hash. */
function fitLength(service: string, toolName: string): string {
  const room = MAX_NAME_LENGTH - service.length - 2;
  if (toolName.length <= room) return toolName;
  const hash = shortHash(toolName);
  return `${toolName.slice(0, room - hash.length - 1).replace(/[_-]+$/, '')}_${hash}`;
}

/**
 * Chooses each operation's tool name (without the service prefix): the sanitised operationId when it
 * is unique in its service; otherwise qualified by the resource-provider folder or file, then by the
 * file stem, then by method and a hash of the path, until every name is unique.
 */
export function assignToolNames(inputs: NamingInput[]): string[] {
  const names: string[] = inputs.map((input) => sanitizeName(input.baseName));
  const qualifiers: Array<(input: NamingInput, base: string) => string> = [
    (input, base) => `${fileQualifier(input.file)}_${base}`,
    (input, base) => `${fileQualifier(input.file)}_${sanitizeName(fileStem(input.file))}_${base}`,
    (input, base) =>
      `${fileQualifier(input.file)}_${sanitizeName(fileStem(input.file))}_${base}_${input.method.toLowerCase()}`,
    (input, base) => `${base}_${shortHash(`${input.file} ${input.method} ${input.path}`)}`,
  ];
  const bases = [...names];
  for (const qualify of qualifiers) {
    const groups = new Map<string, number[]>();
    names.forEach((name, index) => {
      const key = `${inputs[index]!.service}/${name.toLowerCase()}`;
      const group = groups.get(key);
      if (group) group.push(index);
      else groups.set(key, [index]);
    });
    let collisions = 0;
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      collisions++;
      for (const index of group) names[index] = sanitizeName(qualify(inputs[index]!, bases[index]!));
    }
    if (collisions === 0) break;
  }
  const used = new Set<string>();
  return names.map((name, index) => {
    const service = inputs[index]!.service;
    let fitted = fitLength(service, name);
    for (let counter = 2; used.has(qualifyToolName(service, fitted).toLowerCase()); counter++) {
      fitted = fitLength(service, `${name}_${counter}`);
    }
    used.add(qualifyToolName(service, fitted).toLowerCase());
    return fitted;
  });
}
