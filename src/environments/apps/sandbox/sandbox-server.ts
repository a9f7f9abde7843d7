/**
 * The sandbox app's MCP stdio server: `run_shell`, `run_python`, `think` and `sleep`, every command run
 * in the cell's workspace under the isolation and limits the app chose.
 *
 * Run: node --import tsx sandbox-server.ts --workspace <dir> --run-dir <dir> --isolation <json>
 *   [--python <path>] [--hide <dir>]...
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { formatSandboxResult } from './format-sandbox-result.ts';
import type { SandboxIsolation } from './sandbox-isolation.ts';
import { DEFAULT_LIMITS, type SandboxLimits, SandboxRunner } from './sandbox-runner.ts';

/** Longest a command may run: below the MCP client's default request timeout of 60 s. */
export const MAX_COMMAND_SECONDS = 50;
export const MAX_SLEEP_SECONDS = 30;

const { values } = parseArgs({
  options: {
    workspace: { type: 'string' },
    'run-dir': { type: 'string' },
    isolation: { type: 'string' },
    python: { type: 'string' },
    hide: { type: 'string', multiple: true },
  },
});
if (!values.workspace || !values['run-dir'] || !values.isolation) {
  process.stderr.write(
    'usage: sandbox-server --workspace <dir> --run-dir <dir> --isolation <json> [--python <path>]\n',
  );
  process.exit(2);
}
const workspace = values.workspace;
const isolation = JSON.parse(values.isolation) as SandboxIsolation;
const python = values.python;
const searchPath = [
  ...(python ? [path.dirname(python)] : []),
  '/usr/local/sbin',
  '/usr/local/bin',
  '/usr/sbin',
  '/usr/bin',
  '/sbin',
  '/bin',
].join(':');
const runner = new SandboxRunner({
  isolation,
  workspace,
  runDir: values['run-dir'],
  searchPath,
  hidden: values.hide ?? [],
});
const shell = existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh';

const confinement =
  isolation.kind === 'bubblewrap'
    ? 'Only the working directory (the task workspace, also HOME) is writable and kept; /tmp is private to each ' +
      'call and emptied after it; there is no network.'
    : 'WARNING: no isolation is in force on this machine (unsafe mode): stay inside the working directory ' +
      '(the task workspace) and do not use the network.';
const limitsText =
  `Limits per call: ${DEFAULT_LIMITS.wallSeconds} s wall time by default (timeout_seconds, at most ` +
  `${MAX_COMMAND_SECONDS}), as much CPU time, ${DEFAULT_LIMITS.memoryBytes / 1024 ** 3} GiB of memory per process, ` +
  `${DEFAULT_LIMITS.processes} processes, files up to ${DEFAULT_LIMITS.fileBytes / 1024 ** 2} MiB, ` +
  `${DEFAULT_LIMITS.outputChars.toLocaleString('en-US')} characters of output (the rest is cut, with a note).`;

const timeoutSeconds = z
  .number()
  .int()
  .min(1)
  .max(MAX_COMMAND_SECONDS)
  .optional()
  .describe(
    `Wall-clock limit in seconds (default ${DEFAULT_LIMITS.wallSeconds}, at most ${MAX_COMMAND_SECONDS}).`,
  );

function limitsFor(seconds: number | undefined): SandboxLimits {
  const wallSeconds = seconds ?? DEFAULT_LIMITS.wallSeconds;
  return { ...DEFAULT_LIMITS, wallSeconds, cpuSeconds: wallSeconds };
}

async function execute(argv: string[], seconds: number | undefined, stdin?: string) {
  const limits = limitsFor(seconds);
  const { text, isError } = formatSandboxResult(await runner.run(argv, limits, stdin), limits);
  return { content: [{ type: 'text' as const, text }], isError };
}

const server = new McpServer(
  { name: 'sandbox', version: '0.1.0' },
  {
    instructions: `Run shell commands and Python in the task's workspace. ${confinement} ${limitsText}`,
  },
);

server.registerTool(
  'run_shell',
  {
    description:
      `Run a ${path.basename(shell)} command in the task workspace and return its exit code, stdout and stderr. ` +
      `${confinement} ${limitsText}`,
    inputSchema: {
      command: z.string().min(1).describe('The command line, run with bash -c in the workspace.'),
      timeout_seconds: timeoutSeconds,
    },
    annotations: { destructiveHint: true, openWorldHint: false },
  },
  async ({ command, timeout_seconds }) => execute([shell, '-c', command], timeout_seconds),
);

server.registerTool(
  'run_python',
  {
    description:
      'Run a Python 3 program (the machine’s python3 and the packages installed for it) in the task workspace ' +
      `and return its exit code, stdout and stderr; print what you need to see. ${confinement} ${limitsText}`,
    inputSchema: {
      code: z
        .string()
        .min(1)
        .describe('The program’s source code; it runs with the workspace as its working directory.'),
      timeout_seconds: timeoutSeconds,
    },
    annotations: { destructiveHint: true, openWorldHint: false },
  },
  async ({ code, timeout_seconds }) => {
    if (!python) {
      return {
        content: [{ type: 'text' as const, text: 'python3 is not installed on this machine' }],
        isError: true,
      };
    }
    return execute([python, '-'], timeout_seconds, code);
  },
);

server.registerTool(
  'think',
  {
    description:
      'Write down a thought (a plan, a check of your reasoning, a note to self). It changes nothing and returns nothing new.',
    inputSchema: { thought: z.string().describe('The thought.') },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async () => ({ content: [{ type: 'text' as const, text: 'Thought recorded.' }] }),
);

server.registerTool(
  'sleep',
  {
    description: `Wait the given number of seconds (at most ${MAX_SLEEP_SECONDS}), e.g. for something to finish.`,
    inputSchema: {
      seconds: z
        .number()
        .min(0)
        .max(MAX_SLEEP_SECONDS)
        .describe(`Seconds to wait, 0 to ${MAX_SLEEP_SECONDS}.`),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async ({ seconds }) => {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return { content: [{ type: 'text' as const, text: `Slept ${seconds} s.` }] };
  },
);

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  void runner.killAll().finally(() => process.exit(0));
}

const transport = new StdioServerTransport();
transport.onclose = shutdown;
process.stdin.once('end', shutdown);
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
await server.connect(transport);
