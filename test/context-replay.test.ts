import { describe, expect, it } from 'vitest';
import type { Trajectory } from '../src/agent/index.ts';
import { type Cassette, defaultModelSettings } from '../src/models/index.ts';
import { runCell } from '../src/runner/index.ts';
import { loadTask } from '../src/tasks/index.ts';

const task = loadTask('suites/core/organise-downloads');

/** What must be the same between a run and its replay: every turn's words, calls and results. */
function shape(trajectory: Trajectory) {
  return {
    endReason: trajectory.endReason,
    finalAnswer: trajectory.finalAnswer,
    turns: trajectory.turns.map((turn) => ({
      text: turn.text,
      calls: turn.toolCalls.map((call) => [call.name, call.arguments, call.result, call.isError]),
    })),
  };
}

describe('replay and reference after context trimming', () => {
  it('the reference still solves the task with a tiny context, and its replay is identical', async () => {
    const settings = { models: defaultModelSettings(), contextTokens: 2000 };
    const original = await runCell({ task, model: 'reference', mode: 'oracle', repeat: 0 }, 'ctx', settings);
    expect(original.error).toBeUndefined();
    const failed = original
      .trajectory!.turns.flatMap((turn) => turn.toolCalls)
      .filter((call) => call.isError);
    expect(failed).toEqual([]);
    expect(original.status).toBe('passed');

    const cassette: Cassette = {
      version: 1,
      source: 'test',
      cells: [
        {
          task: task.id,
          model: 'reference',
          mode: 'oracle',
          repeat: 0,
          turns: original.trajectory!.turns.map((turn) => ({
            text: turn.text,
            toolCalls: turn.toolCalls.map(({ id, name, arguments: args }) => ({ id, name, arguments: args })),
            usage: turn.usage,
          })),
        },
      ],
    };
    const replay = await runCell({ task, model: 'replay:test', mode: 'oracle', repeat: 0 }, 'ctx', {
      ...settings,
      models: defaultModelSettings({ cassettes: new Map([['test', cassette]]) }),
    });
    expect(replay.error).toBeUndefined();
    expect(replay.status).toBe('passed');
    expect(shape(replay.trajectory!)).toEqual(shape(original.trajectory!));
  });
});
