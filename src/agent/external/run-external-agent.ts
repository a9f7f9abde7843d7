import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ToolSurface } from '../../catalog/index.ts';
import { createSurfaceServer, serveMcpHttp } from '../../gateway/index.ts';
import type { PlanStep } from '../../tasks/index.ts';
import type { Trajectory, Turn } from '../trajectory.ts';
import { AGENT_MARKER_VARIABLE, killAgentProcesses, markedProcesses } from './agent-processes.ts';
import { type Confinement, confineAgent } from './agent-confinement.ts';
import type { AgentDefinition } from './agent-definition.ts';
import { readAgentOutput } from './agent-output.ts';
import { readReportedUsage, UNKNOWN_USAGE } from './agent-usage.ts';
import { RecordingSurface } from './recording-surface.ts';

/** The MCP server's name in the configuration the agent is given (Claude Code calls its tools mcp__arena__*). */
export const AGENT_SERVER_NAME = 'arena';

export interface ExternalAgentOptions {
  definition: AgentDefinition;
  surface: ToolSurface;
  prompt: string;
  /** A folder of the agent's own, outside the apps' state. */
  workDir: string;
  /** The run's wall-clock budget of an episode (`--cell-timeout`), when tighter than the definition's. */
  timeMs?: number;
  /** The task's turn budget, passed on to agents that take one ($MCP_ARENA_MAX_TURNS, `{maxTurns}`). */
  maxTurns: number;
  /** Tool calls past which the episode ends (an agent that floods the tools). */
  maxToolCalls: number;
  /** Folders a confined agent must not see (the cells' folder, the task's suite). */
  hidden?: string[];
  /** The task's plan, given only to definitions with `referencePlan: true`. */
  referencePlan?: { plan: PlanStep[]; answer: string };
  signal?: AbortSignal;
}

const BIN = path.resolve(import.meta.dirname, '../../../bin/mcp-arena.js');
/** Grace between SIGTERM and SIGKILL when an agent is stopped. */
const STOP_GRACE_MS = 2_000;
const KEPT_OUTPUT_CHARS = 200_000;

/**
 * One episode of an external agent: the cell's tools served over streamable HTTP on loopback with a
 * bearer token of this cell, the agent started in its own process group and folder, stopped with
 * everything it started at the end. The trajectory is recorded on the server side; the final answer is
 * what the agent writes to $MCP_ARENA_ANSWER_FILE, else its stdout. A crash or a timeout is the agent's
 * own outcome (an end reason), never an infrastructure error.
 */
export async function runExternalAgent(options: ExternalAgentOptions): Promise<Trajectory> {
  const { definition, workDir } = options;
  const started = performance.now();
  const marker = randomUUID();
  let child: ReturnType<typeof spawn> | undefined;
  let endReason: Trajectory['endReason'] | undefined;
  const stop = (reason: Trajectory['endReason']): void => {
    endReason ??= reason;
    killAgentProcesses(child?.pid, marker, 'SIGTERM');
    setTimeout(() => killAgentProcesses(child?.pid, marker, 'SIGKILL'), STOP_GRACE_MS).unref();
  };
  const surface = new RecordingSurface(options.surface, options.maxToolCalls, () => stop('max-turns'));
  const server = await serveMcpHttp(() => createSurfaceServer(surface), { host: '127.0.0.1', port: 0 });
  let confinement: Confinement | undefined;
  try {
    const files = writeAgentFiles(workDir, server.url, server.token, options);
    const values: Record<string, string> = {
      mcpUrl: server.url,
      mcpToken: server.token,
      mcpConfig: files.mcpConfig,
      promptFile: files.promptFile,
      prompt: options.prompt,
      workDir,
      node: process.execPath,
      arenaBin: BIN,
      planFile: files.planFile ?? '',
      answerFile: files.answerFile,
      usageFile: files.usageFile,
      maxTurns: String(options.maxTurns),
    };
    const argv = commandLine(definition.command, values);
    confinement = definition.confine
      ? await confineAgent(argv, {
          workDir,
          mcpPort: Number(new URL(server.url).port),
          hidden: options.hidden ?? [],
          allowHosts: definition.allowHosts,
        })
      : undefined;
    const [command, ...args] = confinement?.argv ?? argv;
    child = spawn(command!, args, {
      cwd: workDir,
      detached: true, // its own process group: a terminal's Ctrl-C does not reach it, we stop it
      stdio: [definition.input === 'stdin' ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...Object.fromEntries(
          Object.entries(definition.env).map(([key, value]) => [key, fill(value, values)]),
        ),
        MCP_ARENA_MCP_URL: server.url,
        MCP_ARENA_MCP_TOKEN: server.token,
        MCP_ARENA_MCP_CONFIG: files.mcpConfig,
        MCP_ARENA_PROMPT_FILE: files.promptFile,
        MCP_ARENA_ANSWER_FILE: files.answerFile,
        MCP_ARENA_USAGE_FILE: files.usageFile,
        MCP_ARENA_MAX_TURNS: String(options.maxTurns),
        [AGENT_MARKER_VARIABLE]: marker,
      },
    });
    if (definition.input === 'stdin') child.stdin?.end(options.prompt);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
    });
    const budgetMs = Math.min(definition.timeoutSeconds * 1000, options.timeMs ?? Infinity);
    const timer = setTimeout(() => stop('time-budget'), budgetMs);
    const onAbort = (): void => stop('time-budget');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>(
      (resolve) => {
        child!.once('error', (error) => resolve({ code: null, signal: null, error }));
        child!.once('close', (code, signal) => resolve({ code, signal }));
      },
    );
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    // Whatever it left running (a forked child that survived it) ends with the episode.
    killAgentProcesses(child.pid, marker, 'SIGKILL');
    await waitGone(marker);
    options.signal?.throwIfAborted();
    if (exit.error) throw new Error(`agent command could not start: ${exit.error.message}`);

    const output = readAgentOutput(stdout, definition.output);
    const answer = existsSync(files.answerFile) ? readFileSync(files.answerFile, 'utf8') : output.answer;
    if (endReason === undefined) endReason = exit.code === 0 ? 'answered' : 'agent-failed';
    const exitNote =
      endReason === 'agent-failed'
        ? `agent exited with ${exit.code === null ? `signal ${exit.signal}` : `code ${exit.code}`}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`
        : endReason === 'time-budget'
          ? `agent stopped after its budget of ${Math.round(budgetMs / 1000)} s`
          : endReason === 'max-turns'
            ? `agent stopped after ${options.maxToolCalls} tool calls`
            : '';
    const refused = confinement?.refused() ?? [];
    const refusedNote =
      refused.length > 0 ? `the proxy refused ${refused.join(', ')} (not in allowHosts)` : '';
    const trajectory = trajectoryOf(
      surface,
      answer.trim(),
      [exitNote, refusedNote].filter(Boolean).join('; '),
      endReason,
      readReportedUsage(stderr, files.usageFile, output.usage),
      started,
    );
    return confinement ? { ...trajectory, confinement: confinement.description } : trajectory;
  } finally {
    killAgentProcesses(child?.pid, marker, 'SIGKILL');
    await confinement?.close();
    await server.close();
  }
}

