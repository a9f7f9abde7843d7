import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { closestNames } from '../catalog/index.ts';
import {
  decide,
  type PolicyDecision,
  qualifyToolName,
  type ToolPolicy,
  type ToolSpec,
} from '../catalog/index.ts';
import type { Retriever } from '../retrieval/index.ts';
import { ArgumentCheck } from './argument-check.ts';
import { errorResult } from './error-result.ts';
import { DEFAULT_NUM_TOOLS } from './gateway-tools.ts';
import type { ToolUniverse } from './tool-universe.ts';

const MAX_NUM_TOOLS = 50;

/** A found tool as the caller receives it: everything needed to call it. */
export interface FoundTool {
  name: string;
  server: string;
  description: string;
  inputSchema: ToolSpec['inputSchema'];
}

/** `route` answer: the best servers, each with its best tools (LiveMCPBench's route/execute style). */
export interface RoutedServer {
  server: string;
  tools: FoundTool[];
}

/**
 * The gateway's behaviour, independent of transport: find tools by retrieval, call any tool of the
 * universe with its arguments checked against its schema first. The MCP server and the agent's
 * retrieval mode both sit on this.
 */
export class Gateway {
  readonly universe: ToolUniverse;
  private readonly retriever: Retriever;
  private readonly check = new ArgumentCheck();

  private readonly policy: ToolPolicy | undefined;
  private readonly onPolicyLog: ((name: string, decision: PolicyDecision) => void) | undefined;

  /** `policy`: checked before every call (the CLI gateway denies destructive tools unless allowed). */
  constructor(
    universe: ToolUniverse,
    retriever: Retriever,
    options: { policy?: ToolPolicy; onPolicyLog?: (name: string, decision: PolicyDecision) => void } = {},
  ) {
    this.universe = universe;
    this.retriever = retriever;
    this.policy = options.policy;
    this.onPolicyLog = options.onPolicyLog;
  }

  async findTools(query: string, numTools = DEFAULT_NUM_TOOLS): Promise<FoundTool[]> {
    const k = Math.max(1, Math.min(MAX_NUM_TOOLS, Math.floor(numTools)));
    const hits = await this.retriever.search(query, k);
    return hits.map((hit) => found(hit.tool));
  }

  /** Top servers for the query, each with up to `toolsPerServer` tools, from one ranked search. */
  async route(query: string, servers = 5, toolsPerServer = 3): Promise<RoutedServer[]> {
    const hits = await this.retriever.search(query, servers * toolsPerServer * 4);
    const routed = new Map<string, FoundTool[]>();
    for (const hit of hits) {
      const list = routed.get(hit.tool.server) ?? [];
      if (!routed.has(hit.tool.server)) {
        if (routed.size >= servers) continue;
        routed.set(hit.tool.server, list);
      }
      if (list.length < toolsPerServer) list.push(found(hit.tool));
    }
    return [...routed].map(([server, tools]) => ({ server, tools }));
  }

  /** Calls a tool by its universe name; unknown names and invalid arguments never reach an upstream. */
  async callTool(name: string, args: unknown, signal?: AbortSignal): Promise<CallToolResult> {
    const tool = this.universe.get(name);
    if (!tool) {
      const suggestions = closestNames(
        name,
        this.universe.tools.map((candidate) => candidate.name),
      );
      return errorResult(
        `There is no tool named "${name}". Closest: ${suggestions.join(', ')}. Use find_tools to search.`,
      );
    }
    const given = args ?? {};
    if (typeof given !== 'object' || Array.isArray(given)) {
      return errorResult(`arguments for ${name} must be a JSON object`);
    }
    if (this.policy) {
      const decision = decide(this.policy, tool);
      if (decision.action === 'deny') {
        return errorResult(
          `${name} was not run: the gateway's safety policy denies it (${decision.rule}). ` +
            'Allow it in the universe config (policy.tools) if it should run.',
        );
      }
      if (decision.action === 'log') this.onPolicyLog?.(name, decision);
    }
    const violations = this.check.violations(tool, given);
    if (violations.length > 0) {
      return errorResult(
        `Arguments for ${name} do not match its input schema; nothing was called:\n- ${violations.join('\n- ')}`,
      );
    }
    return this.universe.call(name, given as Record<string, unknown>, signal);
  }

  /** `execute(server_name, tool_name, params)`: the route/execute spelling of callTool. */
  execute(server: string, toolName: string, params: unknown, signal?: AbortSignal): Promise<CallToolResult> {
    return this.callTool(
      this.resolve(server, toolName)?.name ?? qualifyToolName(server, toolName),
      params,
      signal,
    );
  }

  /** The universe tool a gateway call reaches: the one inside call_tool / execute, or one named directly. */
  target(name: string, args: Record<string, unknown>): ToolSpec | undefined {
    if (name === 'call_tool' || name === 'find_tools') {
      return typeof args.name === 'string' && name === 'call_tool' ? this.universe.get(args.name) : undefined;
    }
    if (name === 'execute' && typeof args.server_name === 'string' && typeof args.tool_name === 'string') {
      return this.resolve(args.server_name, args.tool_name);
    }
    return this.universe.get(name);
  }

  private resolve(server: string, toolName: string): ToolSpec | undefined {
    return (
      this.universe.get(qualifyToolName(server, toolName)) ??
      this.universe.tools.find((candidate) => candidate.server === server && candidate.toolName === toolName)
    );
  }
}

function found(tool: ToolSpec): FoundTool {
  return {
    name: tool.name,
    server: tool.server,
    description: tool.description,
    inputSchema: tool.inputSchema,
  };
}
