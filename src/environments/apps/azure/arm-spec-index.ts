import path from 'node:path';
import { HTTP_METHODS } from '../../../openapi/convert-spec.ts';
import { followRefs, operationParameters, RefResolver } from '../../../openapi/ref-resolver.ts';
import {
  DEFAULT_SCHEMA_OPTIONS,
  type JsonSchema,
  SchemaConverter,
} from '../../../openapi/schema-converter.ts';
import { loadSpec, SpecFileCache } from '../../../openapi/spec-loader.ts';
import type { SpecSource } from '../../../openapi/spec-sources.ts';
import type { ArmOperation, ArmParameter, SpecSchema } from './arm-operation.ts';
import { ArmRouter } from './arm-router.ts';

const INPUT_OPTIONS = { ...DEFAULT_SCHEMA_OPTIONS, maxDescriptionLength: 80 };
const OUTPUT_OPTIONS = { ...INPUT_OPTIONS, keepReadOnly: true };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The provider of a template: the literal after its last `/providers/`, Microsoft.Resources for groups. */
export function templateNamespace(template: string): string | undefined {
  const segments = template.split('/');
  for (let index = segments.length - 2; index >= 0; index -= 1) {
    if (segments[index]!.toLowerCase() !== 'providers') continue;
    const next = segments[index + 1]!;
    return next.startsWith('{') ? undefined : next;
  }
  return /^\/subscriptions(\/|$)/i.test(template) || template === '/tenants'
    ? 'Microsoft.Resources'
    : undefined;
}

/**
 * Every operation of a set of ARM specs, routable by method and path, with each operation's request and
 * response schemas converted (by src/openapi's SchemaConverter) when first asked for. One resolver and
 * one pair of converters serve every spec, so common-types are converted once.
 */
export class ArmSpecIndex {
  readonly operations: ArmOperation[] = [];
  readonly router = new ArmRouter();
  /** api-versions each provider's specs are served under, by lower-case namespace. */
  readonly #versions = new Map<string, Set<string>>();
  readonly #documents = new Map<string, unknown>();
  readonly #resolver = new RefResolver(this.#documents);
  readonly #input = new SchemaConverter(this.#resolver, INPUT_OPTIONS);
  readonly #output = new SchemaConverter(this.#resolver, OUTPUT_OPTIONS);
  readonly #inputSchemas = new Map<ArmOperation, JsonSchema | undefined>();
  readonly #outputSchemas = new Map<SpecSchema, JsonSchema>();
  readonly #parameterSchemas = new Map<ArmParameter, JsonSchema>();
  /** Problems met while loading (unreadable files, unresolved parameters). */
  readonly problems: string[] = [];

