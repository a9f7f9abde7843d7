import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Command } from 'commander';
import { ArenaError } from '../errors.ts';

/**
 * `mcp-arena connect URL --token T`: a stdio MCP server that forwards every message to a streamable-HTTP
 * endpoint and back, for clients that can only start stdio servers. It exits when its client closes stdin.
 */
export function registerConnectCommand(program: Command): void {
  program
    .command('connect')
    .description('bridge stdio to a streamable-HTTP MCP endpoint (for clients that only start stdio servers)')
    .argument('[url]', 'MCP endpoint (default $MCP_ARENA_MCP_URL)')
    .option('--token <token>', 'bearer token (default $MCP_ARENA_MCP_TOKEN)')
    .action(async (given: string | undefined, options: { token?: string }) => {
      const url = given ?? process.env.MCP_ARENA_MCP_URL;
      if (!url) throw new ArenaError('USAGE', 'give the MCP URL, or set MCP_ARENA_MCP_URL');
      let endpoint: URL;
      try {
        endpoint = new URL(url);
      } catch {
        throw new ArenaError('USAGE', `${url} is not a URL; give http://HOST:PORT/mcp`);
      }
      const token = options.token ?? process.env.MCP_ARENA_MCP_TOKEN;
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const upstream = new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } });
      const local = new StdioServerTransport();
      const stop = (code: number): void => {
        void Promise.allSettled([upstream.close(), local.close()]).then(() => process.exit(code));
      };
      local.onmessage = (message) => {
        upstream.send(message).catch((error: Error) => {
          process.stderr.write(`mcp-arena connect: ${url}: ${error.message}\n`);
          // A request that could not be forwarded gets its answer at once, not the client's timeout.
          if ('id' in message && 'method' in message)
            void local.send({
              jsonrpc: '2.0',
              id: message.id,
              error: { code: -32000, message: error.message },
            });
        });
      };
      upstream.onmessage = (message) => void local.send(message);
      upstream.onerror = (error) => process.stderr.write(`mcp-arena connect: ${url}: ${error.message}\n`);
      process.stdin.once('end', () => stop(0));
      process.stdin.once('close', () => stop(0));
      await upstream.start();
      await local.start();
    });
}
