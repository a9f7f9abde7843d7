import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTau2, type Tau2ImportSummary } from '../src/importers/index.ts';
import { loadTask } from '../src/tasks/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { FakeProvider, type RecordedRequest, type ScriptedReply } from './fake-provider.ts';

// τ²-bench mock: the 10 toy tasks imported (a conversation under way, set-up data and actions, env
// assertions, the user's inbox, no reward_basis), a few validated through the app, and one run that starts
// from the message history with the agent and the user both LLMs (a loopback stand-in).
const corpus = path.resolve(
  process.env.MCP_ARENA_SHARED_DIR ?? path.join(import.meta.dirname, '../../shared'),
  'corpus',
  'tau2',
);
const present = existsSync(path.join(corpus, 'domains', 'mock', 'tasks.json'));
if (!present) console.warn(`skipping the τ²-bench mock tests: ${corpus} (the shared corpus) is absent`);

const HISTORY = 'mock-update-task-with-message-history';
const USER_TOOLS = 'mock-update-task-with-user-tools';
const NL_ONLY = 'mock-create-task-1-nl-eval';
const IMPOSSIBLE = 'mock-impossible-task-1';

type Message = { role: string; content?: string | null; tool_calls?: unknown[] };
const messagesOf = (request: RecordedRequest): Message[] => request.body.messages as Message[];
const failing = (summary: Tau2ImportSummary, pick: (task: Tau2ImportSummary['tasks'][number]) => boolean) =>
  summary.tasks.filter(pick).map((task) => task.id);

describe.skipIf(!present)('τ²-bench mock', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tau2-mock-'));
  const suite = path.join(scratch, 'suite');
  const env: NodeJS.ProcessEnv = { ...isolatedEnv(), OPENAI_COMPATIBLE_API_KEY: 'sk-local' };
  let summary: Tau2ImportSummary;
  beforeAll(async () => {
    summary = await importTau2(corpus, 'mock', suite);
  }, 60_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('imports the 10 tasks; gold, do-nothing and probes score as the README lists, with the reasons', () => {
    expect(summary.tasks).toHaveLength(10);
    // Upstream's DB compares the user's inbox too, and the user's own dismissal is no gold action.
    expect(failing(summary, (task) => task.gold.upstream.reward !== 1)).toEqual([USER_TOOLS]);
    // A task judged by NL assertions alone has nothing to verify offline.
    expect(failing(summary, (task) => task.gold.verified.reward !== 1)).toEqual([NL_ONLY]);
    // Upstream's default basis on a task with no actions and no assertions: a do-nothing run passes.
    expect(failing(summary, (task) => task.nothing.upstream.reward === 1)).toEqual([NL_ONLY]);
    expect(failing(summary, (task) => task.nothing.verified.reward === 1)).toEqual([]);
    const probes = summary.tasks.flatMap((task) => task.probes.map((probe) => ({ task: task.id, ...probe })));
    expect(probes).toHaveLength(34);
    for (const probe of probes) {
      const expected = probe.kind === 'alternative';
      expect([probe.task, probe.name, probe.rewards.verified.reward === 1]).toEqual([
        probe.task,
        probe.name,
        expected,
      ]);
      if (probe.task !== USER_TOOLS)
        expect([probe.task, probe.name, probe.rewards.upstream.reward === 1]).toEqual([
          probe.task,
          probe.name,
          expected,
        ]);
    }
    const readme = readFileSync(path.join(suite, 'README.md'), 'utf8');
    expect(readme).toContain(`passes upstream's reward on 1 of\n10 tasks: ${NL_ONLY}.`);
    expect(readme).toContain('2 tasks start from a conversation already under way');
    // The history is the task's; the agent gets upstream's policy and only its own tools.
    const task = loadTask(path.join(suite, HISTORY));
    expect(task.history?.map((entry) => ('tool' in entry ? entry.tool : entry.from))).toEqual([
      'user',
      'tau2__create_task',
      'agent',
    ]);
    expect(task.instructions).toContain('# Mock Domain Policy');
    expect(task.tools).not.toContain('tau2__dismiss_notification');
  });

  it('validates through the app: history, inbox and transfer tasks as the importer found', async () => {
    const result = await runCli(
      ['validate', ...[HISTORY, USER_TOOLS, IMPOSSIBLE].map((id) => path.join(suite, id)), '--json'],
      env,
    );
    const tasks = (JSON.parse(result.stdout) as { tasks: Array<Record<string, unknown>> }).tasks;
    // The inbox task is invalid for upstream's reward alone (see the first test); the others are valid.
    expect(tasks.map((task) => [task.id, task.valid])).toEqual([
      [HISTORY, true],
      [USER_TOOLS, false],
      [IMPOSSIBLE, true],
    ]);
  }, 120_000);

  describe('a run that starts from the message history, agent and user both LLMs', () => {
    const provider = new FakeProvider((request): ScriptedReply => {
      const messages = messagesOf(request);
      if (request.body.model === 'tau2-user') return { kind: 'turn', text: 'Great, thanks. ###STOP###' };
      if (messages.at(-1)!.role === 'tool') return { kind: 'turn', text: 'task_2 is now completed.' };
      return {
        kind: 'turn',
        toolCalls: [
          { name: 'tau2__update_task_status', arguments: { task_id: 'task_2', status: 'completed' } },
        ],
      };
    });
    let run: { runId: string; cells: Array<Record<string, unknown>> };
    beforeAll(async () => {
      const baseUrl = await provider.start();
      const result = await runCli(
        [
          'run',
          path.join(suite, HISTORY),
          ...['--model', 'openai-compatible:tau2-agent', '--people-model', 'openai-compatible:tau2-user'],
          ...['--base-url', baseUrl, '--json'],
        ],
        env,
      );
      expect(result.code, result.stderr).toBe(0);
      run = JSON.parse(result.stdout);
    }, 120_000);
    afterAll(() => provider.stop());

    it('gives both the conversation so far and starts from the state its calls left', () => {
      // task_2 exists only because the history created it: the update succeeds and upstream's reward passes.
      expect(run.cells.map((cell) => [cell.task, cell.status])).toEqual([[HISTORY, 'passed']]);
      const agent = messagesOf(provider.requests.find((r) => r.body.model === 'tau2-agent')!);
      expect(agent.map((message) => message.role)).toEqual([
        'system',
        'user',
        'assistant',
        'tool',
        'assistant',
        'user',
      ]);
      expect(agent[1]!.content).toMatch(
        /# Mock Domain Policy[\s\S]*I need to create a task for the project review/,
      );
      expect(agent[5]!.content).toBe('Now I want to mark the task as completed.');
      // The user sees their side: their own words as theirs, the agent's words, never its calls.
      const user = messagesOf(provider.requests.find((r) => r.body.model === 'tau2-user')!);
      expect(user.map((message) => message.role)).toEqual([
        'system',
        'assistant',
        'user',
        'assistant',
        'user',
      ]);
      expect(user[2]!.content).toContain("I've created a task titled 'Project Review'");
    });
  });
});
