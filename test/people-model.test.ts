import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/store/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider, type RecordedRequest, type ScriptedReply } from './fake-provider.ts';
import { missingApps } from './missing-apps.ts';

const TASK = 'suites/core/plan-team-retro';
const AGENT = 'openai-compatible:agent-model';
const PEOPLE = 'openai-compatible:lena-sim';
const unavailable = missingApps(['calendar'], 'the people-model tests').length > 0;

/** The agent's turns (as a model would send them) and Lena's, each taken in order by its own model name. */
const agentTurns: ScriptedReply[] = [
  {
    kind: 'turn',
    toolCalls: [
      {
        name: 'calendar__list-events',
        arguments: { calendarUrl: '/sam/work/', start: '2026-11-01T00:00:00Z', end: '2026-12-06T00:00:00Z' },
      },
    ],
  },
  { kind: 'turn', text: 'Next Thursday is taken by the quarterly planning. Which day should I use instead?' },
  { kind: 'turn', text: 'Shall I book Wednesday 2 December, 15:00-16:00 in Room 3.02?' },
  {
    kind: 'turn',
    toolCalls: [
      {
        name: 'calendar__create-event',
        arguments: {
          calendarUrl: '/sam/work/',
          summary: 'Sprint retro',
          start: '2026-12-02T16:00:00Z',
          end: '2026-12-02T17:00:00Z',
          location: 'Room 3.02',
        },
      },
    ],
  },
  { kind: 'turn', text: 'Booked: Wednesday 2 December, 16:00-17:00 in Room 3.02.' },
];
const lenaTurns: ScriptedReply[] = [
  {
    kind: 'turn',
    text: 'Wednesday 2 December, same time.',
    usage: { input: 300, cached: 0, output: 9, reasoning: 0 },
  },
  {
    kind: 'turn',
    text: "Make it 16:00-17:00, I'm in a call till 15:45.",
    usage: { input: 340, cached: 0, output: 14, reasoning: 0 },
  },
  {
    kind: 'turn',
    text: 'Perfect, thanks! [END: done]',
    usage: { input: 380, cached: 0, output: 6, reasoning: 0 },
  },
];

describe.skipIf(unavailable)('simulated people played by an LLM (--people-model, loopback)', () => {
  const env: NodeJS.ProcessEnv = { ...isolatedEnv(), OPENAI_COMPATIBLE_API_KEY: 'sk-local' };
  const people: RecordedRequest[] = [];
  let asked = 0;
  const provider = new FakeProvider((request): ScriptedReply => {
    if (request.body.model === 'lena-sim') {
      people.push(request);
      return lenaTurns[people.length - 1] ?? { kind: 'turn', text: 'bye [END: done]' };
    }
    asked += 1;
    return agentTurns[asked - 1] ?? { kind: 'turn', text: 'Done.' };
  });
  let run: { runId: string; cells: Array<Record<string, unknown>> };

  beforeAll(async () => {
    const baseUrl = await provider.start();
    const result = await runCli(
      ['run', TASK, '--model', AGENT, '--people-model', PEOPLE, '--base-url', baseUrl, '--json'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    run = JSON.parse(result.stdout);
  });
  afterAll(() => provider.stop());

  it("plays Lena from the task's declaration: her brief, then what she first wrote, then the agent's messages", () => {
    expect(run.cells[0]).toMatchObject({ status: 'passed' });
    expect(people).toHaveLength(3);
    const messages = people[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('You are Lena Hoffmann');
    expect(messages[0]!.content).toContain('[END: done]');
    expect(messages[1]).toMatchObject({
      role: 'assistant',
      content: expect.stringContaining('sprint retro'),
    });
    expect(messages[2]).toMatchObject({ role: 'user', content: expect.stringContaining('Which day') });
    expect(people[0]!.body.tools).toBeUndefined();
  });

  it("stores her replies with their own usage, apart from the agent's", async () => {
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      const [cell] = await store.listCells(run.runId);
      const turns = await store.loadTurns(cell!.id);
      const replies = turns.flatMap((turn) => (turn.reply ? [turn.reply] : []));
      expect(replies.map((reply) => reply.text)).toEqual([
        'Wednesday 2 December, same time.',
        "Make it 16:00-17:00, I'm in a call till 15:45.",
        'Perfect, thanks!',
      ]);
      expect(replies.at(-1)!.end).toBe('done');
      expect(replies.map((reply) => reply.usage?.inputTokens)).toEqual([300, 340, 380]);
      // The agent's five requests at the fake's 1,000 input tokens each; none of Lena's.
      expect(cell!.inputTokens).toBe(5000);
    } finally {
      await store.close();
    }
  });

  it('replays the run offline from its recording, Lena included, to the same trajectory', async () => {
    await provider.stop();
    const { OPENAI_COMPATIBLE_API_KEY: _unused, ...offline } = env;
    const result = await runCli(['run', TASK, '--model', `replay:${run.runId}`, '--json'], offline);
    expect(result.code, result.stderr).toBe(0);
    const replayed = JSON.parse(result.stdout) as typeof run;
    expect(replayed.cells[0]).toMatchObject({ status: 'passed' });
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      const conversation = async (runId: string) => {
        const [cell] = await store.listCells(runId);
        return (await store.loadTurns(cell!.id)).map((turn) => ({
          text: turn.text,
          calls: turn.toolCalls.map((call) => [call.name, call.arguments]),
          reply: turn.reply,
        }));
      };
      expect(await conversation(replayed.runId)).toEqual(await conversation(run.runId));
    } finally {
      await store.close();
    }
  });
});