function writeAgentFiles(
  workDir: string,
  url: string,
  token: string,
  options: ExternalAgentOptions,
): { mcpConfig: string; promptFile: string; answerFile: string; usageFile: string; planFile?: string } {
  const mcpConfig = path.join(workDir, 'mcp.json');
  // The `mcpServers` form most clients read (Claude Code, Cursor, Claude Desktop via a bridge).
  const config = {
    mcpServers: {
      [AGENT_SERVER_NAME]: { type: 'http', url, headers: { Authorization: `Bearer ${token}` } },
    },
  };
  writeFileSync(mcpConfig, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  const promptFile = path.join(workDir, 'prompt.txt');
  writeFileSync(promptFile, options.prompt);
  const files = {
    mcpConfig,
    promptFile,
    answerFile: path.join(workDir, 'answer.txt'),
    usageFile: path.join(workDir, 'usage.jsonl'),
  };
  if (!options.definition.referencePlan || !options.referencePlan) return files;
  const planFile = path.join(workDir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(options.referencePlan));
  return { ...files, planFile };
}

/** argv of the agent: a string runs in /bin/sh with shell-quoted values, a list gets the values as they are. */
export function commandLine(command: string | string[], values: Record<string, string>): string[] {
  if (typeof command === 'string') return ['/bin/sh', '-c', fill(command, values, shellQuote)];
  return command.map((part) => fill(part, values));
}

function fill(template: string, values: Record<string, string>, quote = (value: string) => value): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? quote(values[key]!) : whole,
  );
}

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

async function waitGone(marker: string): Promise<void> {
  for (let tries = 0; tries < 50 && markedProcesses(marker).length > 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

function trajectoryOf(
  surface: RecordingSurface,
  answer: string,
  exitNote: string,
  endReason: Trajectory['endReason'],
  usage: Trajectory['usage'],
  started: number,
): Trajectory {
  const perTurn = { ...UNKNOWN_USAGE, costUsd: null };
  // The gateway sees calls, not model turns: each call is a turn, and the answer the last one.
  const turns: Turn[] = surface.calls.map((call, index) => ({
    index,
    text: '',
    toolCalls: [call.record],
    usage: perTurn,
    modelMs: 0,
    startedAt: call.startedAt,
  }));
  turns.push({
    index: turns.length,
    text: exitNote ? `${answer}\n\n[${exitNote}]`.trim() : answer,
    toolCalls: [],
    usage: perTurn,
    modelMs: 0,
    startedAt: new Date().toISOString(),
  });
  return { turns, finalAnswer: answer, endReason, usage, durationMs: performance.now() - started };
}
