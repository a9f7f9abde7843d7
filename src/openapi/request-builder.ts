import { ArenaError } from '../errors.ts';
import type { ExecutorConfig } from './executor-config.ts';
import type { ArgumentBinding, OperationBinding } from './openapi-types.ts';

/** An HTTP request ready for `fetch`. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Path parameter value, `simple` style unless the spec says `label` or `matrix`; percent-encoded. */
function pathValue(value: unknown, binding: ArgumentBinding): string {
  const explode = binding.explode === true;
  const encode = (item: unknown) => encodeURIComponent(scalar(item));
  let parts: string;
  if (Array.isArray(value)) parts = value.map(encode).join(',');
  else if (isPlainObject(value)) {
    parts = Object.entries(value)
      .map(([key, item]) => (explode ? `${encode(key)}=${encode(item)}` : `${encode(key)},${encode(item)}`))
      .join(',');
  } else parts = encode(value);
  if (binding.style === 'label') return `.${parts}`;
  if (binding.style === 'matrix') return `;${encodeURIComponent(binding.name ?? '')}=${parts}`;
  return parts;
}

const DELIMITERS: Record<string, string> = {
  spaceDelimited: ' ',
  pipeDelimited: '|',
  tabDelimited: '\t',
};

/** Appends one query parameter in its OpenAPI style (`form` exploded by default). */
function appendQuery(query: URLSearchParams, name: string, value: unknown, binding: ArgumentBinding): void {
  if (binding.json) {
    query.append(name, JSON.stringify(value));
    return;
  }
  const style = binding.style ?? 'form';
  const explode = binding.explode ?? style === 'form';
  if (Array.isArray(value)) {
    if (explode && style === 'form') for (const item of value) query.append(name, scalar(item));
    else query.append(name, value.map(scalar).join(DELIMITERS[style] ?? ','));
    return;
  }
  if (isPlainObject(value)) {
    if (style === 'deepObject') {
      for (const [key, item] of Object.entries(value)) query.append(`${name}[${key}]`, scalar(item));
    } else if (explode) {
      for (const [key, item] of Object.entries(value)) query.append(key, scalar(item));
    } else {
      query.append(
        name,
        Object.entries(value)
          .flatMap(([key, item]) => [key, scalar(item)])
          .join(','),
      );
    }
    return;
  }
  query.append(name, scalar(value));
}

/** `a[b][0]=c` pairs for form-encoded bodies with nested values (the convention Stripe and others use). */
function formPairs(prefix: string, value: unknown, pairs: Array<[string, string]>): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) formPairs(`${prefix}[${index}]`, item, pairs);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      formPairs(prefix === '' ? key : `${prefix}[${key}]`, item, pairs);
  } else if (value !== undefined) pairs.push([prefix, scalar(value)]);
}

