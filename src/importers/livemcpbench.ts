import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ToolCallRecord, Trajectory, Turn } from '../agent/index.ts';
import { loadStaticTools, qualifyToolName, type ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import type { ImportedTaskRecord, RetrievalRecord } from '../store/index.ts';
import { LIVEMCPBENCH_LOCAL_SERVERS } from '../tasks/index.ts';

/** The source name imported LiveMCPBench rows carry in the store. */
export const LIVEMCPBENCH_SOURCE = 'livemcpbench';

/** The category names of the trajectory and judge files, mapped to the annotations' (the paper's). */
const CATEGORY_NAMES: Record<string, string> = {
  work: 'Office',
  daily: 'Lifestyle',
  entertainment: 'Leisure',
  financing: 'Finance',
  travel: 'Travel',
  shopping: 'Shopping',
};

/** One recorded agent run of one task, as mcp-arena records it. */
export interface LiveMcpBenchCell {
  taskId: string;
  trajectory: Trajectory;
  retrieval: RetrievalRecord[];
}

/** One judge's verdicts on the recorded runs (its `reward` field), with its text. */
export interface LiveMcpBenchJudge {
  /** The judge's folder name in LiveMCPBench's evaluator output, e.g. `deepseek_deepseek-chat-v3-0324`. */
  name: string;
  verdicts: Map<string, { success: boolean; text: string; reasons: string }>;
}

export interface LiveMcpBenchData {
  dir: string;
  tasks: ImportedTaskRecord[];
  tools: ToolSpec[];
  /** The agent model whose runs were recorded. */
  agentModel: string;
  cells: LiveMcpBenchCell[];
  /** The annotators' verdict per task id. */
  humanLabels: Map<string, boolean>;
  judges: LiveMcpBenchJudge[];
}

interface AnnotatedTask {
  task_id: string;
  Question: string;
  answers: string;
  category: string;
  file_name: string;
  'Annotator Metadata': { Steps?: string; Tools?: string };
}

interface RecordedMessage {
  role: string;
  content?: string | null;
  tool_call_id?: string;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
}

interface RecordedRun {
  task_id: string;
  response: string;
  messages: RecordedMessage[];
  task_success?: string;
}

interface JudgeEntry {
  task_id: string;
  judge: string;
  judge_reason?: string;
  reward: number | string;
}

const AGENT_FILE = 'claude-sonnet-4-20250514';

/**
 * Reads LiveMCPBench's public data (see the corpus' SOURCES.md): the 95 annotated tasks, the 527 tools,
 * Claude Sonnet 4's recorded route / execute runs, the annotators' verdicts and ten LLM judges' verdicts.
 */
export function readLiveMcpBench(dir: string): LiveMcpBenchData {
  const file = (...parts: string[]): string => {
    const full = path.join(dir, ...parts);
    if (!existsSync(full)) {
      throw new ArenaError(
        'USAGE',
        `${full} is missing: give the LiveMCPBench data folder (with annotated_data/, tools/, trajectories/, judges/)`,
      );
    }
    return full;
  };
  const annotations = readJson<AnnotatedTask[]>(file('annotated_data', 'all_annotations.json'));
  const tools = loadStaticTools(file('tools', 'tools.json'));
  const runs = readJson<RecordedRun[]>(file('trajectories', `${AGENT_FILE}.json`));
  const labelled = readJson<RecordedRun[]>(file('trajectories', `${AGENT_FILE}.human-labels.json`));
  const judgeDir = file('judges');

  const serversByTool = new Map<string, Set<string>>();
  for (const tool of tools) {
    const servers = serversByTool.get(tool.toolName) ?? new Set<string>();
    servers.add(tool.server);
    serversByTool.set(tool.toolName, servers);
  }
  const tasks = annotations.map((task) => toTask(task, serversByTool));
  const known = new Set(tools.map((tool) => tool.name));

  const humanLabels = new Map<string, boolean>();
  for (const run of labelled) {
    if (run.task_success !== 'success' && run.task_success !== 'failure') {
      throw new ArenaError('USAGE', `human label of task ${run.task_id} is "${run.task_success}"`);
    }
    humanLabels.set(run.task_id, run.task_success === 'success');
  }

  const judges: LiveMcpBenchJudge[] = JUDGE_FILES.filter((name) =>
    existsSync(path.join(judgeDir, `${name}.json`)),
  ).map((name) => {
    const entries = readJson<JudgeEntry[]>(path.join(judgeDir, `${name}.json`));
    return {
      name,
      verdicts: new Map(
        entries.map((entry) => [
          entry.task_id,
          {
            success: Number(entry.reward) === 1,
            text: entry.judge,
            reasons: judgeReasons(entry),
          },
        ]),
      ),
    };
  });

  return {
    dir,
    tasks,
    tools,
    agentModel: AGENT_FILE,
    cells: runs.map((run) => toCell(run, known)),
    humanLabels,
    judges,
  };
}

/** The ten judges of LiveMCPBench's evaluator output, by folder name. */
export const JUDGE_FILES = [
  'claude-opus-4-20250514',
  'claude-sonnet-4-20250514',
  'deepseek_deepseek-chat-v3-0324',
  'deepseek_deepseek-r1-0528',
  'models_gemini-2.5-pro',
  'openai_gpt-4.1',
  'openai_gpt-4.1-mini',
  'qwen25_72b_int4_instruct',
  'qwen_qwen3-235b-a22b',
  'qwen_qwen3-32b',
] as const;

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new ArenaError('USAGE', `cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** "1. do this\n2. do that" → ["do this", "do that"]. */
export function numberedLines(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\d+[.)、]\s*/, '').trim())
    .filter((line) => line !== '');
}

function toTask(task: AnnotatedTask, serversByTool: Map<string, Set<string>>): ImportedTaskRecord {
  const tools = [...new Set(numberedLines(task['Annotator Metadata'].Tools))];
  const servers = [...new Set(tools.flatMap((tool) => [...(serversByTool.get(tool) ?? [])]))].sort();
  const online = servers.filter((server) => !LIVEMCPBENCH_LOCAL_SERVERS.has(server));
  const unknownTools = tools.filter((tool) => !serversByTool.has(tool));
  const needs: string[] = [];
  if (online.length > 0) needs.push(`internet access for ${online.join(', ')}`);
  if (unknownTools.length > 0) needs.push(`tools no LiveMCPTool server has: ${unknownTools.join(', ')}`);
  needs.push(
    `the LiveMCPTool servers ${servers.join(', ') || '(none annotated)'} launched with npx / uvx (npm and PyPI)`,
  );
  if (task.file_name) needs.push(`the task file ${task.file_name} under /root/ as LiveMCPBench lays it out`);
  const title = task.Question.length > 80 ? `${task.Question.slice(0, 77)}...` : task.Question;
  return {
    source: LIVEMCPBENCH_SOURCE,
    taskId: task.task_id,
    title,
    category: task.category,
    prompt: task.Question,
    answer: task.answers,
    keyPoints: numberedLines(task['Annotator Metadata'].Steps),
    tools,
    servers,
    // Installing any server needs npm / PyPI; these also call internet services while the agent works.
    needsNetwork: online.length > 0,
    requirements: needs.join('; '),
  };
}

/** Assistant messages become turns; `route` stays a tool-search call, `execute-tool` becomes a call of the tool. */
function toCell(run: RecordedRun, known: ReadonlySet<string>): LiveMcpBenchCell {
  const results = new Map<string, string>();
  for (const message of run.messages) {
    if (message.role === 'tool' && message.tool_call_id)
      results.set(message.tool_call_id, message.content ?? '');
  }
  const turns: Turn[] = [];
  const retrieval: RetrievalRecord[] = [];
  const startedAt = new Date(0).toISOString();
  for (const message of run.messages) {
    if (message.role !== 'assistant') continue;
    const turnIndex = turns.length;
    const toolCalls: ToolCallRecord[] = (message.tool_calls ?? []).map((call, index) => {
      const args = parseArguments(call.function.arguments);
      const result = results.get(call.id) ?? '';
      const isError = /isError=True\s*$/.test(result) || result.startsWith('Tool call timed out');
      if (call.function.name === 'route') {
        const query = typeof args.query === 'string' ? args.query : '';
        retrieval.push({ turnIndex, index, query: cleanQuery(query), returned: returnedTools(result) });
        return {
          id: call.id,
          name: 'route',
          arguments: args,
          result,
          isError,
          unknownTool: false,
          durationMs: 0,
        };
      }
      const server = typeof args.server_name === 'string' ? args.server_name : '';
      const tool = typeof args.tool_name === 'string' ? args.tool_name : '';
      const name = server && tool ? qualifyToolName(server, tool) : call.function.name;
      const params = typeof args.params === 'object' && args.params !== null ? args.params : {};
      return {
        id: call.id,
        name,
        arguments: params as Record<string, unknown>,
        result,
        isError,
        unknownTool: !known.has(name),
        durationMs: 0,
      };
    });
    turns.push({
      index: turnIndex,
      text: message.content ?? '',
      toolCalls,
      // LiveMCPBench did not record token usage: counts are 0 and cost unknown.
      usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0, costUsd: null },
      modelMs: 0,
      startedAt,
    });
  }
  return {
    taskId: run.task_id,
    trajectory: {
      turns,
      finalAnswer: run.response,
      endReason: 'answered',
      usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0, costUsd: null },
      durationMs: 0,
    },
    retrieval,
  };
}

function parseArguments(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { raw: text };
  } catch {
    return { raw: text };
  }
}

function cleanQuery(query: string): string {
  return query.replace(/<\/?tool_assistant>/g, '').trim();
}

/** `server_name: X` / `tool_name: Y` pairs of a route result, as `X__Y`. */
export function returnedTools(result: string): string[] {
  const pattern = /server_name: ([^\s\\'"]+)(?:\\n|\n)\s*tool_name: ([^\s\\'"]+)/g;
  return [...result.matchAll(pattern)].map((match) => qualifyToolName(match[1]!, match[2]!));
}

function judgeReasons(entry: JudgeEntry): string {
  if (entry.judge_reason && !/extract failed/i.test(entry.judge_reason)) return entry.judge_reason;
  const thoughts = /Thoughts:\s*([\s\S]*?)(?:\n\s*Status:|$)/.exec(entry.judge);
  return (thoughts?.[1] ?? entry.judge).trim();
}

/** The paper's category of a trajectory-file category name (work → Office, …). */
export function liveMcpBenchCategory(name: string): string {
  return CATEGORY_NAMES[name] ?? name;
}
