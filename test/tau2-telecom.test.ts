import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTau2, type Tau2ImportSummary } from '../src/importers/index.ts';
import { Store } from '../src/store/index.ts';
import { loadTask } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider, type RecordedRequest, type ScriptedReply } from './fake-provider.ts';

// τ²-bench telecom (dual control): the 20 tasks imported, a few validated through the app, and one run with
// the agent and the customer both LLMs (a loopback stand-in), the customer acting on their own phone.
const corpus = path.resolve(
  process.env.MCP_ARENA_SHARED_DIR ?? path.join(import.meta.dirname, '../../shared'),
  'corpus',
  'tau2',
);
const present = existsSync(path.join(corpus, 'domains', 'telecom', 'tasks_small.json'));
if (!present) console.warn(`skipping the τ²-bench telecom tests: ${corpus} (the shared corpus) is absent`);

const AIRPLANE = 'telecom-service-issue-airplane-mode-on-persona-none';
const OVERDUE = 'telecom-service-issue-overdue-bill-suspension-persona-easy';
const LOCKED = 'telecom-service-issue-lock-sim-card-pin-persona-hard';
const ASK = 'Please toggle airplane mode on your phone and tell me what the status bar shows.';
const DONE = 'Your service should be back. Is there anything else I can help with?';

type Message = { role: string; content?: string | null };
const messagesOf = (request: RecordedRequest): Message[] => request.body.messages as Message[];

describe.skipIf(!present)('τ²-bench telecom', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tau2-telecom-'));
  const suite = path.join(scratch, 'suite');
  const env: NodeJS.ProcessEnv = { ...isolatedEnv(), OPENAI_COMPATIBLE_API_KEY: 'sk-local' };
  let summary: Tau2ImportSummary;
  beforeAll(async () => {
    summary = await importTau2(corpus, 'telecom', suite);
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('imports the 20 tasks: gold passes both rewards, a do-nothing run neither, as the README says', () => {
    expect(summary.tasks).toHaveLength(20);
    expect(summary.tasks.filter((task) => task.gold.upstream.reward !== 1)).toEqual([]);
    expect(summary.tasks.filter((task) => task.gold.verified.reward !== 1)).toEqual([]);
    expect(summary.tasks.filter((task) => task.nothing.upstream.reward === 1)).toEqual([]);
    expect(summary.tasks.filter((task) => task.nothing.verified.reward === 1)).toEqual([]);
    // Generated probes: every alternative passes and every wrong plan fails, under both rewards.
    const probes = summary.tasks.flatMap((task) => task.probes);
    expect(probes).toHaveLength(42);
    for (const probe of probes)
      for (const reward of [probe.rewards.upstream, probe.rewards.verified])
        expect([probe.name, reward.reward === 1]).toEqual([probe.name, probe.kind === 'alternative']);
    const readme = readFileSync(path.join(suite, 'README.md'), 'utf8');
    expect(readme).toContain(`already meets (upstream's reward is kept from passing it only by
ACTION, the transfer): 2: ${LOCKED}, telecom-service-issue-contract-end-suspension-persona-hard.`);
    // The agent gets upstream's policy (main, then the tech-support manual) and only its own tools.
    const task = loadTask(path.join(suite, AIRPLANE));
    expect(task.instructions).toMatch(/<main_policy>[\s\S]*<\/main_policy>\n<tech_support_policy>/);
    expect(task.tools).toContain('tau2__get_customer_by_phone');
    expect(task.tools).not.toContain('tau2__toggle_airplane_mode');
  });

  it('validates through the app: the user acts on their phone when asked, a do-nothing run fails', async () => {
    const result = await runCli(
      ['validate', ...[AIRPLANE, OVERDUE, LOCKED].map((id) => path.join(suite, id)), '--json'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    const tasks = (JSON.parse(result.stdout) as { tasks: Array<Record<string, unknown>> }).tasks;
    expect(tasks.map((task) => [task.id, task.valid])).toEqual([
      [AIRPLANE, true],
      [OVERDUE, true],
      [LOCKED, true],
    ]);
  }, 120_000);

  describe('with an LLM-played customer who calls their phone’s tools', () => {
    const userRequests: RecordedRequest[] = [];
    const provider = new FakeProvider((request): ScriptedReply => {
      const messages = messagesOf(request);
      const last = messages.at(-1)!;
      if (request.body.model === 'tau2-user') {
        userRequests.push(request);
        if (last.role === 'tool') return { kind: 'turn', text: `Done. ${String(last.content)}` };
        if (String(last.content).includes('airplane'))
          return { kind: 'turn', toolCalls: [{ name: 'toggle_airplane_mode', arguments: {} }] };
        return { kind: 'turn', text: 'No, thank you. ###STOP###' };
      }
      const step = messages.filter((message) => message.role === 'assistant').length;
      return { kind: 'turn', text: [ASK, DONE][step] ?? DONE };
    });
    let run: { runId: string; cells: Array<Record<string, unknown>> };
    beforeAll(async () => {
      const baseUrl = await provider.start();
      const result = await runCli(
        [
          'run',
          path.join(suite, AIRPLANE),
          ...['--model', 'openai-compatible:tau2-agent', '--people-model', 'openai-compatible:tau2-user'],
          ...['--base-url', baseUrl, '--json'],
        ],
        env,
      );
      expect(result.code, result.stderr).toBe(0);
      run = JSON.parse(result.stdout);
    }, 120_000);
    afterAll(() => provider.stop());

    it("passes upstream's reward on the user's own call; the call is kept with their reply", async () => {
      expect(run.cells.map((cell) => [cell.task, cell.status])).toEqual([[AIRPLANE, 'passed']]);
      // The customer is offered their phone's tools; the agent never is.
      const userTools = (userRequests[0]!.body.tools as Array<{ function: { name: string } }>).map(
        (tool) => tool.function.name,
      );
      expect(userTools).toContain('toggle_airplane_mode');
      const agentRequest = provider.requests.find((request) => request.body.model === 'tau2-agent')!;
      const agentTools = JSON.stringify(agentRequest.body.tools);
      expect(agentTools).toContain('get_customer_by_phone');
      expect(agentTools).not.toContain('toggle_airplane_mode');
      const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
      try {
        const [cell] = await store.listCells(run.runId);
        const replies = (await store.loadTurns(cell!.id)).flatMap((turn) => (turn.reply ? [turn.reply] : []));
        expect(replies[0]!.toolCalls).toEqual([
          expect.objectContaining({ name: 'toggle_airplane_mode', arguments: {}, isError: false }),
        ]);
        expect(replies[0]!.toolCalls![0]!.result).toContain('Airplane Mode is now OFF.');
        expect(replies.at(-1)!.end).toBe('done');
      } finally {
        await store.close();
      }
    });
  });
});
