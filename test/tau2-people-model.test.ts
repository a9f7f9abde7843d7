import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTau2 } from '../src/importers/index.ts';
import { Store } from '../src/store/index.ts';
import { loadTask, type Task } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider, type RecordedRequest, type ScriptedReply } from './fake-provider.ts';

// Three τ²-bench retail tasks end to end: the imported suite, an agent and the simulated customer both played
// by LLMs (a loopback OpenAI-compatible stand-in), then the run replayed offline from its cassette.
const corpus = path.resolve(
  process.env.MCP_ARENA_SHARED_DIR ?? path.join(repoDir(), '../shared'),
  'corpus',
  'tau2',
);
const present = existsSync(path.join(corpus, 'domains', 'retail', 'tasks.json'));
if (!present) console.warn(`skipping the τ²-bench end-to-end run: ${corpus} (the shared corpus) is absent`);

function repoDir(): string {
  return path.resolve(import.meta.dirname, '..');
}

/** An exchange (the user confirms), a transfer to a human (the user ends with transfer), a cancellation. */
const TASKS = ['retail-0', 'retail-10', 'retail-69'];
const AGENT = 'openai-compatible:tau2-agent';
const USER = 'openai-compatible:tau2-user';
const ASK_IDENTITY = 'To verify your identity, could you give me your email, or your name and zip code?';
const USER_USAGE = { input: 700, cached: 0, output: 25, reasoning: 0 };

type Message = { role: string; content?: string | null };
const messagesOf = (request: RecordedRequest): Message[] => request.body.messages as Message[];

/** The agent's turns for a task: ask who the user is, then the reference plan, then the final message. */
function agentTurnsOf(task: Task): ScriptedReply[] {
  return [
    { kind: 'turn', text: ASK_IDENTITY },
    ...task.reference.plan.map((step): ScriptedReply =>
      'tool' in step
        ? { kind: 'turn', toolCalls: [{ name: step.tool, arguments: step.arguments }] }
        : { kind: 'turn', text: step.say },
    ),
    {
      kind: 'turn',
      text: task.reference.plan.some(
        (step) => 'tool' in step && step.tool.endsWith('transfer_to_human_agents'),
      )
        ? 'YOU ARE BEING TRANSFERRED TO A HUMAN AGENT. PLEASE HOLD ON.'
        : task.reference.answer,
    },
  ];
}

/** The customer's answer to the agent's last message, from what their brief's scenario says. */
function customerReply(request: RecordedRequest): ScriptedReply {
  const messages = messagesOf(request);
  const brief = String(messages[0]?.content ?? '');
  const last = String(messages.at(-1)?.content ?? '');
  const known = /Known info:\n(.+)/.exec(brief)?.[1] ?? 'I do not know.';
  const text = last.startsWith('To verify')
    ? `Sure: ${known.replace(/^You are /, 'I am ')}`
    : /TRANSFERRED/.test(last)
      ? 'Okay. ###TRANSFER###'
      : /confirm/i.test(last)
        ? 'Yes, please.'
        : /anything else/i.test(last)
          ? 'No, that is all. Thanks! ###STOP###'
          : 'I am not sure.';
  return { kind: 'turn', text, usage: USER_USAGE };
}

