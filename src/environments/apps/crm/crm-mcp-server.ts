/**
 * The crm app's MCP server (stdio): the tools converted from the spec Directus serves, named without
 * their service prefix (the connection adds the server's: `crm__readItemsDeals`).
 * Run: node --import tsx/esm crm-mcp-server.ts <spec> <cache-dir>, with MCP_ARENA_OPENAPI_CRM_BASE_URL
 * and MCP_ARENA_OPENAPI_CRM_TOKEN set.
 */
import { createOpenapiServer } from '../../../openapi/openapi-server.ts';
import { createOpenapiSource } from '../../../openapi/openapi-source.ts';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const [spec, cacheDir] = process.argv.slice(2);
if (!spec || !cacheDir) {
  process.stderr.write('usage: crm-mcp-server.ts <spec> <cache-dir>\n');
  process.exit(2);
}
const source = await createOpenapiSource([spec], { service: 'crm', cacheDir });
const tools = source.tools.map((tool) => ({ ...tool, name: tool.toolName }));
const server = createOpenapiServer(tools, {
  has: (name) => source.executor.has(`crm__${name}`),
  call: (name, args) => source.executor.call(`crm__${name}`, args),
});
await server.connect(new StdioServerTransport());
