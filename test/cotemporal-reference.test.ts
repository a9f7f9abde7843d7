import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../src/agent/index.ts';
import type { ToolSurface } from '../src/catalog/index.ts';
import { createJudgeModel, judgeLikert } from '../src/evaluation/index.ts';
import { createCotemporalReference, type ReferenceRun } from '../src/runner/cotemporal-reference.ts';
import {
  DEFAULT_RETRY_POLICY,
  defaultModelSettings,
  type Model,
  type ModelRequest,
  ZERO_USAGE,
} from '../src/models/index.ts';
import { runCell } from '../src/runner/index.ts';
import { loadTask, type Task, toolStepsOf } from '../src/tasks/index.ts';
import { FakeProvider } from './fake-provider.ts';

/** The test's clock: its tick moves only when the test lets time pass. */
let tick = 1_763_976_000;

/** A live tool: its answer changes every second, like a price, a headline or a clock. */
const clockSurface: ToolSurface = {
  tools: [
    {
      name: 'clock__now',
      server: 'clock',
      toolName: 'now',
      description: 'The current tick; it changes every second.',
      inputSchema: { type: 'object', properties: {} },
      origin: { kind: 'mcp', server: 'clock' },
    },
  ],
  call: async () => ({ content: `tick ${tick}`, isError: false }),
};

const clockTask = {
  ...loadTask('suites/core/reconcile-payments'),
  id: 'read-the-clock',
  prompt: 'What is the current tick of the clock?',
  tools: ['clock__now'],
  reference: { plan: [{ tool: 'clock__now', arguments: {} }], answer: 'The tick the clock gave.' },
} as Task;

/** The tested agent: calls the clock, then answers with what it said. */
const agentModel: Model = {
  id: 'scripted-agent',
  generate: async (request: ModelRequest) => {
    const result = request.messages.find((message) => message.role === 'tool');
    if (!result) {
      return { text: '', toolCalls: [{ id: 'c1', name: 'clock__now', arguments: {} }], usage: ZERO_USAGE };
    }
    return { text: `The clock says ${result.content}.`, toolCalls: [], usage: ZERO_USAGE };
  },
};

const tickOf = (text: string): number => Number(/tick (\d+)/.exec(text)?.[1]);

let provider: FakeProvider | undefined;
afterEach(async () => {
  await provider?.stop();
  provider = undefined;
});

describe('the co-temporal reference', () => {
  it('sees what the agent saw from a tool whose answer changes every second; a later reference does not', async () => {
    const saved: ReferenceRun[] = [];
    const reference = createCotemporalReference({
      save: async (run) => void saved.push(run),
      open: async () => ({ surface: clockSurface, stop: async () => undefined }),
    });
    // The agent and its co-temporal reference run within the same second of the clock.
    const cell = { task: clockTask, model: 'scripted-agent', mode: 'oracle', repeat: 0 };
    const [, agent] = await Promise.all([
      reference(cell, 'run-1'),
      runAgent({
        model: agentModel,
        surface: clockSurface,
        prompt: clockTask.prompt,
        limits: { maxTurns: 5 },
      }),
    ]);
    const cotemporal = saved[0]!;
    expect(cotemporal).toMatchObject({ runId: 'run-1', taskId: 'read-the-clock', model: 'scripted-agent' });
    expect(cotemporal.error).toBeUndefined();
    expect(tickOf(cotemporal.output)).toBe(tickOf(agent.finalAnswer));

    // The same plan run later (as re-running it at judge time would), two seconds on, sees another
    // value: judged against it, the agent's correct answer would look wrong.
    tick += 2;
    await reference(cell, 'run-later');
    expect(tickOf(saved[1]!.output) - tickOf(agent.finalAnswer)).toBeGreaterThanOrEqual(2);

    // The Likert judge is given the co-temporal output, marked as such, beside the agent's answer.
    provider = new FakeProvider([
      { kind: 'turn', text: '{"reasons": "same tick", "result": 5, "trajectory": 5}' },
    ]);
    const settings = defaultModelSettings({
      baseUrl: await provider.start(),
      retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: 10 },
      timeoutMs: 2000,
    });
    const verdict = await judgeLikert(
      {
        taskId: clockTask.id,
        prompt: clockTask.prompt,
        keyPoints: ['Report the current tick'],
        trajectory: agent,
        toolDescriptions: new Map([['clock__now', 'The current tick.']]),
      },
      { kind: 'cotemporal', plan: ['clock__now()'], output: cotemporal.output },
      createJudgeModel('openai-compatible:judge', settings),
    );
    expect(verdict).toMatchObject({
      status: 'parsed',
      resultScore: 5,
      promptVersion: 'likert-v1+cotemporal',
    });
    const prompt = JSON.stringify(provider.requests[0]!.body);
    expect(prompt).toContain('executed at the same time as the agent');
    expect(prompt.split(`tick ${tickOf(agent.finalAnswer)}`).length).toBeGreaterThanOrEqual(3);
  }, 20_000);

  it('runs beside a real cell through the runner hook, in an environment of its own', async () => {
    const task = loadTask('suites/core/reconcile-payments');
    const saved: ReferenceRun[] = [];
    const cell = await runCell({ task, model: 'reference', mode: 'oracle', repeat: 0 }, 'run-2', {
      models: defaultModelSettings(),
      reference: createCotemporalReference({ save: async (run) => void saved.push(run) }),
    });
    expect(cell.status).toBe('passed');
    expect(saved).toHaveLength(1);
    const run = saved[0]!;
    expect(run.error).toBeUndefined();
    expect(run.trajectory!.turns.flatMap((turn) => turn.toolCalls).map((call) => call.name)).toEqual(
      toolStepsOf(task.reference.plan).map((step) => step.tool),
    );
    expect(run.output).toContain(task.reference.answer);
    // Started with the agent, finished before the cell was stored.
    expect(run.startedAt.getTime()).toBeGreaterThanOrEqual(cell.startedAt.getTime());
    expect(run.finishedAt.getTime()).toBeLessThanOrEqual(cell.finishedAt.getTime());
  }, 60_000);
});
