import { describe, expect, it } from 'vitest';
import { computeOpenapiStats, formatOpenapiStats, isComplexSchema } from './openapi-stats.ts';
import type { OpenapiConversion, OpenapiTool } from './openapi-types.ts';

function tool(server: string, properties: Record<string, unknown>): OpenapiTool {
  return {
    spec: {
      name: `${server}__t${Object.keys(properties).length}`,
      server,
      toolName: 't',
      description: 'd',
      inputSchema: { type: 'object', properties },
      origin: { kind: 'openapi', service: server, file: 'f.json', method: 'GET', path: '/' },
    },
    binding: { method: 'GET', path: '/', servers: [], args: {}, auth: [] },
  };
}

describe('computeOpenapiStats', () => {
  it('counts tools, mean arguments and the share with array/object arguments, per service and in total', () => {
    const conversion: OpenapiConversion = {
      tools: [
        tool('a', { x: { type: 'string' }, y: { type: 'array' } }),
        tool('a', { x: { type: 'integer' } }),
        tool('b', {
          x: { anyOf: [{ type: 'string' }, { type: 'object' }] },
          y: {},
          z: { type: ['string', 'null'] },
        }),
      ],
      skipped: [
        {
          service: 'b',
          file: 'f.json',
          method: 'GET',
          path: '/x',
          reason: 'operation $ref does not resolve',
        },
      ],
      warnings: [],
    };
    const stats = computeOpenapiStats(conversion, 0);
    expect(stats.services).toEqual([
      { service: 'a', tools: 2, avgArgs: 1.5, complexPct: 50, skipped: 0 },
      { service: 'b', tools: 1, avgArgs: 3, complexPct: 100, skipped: 1 },
    ]);
    expect(stats.total).toEqual({ service: 'total', tools: 3, avgArgs: 2, complexPct: 66.7, skipped: 1 });
    const table = formatOpenapiStats(stats);
    expect(table).toContain('| **total** | 3 | 2.00 | 66.7% | 1 |');
    expect(table).toContain('- b f.json GET /x: operation $ref does not resolve');
  });

  it('treats nullable scalars as simple and untyped objects as complex', () => {
    expect(isComplexSchema({ type: ['string', 'null'] })).toBe(false);
    expect(isComplexSchema({ properties: { a: {} } })).toBe(true);
    expect(isComplexSchema({ oneOf: [{ type: 'integer' }, { type: 'array' }] })).toBe(true);
    expect(isComplexSchema(true)).toBe(false);
  });
});
