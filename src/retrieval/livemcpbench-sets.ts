import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadStaticTools, qualifyToolName, type ToolSpec } from '../catalog/index.ts';
import type { LabeledQuery } from './labeled-query.ts';

/** LiveMCPBench's 527 tools in 70 servers (`tools/tools.json`). */
export function loadLiveMcpBenchTools(corpusDir: string): ToolSpec[] {
  return loadStaticTools(path.join(corpusDir, 'tools', 'tools.json'));
}

interface AnnotatedTask {
  Question: string;
  'Annotator Metadata'?: { Tools?: string };
}

/**
 * Each task's Question as the query, its annotated tools ("1. name\n2. name") as gold. Annotations give bare
 * tool names: gold stays unqualified (any server's tool of that name counts), and names no tool of the
 * universe has are dropped, as are tasks left without gold.
 */
export function loadLiveMcpBenchTaskQueries(corpusDir: string, tools: readonly ToolSpec[]): LabeledQuery[] {
  const known = new Set(tools.map((tool) => tool.toolName));
  const file = path.join(corpusDir, 'annotated_data', 'all_annotations.json');
  const tasks = JSON.parse(readFileSync(file, 'utf8')) as AnnotatedTask[];
  const queries: LabeledQuery[] = [];
  for (const task of tasks) {
    const names = (task['Annotator Metadata']?.Tools ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
      .filter((name) => name !== '' && known.has(name));
    const gold = [...new Set(names)];
    if (gold.length > 0) queries.push({ query: task.Question, gold });
  }
  return queries;
}

interface TrajectoryMessage {
  tool_calls?: Array<{ function: { name: string; arguments: string } }>;
}

/**
 * The agent-written `route` queries of the recorded Claude Sonnet 4 runs, each paired with the tool the agent
 * executed next (before its next route call). Route queries never followed by an execution of a tool of the
 * universe are left out. The `<tool_assistant>` wrapper is removed; its `server:` / `tool:` lines stay.
 */
export function loadLiveMcpBenchRouteQueries(corpusDir: string, tools: readonly ToolSpec[]): LabeledQuery[] {
  const known = new Set(tools.map((tool) => tool.name));
  const file = path.join(corpusDir, 'trajectories', 'claude-sonnet-4-20250514.json');
  const runs = JSON.parse(readFileSync(file, 'utf8')) as Array<{ messages: TrajectoryMessage[] }>;
  const queries: LabeledQuery[] = [];
  for (const run of runs) {
    let pending: string | undefined;
    for (const message of run.messages) {
      for (const call of message.tool_calls ?? []) {
        const args = parseArguments(call.function.arguments);
        if (call.function.name === 'route' && typeof args.query === 'string') {
          pending = cleanRouteQuery(args.query);
        } else if (call.function.name.startsWith('execute') && pending !== undefined) {
          const name =
            typeof args.server_name === 'string' && typeof args.tool_name === 'string'
              ? qualifyToolName(args.server_name, args.tool_name)
              : undefined;
          if (name && known.has(name)) {
            queries.push({ query: pending, gold: [name] });
            pending = undefined;
          }
        }
      }
    }
  }
  return queries;
}

export function cleanRouteQuery(query: string): string {
  return query.replace(/<\/?tool_assistant>/g, '').trim();
}

function parseArguments(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
