import { readFileSync } from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import { connectMcpSurface } from '../agent/external/index.ts';
import { runAgent } from '../agent/index.ts';
import { ArenaError } from '../errors.ts';
import { userBehindTool, withoutUserTool } from '../people/index.ts';
import {
  assertModelId,
  createModel,
  type Model,
  type ModelSettings,
  parseModelId,
  ReferenceModel,
} from '../models/index.ts';
import type { PlanStep, Task } from '../tasks/index.ts';
import { addModelOptions, modelSettingsFromCommand } from './run-spec-options.ts';
import { positiveInteger } from './options.ts';

interface AgentOptions {
  model: string;
  url?: string;
  token?: string;
  promptFile?: string;
  plan?: string;
  maxTurns: number;
}

/**
 * `mcp-arena agent`: the built-in loop as a standalone agent for any MCP server reachable over streamable
 * HTTP (by default the one mcp-arena gives an external agent: $MCP_ARENA_MCP_URL and its token). It
 * prints the final answer on stdout and its usage as a `{"mcp_arena_usage": ...}` line on stderr.
 */
export function registerAgentCommand(program: Command): void {
  const command = program
    .command('agent')
    .description('run the built-in agent loop against an MCP server over streamable HTTP')
    .requiredOption('-m, --model <id>', 'model: provider:model, reference (with --plan) or noop')
    .option('--url <url>', 'MCP endpoint (default $MCP_ARENA_MCP_URL)')
    .option('--token <token>', 'bearer token (default $MCP_ARENA_MCP_TOKEN)')
    .option('--prompt-file <file>', 'the task prompt (default $MCP_ARENA_PROMPT_FILE)')
    .option('--plan <file>', 'JSON {plan, answer} for the reference model')
    .option(
      '--max-turns <n>',
      'model turns before the episode ends (default $MCP_ARENA_MAX_TURNS, else 30)',
      positiveInteger,
      Number(process.env.MCP_ARENA_MAX_TURNS ?? 30),
    );
  addModelOptions(command).action(async (options: AgentOptions, self: Command) => {
    const url = options.url ?? process.env.MCP_ARENA_MCP_URL;
    const promptFile = options.promptFile ?? process.env.MCP_ARENA_PROMPT_FILE;
    if (!url) throw new ArenaError('USAGE', 'give --url or set MCP_ARENA_MCP_URL');
    if (!promptFile) throw new ArenaError('USAGE', 'give --prompt-file or set MCP_ARENA_PROMPT_FILE');
    const prompt = readText(promptFile, '--prompt-file');
    const settings = modelSettingsFromCommand(self);
    const model = agentModel(options, settings.models);
    const surface = await connectMcpSurface(url, options.token ?? process.env.MCP_ARENA_MCP_TOKEN).catch(
      (error: Error) => {
        throw new ArenaError('USAGE', `cannot reach the MCP server at ${url}: ${error.message}`);
      },
    );
    // A cell whose task has a user offers the user tool: this loop's text replies go through it.
    const user = userBehindTool(surface);
    try {
      const trajectory = await runAgent({
        model,
        surface: user ? withoutUserTool(surface) : surface,
        prompt,
        ...(user ? { user } : {}),
        limits: {
          maxTurns: options.maxTurns,
          ...(settings.cellTimeMs === undefined ? {} : { timeMs: settings.cellTimeMs }),
          ...(settings.contextTokens === undefined ? {} : { contextTokens: settings.contextTokens }),
        },
      });
      process.stdout.write(`${trajectory.finalAnswer}\n`);
      process.stderr.write(`${JSON.stringify({ mcp_arena_usage: trajectory.usage })}\n`);
    } finally {
      await surface.close();
    }
  });
}

function agentModel(options: AgentOptions, settings: ModelSettings): Model {
  const choice = parseModelId(options.model);
  if (choice.kind === 'reference') {
    if (!options.plan)
      throw new ArenaError('USAGE', 'the reference model needs --plan FILE ({plan, answer})');
    const { plan, answer } = JSON.parse(readText(options.plan, '--plan')) as {
      plan: PlanStep[];
      answer: string;
    };
    if (!Array.isArray(plan)) throw new InvalidArgumentError(`${options.plan} has no "plan" list`);
    return new ReferenceModel(plan, answer ?? '', { id: options.model, delayMs: choice.delayMs });
  }
  if (choice.kind === 'replay')
    throw new ArenaError('USAGE', 'replay models need a stored run; use run instead');
  assertModelId(options.model, settings);
  // Provider and noop models never read the cell's task.
  return createModel(options.model, { task: {} as Task, mode: 'external', repeat: 0 }, settings);
}

function readText(file: string, option: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ArenaError(
      'USAGE',
      `${option} ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`,
    );
  }
}
