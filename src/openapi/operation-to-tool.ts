import type { ToolAnnotations, ToolInputSchema } from '../catalog/tool-spec.ts';
import { argumentName } from './argument-name.ts';
import type { ArgumentBinding, AuthHint, OperationBinding } from './openapi-types.ts';
import { followRefs, operationParameters, type RefResolver } from './ref-resolver.ts';
import { type JsonSchema, type SchemaConverter, trimText } from './schema-converter.ts';

/** What one spec file shares with each of its operations. */
export interface SpecContext {
  service: string;
  /** Entry file path relative to the service folder. */
  file: string;
  document: Record<string, unknown>;
  resolver: RefResolver;
  converter: SchemaConverter;
}

/** One operation located in a spec, its refs already followed. */
export interface OperationSource {
  method: string;
  path: string;
  operation: Record<string, unknown>;
  /** File the operation object lives in (refs inside it resolve from there). */
  operationFile: string;
  pathItem: Record<string, unknown>;
  pathItemFile: string;
}

/** A converted operation before its universe-wide name is chosen. */
export interface ToolDraft {
  /** operationId, or method + path when there is none; not yet sanitised. */
  baseName: string;
  hasOperationId: boolean;
  description: string;
  inputSchema: ToolInputSchema;
  annotations: ToolAnnotations;
  binding: OperationBinding;
}

