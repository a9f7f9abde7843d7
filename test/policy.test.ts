import { afterEach, describe, expect, it } from 'vitest';
import { decide, GATEWAY_POLICY, RUN_POLICY, type ToolPolicy, type ToolSpec } from '../src/catalog/index.ts';
import { buildGateway } from '../src/gateway/index.ts';
import { defaultModelSettings } from '../src/models/index.ts';
import { runCell } from '../src/runner/index.ts';
import { Store } from '../src/store/index.ts';
import { loadTask } from '../src/tasks/index.ts';
import { FakeProvider } from './fake-provider.ts';
import { flakyServer } from './gateway-helpers.ts';

const spec = (name: string, annotations?: ToolSpec['annotations']): ToolSpec => ({
  name,
  server: name.split('__')[0]!,
  toolName: name.split('__')[1]!,
  description: '',
  inputSchema: { type: 'object' },
  ...(annotations ? { annotations } : {}),
  origin: { kind: 'mcp', server: name.split('__')[0]! },
});

describe('tool policy decisions', () => {
  const remove = spec('azure__VirtualMachines_Delete', { destructiveHint: true });
  const read = spec('azure__VirtualMachines_Get', { readOnlyHint: true });
  const write = spec('files__write_file', { readOnlyHint: false, destructiveHint: true });
  const plain = spec('memory__search');

  it('follows the annotations', () => {
    expect(decide(GATEWAY_POLICY, remove)).toEqual({
      action: 'deny',
      rule: 'destructiveHint',
      destructive: true,
    });
    expect(decide(GATEWAY_POLICY, read)).toEqual({ action: 'allow', rule: 'default', destructive: false });
    expect(decide(RUN_POLICY, write)).toEqual({ action: 'log', rule: 'destructiveHint', destructive: true });
    expect(decide(RUN_POLICY, plain).destructive).toBe(false);
    // MCP's default: a tool that says it is not read-only may be destructive.
    expect(decide(RUN_POLICY, spec('x__y', { readOnlyHint: false })).destructive).toBe(true);
  });

  it('lets name patterns override annotations, and servers override the default', () => {
    const policy: ToolPolicy = {
      ...GATEWAY_POLICY,
      tools: { 'azure__*_Delete': 'log' },
      servers: { memory: 'deny' },
    };
    expect(decide(policy, remove)).toMatchObject({ action: 'log', rule: 'tool pattern azure__*_Delete' });
    expect(decide(policy, plain)).toMatchObject({ action: 'deny', rule: 'server memory' });
    expect(decide({ ...policy, tools: { '*': 'allow' } }, plain).action).toBe('allow');
  });
});

describe('policy in a run', () => {
  const task = loadTask('suites/core/reconcile-payments');
  let provider: FakeProvider | undefined;
  afterEach(() => provider?.stop());

  /** A model that writes the report file, then answers. */
  async function runWith(policy?: ToolPolicy) {
    provider = new FakeProvider([
      {
        kind: 'turn',
        toolCalls: [
          {
            name: 'files__write_file',
            arguments: { path: 'reports/reconciliation-2026-10.csv', content: 'x' },
          },
        ],
      },
      { kind: 'turn', toolCalls: [{ name: 'claim_done', arguments: { answer: 'done' } }] },
    ]);
    const baseUrl = await provider.start();
    const settings = { models: defaultModelSettings({ baseUrl }), ...(policy ? { policy } : {}) };
    return runCell(
      { task, model: 'openai-compatible:writer', mode: 'servers', repeat: 0 },
      'policy',
      settings,
    );
  }

  it('runs destructive calls by default and records the decision, into the store too', async () => {
    const cell = await runWith();
    const call = cell.trajectory!.turns[0]!.toolCalls[0]!;
    expect(call).toMatchObject({ name: 'files__write_file', isError: false });
    expect(call.policy).toEqual({ action: 'log', rule: 'destructiveHint', destructive: true });
    const store = await Store.open('memory');
    const run = await store.createRun({ paths: [], models: [], modes: [], repeats: 1 });
    await store.saveCell({ ...cell, runId: run.id });
    const [turn] = await store.loadTurns(cell.id);
    expect(turn!.toolCalls[0]!.policy).toEqual(call.policy);
    await store.close();
  });

  it('refuses a denied call, tells the model why, and the check sees nothing written', async () => {
    const cell = await runWith({ ...RUN_POLICY, tools: { 'files__write*': 'deny' } });
    const call = cell.trajectory!.turns[0]!.toolCalls[0]!;
    expect(call.isError).toBe(true);
    expect(call.result).toBe(
      'Error: files__write_file was not run: the safety policy denies it (tool pattern files__write*: it may destroy data).',
    );
    expect(call.policy).toMatchObject({ action: 'deny' });
    expect(JSON.stringify(provider!.requests[1]!.body)).toContain('the safety policy denies it');
    expect(cell.checkpoints.find((checkpoint) => checkpoint.name === 'report filed')?.passed).toBe(false);
  });
});

describe('gateway policy', () => {
  it('denies destructive tools by default and allows them when the config says so', async () => {
    const flaky = { ...flakyServer, env: {} };
    const closed = await buildGateway({ servers: [flaky], openapi: [], tools: [] }, { retriever: 'bm25' });
    // The flaky server publishes no annotations: mark one destructive through the universe.
    const echo = closed.universe.get('flaky__echo')!;
    echo.annotations = { destructiveHint: true };
    const denied = await closed.callTool('flaky__echo', { message: 'x' });
    expect(denied.isError).toBe(true);
    expect((denied.content[0] as { text: string }).text).toMatch(
      /not run: the gateway's safety policy denies it \(destructiveHint\)/,
    );
    await closed.universe.close();

    const open = await buildGateway(
      { servers: [flaky], openapi: [], tools: [], policy: { tools: { flaky__echo: 'allow' } } },
      { retriever: 'bm25' },
    );
    open.universe.get('flaky__echo')!.annotations = { destructiveHint: true };
    const allowed = await open.callTool('flaky__echo', { message: 'ok' });
    expect((allowed.content[0] as { text: string }).text).toBe('ok');
    await open.universe.close();
  });
});
