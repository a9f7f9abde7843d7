import type { ToolSpec } from '../catalog/index.ts';
import type { Embedder } from './embedder.ts';
import type { RetrievalHit, Retriever } from './retriever.ts';
import { parseRouteQuery } from './route-query.ts';
import { toolEmbeddingText } from './tool-fields.ts';
import { normalizeVector, VectorIndex } from './vector-index.ts';

export interface ServerThenToolOptions {
  /** Servers kept after the first stage (default 5, as LiveMCPBench's `route`). */
  topServers?: number;
}

const SERVER_TEXT_LIMIT = 1_000;

/**
 * MCP-Zero-style two-stage retrieval: rank servers by the similarity of the query's server part to a
 * summary of each server, keep the top servers, then score each of their tools by
 * `server × tool × max(server, tool)` with the query's tool part.
 */
export class ServerThenToolRetriever implements Retriever {
  readonly kind = 'servers-then-tools';
  private readonly embedder: Embedder;
  private readonly servers: string[];
  private readonly toolsByServer: Map<string, number[]>;
  private readonly tools: readonly ToolSpec[];
  private readonly serverIndex: VectorIndex;
  private readonly toolIndex: VectorIndex;
  private readonly topServers: number;

  private constructor(
    tools: readonly ToolSpec[],
    embedder: Embedder,
    servers: string[],
    toolsByServer: Map<string, number[]>,
    indexes: { server: VectorIndex; tool: VectorIndex },
    options: ServerThenToolOptions,
  ) {
    this.tools = tools;
    this.embedder = embedder;
    this.servers = servers;
    this.toolsByServer = toolsByServer;
    this.serverIndex = indexes.server;
    this.toolIndex = indexes.tool;
    this.topServers = options.topServers ?? 5;
  }

  static async create(
    tools: readonly ToolSpec[],
    embedder: Embedder,
    options: ServerThenToolOptions = {},
  ): Promise<ServerThenToolRetriever> {
    const toolsByServer = new Map<string, number[]>();
    tools.forEach((tool, index) => {
      const list = toolsByServer.get(tool.server) ?? [];
      list.push(index);
      toolsByServer.set(tool.server, list);
    });
    const servers = [...toolsByServer.keys()];
    const serverTexts = servers.map((server) => {
      const members = toolsByServer.get(server)!.map((index) => tools[index]!);
      const summary = members.map((tool) => `${tool.toolName}: ${tool.description.slice(0, 120)}`).join('; ');
      return `${server}: ${summary}`.slice(0, SERVER_TEXT_LIMIT);
    });
    const [serverVectors, toolVectors] = [
      await embedder.embed(serverTexts),
      await embedder.embed(tools.map((tool) => toolEmbeddingText(tool))),
    ];
    const indexes = { server: new VectorIndex(serverVectors), tool: new VectorIndex(toolVectors) };
    return new ServerThenToolRetriever(tools, embedder, servers, toolsByServer, indexes, options);
  }

  async search(query: string, k: number): Promise<RetrievalHit[]> {
    if (k <= 0 || this.tools.length === 0) return [];
    const route = parseRouteQuery(query);
    const [serverVector, toolVector] =
      route.server === route.tool
        ? await this.embedder.embed([route.server]).then(([vector]) => [vector!, vector!])
        : await this.embedder.embed([route.server, route.tool]);
    const unitTool = normalizeVector(toolVector!);
    const scored: Array<RetrievalHit & { index: number }> = [];
    for (const { document, score } of this.serverIndex.search(serverVector!, this.topServers)) {
      const serverScore = Math.max(score, 0);
      for (const index of this.toolsByServer.get(this.servers[document]!)!) {
        const toolScore = Math.max(this.toolIndex.similarity(unitTool, index), 0);
        const combined = serverScore * toolScore * Math.max(serverScore, toolScore);
        scored.push({ tool: this.tools[index]!, score: combined, index });
      }
    }
    return scored
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, k)
      .map(({ tool, score }) => ({ tool, score }));
  }
}