export const MAX_DESCRIPTION_LENGTH = 1024;
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
const JSON_MEDIA = /^application\/(?:[\w.+-]+\+)?json\b|^\*\/\*$/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Converts one operation into a tool draft, or returns the reason it cannot be converted. */
export function operationToTool(context: SpecContext, source: OperationSource): ToolDraft | { skip: string } {
  const { document, converter, resolver } = context;
  const { operation, operationFile, pathItem, pathItemFile } = source;
  const swagger = typeof document.swagger === 'string';
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const args: Record<string, ArgumentBinding> = {};
  const taken = new Set<string>();

  // Path-level parameters first, then operation-level ones override by (in, name).
  const parameters = new Map<string, { parameter: Record<string, unknown>; file: string }>();
  for (const resolved of operationParameters(
    resolver,
    { value: pathItem, file: pathItemFile },
    { value: operation, file: operationFile },
  )) {
    const { entry, parameter } = resolved;
    if (parameter === undefined) {
      return { skip: `parameter ${isObject(entry) ? String(entry.$ref ?? '?') : '?'} does not resolve` };
    }
    if (typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
    parameters.set(`${parameter.in}:${parameter.name}`, { parameter, file: resolved.file });
  }

  let bodySchema: { schema: unknown; file: string; required: boolean; description: string } | undefined;
  let bodyMediaType: string | undefined;
  const formFields: Array<{
    parameter: Record<string, unknown>;
    file: string;
  }> = [];

  for (const { parameter, file } of parameters.values()) {
    const location = parameter.in as string;
    const name = parameter.name as string;
    if (location === 'body') {
      bodySchema = {
        schema: parameter.schema ?? {},
        file,
        required: parameter.required === true,
        description: text(parameter.description),
      };
      continue;
    }
    if (location === 'formData') {
      formFields.push({ parameter, file });
      continue;
    }
    if (location === 'header' && IGNORED_HEADERS.has(name.toLowerCase())) continue;
    if (!['path', 'query', 'header', 'cookie'].includes(location)) continue;
    let schemaSource: unknown = parameter;
    let json = false;
    if (!swagger) {
      schemaSource = parameter.schema;
      if (schemaSource === undefined && isObject(parameter.content)) {
        const first = Object.values(parameter.content)[0];
        schemaSource = isObject(first) ? first.schema : undefined;
        json = true;
      }
    }
    let schema = converter.convert(schemaSource ?? {}, file, 1);
    const description = text(parameter.description);
    if (isObject(schema) && description !== '') {
      schema = { ...schema, description: trimText(description, 300) };
    }
    const argName = argumentName(name, taken, location);
    taken.add(argName);
    const binding: ArgumentBinding = {
      in: location as ArgumentBinding['in'],
      name,
    };
    Object.assign(binding, serialisation(parameter, location, swagger));
    if (json) binding.json = true;
    let isRequired = location === 'path' || parameter.required === true;
    if (
      name === 'api-version' &&
      location === 'query' &&
      isObject(schema) &&
      schema.default === undefined &&
      isObject(document.info) &&
      typeof document.info.version === 'string'
    ) {
      binding.fallback = document.info.version;
      schema = { ...schema, default: document.info.version };
      isRequired = false;
    }
    properties[argName] = schema;
    args[argName] = binding;
    if (isRequired) required.push(argName);
  }

  if (!swagger && operation.requestBody !== undefined) {
    const resolved = followRefs(resolver, operation.requestBody, operationFile);
    if (!resolved || !isObject(resolved.value)) return { skip: 'requestBody does not resolve' };
    const requestBody = resolved.value;
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const mediaType = chooseMediaType(Object.keys(content));
    if (mediaType !== undefined) {
      const media = content[mediaType];
      bodyMediaType = mediaType;
      bodySchema = {
        schema: isObject(media) && media.schema !== undefined ? media.schema : {},
        file: resolved.file,
        required: requestBody.required === true,
        description: text(requestBody.description),
      };
    }
  } else if (swagger && (bodySchema || formFields.length > 0)) {
    const consumes = (Array.isArray(operation.consumes) ? operation.consumes : document.consumes) as unknown;
    const types = Array.isArray(consumes)
      ? consumes.filter((type): type is string => typeof type === 'string')
      : [];
    if (bodySchema) {
      bodyMediaType = types.find((type) => JSON_MEDIA.test(type)) ?? types[0] ?? 'application/json';
    } else {
      const hasFile = formFields.some(({ parameter }) => parameter.type === 'file');
      bodyMediaType =
        hasFile ||
        (types.includes('multipart/form-data') && !types.includes('application/x-www-form-urlencoded'))
          ? 'multipart/form-data'
          : 'application/x-www-form-urlencoded';
    }
  }

  if (formFields.length > 0) {
    for (const { parameter, file } of formFields) {
      const name = parameter.name as string;
      const argName = argumentName(name, taken, 'form');
      taken.add(argName);
      properties[argName] = converter.convert(parameter, file, 1);
      args[argName] = { in: 'body', name };
      if (parameter.required === true) required.push(argName);
    }
  } else if (bodySchema) {
    const body = converter.convert(bodySchema.schema, bodySchema.file, 0);
    const flattenable =
      isObject(body) &&
      isObject(body.properties) &&
      Object.keys(body.properties).length > 0 &&
      (body.type === undefined || body.type === 'object') &&
      !('anyOf' in body || 'oneOf' in body || 'allOf' in body || 'not' in body) &&
      Object.keys(body.properties).every((name) => argumentName(name, taken, 'body') === name);
    if (flattenable && isObject(body) && isObject(body.properties)) {
      const bodyRequired = new Set(Array.isArray(body.required) ? (body.required as string[]) : []);
      for (const [name, schema] of Object.entries(body.properties)) {
        taken.add(name);
        properties[name] = schema as JsonSchema;
        args[name] = { in: 'body', name };
        if (bodyRequired.has(name)) required.push(name);
      }
    } else {
      const argName = argumentName(taken.has('body') ? 'requestBody' : 'body', taken, 'body');
      taken.add(argName);
      let schema = body;
      if (isObject(schema) && schema.description === undefined && bodySchema.description !== '') {
        schema = {
          ...schema,
          description: trimText(bodySchema.description, 300),
        };
      }
      properties[argName] = schema;
      args[argName] = { in: 'body' };
      if (bodySchema.required) required.push(argName);
    }
  }

  const inputSchema: ToolInputSchema = { type: 'object', properties };
  if (required.length > 0) inputSchema.required = [...new Set(required)];
  const method = source.method.toUpperCase();
  const annotations: ToolAnnotations = {};
  if (method === 'GET' || method === 'HEAD') annotations.readOnlyHint = true;
  if (method === 'DELETE') annotations.destructiveHint = true;
  const operationId = text(operation.operationId);
  const binding: OperationBinding = {
    method,
    path: source.path,
    servers: serverUrls(document, operation, pathItem),
    args,
    auth: authHints(document, operation),
  };
  if (bodyMediaType !== undefined && (bodySchema || formFields.length > 0))
    binding.bodyMediaType = bodyMediaType;
  return {
    baseName: operationId !== '' ? operationId : `${source.method}_${source.path}`,
    hasOperationId: operationId !== '',
    description: describe(operation, pathItem, method, source.path),
    inputSchema,
    annotations,
    binding,
  };
}

function chooseMediaType(types: string[]): string | undefined {
  return (
    types.find((type) => JSON_MEDIA.test(type) && type !== '*/*') ??
    types.find((type) => type.startsWith('application/x-www-form-urlencoded')) ??
    types.find((type) => type.startsWith('multipart/form-data')) ??
    types[0]
  );
}

function serialisation(
  parameter: Record<string, unknown>,
  location: string,
  swagger: boolean,
): Pick<ArgumentBinding, 'style' | 'explode'> {
  if (!swagger) {
    const result: Pick<ArgumentBinding, 'style' | 'explode'> = {};
    if (typeof parameter.style === 'string') result.style = parameter.style;
    if (typeof parameter.explode === 'boolean') result.explode = parameter.explode;
    return result;
  }
  if (parameter.type !== 'array') return {};
  const format = typeof parameter.collectionFormat === 'string' ? parameter.collectionFormat : 'csv';
  switch (format) {
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      return { style: 'spaceDelimited', explode: false };
    case 'pipes':
      return { style: 'pipeDelimited', explode: false };
    case 'tsv':
      return { style: 'tabDelimited', explode: false };
    default:
      return location === 'query' ? { style: 'form', explode: false } : { style: 'simple', explode: false };
  }
}

function describe(
  operation: Record<string, unknown>,
  pathItem: Record<string, unknown>,
  method: string,
  path: string,
) {
  let summary = text(operation.summary);
  let description = text(operation.description);
  if (summary === '' && description === '') {
    summary = text(pathItem.summary);
    description = text(pathItem.description);
  }
  let combined = summary;
  if (description !== '' && !description.startsWith(summary.replace(/\.$/, ''))) {
    combined = summary === '' ? description : `${summary}\n\n${description}`;
  } else if (description !== '') {
    combined = description;
  }
  if (combined === '') combined = `${method} ${path}`;
  if (operation.deprecated === true) combined = `(Deprecated) ${combined}`;
  return trimText(combined, MAX_DESCRIPTION_LENGTH);
}

function substituteVariables(server: Record<string, unknown>): string | undefined {
  if (typeof server.url !== 'string') return undefined;
  const variables = isObject(server.variables) ? server.variables : {};
  return server.url.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : match;
  });
}

