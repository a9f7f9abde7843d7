/** A query split into what it says about the server and about the tool (`server: …` / `tool: …` lines). */
export interface RouteQuery {
  server: string;
  tool: string;
}

/** Reads MCP-Zero / LiveMCPBench style `server: …\ntool: …` queries; any other text is both parts. */
export function parseRouteQuery(query: string): RouteQuery {
  const server = /^\s*server:\s*(.+)$/im.exec(query)?.[1]?.trim();
  const tool = /^\s*tool:\s*(.+)$/im.exec(query)?.[1]?.trim();
  return { server: server || tool || query, tool: tool || server || query };
}

/** The query without `server:` / `tool:` line labels: they carry no meaning but shift an embedding. */
export function stripRouteLabels(query: string): string {
  return query.replace(/^\s*(server|tool):\s*/gim, '').trim();
}