  /** Loads the entry files of `sources` (the azure-arm folder's manifest entries, or a vendored subset). */
  static async load(sources: SpecSource[]): Promise<ArmSpecIndex> {
    const index = new ArmSpecIndex();
    const cache = new SpecFileCache();
    for (const source of sources) {
      try {
        const loaded = await loadSpec(source.entry, cache);
        for (const [file, document] of loaded.documents) index.#documents.set(file, document);
        const file = path.relative(source.root, source.entry).split(path.sep).join('/');
        index.#addSpec(loaded.document, loaded.entryFile, file);
      } catch (error) {
        index.problems.push(`${source.entry}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return index;
  }

  /** The api-versions of a provider's specs (empty when the provider is unknown). */
  versionsOf(namespace: string): ReadonlySet<string> {
    return this.#versions.get(namespace.toLowerCase()) ?? new Set();
  }

  /** The request body's schema, read-only properties left out; undefined when the operation takes none. */
  requestSchema(operation: ArmOperation): JsonSchema | undefined {
    if (!this.#inputSchemas.has(operation)) {
      const body = operation.body;
      this.#inputSchemas.set(operation, body ? this.#input.convert(body.raw, body.file, 0) : undefined);
    }
    return this.#inputSchemas.get(operation);
  }

  /** A path or query parameter's schema (Swagger 2 keeps it on the parameter itself). */
  parameterSchema(parameter: ArmParameter): JsonSchema {
    let schema = this.#parameterSchemas.get(parameter);
    if (schema === undefined) {
      schema = this.#input.convert(parameter.raw.schema ?? parameter.raw, parameter.file, 1);
      this.#parameterSchemas.set(parameter, schema);
    }
    return schema;
  }

  /** The request body's schema with read-only properties kept and marked (to strip them from input). */
  bodyShape(operation: ArmOperation): JsonSchema | undefined {
    const body = operation.body;
    if (!body) return undefined;
    let schema = this.#outputSchemas.get(body);
    if (schema === undefined) {
      schema = this.#output.convert(body.raw, body.file, 0);
      this.#outputSchemas.set(body, schema);
    }
    return schema;
  }

  /** The schema of a response (read-only properties kept and marked); undefined when it has no body. */
  responseSchema(operation: ArmOperation, status: string): JsonSchema | undefined {
    const response = operation.responses.get(status);
    if (!response) return undefined;
    let schema = this.#outputSchemas.get(response);
    if (schema === undefined) {
      schema = this.#output.convert(response.raw, response.file, 0);
      this.#outputSchemas.set(response, schema);
    }
    return schema;
  }

  #addSpec(document: Record<string, unknown>, entryFile: string, specFile: string): void {
    const info = isObject(document.info) ? document.info : {};
    const apiVersion = typeof info.version === 'string' ? info.version : '';
    for (const section of ['paths', 'x-ms-paths']) {
      const paths = document[section];
      if (!isObject(paths)) continue;
      for (const [rawPath, rawItem] of Object.entries(paths)) {
        const item = followRefs(this.#resolver, rawItem, entryFile);
        if (!item || !isObject(item.value)) continue;
        const pathItem = item.value;
        for (const method of HTTP_METHODS) {
          const resolved = followRefs(this.#resolver, pathItem[method], item.file);
          if (!resolved || !isObject(resolved.value)) continue;
          const operation = this.#operation(
            method.toUpperCase(),
            rawPath,
            resolved.value,
            resolved.file,
            pathItem,
            item.file,
            apiVersion,
            specFile,
          );
          this.operations.push(operation);
          this.router.add(operation);
          if (operation.namespace && apiVersion) {
            const key = operation.namespace.toLowerCase();
            if (!this.#versions.has(key)) this.#versions.set(key, new Set());
            this.#versions.get(key)!.add(apiVersion);
          }
        }
      }
    }
  }

  #operation(
    method: string,
    rawPath: string,
    operation: Record<string, unknown>,
    operationFile: string,
    pathItem: Record<string, unknown>,
    pathItemFile: string,
    apiVersion: string,
    specFile: string,
  ): ArmOperation {
    const [pathPart, queryPart] = rawPath.split('?', 2) as [string, string | undefined];
    const template = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
    const fixedQuery: Record<string, string> = {};
    for (const pair of (queryPart ?? '').split('&')) {
      const [key, value] = pair.split('=', 2);
      if (key && value !== undefined) fixedQuery[key] = value;
    }
    const byKey = new Map<string, ArmParameter>();
    let body: ArmOperation['body'];
    for (const resolved of operationParameters(
      this.#resolver,
      { value: pathItem, file: pathItemFile },
      { value: operation, file: operationFile },
    )) {
      if (resolved.parameter === undefined) {
        this.problems.push(`${specFile} ${method} ${rawPath}: a parameter does not resolve`);
        continue;
      }
      const raw = resolved.parameter;
      if (typeof raw.name !== 'string' || typeof raw.in !== 'string') continue;
      if (raw.in === 'body') {
        body = { raw: raw.schema ?? {}, file: resolved.file, required: raw.required === true };
        continue;
      }
      byKey.set(`${raw.in}:${raw.name}`, {
        name: raw.name,
        in: raw.in,
        required: raw.in === 'path' || raw.required === true,
        multiSegment: raw['x-ms-skip-url-encoding'] === true,
        raw,
        file: resolved.file,
      });
    }
    const responses = new Map<string, SpecSchema | undefined>();
    if (isObject(operation.responses)) {
      for (const [status, rawResponse] of Object.entries(operation.responses)) {
        const response = followRefs(this.#resolver, rawResponse, operationFile);
        const value = response && isObject(response.value) ? response.value : {};
        responses.set(
          status,
          value.schema !== undefined ? { raw: value.schema, file: response!.file } : undefined,
        );
      }
    }
    const pageable = isObject(operation['x-ms-pageable'])
      ? {
          itemName:
            typeof operation['x-ms-pageable'].itemName === 'string'
              ? operation['x-ms-pageable'].itemName
              : 'value',
          nextLinkName:
            typeof operation['x-ms-pageable'].nextLinkName === 'string'
              ? operation['x-ms-pageable'].nextLinkName
              : null,
        }
      : undefined;
    const result: ArmOperation = {
      operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${rawPath}`,
      method,
      template,
      fixedQuery,
      apiVersion,
      namespace: templateNamespace(template),
      specFile,
      parameters: [...byKey.values()],
      responses,
      longRunning: operation['x-ms-long-running-operation'] === true,
    };
    if (body) result.body = body;
    if (pageable) result.pageable = pageable;
    return result;
  }
}
