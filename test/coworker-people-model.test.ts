import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/store/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider, type RecordedRequest, type ScriptedReply } from './fake-provider.ts';
import { missingApps } from './missing-apps.ts';

const TASK = 'suites/core/release-held-invoices';
const AGENT = 'openai-compatible:agent-model';
const PEOPLE = 'openai-compatible:tom-sim';
const unavailable = missingApps(['sql', 'chat'], 'the LLM-played coworker tests').length > 0;

const APPROVE =
  "UPDATE invoices SET status = 'approved', approved_by = 'Tom Berger', payment_run = 'PR-2026-48' " +
  "WHERE number IN ('INV-2026-1187', 'INV-2026-1192')";
/** The agent's turns as a model would send them: ask Tom, wait a turn, read his DM, act on it. */
const agentTurns: ScriptedReply[] = [
  {
    kind: 'turn',
    toolCalls: [
      { name: 'sql__execute_sql', arguments: { sql: "SELECT * FROM invoices WHERE status = 'on_hold'" } },
    ],
  },
  {
    kind: 'turn',
    toolCalls: [
      {
        name: 'chat__chat_postMessage',
        arguments: {
          channel: 'U0B1XHC3MC3B',
          text: 'Hi Tom, can I pay INV-2026-1187, INV-2026-1192 and INV-2026-1201 (Facilities) on Friday?',
        },
      },
    ],
  },
  {
    kind: 'turn',
    toolCalls: [{ name: 'sql__execute_sql', arguments: { sql: 'SELECT * FROM payment_runs' } }],
  },
  {
    kind: 'turn',
    toolCalls: [{ name: 'chat__conversations_history', arguments: { channel: 'D0HE6SUBP0T9', limit: 5 } }],
  },
  { kind: 'turn', toolCalls: [{ name: 'sql__execute_sql', arguments: { sql: APPROVE } }] },
  {
    kind: 'turn',
    text: 'Tom approved INV-2026-1187 and INV-2026-1192 (PR-2026-48); Nordhaus stays on hold: the lift failed its re-inspection.',
  },
];
const TOM_SAYS =
  'Brightline and Kessler are fine, go ahead. Hold Nordhaus, the lift failed its re-inspection.';

describe.skipIf(unavailable)('a coworker played by an LLM (--people-model, loopback)', () => {
  const env: NodeJS.ProcessEnv = { ...isolatedEnv(), OPENAI_COMPATIBLE_API_KEY: 'sk-local' };
  const tom: RecordedRequest[] = [];
  let asked = 0;
  const provider = new FakeProvider((request): ScriptedReply => {
    if (request.body.model === 'tom-sim') {
      tom.push(request);
      return { kind: 'turn', text: TOM_SAYS, usage: { input: 420, cached: 0, output: 21, reasoning: 0 } };
    }
    asked += 1;
    return agentTurns[asked - 1] ?? { kind: 'turn', text: 'Done.' };
  });
  let run: { runId: string; cells: Array<Record<string, unknown>> };

  beforeAll(async () => {
    const baseUrl = await provider.start();
    // Priced apart (USD per million tokens), so Tom's cost can be told from the agent's.
    const prices = path.join(mkdtempSync(path.join(os.tmpdir(), 'prices-')), 'prices.json');
    writeFileSync(
      prices,
      JSON.stringify({
        models: {
          [AGENT]: { input: 1, cachedInput: 0.5, output: 2 },
          [PEOPLE]: { input: 10, cachedInput: 5, output: 20 },
        },
      }),
    );
    const result = await runCli(
      [
        'run',
        TASK,
        '--model',
        AGENT,
        '--people-model',
        PEOPLE,
        '--base-url',
        baseUrl,
        '--prices',
        prices,
        '--json',
      ],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    run = JSON.parse(result.stdout) as typeof run;
  }, 600_000);
  afterAll(() => provider.stop());

  it("asks Tom's model once, when his answer falls due, from his declaration and the agent's DM", () => {
    expect(run.cells[0]).toMatchObject({ status: 'passed' });
    expect(tom).toHaveLength(1);
    const messages = tom[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('You are Tom Berger');
    expect(messages.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringContaining('INV-2026-1201'),
    });
    expect(tom[0]!.body.tools).toBeUndefined();
  });

  it("stores his answer on its turn with his own usage and cost, apart from the agent's", async () => {
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      const [cell] = await store.listCells(run.runId);
      const turns = await store.loadTurns(cell!.id);
      const replies = turns.flatMap((turn) =>
        (turn.coworkerReplies ?? []).map((reply) => ({ turn: turn.index, ...reply })),
      );
      expect(replies).toMatchObject([{ turn: 3, from: 'tom', text: TOM_SAYS }]);
      expect(replies[0]!.usage).toMatchObject({ inputTokens: 420, outputTokens: 21 });
      // Tom's price: 420 x 10 + 21 x 20 per million tokens; the cell's cost is the agent's turns alone.
      expect(replies[0]!.usage!.costUsd).toBeCloseTo(0.00462, 8);
      const agentCost = turns.reduce((sum, turn) => sum + (turn.usage.costUsd ?? Number.NaN), 0);
      expect(cell!.costUsd).toBeCloseTo(agentCost, 8);
      expect(agentCost).toBeGreaterThan(0);
      // The agent's requests (six turns and the loop's one reminder after its text) at the fake's 1,000 input
      // tokens each; none of Tom's.
      expect(asked).toBe(7);
      expect(cell!.inputTokens).toBe(7000);
    } finally {
      await store.close();
    }
  });

  it('replays the run offline from its recording, Tom included, to the same trajectory', async () => {
    await provider.stop();
    const { OPENAI_COMPATIBLE_API_KEY: _unused, ...offline } = env;
    const result = await runCli(['run', TASK, '--model', `replay:${run.runId}`, '--json'], offline);
    expect(result.code, result.stderr).toBe(0);
    const replayed = JSON.parse(result.stdout) as typeof run;
    expect(replayed.cells[0]).toMatchObject({ status: 'passed' });
    expect(tom).toHaveLength(1); // the provider is gone: the recording answered
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      const trajectory = async (runId: string) => {
        const [cell] = await store.listCells(runId);
        return (await store.loadTurns(cell!.id)).map((turn) => ({
          text: turn.text,
          calls: turn.toolCalls.map((call) => [call.name, call.arguments]),
          coworkers: turn.coworkerReplies ?? [],
        }));
      };
      expect(await trajectory(replayed.runId)).toEqual(await trajectory(run.runId));
    } finally {
      await store.close();
    }
  });
});
