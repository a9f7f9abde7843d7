import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import type { ToolSurface } from '../src/catalog/index.ts';
import { createSurfaceServer, serveMcpHttp } from '../src/gateway/index.ts';
import { bin, repoRoot } from './cli.ts';

const echo: ToolSurface = {
  tools: [
    {
      name: 'notes__echo',
      server: 'notes',
      toolName: 'echo',
      description: 'Echoes its text.',
      inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
      origin: { kind: 'mcp', server: 'notes' },
    },
  ],
  call: async (name, args) => ({ content: `${name}: ${String(args.text)}`, isError: false }),
};

describe('mcp-arena connect', () => {
  it('bridges a stdio client to a streamable-HTTP endpoint with its token, and exits with its client', async () => {
    const http = await serveMcpHttp(() => createSurfaceServer(echo), { host: '127.0.0.1', port: 0 });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bin, 'connect', http.url, '--token', http.token],
      cwd: repoRoot,
    });
    const client = new Client({ name: 'stdio-only-client', version: '1.0.0' });
    try {
      await client.connect(transport);
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['notes__echo']);
      const result = await client.callTool({ name: 'notes__echo', arguments: { text: 'hi' } });
      expect(result.content).toEqual([{ type: 'text', text: 'notes__echo: hi' }]);
      const pid = transport.pid!;
      await client.close();
      for (let tries = 0; tries < 100 && processAlive(pid); tries += 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(processAlive(pid)).toBe(false);
    } finally {
      await http.close();
    }
  }, 120_000);

  it('refuses a wrong token with a clear error', async () => {
    const http = await serveMcpHttp(() => createSurfaceServer(echo), { host: '127.0.0.1', port: 0 });
    const client = new Client({ name: 'stdio-only-client', version: '1.0.0' });
    try {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [bin, 'connect', http.url, '--token', 'wrong'],
        cwd: repoRoot,
        stderr: 'pipe',
      });
      let stderr = '';
      transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      await expect(client.connect(transport)).rejects.toThrow();
      expect(stderr).toMatch(/401|bearer token/i);
    } finally {
      await client.close().catch(() => {});
      await http.close();
    }
  }, 120_000);
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
