import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  $RefParser,
  type $Refs,
  type FileInfo,
  JSONParserErrorGroup,
  type ParserOptions,
} from '@apidevtools/json-schema-ref-parser';
import { parse as parseYaml } from 'yaml';

/** A spec entry file and every local file it references, parsed. */
export interface LoadedSpec {
  /** Absolute path of the entry file. */
  entryFile: string;
  document: Record<string, unknown>;
  /** Parsed documents by absolute path (entry file included). */
  documents: Map<string, unknown>;
  /** References that could not be loaded (missing files, remote URLs), as messages. */
  problems: string[];
}

/** Keys whose values are examples, never schema; some hold refs to files that are not there, or to URLs. */
const NON_SCHEMA_KEYS = new Set(['example', 'examples', 'x-ms-examples', 'x-codeSamples', 'x-code-samples']);
/** Keys whose object value maps user-chosen names to things, so a child named `example` is real. */
const NAME_MAP_KEYS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'schemas',
  'parameters',
  'responses',
  'headers',
  'requestBodies',
  'securitySchemes',
  'links',
  'callbacks',
  'paths',
  'x-ms-paths',
  'content',
  'encoding',
  'variables',
  'mapping',
  'webhooks',
  'pathItems',
]);

/** Removes example values in place (they are not schema and may hold refs that must not be followed). */
export function stripNonSchema(value: unknown, parentKey = ''): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) stripNonSchema(item, '');
    return;
  }
  const object = value as Record<string, unknown>;
  const isNameMap = NAME_MAP_KEYS.has(parentKey);
  for (const key of Object.keys(object)) {
    if (!isNameMap && NON_SCHEMA_KEYS.has(key)) {
      delete object[key];
      continue;
    }
    stripNonSchema(object[key], isNameMap ? '' : key);
  }
}

function parseSpecText(raw: string, file: string): unknown {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch (error) {
      if (/\.json$/i.test(file)) throw error;
    }
  }
  return parseYaml(text, { maxAliasCount: -1, merge: true, logLevel: 'error' });
}

/**
 * Parsed files shared by every spec of one conversion, so files referenced by many entry
 * files (Azure's common-types) are read and parsed once. Values are never mutated after parsing.
 */
export class SpecFileCache {
  readonly #parsed = new Map<string, Promise<unknown>>();

  read(file: string): Promise<unknown> {
    let parsed = this.#parsed.get(file);
    if (!parsed) {
      parsed = readFile(file, 'utf8').then((text) => {
        const value = parseSpecText(text, file);
        stripNonSchema(value);
        return value;
      });
      this.#parsed.set(file, parsed);
    }
    return parsed;
  }

  /** Every file read so far (absolute paths). */
  files(): string[] {
    return [...this.#parsed.keys()];
  }
}

function fileOf(url: string): string {
  return decodeURI(url.startsWith('file://') ? new URL(url).pathname : url);
}

/**
 * Loads an OpenAPI/Swagger entry file and every local file it `$ref`s, with json-schema-ref-parser
 * doing the crawl. Only local files are read: remote URLs are never fetched.
 */
export async function loadSpec(entryFile: string, cache = new SpecFileCache()): Promise<LoadedSpec> {
  const absolute = path.resolve(entryFile);
  const cachedReads = new Map<string, unknown>();
  const options: ParserOptions = {
    continueOnError: true,
    resolve: {
      external: true,
      http: false,
      file: {
        order: 1,
        canRead: (file: FileInfo) =>
          !/^[a-z][a-z0-9+.-]*:\/\//i.test(file.url) || file.url.startsWith('file:'),
        read: async (file: FileInfo) => {
          const name = fileOf(file.url);
          const value = await cache.read(name);
          cachedReads.set(name, value);
          return name;
        },
      },
    },
    parse: {
      json: false,
      yaml: false,
      text: false,
      binary: false,
      spec: {
        order: 1,
        canParse: true,
        parse: (file: FileInfo) =>
          cachedReads.get(fileOf(String(file.data))) ?? cachedReads.get(fileOf(file.url)),
      },
    },
  } as ParserOptions;
  const parser = new $RefParser();
  let refs: $Refs;
  const problems: string[] = [];
  try {
    refs = await parser.resolve(absolute, options);
  } catch (error) {
    if (!(error instanceof JSONParserErrorGroup)) throw error;
    refs = parser.$refs;
    for (const problem of error.errors) problems.push(problem.message);
  }
  const documents = new Map<string, unknown>();
  for (const [url, value] of Object.entries(refs.values())) documents.set(fileOf(url), value);
  const document = documents.get(absolute);
  if (!document || typeof document !== 'object' || Array.isArray(document)) {
    throw new Error(`${entryFile} is not an OpenAPI or Swagger document (no top-level object)`);
  }
  return {
    entryFile: absolute,
    document: document as Record<string, unknown>,
    documents,
    problems,
  };
}