function serverUrls(
  document: Record<string, unknown>,
  operation: Record<string, unknown>,
  pathItem: Record<string, unknown>,
): string[] {
  if (typeof document.swagger === 'string') {
    const basePath = typeof document.basePath === 'string' ? document.basePath.replace(/\/$/, '') : '';
    if (typeof document.host !== 'string') return [basePath];
    const schemes = Array.isArray(document.schemes) ? (document.schemes as string[]) : ['https'];
    const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
    return [`${scheme}://${document.host}${basePath}`];
  }
  for (const candidate of [operation.servers, pathItem.servers, document.servers]) {
    if (!Array.isArray(candidate) || candidate.length === 0) continue;
    return candidate
      .filter(isObject)
      .map(substituteVariables)
      .filter((url): url is string => url !== undefined);
  }
  return ['/'];
}

function authHints(document: Record<string, unknown>, operation: Record<string, unknown>): AuthHint[] {
  const schemes = (
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? document.components.securitySchemes
      : isObject(document.securityDefinitions)
        ? document.securityDefinitions
        : {}
  ) as Record<string, unknown>;
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.security)
      ? document.security
      : [];
  const names = new Set<string>();
  for (const requirement of requirements)
    if (isObject(requirement)) for (const name of Object.keys(requirement)) names.add(name);
  if (names.size === 0) for (const name of Object.keys(schemes)) names.add(name);
  const hints: AuthHint[] = [];
  for (const name of names) {
    const scheme = schemes[name];
    if (!isObject(scheme)) continue;
    const type = String(scheme.type ?? '').toLowerCase();
    const httpScheme = String(scheme.scheme ?? '').toLowerCase();
    if (type === 'apikey' && typeof scheme.name === 'string') {
      const location = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      hints.push({ type: 'apiKey', in: location, name: scheme.name });
    } else if (type === 'basic' || (type === 'http' && httpScheme === 'basic')) {
      hints.push({ type: 'basic' });
    } else if (type === 'http' || type === 'oauth2' || type === 'openidconnect') {
      hints.push({ type: 'bearer' });
    }
  }
  return hints;
}
