import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseStaticTools, type ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import type { LabeledQuery } from './labeled-query.ts';

/** The server name MetaTool's tools get in the universe. */
export const METATOOL_SERVER = 'metatool';

/** MetaTool's 199 tools (`plugin_des.json`: name → description; the names the CSV uses). */
export function loadMetaToolTools(corpusDir: string): ToolSpec[] {
  const file = path.join(corpusDir, 'plugin_des.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const list = Object.entries(data).map(([name, description]) => ({
    server: METATOOL_SERVER,
    name,
    description,
  }));
  return parseStaticTools(list, file);
}

export interface MetaToolQueryOptions {
  /** `single` (all_clean_data.csv, the default) or `multi` (multi_tool_query_golden.json, two tools each). */
  set?: 'single' | 'multi';
}

/**
 * MetaTool's queries with their gold tools as universe-wide names. Identical queries in the CSV are merged
 * (their tools are all gold).
 */
export function loadMetaToolQueries(corpusDir: string, options: MetaToolQueryOptions = {}): LabeledQuery[] {
  const qualify = (tool: string): string => `${METATOOL_SERVER}__${tool}`;
  if (options.set === 'multi') {
    const file = path.join(corpusDir, 'multi_tool_query_golden.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as Array<{ query: string; tool: string[] }>;
    return data.map(({ query, tool }) => ({ query, gold: [...new Set(tool)].map(qualify) }));
  }
  const file = path.join(corpusDir, 'all_clean_data.csv');
  const [header, ...rows] = parse(readFileSync(file, 'utf8'), { relax_column_count: true }) as string[][];
  if (header?.[0] !== 'Query' || header[1] !== 'Tool') {
    throw new ArenaError('USAGE', `${file}: expected the header "Query,Tool"`);
  }
  const byQuery = new Map<string, Set<string>>();
  for (const [query, tool] of rows) {
    if (!query || !tool) continue;
    let tools = byQuery.get(query);
    if (!tools) {
      tools = new Set();
      byQuery.set(query, tools);
    }
    tools.add(tool);
  }
  return [...byQuery].map(([query, tools]) => ({ query, gold: [...tools].map(qualify) }));
}
