import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Gateway,
  mcpServerSource,
  type RunningHttpGateway,
  serveGatewayHttp,
  ToolUniverse,
} from '../src/gateway/index.ts';
import { createRetriever } from '../src/retrieval/index.ts';
import { repoRoot } from './cli.ts';
import { flakyServer } from './gateway-helpers.ts';

const conformance = path.join(repoRoot, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');

/**
 * The conformance suite cannot send a bearer token, so it talks to the gateway through a loopback
 * proxy that adds the token and maps its own Host/Origin to the gateway's (foreign ones pass through
 * unchanged, so the DNS-rebinding scenario still meets the gateway's own checks).
 */
function authProxy(target: URL, token: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const port = (server.address() as AddressInfo).port;
    const ours = (value: string | undefined) => value?.replace(`:${port}`, `:${target.port}`);
    const headers = { ...request.headers, authorization: `Bearer ${token}` };
    if (/^(127\.0\.0\.1|localhost):/.test(request.headers.host ?? ''))
      headers.host = ours(request.headers.host);
    if (/^http:\/\/(127\.0\.0\.1|localhost):/.test(request.headers.origin ?? ''))
      headers.origin = ours(request.headers.origin);
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, path: request.url, method: request.method, headers },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    ),
  );
}

describe('gateway HTTP endpoint against @modelcontextprotocol/conformance', () => {
  let gateway: Gateway;
  let running: RunningHttpGateway;
  let proxy: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const universe = new ToolUniverse([await mcpServerSource(flakyServer)]);
    gateway = new Gateway(universe, await createRetriever('bm25', universe.tools));
    running = await serveGatewayHttp(gateway, 'find-call', {
      host: '127.0.0.1',
      port: 0,
      token: 'conformance',
    });
    proxy = await authProxy(new URL(running.url), 'conformance');
  });
  afterAll(async () => {
    await proxy.close();
    await running.close();
    await gateway.universe.close();
  });

  it('passes every client-independent scenario; only fixture-dependent ones are expected to fail', async () => {
    const expected = path.join(repoRoot, 'test/fixtures/conformance-expected-failures.yaml');
    const child = spawn(
      process.execPath,
      [conformance, 'server', '--url', proxy.url, '--expected-failures', expected],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    for (const scenario of ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection']) {
      expect(output).toMatch(new RegExp(`✓ ${scenario}: \\d+ passed, 0 failed`));
    }
    expect(output).toContain('Baseline check passed');
    expect(code).toBe(0);
  }, 240_000);
});
