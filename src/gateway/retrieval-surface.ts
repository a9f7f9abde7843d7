import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolResult, ToolSpec, ToolSurface } from '../catalog/index.ts';
import { contentToText } from '../environments/index.ts';
import { createRetriever, type RetrieverKind, type RetrieverOptions } from '../retrieval/index.ts';
import { dispatchGatewayCall } from './dispatch.ts';
import { Gateway } from './gateway.ts';
import { type GatewayStyle, gatewayTools } from './gateway-tools.ts';
import type { ToolSource } from './tool-source.ts';
import { ToolUniverse } from './tool-universe.ts';

export interface RetrievalSurfaceOptions {
  retriever: RetrieverKind;
  retrieverOptions?: RetrieverOptions;
  style?: GatewayStyle;
  /** More tools to hide the task's among (distractors); they are searchable, and callable if they have a server. */
  extra?: ToolSource[];
}

/** The tools of a cell's apps as a gateway source. */
export function surfaceSource(surface: ToolSurface): ToolSource {
  return {
    label: 'the task apps',
    tools: surface.tools,
    call: async (tool, args, signal): Promise<CallToolResult> => {
      const result = await surface.call(tool.name, args, signal);
      return { content: [{ type: 'text', text: result.content }], isError: result.isError };
    },
    close: async () => {},
  };
}

/**
 * The agent's `retrieval` mode: only the gateway's tools (find_tools / call_tool, or route / execute)
 * over the task's apps and any extra tools, exactly as an MCP client of `mcp-arena gateway` sees them.
 * A call by a universe tool's own name is accepted, as TheMCPCompany's agent was allowed.
 */
export class RetrievalSurface implements ToolSurface {
  readonly tools: ToolSpec[];
  private readonly gateway: Gateway;
  private readonly style: GatewayStyle;

  private constructor(gateway: Gateway, style: GatewayStyle) {
    this.gateway = gateway;
    this.style = style;
    this.tools = gatewayTools(style, gateway.universe.tools.length);
  }

  static async create(base: ToolSurface, options: RetrievalSurfaceOptions): Promise<RetrievalSurface> {
    const universe = new ToolUniverse([surfaceSource(base), ...(options.extra ?? [])]);
    const retriever = await createRetriever(options.retriever, universe.tools, options.retrieverOptions);
    return new RetrievalSurface(new Gateway(universe, retriever), options.style ?? 'find-call');
  }

  has(name: string): boolean {
    return this.tools.some((tool) => tool.name === name) || this.gateway.universe.get(name) !== undefined;
  }

  target(name: string, args: Record<string, unknown>): ToolSpec | undefined {
    return this.gateway.target(name, args);
  }

  async call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    const result = await dispatchGatewayCall(this.gateway, this.style, name, args, signal);
    return { content: contentToText(result.content), isError: result.isError === true };
  }
}