function serialiseBody(mediaType: string, body: unknown): { body: string | FormData; contentType?: string } {
  const type = mediaType.toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const pairs: Array<[string, string]> = [];
    formPairs('', isPlainObject(body) ? body : { value: body }, pairs);
    return {
      body: new URLSearchParams(pairs).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  if (type.startsWith('multipart/form-data')) {
    const form = new FormData();
    for (const [key, item] of Object.entries(isPlainObject(body) ? body : { value: body })) {
      if (Array.isArray(item)) for (const element of item) form.append(key, scalar(element));
      else if (item !== undefined) form.append(key, scalar(item));
    }
    return { body: form };
  }
  if (typeof body === 'string' && !/json/.test(type)) return { body, contentType: mediaType };
  return {
    body: JSON.stringify(body),
    contentType: /json/.test(type) ? mediaType : 'application/json',
  };
}

/** The base URL: configured one (plus a relative spec server path), else the spec's first absolute server. */
export function resolveBaseUrl(binding: OperationBinding, config: ExecutorConfig): string | undefined {
  const relative = binding.servers.find((server) => server.startsWith('/'));
  if (config.baseUrl) {
    const base = config.baseUrl.replace(/\/+$/, '');
    const absoluteInSpec = binding.servers.some((server) => /^[a-z]+:\/\//i.test(server));
    return !absoluteInSpec && relative ? `${base}${relative.replace(/\/+$/, '')}` : base;
  }
  const absolute = binding.servers.find((server) => /^[a-z]+:\/\//i.test(server));
  return absolute?.replace(/\/+$/, '');
}

/**
 * Turns validated tool arguments into an HTTP request: path templating with escaping, query
 * styles, headers and cookies, JSON / form / multipart bodies, configured auth.
 */
export function buildHttpRequest(
  service: string,
  binding: OperationBinding,
  args: Record<string, unknown>,
  config: ExecutorConfig,
): HttpRequest {
  const base = resolveBaseUrl(binding, config);
  if (!base) {
    throw new ArenaError(
      'USAGE',
      `no base URL for ${service}: pass --base-url or set MCP_ARENA_OPENAPI_${service.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_BASE_URL`,
    );
  }
  const [pathTemplate = '', fixedQuery = ''] = binding.path.split('?', 2);
  const query = new URLSearchParams(fixedQuery);
  const headers: Record<string, string> = { ...config.headers };
  const cookies: string[] = [];
  let bodyObject: Record<string, unknown> | undefined;
  let wholeBody: unknown;
  let hasWholeBody = false;
  let path = pathTemplate;
  for (const [argName, argBinding] of Object.entries(binding.args)) {
    const value = args[argName] ?? argBinding.fallback;
    if (value === undefined) continue;
    const name = argBinding.name ?? argName;
    switch (argBinding.in) {
      case 'path':
        path = path.split(`{${name}}`).join(pathValue(value, argBinding));
        break;
      case 'query':
        appendQuery(query, name, value, argBinding);
        break;
      case 'header':
        headers[name] = Array.isArray(value) ? value.map(scalar).join(',') : scalar(value);
        break;
      case 'cookie':
        cookies.push(`${name}=${encodeURIComponent(scalar(value))}`);
        break;
      case 'body':
        if (argBinding.name === undefined) {
          wholeBody = value;
          hasWholeBody = true;
        } else {
          bodyObject ??= {};
          bodyObject[argBinding.name] = value;
        }
        break;
    }
  }
  if (cookies.length > 0) headers.Cookie = cookies.join('; ');
  applyAuth(binding, config, headers, query);
  const search = query.toString();
  const request: HttpRequest = {
    method: binding.method,
    url: `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`,
    headers,
  };
  const body = hasWholeBody ? wholeBody : bodyObject;
  if (body !== undefined || (binding.bodyMediaType && ['POST', 'PUT', 'PATCH'].includes(binding.method))) {
    const serialised = serialiseBody(binding.bodyMediaType ?? 'application/json', body ?? {});
    request.body = serialised.body;
    if (serialised.contentType) request.headers['Content-Type'] = serialised.contentType;
  }
  return request;
}

function applyAuth(
  binding: OperationBinding,
  config: ExecutorConfig,
  headers: Record<string, string>,
  query: URLSearchParams,
): void {
  const auth = config.auth;
  if (!auth) return;
  if (auth.type === 'bearer') headers.Authorization = `Bearer ${auth.token}`;
  else if (auth.type === 'basic') {
    headers.Authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
  } else {
    const hint = binding.auth.find((candidate) => candidate.type === 'apiKey');
    const name = auth.name ?? (hint?.type === 'apiKey' ? hint.name : 'X-API-Key');
    const location = auth.in ?? (hint?.type === 'apiKey' ? hint.in : 'header');
    if (location === 'query') query.set(name, auth.value);
    else if (location === 'cookie')
      headers.Cookie = [headers.Cookie, `${name}=${auth.value}`].filter(Boolean).join('; ');
    else headers[name] = auth.value;
  }
}
