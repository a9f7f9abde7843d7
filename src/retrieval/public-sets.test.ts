import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchesGold } from './labeled-query.ts';
import {
  cleanRouteQuery,
  loadLiveMcpBenchRouteQueries,
  loadLiveMcpBenchTaskQueries,
  loadLiveMcpBenchTools,
} from './livemcpbench-sets.ts';
import { loadMetaToolQueries, loadMetaToolTools } from './metatool-set.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = path.resolve(repoRoot, '../shared/corpus');
const present = existsSync(path.join(corpus, 'livemcpbench')) && existsSync(path.join(corpus, 'metatool'));
if (!present) console.warn(`skipping public labeled-set tests: ${corpus} (the shared corpus) is absent`);

describe.skipIf(!present)('public labeled sets', () => {
  it('LiveMCPBench: 527 tools in 70 servers, task queries whose gold names exist in the universe', () => {
    const directory = path.join(corpus, 'livemcpbench');
    const tools = loadLiveMcpBenchTools(directory);
    expect(tools).toHaveLength(527);
    expect(new Set(tools.map((tool) => tool.server)).size).toBe(70);
    const queries = loadLiveMcpBenchTaskQueries(directory, tools);
    expect(queries.length).toBeGreaterThan(90);
    expect(queries.length).toBeLessThanOrEqual(95);
    for (const { gold } of queries) {
      for (const entry of gold) expect(tools.some((tool) => matchesGold(tool, entry))).toBe(true);
    }
    expect(queries[0]!.query).toMatch(/WeChat Reading/);
    expect(queries[0]!.gold).toContain('generate_word_cloud_chart');
  });

  it('LiveMCPBench routes: agent queries paired with the tool executed next', () => {
    const directory = path.join(corpus, 'livemcpbench');
    const tools = loadLiveMcpBenchTools(directory);
    const queries = loadLiveMcpBenchRouteQueries(directory, tools);
    expect(queries.length).toBeGreaterThan(100);
    const names = new Set(tools.map((tool) => tool.name));
    for (const { query, gold } of queries) {
      expect(query).not.toMatch(/tool_assistant/);
      expect(gold).toHaveLength(1);
      expect(names.has(gold[0] as string)).toBe(true);
    }
    expect(queries[0]!.gold).toEqual(['mcp-server-chart__generate_word_cloud_chart']);
  });

  it('MetaTool: 199 tools, every CSV tool has a description, identical queries merged', () => {
    const directory = path.join(corpus, 'metatool');
    const tools = loadMetaToolTools(directory);
    expect(tools).toHaveLength(199);
    const names = new Set(tools.map((tool) => tool.name));
    const queries = loadMetaToolQueries(directory);
    expect(queries.length).toBeGreaterThan(20_000);
    expect(new Set(queries.map((query) => query.query)).size).toBe(queries.length);
    for (const { gold } of queries) for (const entry of gold) expect(names.has(entry as string)).toBe(true);
    const multi = loadMetaToolQueries(directory, { set: 'multi' });
    expect(multi).toHaveLength(497);
    expect(multi.every((query) => query.gold.length === 2)).toBe(true);
  });
});

describe('cleanRouteQuery', () => {
  it('removes the tool_assistant wrapper and keeps the server and tool lines', () => {
    expect(cleanRouteQuery('<tool_assistant>\nserver: pdf\ntool: make a pdf\n</tool_assistant>')).toBe(
      'server: pdf\ntool: make a pdf',
    );
  });
});
