/**
 * The azure app's MCP server (stdio): the vendored ARM specs' operations as tools, named as in the
 * universe (the connection adds the server's prefix: `azure__compute_VirtualMachines_Get`), called over
 * HTTP against the cell's emulator.
 * Run: node --import tsx/esm azure-mcp-server.ts <cache-dir>, with MCP_ARENA_OPENAPI_AZURE_ARM_BASE_URL set.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createOpenapiServer } from '../../../openapi/openapi-server.ts';
import { loadAzureTools } from './azure-tools.ts';

const [cacheDir] = process.argv.slice(2);
if (!cacheDir) {
  process.stderr.write('usage: azure-mcp-server.ts <cache-dir>\n');
  process.exit(2);
}
const { tools, executor } = await loadAzureTools(cacheDir);
const server = createOpenapiServer(tools, executor);
await server.connect(new StdioServerTransport());
