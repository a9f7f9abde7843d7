import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { bin, isolatedEnv, repoRoot } from '../../test/cli.ts';
import { staticTools } from '../../test/gateway-helpers.ts';

/** An upstream MCP server that starts and never answers: the universe cannot finish loading. */
function silentServer(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gateway-start-')), 'silent.mjs');
  writeFileSync(file, 'process.stdin.resume();\n');
  return file;
}

describe('mcp-arena gateway over stdio', () => {
  it('answers initialize before its universe has loaded', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        bin,
        'gateway',
        '--tools',
        staticTools,
        '--server',
        `silent=node ${silentServer()}`,
        '--retriever',
        'bm25',
      ],
      cwd: repoRoot,
      env: isolatedEnv() as Record<string, string>,
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const client = new Client({ name: 'test', version: '1' });
    try {
      await client.connect(transport);
      expect(client.getServerVersion()?.name).toBe('mcp-arena-gateway');
      // The silent upstream still holds the universe back: nothing says it is ready.
      expect(stderr).not.toContain('gateway: universe:');
    } finally {
      await client.close();
    }
  });
});
