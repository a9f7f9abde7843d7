import { readFileSync } from 'node:fs';
import type { ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';

/** A gold tool: a universe-wide or upstream tool name, or an OpenAPI operation. */
export type GoldEntry = string | { service: string; method: string; path: string };

/** One query with the tools that answer it. */
export interface LabeledQuery {
  query: string;
  gold: GoldEntry[];
}

/**
 * Whether a tool is the gold entry: by universe-wide name (`server__tool`), by upstream tool name when the
 * entry is unqualified, or by OpenAPI service, method and path.
 */
export function matchesGold(tool: ToolSpec, gold: GoldEntry): boolean {
  if (typeof gold === 'string') return tool.name === gold || tool.toolName === gold;
  const origin = tool.origin;
  return (
    origin.kind === 'openapi' &&
    origin.service === gold.service &&
    origin.method.toLowerCase() === gold.method.toLowerCase() &&
    origin.path === gold.path
  );
}

/** Reads a JSONL file of `{query, gold: [...]}` lines (blank lines skipped). */
export function loadLabeledQueries(file: string): LabeledQuery[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ArenaError('USAGE', `cannot read queries file ${file}: ${(error as Error).message}`);
  }
  const queries: LabeledQuery[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ArenaError('USAGE', `${where} is not valid JSON: ${(error as Error).message}`);
    }
    queries.push(parseLabeledQuery(value, where));
  });
  return queries;
}

export function parseLabeledQuery(value: unknown, where: string): LabeledQuery {
  const record = value as { query?: unknown; gold?: unknown } | null;
  if (typeof record !== 'object' || record === null || typeof record.query !== 'string') {
    throw new ArenaError('USAGE', `${where}: expected {"query": "...", "gold": [...]}`);
  }
  if (!Array.isArray(record.gold) || record.gold.length === 0) {
    throw new ArenaError('USAGE', `${where}: "gold" must be a non-empty list of tool names or operations`);
  }
  const gold = record.gold.map((entry: unknown, index: number): GoldEntry => {
    if (typeof entry === 'string') return entry;
    const operation = entry as Record<string, unknown> | null;
    if (
      typeof operation === 'object' &&
      operation !== null &&
      typeof operation.service === 'string' &&
      typeof operation.method === 'string' &&
      typeof operation.path === 'string'
    ) {
      return { service: operation.service, method: operation.method, path: operation.path };
    }
    throw new ArenaError(
      'USAGE',
      `${where}: gold[${index}] must be a tool name or {"service", "method", "path"} of an OpenAPI operation`,
    );
  });
  return { query: record.query, gold };
}
