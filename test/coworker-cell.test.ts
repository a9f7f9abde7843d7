import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/store/index.ts';
import { isolatedEnv, runCli } from './cli.ts';
import { missingApps } from './missing-apps.ts';

/** A core task whose sign-off only a coworker holds: the plan DMs Tom, waits two turns, reads him, acts. */
const TASK = 'suites/core/release-held-invoices';
const unavailable = missingApps(['sql', 'chat'], 'the coworker cell tests').length > 0;

interface CellJson {
  model: string;
  status: string;
  checkpoints: { earned: number; total: number };
}

interface RecordedCell {
  model: string;
  turns: Array<{
    toolCalls: Array<{ name: string; arguments: Record<string, unknown>; result: string }>;
    coworkerReplies?: Array<{ from: string; text: string }>;
  }>;
}

describe.skipIf(unavailable)('a whole cell with a coworker, through the real MCP tools', () => {
  const env = isolatedEnv();
  let run: { runId: string; cells: CellJson[] };
  let recorded: RecordedCell[];

  beforeAll(async () => {
    // The in-process reference and the external arena-reference agent (over the cell's MCP endpoint).
    const result = await runCli(
      ['run', TASK, '--model', 'reference', '--agent', 'arena-reference', '--json'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    run = JSON.parse(result.stdout) as typeof run;
    const cassette = await runCli(['cassette', run.runId], env);
    expect(cassette.code, cassette.stderr).toBe(0);
    recorded = (JSON.parse(cassette.stdout) as { cells: RecordedCell[] }).cells;
  }, 600_000);

  const cell = (model: string): CellJson => run.cells.find((candidate) => candidate.model === model)!;

  it('passes its checks in-process, and is scored the same through an external agent', () => {
    expect(run.cells).toHaveLength(2);
    expect(cell('reference')).toMatchObject({ status: 'passed' });
    expect(cell('agent:arena-reference')).toMatchObject({
      status: 'passed',
      checkpoints: cell('reference').checkpoints,
    });
  });

  it("stores Tom's answer on the turn it came in, and the agent read it in the chat before it acted", async () => {
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      for (const summary of await store.listCells(run.runId)) {
        const turns = await store.loadTurns(summary.id);
        const replies = turns.flatMap((turn) =>
          (turn.coworkerReplies ?? []).map((reply) => ({ turn: turn.index, ...reply })),
        );
        expect(replies, summary.model).toHaveLength(1);
        const [reply] = replies;
        expect(reply).toMatchObject({ from: 'tom', text: expect.stringContaining('Not Nordhaus') });
        // Asked on the plan's third call; two agent turns later his answer is in the DM the next call reads.
        const asked = turns.findIndex((turn) =>
          turn.toolCalls.some((call) => call.name === 'chat__chat_postMessage'),
        );
        expect(reply!.turn, summary.model).toBe(asked + 2);
        const read = turns[reply!.turn]!.toolCalls.find(
          (call) => call.name === 'chat__conversations_history',
        );
        expect(read?.result, summary.model).toContain('the lift failed its re-inspection');
      }
    } finally {
      await store.close();
    }
  });

  it('records the answer in the cassette, for the in-process and the external agent alike', () => {
    for (const model of ['reference', 'agent:arena-reference']) {
      const turns = recorded.find((candidate) => candidate.model === model)!.turns;
      const replies = turns.flatMap((turn) => turn.coworkerReplies ?? []);
      expect(
        replies.map((reply) => reply.from),
        model,
      ).toEqual(['tom']);
    }
  });

  it('replays the run offline to the same trajectory, coworker answers included', async () => {
    const model = `replay:${run.runId}#reference`;
    const result = await runCli(['run', TASK, '--model', model, '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const replayed = JSON.parse(result.stdout) as typeof run;
    expect(replayed.cells).toMatchObject([{ model, status: 'passed' }]);
    const store = await Store.open(path.join(env.MCP_ARENA_HOME!, 'db'));
    try {
      const trajectory = async (runId: string, model: string) => {
        const cells = await store.listCells(runId);
        const found = cells.find((candidate) => candidate.model === model)!;
        return (await store.loadTurns(found.id)).map((turn) => ({
          calls: turn.toolCalls.map((call) => [call.name, call.arguments]),
          coworkers: turn.coworkerReplies ?? [],
        }));
      };
      expect(await trajectory(replayed.runId, model)).toEqual(await trajectory(run.runId, 'reference'));
    } finally {
      await store.close();
    }
  });
});
