import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../src/catalog/index.ts';
import { Environment } from '../src/environments/index.ts';
import { mcpServerSource, staticToolSource, ToolUniverse } from '../src/gateway/index.ts';
import { createCellSurface } from '../src/runner/cell-surface.ts';
import { pickDistractorTools } from '../src/runner/distractors.ts';
import { defaultModelSettings } from '../src/models/index.ts';
import { loadTask } from '../src/tasks/index.ts';
import { flakyServer, staticTools } from './gateway-helpers.ts';

const tool = (server: string, name: string): ToolSpec => ({
  name: `${server}__${name}`,
  server,
  toolName: name,
  description: name,
  inputSchema: { type: 'object' },
  origin: { kind: 'mcp', server },
});

describe('distractors', () => {
  const universe = ['a', 'b', 'c', 'd', 'e'].flatMap((server) => [tool(server, 'one'), tool(server, 'two')]);

  it('picks whole servers, the same ones for every run of a task, never the task own', () => {
    const first = pickDistractorTools(universe, 'task-1', new Set(['c']), 2);
    expect(first).toHaveLength(4);
    expect(new Set(first.map((entry) => entry.server)).size).toBe(2);
    expect(first.some((entry) => entry.server === 'c')).toBe(false);
    expect(pickDistractorTools(universe, 'task-1', new Set(['c']), 2)).toEqual(first);
    const servers = (taskId: string) =>
      [...new Set(pickDistractorTools(universe, taskId, new Set(), 2).map((entry) => entry.server))].join();
    const choices = new Set(['t1', 't2', 't3', 't4', 't5', 't6'].map(servers));
    expect(choices.size).toBeGreaterThan(1);
  });

  it('adds distractor servers in servers mode and searches the whole universe in retrieval mode', async () => {
    const task = loadTask('suites/core/reconcile-payments');
    const distractorUniverse = new ToolUniverse([
      await mcpServerSource(flakyServer),
      staticToolSource(staticTools),
    ]);
    const environment = await Environment.start(task, 'distractor-test');
    try {
      const settings = { models: defaultModelSettings(), universe: distractorUniverse, distractors: 3 };
      const servers = await createCellSurface(environment, 'servers', task, settings);
      const names = servers.tools.map((entry) => entry.name);
      expect(names).toContain('files__read_text_file');
      expect(new Set(servers.tools.map((entry) => entry.server))).toEqual(
        new Set(['files', 'flaky', 'weather', 'calendar']),
      );
      expect((await servers.call('flaky__echo', { message: 'distracted' })).content).toBe('distracted');

      const retrieval = await createCellSurface(environment, 'retrieval', task, settings);
      expect(retrieval.tools.map((entry) => entry.name)).toEqual(['find_tools', 'call_tool']);
      const found = await retrieval.call('find_tools', { query: 'weather forecast', num_tools: 1 });
      expect(JSON.parse(found.content).tools[0].name).toBe('weather__get_forecast');
    } finally {
      await environment.stop();
      await distractorUniverse.close();
    }
  });
});
