import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, isolatedEnv, repoRoot, startCli } from './cli.ts';
import { everythingServer, staticTools } from './gateway-helpers.ts';

// The MCP Inspector's CLI mode (v1: v2 needs Node 22), installed apart by .ci/run.
const inspector = path.join(
  repoRoot,
  'test/services/inspector/node_modules/@modelcontextprotocol/inspector/cli/build/index.js',
);
const installed = existsSync(inspector);
if (!installed) {
  console.warn('MCP Inspector tests skipped: run `npm ci --prefix test/services/inspector` (.ci/run does)');
}

const run = promisify(execFile);
const env = isolatedEnv();
const upstream = `everything=${[everythingServer.command, ...everythingServer.args].join(' ')}`;

/** `inspector <target...> <options>`: the Inspector's own options follow the target command. */
async function inspect(target: string[], options: string[]): Promise<unknown> {
  const { stdout } = await run(process.execPath, [inspector, ...target, ...options], {
    cwd: repoRoot,
    env,
    timeout: 60_000,
  });
  return JSON.parse(stdout);
}

describe.skipIf(!installed)('the MCP Inspector CLI drives the gateway', () => {
  const stdioGateway = [process.execPath, bin, 'gateway', '--retriever', 'bm25', '--server', upstream];

  it(
    'over stdio: lists find_tools / call_tool, finds a tool and calls it',
    { timeout: 120_000 },
    async () => {
      const listed = (await inspect(stdioGateway, ['--method', 'tools/list'])) as {
        tools: Array<{ name: string }>;
      };
      expect(listed.tools.map((tool) => tool.name)).toEqual(['find_tools', 'call_tool']);

      const found = (await inspect(stdioGateway, [
        '--method',
        'tools/call',
        '--tool-name',
        'find_tools',
        '--tool-arg',
        'query=echo back a message',
        'num_tools=3',
      ])) as { content: Array<{ text: string }> };
      const names = JSON.parse(found.content[0]!.text).tools.map((tool: { name: string }) => tool.name);
      expect(names).toContain('everything__echo');

      const called = await inspect(stdioGateway, [
        '--method',
        'tools/call',
        '--tool-name',
        'call_tool',
        '--tool-arg',
        'name=everything__echo',
        'arguments={"message":"from the inspector"}',
      ]);
      expect(called).toMatchObject({ content: [{ type: 'text', text: 'Echo: from the inspector' }] });
    },
  );

  describe('over streamable HTTP', () => {
    let gateway: ReturnType<typeof startCli>;
    let url: string;

    beforeAll(async () => {
      gateway = startCli(
        [
          'gateway',
          '--retriever',
          'bm25',
          '--tools',
          staticTools,
          '--http',
          '127.0.0.1:0',
          '--token',
          'inspector-token',
        ],
        env,
      );
      url = await new Promise<string>((resolve, reject) => {
        let stderr = '';
        gateway.stderr!.on('data', (chunk) => {
          stderr += chunk;
          const match = /serving \S+ at (http:\S+)/.exec(stderr);
          if (match) resolve(match[1]!);
        });
        gateway.on('exit', (code) => reject(new Error(`gateway exited (${code}): ${stderr}`)));
      });
    }, 60_000);
    afterAll(() => {
      gateway.kill();
    });

    it('with the bearer token: finds a tool', { timeout: 60_000 }, async () => {
      const found = (await inspect(
        [url],
        [
          '--transport',
          'http',
          '--header',
          'Authorization: Bearer inspector-token',
          '--method',
          'tools/call',
          '--tool-name',
          'find_tools',
          '--tool-arg',
          'query=weather forecast for a city',
        ],
      )) as { content: Array<{ text: string }> };
      expect(JSON.parse(found.content[0]!.text).tools[0].name).toBe('weather__get_forecast');
    });

    it('without it: refused', { timeout: 60_000 }, async () => {
      await expect(inspect([url], ['--transport', 'http', '--method', 'tools/list'])).rejects.toThrow(
        /missing or wrong bearer token/,
      );
    });
  });
});
