/**
 * The chat app's MCP server (stdio): the tools converted by src/openapi from chat-openapi.yaml, named
 * without their service prefix (the connection adds the server's: `chat__chat_postMessage`).
 * Run: node --import tsx/esm chat-mcp-server.ts <cache-dir>, with MCP_ARENA_OPENAPI_CHAT_BASE_URL and
 * MCP_ARENA_OPENAPI_CHAT_TOKEN set.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createOpenapiServer } from '../../../openapi/openapi-server.ts';
import { createOpenapiSource } from '../../../openapi/openapi-source.ts';
import { CHAT_OPENAPI } from './chat-openapi.ts';

const [cacheDir] = process.argv.slice(2);
if (!cacheDir) {
  process.stderr.write('usage: chat-mcp-server.ts <cache-dir>\n');
  process.exit(2);
}
const source = await createOpenapiSource([CHAT_OPENAPI], { service: 'chat', cacheDir });
const tools = source.tools.map((tool) => ({ ...tool, name: tool.toolName }));
const server = createOpenapiServer(tools, {
  has: (name) => source.executor.has(`chat__${name}`),
  call: (name, args) => source.executor.call(`chat__${name}`, args),
});
await server.connect(new StdioServerTransport());