describe.skipIf(!present)('τ²-bench retail with an LLM-played customer and agent (loopback)', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tau2-e2e-'));
  const suite = path.join(scratch, 'suite');
  const prices = path.join(scratch, 'prices.json');
  const env: NodeJS.ProcessEnv = { ...isolatedEnv(), OPENAI_COMPATIBLE_API_KEY: 'sk-local' };
  const userRequests: RecordedRequest[] = [];
  const tasks = new Map<string, Task>();
  const provider = new FakeProvider((request): ScriptedReply => {
    if (request.body.model === 'tau2-user') {
      userRequests.push(request);
      return customerReply(request);
    }
    // Stateless, so the cells may run in any order: the task by its opening message, the step by the
    // number of the agent's own messages so far.
    const messages = messagesOf(request);
    const opening = messages.find((message) => message.role === 'user')?.content ?? '';
    const task = [...tasks.values()].find((candidate) => String(opening).includes(candidate.prompt));
    if (!task) return { kind: 'turn', text: 'I cannot tell which task this is.' };
    const step = messages.filter((message) => message.role === 'assistant').length;
    return agentTurnsOf(task)[step] ?? { kind: 'turn', text: 'Is there anything else I can help with?' };
  });
  let run: { runId: string; cells: Array<Record<string, unknown>> };

  beforeAll(async () => {
    await importTau2(corpus, 'retail', suite);
    for (const id of TASKS) tasks.set(id, loadTask(path.join(suite, id)));
    // Prices for the stand-in's two models, so both costs are known and can be told apart.
    writeFileSync(
      prices,
      JSON.stringify({ models: { [AGENT]: { input: 2, output: 8 }, [USER]: { input: 1, output: 4 } } }),
    );
    const baseUrl = await provider.start();
    const result = await runCli(
      [
        'run',
        ...TASKS.map((id) => path.join(suite, id)),
        ...['--model', AGENT, '--people-model', USER, '--base-url', baseUrl, '--prices', prices, '--json'],
      ],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    run = JSON.parse(result.stdout);
  }, 300_000);
  afterAll(async () => {
    await provider.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("passes upstream's reward on all three, the customer ending as the scenario leads (done / transfer)", async () => {
    expect(provider.rejected).toEqual([]);
    // The agent is given upstream's instruction and the retail policy, the customer's opening after them.
    const agentRequest = provider.requests.find((request) => request.body.model === 'tau2-agent')!;
    const context = messagesOf(agentRequest)
      .map((message) => String(message.content ?? ''))
      .join('\n');
    expect(context).toContain('<policy>\n# Retail agent policy');
    expect(context).toContain('customer service agent that helps the user according to the <policy>');
    expect(run.cells.map((cell) => [cell.task, cell.status])).toEqual(TASKS.map((id) => [id, 'passed']));
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      const ends = new Map<string, string | undefined>();
      for (const cell of await store.listCells(run.runId)) {
        const turns = await store.loadTurns(cell.id);
        ends.set(cell.taskId, turns.flatMap((turn) => (turn.reply?.end ? [turn.reply.end] : []))[0]);
      }
      expect(Object.fromEntries(ends)).toEqual({
        'retail-0': 'done',
        'retail-10': 'transfer',
        'retail-69': 'done',
      });
    } finally {
      await store.close();
    }
  });

  it("briefs the customer with upstream's user-prompt semantics: reason, known and unknown info, instructions, end tokens", () => {
    const briefs = new Set(userRequests.map((request) => String(messagesOf(request)[0]!.content)));
    expect(briefs.size).toBe(3);
    for (const brief of briefs) {
      expect(brief).toContain('customer service agent');
      expect(brief).toMatch(
        /<scenario>[\s\S]*Reason for call:\n[\s\S]*Known info:\n[\s\S]*Task instructions:\n/,
      );
      for (const token of ['###STOP###', '###TRANSFER###', '###OUT-OF-SCOPE###'])
        expect(brief).toContain(token);
      // Upstream's user simulator has no tools in retail; neither does ours.
    }
    const exchange = [...briefs].find((brief) => brief.includes('#W2378156'))!;
    expect(exchange).toContain('Unknown info:\nYou do not remember your email address');
    expect(userRequests.every((request) => request.body.tools === undefined)).toBe(true);
    // The customer's context: what they said first (the task's prompt), then the agent's messages as the other side.
    const first = messagesOf(userRequests.find((request) => messagesOf(request)[0]!.content === exchange)!);
    expect(first[1]).toMatchObject({ role: 'assistant', content: tasks.get('retail-0')!.prompt });
    expect(first[2]).toMatchObject({ role: 'user', content: ASK_IDENTITY });
  });

  it("stores the customer's tokens and cost apart from the agent's", async () => {
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      for (const cell of await store.listCells(run.runId)) {
        const turns = await store.loadTurns(cell.id);
        const replies = turns.flatMap((turn) => (turn.reply ? [turn.reply] : []));
        expect(replies.length).toBeGreaterThanOrEqual(2);
        for (const reply of replies) {
          expect(reply.usage).toMatchObject({ inputTokens: 700, outputTokens: 25 });
          expect(reply.usage!.costUsd).toBeCloseTo((700 * 1 + 25 * 4) / 1e6, 10);
        }
        // The agent's requests at the stand-in's 1,000 input and 50 output tokens each, at the agent's price.
        expect(cell.inputTokens).toBe(turns.length * 1000);
        expect(cell.costUsd).toBeCloseTo((turns.length * (1000 * 2 + 50 * 8)) / 1e6, 10);
      }
    } finally {
      await store.close();
    }
  });

  it('reports the run as upstream does, beside the published leaderboard, the customer’s cost apart', async () => {
    const result = await runCli(
      ['report', run.runId, '--leaderboard', path.join(corpus, 'leaderboard'), '--json'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    const { tau2 } = JSON.parse(result.stdout) as {
      tau2: {
        runs: Array<{
          domain: string;
          model: string;
          tasks: number;
          passHat: number[];
          userCostPerTrial: number;
        }>;
        published: Record<string, Array<{ model: string; passHat: number[]; status: string }>>;
      };
    };
    expect(tau2.runs).toMatchObject([{ domain: 'retail', model: AGENT, tasks: 3, passHat: [100] }]);
    expect(tau2.runs[0]!.userCostPerTrial).toBeGreaterThan(0);
    const opus = tau2.published.retail!.find((each) => each.model === 'Claude Opus 4.1');
    expect(opus).toMatchObject({ passHat: [82.4, null, null, null], status: 'unverified' });
  });

  it('replays the run offline from its cassette, in another home, to the same trajectory', async () => {
    const cassette = path.join(scratch, 'run.json');
    const written = await runCli(['cassette', run.runId, '--out', cassette], env);
    expect(written.code, written.stderr).toBe(0);
    await provider.stop();
    const offline = isolatedEnv();
    const replayed = await runCli(
      ['run', ...TASKS.map((id) => path.join(suite, id)), '--model', `replay:${cassette}`, '--json'],
      offline,
    );
    expect(replayed.code, replayed.stderr).toBe(0);
    const again = JSON.parse(replayed.stdout) as typeof run;
    expect(again.cells.map((cell) => [cell.task, cell.status])).toEqual(TASKS.map((id) => [id, 'passed']));
    const trajectories = async (home: string, runId: string) => {
      const store = await Store.open(path.join(home, 'db'));
      try {
        const cells = await store.listCells(runId);
        const byTask: Record<string, unknown> = {};
        for (const cell of cells)
          byTask[cell.taskId] = (await store.loadTurns(cell.id)).map((turn) => ({
            text: turn.text,
            calls: turn.toolCalls.map((call) => [call.name, call.arguments, call.result]),
            reply: turn.reply,
          }));
        return byTask;
      } finally {
        await store.close();
      }
    };
    const recorded = await trajectories(env.MCP_ARENA_HOME!, run.runId);
    expect(Object.keys(recorded).sort()).toEqual(TASKS);
    expect(await trajectories(offline.MCP_ARENA_HOME!, again.runId)).toEqual(recorded);
  }, 120_000);
});
