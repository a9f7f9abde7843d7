import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPS } from '../src/environments/app-registry.ts';
import type { App, RunningApp } from '../src/environments/index.ts';
import { defaultModelSettings } from '../src/models/index.ts';
import { prepareRun, runCell } from '../src/runner/index.ts';
import type { Task } from '../src/tasks/index.ts';
import { flakyServer } from './gateway-helpers.ts';

/** Marks the fake app's server processes, so the test can see whether any outlived the cell. */
const MARKER = `hung-call-test-${process.pid}`;

/** An app whose one MCP server (test/fixtures/servers/flaky-server.ts) never answers its `hang` tool. */
const hangingApp: App = {
  name: 'memory',
  availability: () => ({ available: true }),
  start: async (): Promise<RunningApp> => ({
    name: 'memory',
    servers: [{ ...flakyServer, args: [...flakyServer.args, MARKER] }],
    state: {},
    reset: async () => {},
    snapshot: async () => ({}),
    stop: async () => {},
  }),
};

function hangingTask(limits: Task['limits'] = { maxTurns: 5 }): Task {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hung-call-'));
  writeFileSync(path.join(dir, 'check.ts'), "export default () => [{ name: 'always', passed: true }];\n");
  return {
    id: 'hung-call',
    title: 'A tool call that never returns',
    category: 'test',
    difficulty: 'easy',
    prompt: 'Call hang, then echo.',
    apps: ['memory'],
    tools: ['flaky__hang', 'flaky__echo', 'flaky__pid'],
    reference: {
      plan: [
        { tool: 'flaky__pid', arguments: {} },
        { tool: 'flaky__hang', arguments: {} },
        { tool: 'flaky__pid', arguments: {} },
        { tool: 'flaky__echo', arguments: { message: 'recovered' } },
      ],
      answer: 'done',
    },
    checks: 'check.ts',
    keyPoints: [],
    listings: [],
    limits,
    dir,
    workspaceDir: path.join(dir, 'workspace'),
    checkPath: path.join(dir, 'check.ts'),
    probes: [],
  };
}

/** Processes still alive whose command line carries the marker. */
function markedProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(MARKER);
      } catch {
        return false;
      }
    })
    .map(Number);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a tool call that never returns', () => {
  it('comes back to the agent as an error at the deadline, the server is restarted, and the cell is an error', async () => {
    vi.spyOn(APPS, 'memory').mockReturnValue(hangingApp);
    const cell = await runCell(
      { task: hangingTask(), model: 'reference', mode: 'oracle', repeat: 0 },
      'run-hung',
      { models: defaultModelSettings(), callTimeMs: 1000 },
    );
    const calls = cell.trajectory!.turns.flatMap((turn) => turn.toolCalls);
    expect(calls.map((call) => call.name)).toEqual([
      'flaky__pid',
      'flaky__hang',
      'flaky__pid',
      'flaky__echo',
    ]);
    const [before, hang, after, echo] = calls;
    expect(hang).toMatchObject({ isError: true });
    expect(hang!.result).toMatch(/flaky__hang did not answer within 1 s/);
    // The agent recovered on a fresh server.
    expect(after!.isError).toBe(false);
    expect(after!.result).not.toBe(before!.result);
    expect(echo).toMatchObject({ isError: false, result: 'recovered' });
    // The app's fault, never the agent's failure: the cell is an error, retried like other infrastructure faults.
    expect(cell).toMatchObject({ status: 'error', outcome: 'app-fault' });
    expect(cell.error).toMatch(/MCP server "flaky" did not answer hang within 1 s/);
    expect(markedProcesses()).toEqual([]);
  }, 60_000);

  it("takes the task's longer deadline over the run's", async () => {
    vi.spyOn(APPS, 'memory').mockReturnValue(hangingApp);
    const task = hangingTask({ maxTurns: 5, callTimeoutSeconds: 2 });
    const cell = await runCell({ task, model: 'reference', mode: 'oracle', repeat: 0 }, 'run-hung', {
      models: defaultModelSettings(),
      callTimeMs: 1000,
    });
    const hang = cell.trajectory!.turns.flatMap((turn) => turn.toolCalls)[1]!;
    expect(hang.result).toMatch(/did not answer within 2 s/);
    expect(cell.status).toBe('error');
  }, 60_000);

  it('takes --call-timeout from the options stored with the run (so a resumed run or a worker keeps it)', async () => {
    const run = (options: Record<string, unknown>) =>
      prepareRun(
        { paths: [], models: ['reference'], modes: ['oracle'], repeats: 1, options },
        { readCassette: () => Promise.reject(new Error('no cassettes')), saveReferenceRun: async () => {} },
      );
    expect((await run({ retries: 0, callTimeoutSeconds: 7 })).settings.callTimeMs).toBe(7000);
    expect((await run({ retries: 0 })).settings.callTimeMs).toBeUndefined();
  });
});
