import { describe, expect, it } from 'vitest';
import type { OperationBinding } from './openapi-types.ts';
import { buildHttpRequest, resolveBaseUrl } from './request-builder.ts';

const binding = (overrides: Partial<OperationBinding>): OperationBinding => ({
  method: 'GET',
  path: '/items',
  servers: ['https://api.example.test/v2'],
  args: {},
  auth: [],
  ...overrides,
});

describe('buildHttpRequest', () => {
  it('fills and escapes path parameters, and keeps fixed query parts of x-ms-paths', () => {
    const request = buildHttpRequest(
      'svc',
      binding({
        path: '/repos/{owner}/{repo}/files?op=read',
        args: {
          owner: { in: 'path', name: 'owner' },
          repo: { in: 'path', name: 'repo' },
        },
      }),
      { owner: 'a b/c', repo: 'x?y#z' },
      {},
    );
    expect(request.url).toBe('https://api.example.test/v2/repos/a%20b%2Fc/x%3Fy%23z/files?op=read');
  });

  it('serialises query styles: form exploded and not, delimited, deepObject, JSON content', () => {
    const request = buildHttpRequest(
      'svc',
      binding({
        args: {
          tags: { in: 'query', name: 'tags' },
          ids: { in: 'query', name: 'ids', style: 'form', explode: false },
          words: { in: 'query', name: 'words', style: 'pipeDelimited' },
          filter: {
            in: 'query',
            name: 'filter',
            style: 'deepObject',
            explode: true,
          },
          where: { in: 'query', name: 'where', json: true },
          version: { in: 'query', name: 'api-version', fallback: '2024-01-01' },
        },
      }),
      {
        tags: ['a', 'b'],
        ids: [1, 2],
        words: ['x', 'y'],
        filter: { name: 'n' },
        where: { a: 1 },
      },
      {},
    );
    const query = new URL(request.url).searchParams;
    expect(query.getAll('tags')).toEqual(['a', 'b']);
    expect(query.get('ids')).toBe('1,2');
    expect(query.get('words')).toBe('x|y');
    expect(query.get('filter[name]')).toBe('n');
    expect(query.get('where')).toBe('{"a":1}');
    expect(query.get('api-version')).toBe('2024-01-01');
  });

  it('builds JSON and form-encoded bodies from flattened arguments, with nested form keys', () => {
    const json = buildHttpRequest(
      'svc',
      binding({
        method: 'POST',
        bodyMediaType: 'application/json',
        args: {
          name: { in: 'body', name: 'name' },
          tags: { in: 'body', name: 'tags' },
        },
      }),
      { name: 'n', tags: ['t'] },
      {},
    );
    expect(json.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(json.body as string)).toEqual({ name: 'n', tags: ['t'] });
    const form = buildHttpRequest(
      'svc',
      binding({
        method: 'POST',
        bodyMediaType: 'application/x-www-form-urlencoded',
        args: {
          metadata: { in: 'body', name: 'metadata' },
          expand: { in: 'body', name: 'expand' },
        },
      }),
      { metadata: { plan: 'pro' }, expand: ['customer'] },
      {},
    );
    expect(form.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(form.body as string)).toBe('metadata[plan]=pro&expand[0]=customer');
  });

  it('sends a whole-body argument as the body', () => {
    const request = buildHttpRequest(
      'svc',
      binding({
        method: 'PUT',
        bodyMediaType: 'application/json',
        args: { body: { in: 'body' } },
      }),
      { body: [1, 2] },
      {},
    );
    expect(request.body).toBe('[1,2]');
  });

  it('applies bearer, basic and API-key auth where the spec says', () => {
    const apiKeyBinding = binding({
      auth: [{ type: 'apiKey', in: 'query', name: 'key' }],
    });
    expect(
      buildHttpRequest('svc', apiKeyBinding, {}, { auth: { type: 'apiKey', value: 's3' } }).url,
    ).toContain('key=s3');
    expect(
      buildHttpRequest('svc', binding({}), {}, { auth: { type: 'bearer', token: 't' } }).headers
        .Authorization,
    ).toBe('Bearer t');
    expect(
      buildHttpRequest('svc', binding({}), {}, { auth: { type: 'basic', username: 'u', password: 'p' } })
        .headers.Authorization,
    ).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
  });

  it('takes the configured base URL, appending a relative spec server path, and fails clearly without one', () => {
    expect(
      resolveBaseUrl(binding({ servers: ['/api/v1'] }), {
        baseUrl: 'http://127.0.0.1:3000/',
      }),
    ).toBe('http://127.0.0.1:3000/api/v1');
    expect(resolveBaseUrl(binding({}), { baseUrl: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(() => buildHttpRequest('my-svc', binding({ servers: ['/api'] }), {}, {})).toThrow(
      /MCP_ARENA_OPENAPI_MY_SVC_BASE_URL/,
    );
  });
});
