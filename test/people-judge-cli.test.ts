import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Turn } from '../src/agent/index.ts';
import { Store, VerdictStore } from '../src/store/index.ts';
import { isolatedEnv, repoRoot, runCli } from './cli.ts';
import { FakeProvider } from './fake-provider.ts';

const PEOPLE_TASK = path.join(repoRoot, 'suites/core/castell-renewal-call');
const PLAIN_TASK = path.join(repoRoot, 'suites/core/reconcile-payments');
const usage = { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0, costUsd: 0 };
const turn = (index: number, extra: Partial<Turn> = {}): Turn => ({
  index,
  text: '',
  toolCalls: [],
  usage,
  modelMs: 1,
  startedAt: new Date(0).toISOString(),
  ...extra,
});
const askNina = turn(0, {
  toolCalls: [
    {
      id: randomUUID(),
      name: 'chat__chat_postMessage',
      arguments: { channel: 'U0CKK9FI992Y', text: 'Hi Nina, when should the Castell renewal call be?' },
      result: '{"ok":true}',
      isError: false,
      unknownTool: false,
      durationMs: 1,
    },
  ],
});
/** Nina's answer: as declared, or with a room number she does not know (the judge stand-in finds it). */
const ninaSays = (text: string): Turn => turn(1, { coworkerReplies: [{ from: 'nina', text }] });

let provider: FakeProvider | undefined;
afterAll(async () => {
  await provider?.stop();
});

describe('mcp-arena judge --judge people, and report', () => {
  it('stores a people-simulator fault per cell, skips tasks without people, and reports rates without those cells', async () => {
    const env = isolatedEnv();
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    const run = await store.createRun({
      paths: [PEOPLE_TASK, PLAIN_TASK],
      models: ['reference'],
      modes: ['oracle'],
      repeats: 3,
    });
    const cells: Array<{ taskId: string; status: 'passed' | 'failed'; turns: Turn[] }> = [
      // Nina invents a room (Room 3.14): her fault, though the agent's cell passed.
      {
        taskId: 'castell-renewal-call',
        status: 'passed',
        turns: [askNina, ninaSays('Thursday 3 December, 10:00-11:00, Room 3.14 please.'), turn(2)],
      },
      // Nina keeps to her declaration; the agent failed on its own.
      {
        taskId: 'castell-renewal-call',
        status: 'failed',
        turns: [askNina, ninaSays('Thursday 3 December, 10:00-11:00, in Room 2.01.'), turn(2)],
      },
      // No one was asked: nothing for the people judge.
      { taskId: 'castell-renewal-call', status: 'passed', turns: [turn(0)] },
      // A task without people.
      { taskId: 'reconcile-payments', status: 'passed', turns: [turn(0)] },
    ];
    const ids: string[] = [];
    for (const [repeat, cell] of cells.entries()) {
      const id = randomUUID();
      ids.push(id);
      const passed = cell.status === 'passed';
      await store.saveCell({
        id,
        runId: run.id,
        taskId: cell.taskId,
        taskTitle: cell.taskId,
        category: 'sales',
        difficulty: 'medium',
        model: 'reference',
        mode: 'oracle',
        repeat,
        status: cell.status,
        outcome: cell.status,
        score: { earned: passed ? 1 : 0, total: 1, success: passed, score: passed ? 1 : 0 },
        checkpoints: [],
        trajectory: {
          turns: cell.turns,
          finalAnswer: 'Booked.',
          endReason: 'answered',
          usage,
          durationMs: 5,
        },
        error: undefined,
        startedAt: new Date(),
        finishedAt: new Date(),
        durationMs: 5,
      });
    }
    await store.close();

    provider = new FakeProvider((request) => {
      const prompt = JSON.stringify(request.body);
      return {
        kind: 'turn',
        text: prompt.includes('Room 3.14')
          ? '```json\n{"reasons": "Nina gives a room she was never told.", "faults": [{"fault": "invented-fact", "evidence": "Room 3.14"}]}\n```'
          : '{"reasons": "Nina answers with what she knows.", "faults": []}',
      };
    });
    const baseUrl = await provider.start();
    const judged = await runCli(
      [
        'judge',
        run.id,
        '--judge',
        'people',
        '--judge-model',
        'openai-compatible:judge-qwen',
        '--base-url',
        baseUrl,
        '--json',
      ],
      env,
    );
    expect(judged.code, judged.stderr).toBe(0);
    expect(JSON.parse(judged.stdout)).toMatchObject({ cells: 4, verdicts: 2, unparsed: 0, skipped: [] });
    // One ask per cell where Nina spoke; none for the silent cell or the task without people.
    expect(provider.requests).toHaveLength(2);
    const asked = JSON.stringify(provider.requests[0]!.body);
    expect(asked).toContain('Declaration of Nina Brandt');
    expect(asked).toContain('(in U0CKK9FI992Y) Hi Nina, when should the Castell renewal call be?');
    expect(judged.stderr).toContain('people people-simulator fault');

    const reread = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    const verdicts = await new VerdictStore(reread).listVerdicts([run.id]);
    await reread.close();
    expect(verdicts.map((verdict) => [ids.indexOf(verdict.cellId), verdict.judge, verdict.success])).toEqual(
      expect.arrayContaining([
        [0, 'people', false],
        [1, 'people', true],
      ]),
    );
    expect(verdicts).toHaveLength(2);
    expect(verdicts.find((verdict) => verdict.success === false)).toMatchObject({
      judgeModel: 'openai-compatible:judge-qwen',
      promptVersion: 'people-v1',
      status: 'parsed',
      reasons: expect.stringContaining('nina: invented-fact: Room 3.14'),
    });

    const json = await runCli(['report', run.id, '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as {
      overall: {
        successRate: { value: number };
        peopleSimulator: {
          cells: number;
          faults: number;
          faultRate: { value: number };
          successRate: { value: number };
        };
      };
      groups: Array<{ label: string }>;
    };
    // Three of four cells passed; without the fault cell, two of three.
    expect(report.overall.successRate.value).toBeCloseTo(3 / 4);
    expect(report.overall.peopleSimulator).toMatchObject({ cells: 2, faults: 1 });
    expect(report.overall.peopleSimulator.faultRate.value).toBe(0.5);
    expect(report.overall.peopleSimulator.successRate.value).toBeCloseTo(2 / 3);
    // The people judge adds no judged system of its own.
    expect(report.groups.map((group) => group.label)).toEqual(['reference · oracle']);

    const html = path.join(env.MCP_ARENA_HOME!, 'report.html');
    const table = await runCli(['report', run.id, '--html', html], env);
    expect(table.code, table.stderr).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain('id="people-simulator-table"');
    expect(table.stdout).toContain('Simulated people');
    expect(table.stdout).toMatch(/without simulator faults/);
  }, 120_000);
});
