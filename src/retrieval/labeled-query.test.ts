import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../catalog/index.ts';
import { loadLabeledQueries, matchesGold } from './labeled-query.ts';

describe('loadLabeledQueries', () => {
  it('reads JSONL with tool names and OpenAPI operations as gold', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'queries-')), 'q.jsonl');
    writeFileSync(
      file,
      '{"query":"send mail","gold":["mail__send_email"]}\n\n' +
        '{"query":"list pets","gold":[{"service":"petstore","method":"GET","path":"/pets"}]}\n',
    );
    expect(loadLabeledQueries(file)).toEqual([
      { query: 'send mail', gold: ['mail__send_email'] },
      { query: 'list pets', gold: [{ service: 'petstore', method: 'GET', path: '/pets' }] },
    ]);
  });

  it('names the line and the fix for a bad entry', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'queries-')), 'bad.jsonl');
    writeFileSync(file, '{"query":"a","gold":["x"]}\n{"query":"b","gold":[{"service":"s"}]}\n');
    expect(() => loadLabeledQueries(file)).toThrow(/bad\.jsonl:2: gold\[0\] must be a tool name/);
    writeFileSync(file, '{"query":"a","gold":[]}\n');
    expect(() => loadLabeledQueries(file)).toThrow(/non-empty list/);
  });
});

describe('matchesGold', () => {
  const operation: ToolSpec = {
    name: 'petstore__listPets',
    server: 'petstore',
    toolName: 'listPets',
    description: '',
    inputSchema: { type: 'object' },
    origin: { kind: 'openapi', service: 'petstore', file: 'petstore.yaml', method: 'get', path: '/pets' },
  };

  it('matches OpenAPI origins by service, method (any case) and path', () => {
    expect(matchesGold(operation, { service: 'petstore', method: 'GET', path: '/pets' })).toBe(true);
    expect(matchesGold(operation, { service: 'petstore', method: 'POST', path: '/pets' })).toBe(false);
    expect(matchesGold(operation, { service: 'other', method: 'get', path: '/pets' })).toBe(false);
    expect(matchesGold(operation, 'listPets')).toBe(true);
    expect(matchesGold(operation, 'petstore__listPets')).toBe(true);
    expect(matchesGold(operation, 'other__listPets')).toBe(false);
  });
});
