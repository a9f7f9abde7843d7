import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArenaError } from '../errors.ts';
import { loadStaticToolFiles, loadStaticTools, parseStaticTools } from './static-tools.ts';

function writeJson(name: string, data: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'static-tools-')), name);
  writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('loadStaticTools', () => {
  it('reads a flat list, qualifies names and keeps the origin', () => {
    const file = writeJson('tools.json', [
      {
        server: 'mail',
        name: 'send',
        description: 'Send mail',
        inputSchema: { type: 'object', required: ['to'] },
      },
      { name: 'ping', description: 'Ping' },
    ]);
    const tools = loadStaticTools(file);
    expect(tools[0]).toEqual({
      name: 'mail__send',
      server: 'mail',
      toolName: 'send',
      description: 'Send mail',
      inputSchema: { type: 'object', required: ['to'] },
      origin: { kind: 'static', server: 'mail', file },
    });
    expect(tools[1]).toMatchObject({ name: 'tools__ping', server: 'tools', inputSchema: { type: 'object' } });
  });

  it("reads LiveMCPBench's server entries with nested tools", () => {
    const tools = parseStaticTools(
      [
        {
          name: 'Time MCP Server',
          description: 'time',
          tools: {
            time: {
              server_name: 'time',
              tools: [
                {
                  name: 'get_current_time',
                  description: 'Now',
                  inputSchema: { type: 'object' },
                  annotations: null,
                },
              ],
            },
          },
        },
      ],
      'tools.json',
    );
    expect(tools.map((tool) => [tool.name, tool.server, tool.annotations])).toEqual([
      ['time__get_current_time', 'time', undefined],
    ]);
  });

  it('reads a name → description map with the file name as server', () => {
    const tools = loadStaticTools(writeJson('plugins.json', { Weather: 'Forecasts' }));
    expect(tools).toMatchObject([
      { name: 'plugins__Weather', toolName: 'Weather', description: 'Forecasts' },
    ]);
  });

  it('rejects duplicate names, also across files, with a hint', () => {
    const file = writeJson('a.json', [{ server: 's', name: 't' }]);
    expect(() => loadStaticToolFiles([file, file])).toThrow(/s__t appears twice/);
    expect(() =>
      parseStaticTools(
        [
          { server: 's', name: 't' },
          { server: 's', name: 't' },
        ],
        'x.json',
      ),
    ).toThrow(ArenaError);
  });

  it('names the file and field of a bad entry', () => {
    expect(() => parseStaticTools([{ description: 'no name' }], 'bad.json')).toThrow(/bad\.json \[0\]\.name/);
    expect(() => parseStaticTools('nope', 'bad.json')).toThrow(/expected a JSON list/);
    expect(() => loadStaticTools('/nonexistent/tools.json')).toThrow(/cannot read tool-spec file/);
  });
});
