import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from '../../test/cli.ts';
import type { ToolSpec } from '../catalog/index.ts';
import { formatToolList } from './tools-list-command.ts';

describe('mcp-arena tools list', () => {
  it("starts an app's servers and prints every tool with its arguments", async () => {
    const result = await runCli(['tools', 'list', '--app', 'memory'], isolatedEnv());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'memory__create_entities\n  Create multiple new entities in the knowledge graph\n' +
        '    entities: { name: string, entityType: string, observations: string[] }[]',
    );
    expect(result.stdout).toMatch(/\n9 tools\n$/);
  }, 60_000);

  it('prints the input schemas as JSON for a task', async () => {
    const json = await runCli(
      ['tools', 'list', '--task', 'suites/core/update-contact-memory', '--json'],
      isolatedEnv(),
    );
    expect(json.code, json.stderr).toBe(0);
    const tools = JSON.parse(json.stdout) as ToolSpec[];
    expect(tools.find((tool) => tool.name === 'memory__search_nodes')).toMatchObject({
      server: 'memory',
      toolName: 'search_nodes',
      inputSchema: { type: 'object', required: ['query'] },
    });
  }, 60_000);

  it('says what to give when the options are missing or wrong', async () => {
    const none = await runCli(['tools', 'list'], isolatedEnv());
    expect(none.stderr).toContain('give either --app NAME (repeatable) or --task DIR');
    const unknown = await runCli(['tools', 'list', '--app', 'email'], isolatedEnv());
    expect(unknown.stderr).toContain('unknown app email: use one of files, sql');
  }, 60_000);
});

describe('formatToolList', () => {
  it('marks optional arguments and renders enums, unions and nested objects', () => {
    const tool: ToolSpec = {
      name: 'mail__search',
      server: 'mail',
      toolName: 'search',
      description: 'Search mail.\nMore text.',
      origin: { kind: 'mcp', server: 'mail' },
      inputSchema: {
        type: 'object',
        required: ['query'],
        properties: {
          query: { type: 'string', description: 'What to find' },
          folder: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          order: { enum: ['asc', 'desc'] },
          range: { type: 'object', properties: { from: { type: 'string' } }, required: ['from'] },
        },
      },
    };
    expect(formatToolList([tool])).toBe(
      [
        'mail__search',
        '  Search mail.',
        '    query: string  What to find',
        '    folder?: string | null',
        '    order?: "asc" | "desc"',
        '    range?: { from: string }',
      ].join('\n'),
    );
  });
});
