import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from './cli.ts';
import { missingApps } from './missing-apps.ts';
import { loadSuite } from '../src/tasks/index.ts';

/**
 * Core tasks with people, through an external agent: the arena-reference adapter over each cell's MCP
 * endpoint reaches the user with `user__send_message` and the coworkers through the chat app's tools, and is
 * scored exactly like the in-process reference. By default one task of each shape (a user and coworkers, a
 * user alone, coworkers alone, over sql, calendar, crm and files): every people task validates in-process
 * in the suite tier already, and all 28 here took 13 minutes; `PEOPLE_EXTERNAL_TASKS=all` runs every one.
 */
const SAMPLE = [
  'case-study-shortlist-cs-clearance',
  'dispatch-cover-nowak-runs',
  'plan-team-retro',
  'nda-lumen-pilot-term-change',
  'release-held-invoices',
  'castell-renewal-call',
  'hessel-renewal-call-crm-update',
];
const TASKS = loadSuite(['suites/core']).filter(
  (task) =>
    (task.people ?? []).length > 0 &&
    (process.env.PEOPLE_EXTERNAL_TASKS === 'all' || SAMPLE.includes(task.id)),
);
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
    { timeout: process.env.PEOPLE_EXTERNAL_TASKS === 'all' ? 3_600_000 : 900_000 },
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
      if (process.env.PEOPLE_EXTERNAL_TASKS !== 'all') expect(TASKS).toHaveLength(SAMPLE.length);
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
