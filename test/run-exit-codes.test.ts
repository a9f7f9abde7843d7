import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from './cli.ts';

const TASK = 'suites/core/reconcile-payments';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Lines of stderr that are not the notes every run may print before its work. */
function errorLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line && !line.startsWith('No --model'));
}

describe('run exit codes', () => {
  it('exits 1 when every cell ended in an error', async () => {
    // Each attempt outlives its 1 s harness limit: an infrastructure error, not the agent's failure.
    const result = await runCli(
      ['run', TASK, '--model', 'reference:delay=3000', '--harness-timeout', '1', '--retries', '0', '--json'],
      isolatedEnv(),
    );
    expect(
      JSON.parse(result.stdout).cells.map((cell: { status: string; outcome: string; error: string }) => [
        cell.status,
        cell.outcome,
        cell.error,
      ]),
    ).toEqual([['error', 'harness-timeout', 'harness timeout after 1s']]);
    expect(result.stderr).toContain('ended in an error: nothing was measured');
    expect(result.code).toBe(1);
  }, 120_000);

  it('exits 3 when cells were left unstarted (budget), naming the resume command', async () => {
    const result = await runCli(['run', TASK, '--model', 'noop', '--max-cost', '0'], isolatedEnv());
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/finish it with: npx mcp-arena run --resume \d{8}-\d{6}-\w+/);
  }, 120_000);
});

describe('run preflight', () => {
  it('fails at once, with one message and no stored run, on a --base-url where nothing listens', async () => {
    const env = isolatedEnv();
    const port = await closedPort();
    const result = await runCli(
      ['run', TASK, '--model', 'openai-compatible:m', '--base-url', `http://127.0.0.1:${port}/v1`],
      env,
    );
    expect(result.code).toBe(2);
    expect(errorLines(result.stderr)).toEqual([
      `mcp-arena: --base-url http://127.0.0.1:${port}/v1: nothing answers at 127.0.0.1:${port} (ECONNREFUSED); start the model server or fix the URL`,
    ]);
    const report = await runCli(['report', 'latest'], env);
    expect(report.code).toBe(2);
  }, 120_000);

  it('fails at once on a replay cassette that recorded the cell for several models', async () => {
    const env = isolatedEnv();
    const cassette = path.join(path.dirname(env.MCP_ARENA_HOME!), 'two-models.json');
    const cell = { task: 'reconcile-payments', mode: 'servers', repeat: 0, turns: [] };
    writeFileSync(
      cassette,
      JSON.stringify({
        version: 1,
        source: 'two',
        cells: [
          { ...cell, model: 'a' },
          { ...cell, model: 'b' },
        ],
      }),
    );
    const result = await runCli(['run', TASK, '--model', `replay:${cassette}`], env);
    expect(result.code).toBe(2);
    expect(errorLines(result.stderr)).toEqual([
      `mcp-arena: --model replay:${cassette}: two recorded reconcile-payments (mode servers, repeat 0) for several models (a, b); say which with replay:<run>#<model>`,
    ]);
  }, 120_000);
});
