import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { ArenaError } from '../../errors.ts';
import { AGENT_OUTPUT_FORMATS } from './agent-output.ts';
import { HOST_PATTERN } from './allow-list-proxy.ts';

/**
 * An external agent: a command mcp-arena starts once per cell, pointed at the cell's tools over MCP.
 * `command` is a shell command line (placeholders are shell-quoted) or an argv list (no shell).
 */
export const agentDefinitionSchema = z
  .strictObject({
    command: z.union([z.string().min(1), z.array(z.string()).min(1)]),
    /** How the prompt reaches the agent besides the file and `{prompt}`: also on standard input. */
    input: z.enum(['none', 'stdin']).default('none'),
    /**
     * How its standard output is read: `text` (the answer), or a CLI's documented JSON output that carries
     * the answer and its usage (`claude-json`: Claude Code's `--output-format json`; `codex-jsonl`:
     * `codex exec --json`).
     */
    output: z.enum(AGENT_OUTPUT_FORMATS).default('text'),
    /** Extra environment variables (values may use the placeholders too). */
    env: z.record(z.string(), z.string()).default({}),
    /** Wall-clock budget of one episode, in seconds. */
    timeoutSeconds: z.number().positive().default(600),
    /**
     * Run under bubblewrap: the machine read-only, only its working folder writable, the cells' folder and
     * the task's suite hidden, no network but the cell's MCP endpoint and `allowHosts`.
     */
    confine: z.boolean().default(false),
    /**
     * With `confine`: hosts the agent may reach through an HTTPS proxy (its model API), as `host` (port
     * 443), `host:port` or `*.domain`. The proxy is given in HTTPS_PROXY / HTTP_PROXY.
     */
    allowHosts: z.array(z.string().regex(HOST_PATTERN, 'a host, host:port or *.domain')).default([]),
    /** Given the task's reference plan as `{planFile}`: only for the scripted reference agent. */
    referencePlan: z.boolean().default(false),
    description: z.string().default(''),
  })
  .refine((agent) => agent.confine || agent.allowHosts.length === 0, {
    message: 'allowHosts needs confine: true (an unconfined agent reaches every host anyway)',
    path: ['allowHosts'],
  });

export type AgentDefinition = z.infer<typeof agentDefinitionSchema>;

const agentsFileSchema = z.strictObject({ agents: z.record(z.string(), agentDefinitionSchema) });

/** Agent ids in a run are `agent:<name>`, beside model ids, so runs, stores and reports treat both alike. */
export const AGENT_PREFIX = 'agent:';

export const isAgentId = (id: string): boolean => id.startsWith(AGENT_PREFIX);

export const agentName = (id: string): string => id.slice(AGENT_PREFIX.length);

/** The built-in definitions: examples for widely used MCP-capable agents and mcp-arena's own loop. */
export const BUILTIN_AGENTS_FILE = path.join(import.meta.dirname, 'agents.yaml');

/** Reads the built-in agents, then `file` (its definitions win). Errors name the file and field. */
export function loadAgentDefinitions(file?: string): Map<string, AgentDefinition> {
  const agents = new Map(Object.entries(readAgentsFile(BUILTIN_AGENTS_FILE)));
  if (file !== undefined)
    for (const [name, agent] of Object.entries(readAgentsFile(file))) agents.set(name, agent);
  return agents;
}

function readAgentsFile(file: string): Record<string, AgentDefinition> {
  if (!existsSync(file)) throw new ArenaError('USAGE', `agents file ${file} does not exist`);
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ArenaError('USAGE', `${file} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = agentsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`,
    );
    throw new ArenaError('USAGE', `${file}: ${problems.join('; ')}`);
  }
  return parsed.data.agents;
}

/** The definition of `agent:<name>`, or an error listing the names there are. */
export function resolveAgent(id: string, agents: Map<string, AgentDefinition>): AgentDefinition {
  const found = agents.get(agentName(id));
  if (found) return found;
  throw new ArenaError(
    'USAGE',
    `unknown agent "${agentName(id)}": define it in an agents file (--agents FILE) or use one of ${[...agents.keys()].join(', ')}`,
  );
}
