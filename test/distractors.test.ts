import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../src/catalog/index.ts';
import { Environment } from '../src/environments/index.ts';
import { mcpServerSource, staticToolSource, ToolUniverse } from '../src/gateway/index.ts';
import { createCellSurface } from '../src/runner/cell-surface.ts';
import { pickDistractorsWithin, pickDistractorTools, withoutOwnCopies } from '../src/runner/distractors.ts';
import { defaultModelSettings } from '../src/models/index.ts';
import { Store } from '../src/store/index.ts';
import { loadTask } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider } from './fake-provider.ts';
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

  it("leaves out the universe's copies of tools an app serves under its own name (azure for azure-arm)", () => {
    const corpus = [
      tool('azure-arm', 'StorageAccounts_ListKeys'),
      tool('azure-arm', 'Vaults_Get'),
      tool('gitea', 'repoGet'),
    ];
    const own = [tool('azure', 'StorageAccounts_ListKeys'), tool('files', 'repoGet')];
    expect(withoutOwnCopies(corpus, own).map((entry) => entry.name)).toEqual([
      'azure-arm__Vaults_Get',
      'gitea__repoGet',
    ]);
    expect(withoutOwnCopies(corpus, [tool('files', 'read_text_file')])).toEqual(corpus);
  });

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

  it('fills with whole servers up to a tool limit, skipping one that would pass it, and says which', () => {
    const big = Array.from({ length: 5 }, (_, index) => tool('big', `t${index}`));
    const all = [...universe, ...big];
    const unlimited = pickDistractorsWithin(all, 'task-1', new Set(), 6, Infinity);
    expect(unlimited.leftOut).toEqual([]);
    const limited = pickDistractorsWithin(all, 'task-1', new Set(), 6, 8);
    expect(limited.tools.length).toBeLessThanOrEqual(8);
    expect(limited.leftOut.map((entry) => entry.server)).toContain('big');
    // Whole servers only, and the same choice every time for a task.
    for (const server of new Set(limited.tools.map((entry) => entry.server))) {
      expect(limited.tools.filter((entry) => entry.server === server)).toHaveLength(server === 'big' ? 5 : 2);
    }
    expect(pickDistractorsWithin(all, 'task-1', new Set(), 6, 8)).toEqual(limited);
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

describe("servers mode within a provider's tool limit", () => {
  it("keeps the resource providers of an azure task's tools (860 tools in all) and names those left out", async () => {
    const task = loadTask('suites/core/azure-grant-reader-role');
    const environment = await Environment.start(task, 'tool-limit-test');
    try {
      const heard: Array<{ name: string; tools: number }> = [];
      const settings = {
        models: defaultModelSettings(),
        maxTools: 128,
        onToolsLeftOut: (_: string, leftOut: Array<{ name: string; tools: number }>) =>
          heard.push(...leftOut),
      };
      const all = await createCellSurface(environment, 'servers', task, { models: defaultModelSettings() });
      const servers = await createCellSurface(environment, 'servers', task, settings);
      expect(all.tools.length).toBeGreaterThan(800);
      expect(servers.tools.length).toBeLessThanOrEqual(128);
      const names = servers.tools.map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(task.tools));
      // Every tool is offered or counted in a group named as left out.
      expect(servers.tools.length + heard.reduce((sum, entry) => sum + entry.tools, 0)).toBe(
        all.tools.length,
      );
      expect(heard.map((entry) => entry.name)).toContain('azure Microsoft.Web');
      const left = all.tools.find((entry) => !names.includes(entry.name))!;
      expect((await servers.call(left.name, {})).content).toMatch(/no tool named/);
      const listed = await servers.call('azure__Subscriptions_List', {});
      expect(listed.isError).toBe(false);
    } finally {
      await environment.stop();
    }
  });
});

describe('run --universe --distractors --retriever', () => {
  it('offers the task tools plus distractor servers to a real model, and keeps the options with the run', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'universe-'));
    const universeFile = path.join(dir, 'universe.yaml');
    writeFileSync(universeFile, `tools:\n  - ${staticTools}\n`);
    const provider = new FakeProvider([
      { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: 'nothing to do' } }] },
    ]);
    const baseUrl = await provider.start();
    try {
      const env = isolatedEnv();
      const args = [
        'run',
        'suites/core/reconcile-payments',
        '--model',
        'openai-compatible:m',
        '--base-url',
        baseUrl,
      ];
      const result = await runCli(
        [
          ...args,
          '--mode',
          'servers',
          '--universe',
          universeFile,
          '--distractors',
          '2',
          '--retriever',
          'bm25',
          '--json',
        ],
        env,
      );
      expect(result.code).toBe(0);
      const offered = (provider.requests[0]!.body.tools as Array<{ function: { name: string } }>).map(
        (entry) => entry.function.name,
      );
      expect(offered).toContain('files__read_text_file');
      expect(offered).toContain('weather__get_forecast');
      expect(offered).toContain('calendar__create_event');
      const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
      const run = await store.getRun(JSON.parse(result.stdout).runId);
      expect(run.config.options).toMatchObject({ universe: universeFile, distractors: 2, retriever: 'bm25' });
      await store.close();
    } finally {
      await provider.stop();
    }
  });
});
