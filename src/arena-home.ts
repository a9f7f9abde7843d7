import path from 'node:path';

/** Where local state lives (store, caches): `$MCP_ARENA_HOME`, or `.mcp-arena/` in the working folder. */
export function arenaHome(): string {
  return path.resolve(process.env.MCP_ARENA_HOME ?? '.mcp-arena');
}
