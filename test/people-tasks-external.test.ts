import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from './cli.ts';
import { missingApps } from './missing-apps.ts';
import { loadSuite } from '../src/tasks/index.ts';

/**
 * Every core task with people, through an external agent: the arena-reference adapter over each cell's MCP
 * endpoint reaches the user with `user__send_message` and the coworkers through the chat app's tools, and is
 * scored exactly like the in-process reference.
 */
const TASKS = loadSuite(['suites/core']).filter((task) => (task.people ?? []).length > 0);
const unavailable =
  missingApps([...new Set(TASKS.flatMap((task) => task.apps))], 'the people tasks through external agents')
    .length > 0;

interface CellJson {
  task: string;
  model: string;
  status: string;
  checkpoints: { earned: number; total: number };
}

describe.skipIf(unavailable)('people tasks through an external agent', () => {
  it(
    'passes each one, with the same checkpoints as the in-process reference',
    { timeout: 900_000 },
    async () => {
      const result = await runCli(
        [
          'run',
          ...TASKS.map((task) => task.dir),
          '--model',
          'reference',
          '--agent',
          'arena-reference',
          '--json',
        ],
        isolatedEnv(),
      );
      expect(result.code, result.stderr).toBe(0);
      const cells = (JSON.parse(result.stdout) as { cells: CellJson[] }).cells;
      expect(cells).toHaveLength(TASKS.length * 2);
      for (const task of TASKS.map((each) => each.id)) {
        const of = (model: string): CellJson =>
          cells.find((cell) => cell.task === task && cell.model === model)!;
        expect(of('reference'), task).toMatchObject({ status: 'passed' });
        expect(of('agent:arena-reference'), task).toMatchObject({
          status: 'passed',
          checkpoints: of('reference').checkpoints,
        });
      }
    },
  );
});
