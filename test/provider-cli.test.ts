import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/store/index.ts';
import { loadTask, toolStepsOf } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider, type ScriptedReply } from './fake-provider.ts';

const KEY = 'sk-proj-SECRET-9f8e7d6c5b4a';
const TASK = 'suites/core/reconcile-payments';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('a real provider through the CLI (loopback)', () => {
  const env: NodeJS.ProcessEnv = { ...isolatedEnv(), OPENAI_API_KEY: KEY };
  const task = loadTask(TASK);
  const script: ScriptedReply[] = [
    {
      kind: 'status',
      status: 429,
      headers: { 'retry-after-ms': '50' },
      body: '{"error":{"message":"slow down"}}',
    },
    ...toolStepsOf(task.reference.plan).map((step): ScriptedReply => ({
      kind: 'turn',
      text: step.why ?? '',
      toolCalls: [{ name: step.tool, arguments: step.arguments }],
    })),
    { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: task.reference.answer } }] },
  ];
  const provider = new FakeProvider(script);
  let baseUrl = '';
  let first: { runId: string; cells: Array<Record<string, unknown>> };
  let output = '';

  beforeAll(async () => {
    baseUrl = await provider.start();
    const result = await runCli(
      ['run', TASK, '--model', 'openai:gpt-5-mini', '--base-url', baseUrl, '--json'],
      env,
    );
    output = result.stdout + result.stderr;
    expect(result.code).toBe(0);
    first = JSON.parse(result.stdout);
  });
  afterAll(() => provider.stop());

  it('solves the task, retrying the 429, and prices the run', () => {
    expect(first.cells[0]).toMatchObject({ status: 'passed', toolCalls: task.reference.plan.length + 1 });
    expect(first.cells[0]!.costUsd).toBeGreaterThan(0);
    expect(output).toMatch(/openai:gpt-5-mini: HTTP 429: .*; retrying in 0\.\ds/);
  });

  it('sends the key to the provider and nowhere else: not the output, not the store', () => {
    expect(provider.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(output).not.toContain(KEY);
    const stored = filesUnder(env.MCP_ARENA_HOME!);
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) expect(readFileSync(file).includes(KEY), file).toBe(false);
  });

  it('replays the stored run exactly, with no provider and no key', async () => {
    const { OPENAI_API_KEY: _unused, ...offline } = env;
    const result = await runCli(['run', TASK, '--model', `replay:${first.runId}`, '--json'], offline);
    expect(result.code).toBe(0);
    const replayed = JSON.parse(result.stdout);
    const strip = (cell: Record<string, unknown>) => ({ ...cell, model: undefined, durationMs: undefined });
    expect(strip(replayed.cells[0])).toEqual(strip(first.cells[0]!));

    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    const turnsOf = async (runId: string) => {
      const [cell] = await store.listCells(runId);
      return (await store.loadTurns(cell!.id)).map((turn) => ({
        text: turn.text,
        usage: turn.usage,
        toolCalls: turn.toolCalls.map(({ durationMs: _ignored, ...call }) => call),
      }));
    };
    expect(await turnsOf(replayed.runId)).toEqual(await turnsOf(first.runId));
    await store.close();
  });

  it('records the run as a cassette file that replays the same way', async () => {
    const { OPENAI_API_KEY: _unused, ...offline } = env;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cassette-')), 'run.json');
    const written = await runCli(['cassette', first.runId, '--out', file], offline);
    expect(written.code).toBe(0);
    const cassette = JSON.parse(readFileSync(file, 'utf8'));
    expect(cassette).toMatchObject({ version: 1, source: `run ${first.runId}` });
    expect(cassette.cells[0].turns).toHaveLength(task.reference.plan.length + 1);
    const result = await runCli(['run', TASK, '--model', `replay:${file}`, '--json'], offline);
    expect(JSON.parse(result.stdout).cells[0]).toMatchObject({
      status: 'passed',
      costUsd: first.cells[0]!.costUsd,
    });
  });
});
