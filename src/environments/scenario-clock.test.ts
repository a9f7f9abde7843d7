import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveredPrompt, scenarioTime, type Task, timeAt } from '../tasks/index.ts';
import { appAvailabilities } from './app-registry.ts';
import { Environment } from './environment.ts';
import { libfaketime } from './scenario-clock.ts';
import { useCellsRoot } from './test-fixtures/cells-root.ts';
import { fixtureTask } from './test-fixtures/contract-fixtures.ts';

useCellsRoot('arena-clock-');

describe('scenario time', () => {
  it('gives the day, the wall time and the spoken form in the scenario’s zone', () => {
    // 23:30 UTC on the 24th is already the 25th in Tokyo.
    const tokyo = timeAt(new Date('2026-11-24T23:30:00Z'), 'Asia/Tokyo');
    expect(tokyo).toMatchObject({
      today: '2026-11-25',
      wallTime: '2026-11-25 08:30:00',
      spoken: 'Wednesday 25 November 2026, 08:30 (Asia/Tokyo)',
    });
    expect(scenarioTime({ now: '2026-11-24T12:00:00Z' })?.today).toBe('2026-11-24');
    expect(scenarioTime({})).toBeUndefined();
  });

  it('dates the prompt the agent receives, and leaves a task without `now` as written', () => {
    expect(deliveredPrompt({ prompt: 'Do the clean-up.', now: '2026-11-24T12:00:00Z' })).toBe(
      'Date: Tuesday 24 November 2026, 12:00 (UTC)\n\nDo the clean-up.',
    );
    expect(deliveredPrompt({ prompt: 'Do the clean-up.' })).toBe('Do the clean-up.');
  });
});

const available = (name: string): boolean =>
  appAvailabilities().find((app) => app.name === name)?.available === true;
const clockMissing = !libfaketime()
  ? 'libfaketime is not installed; install: npx mcp-arena setup (package faketime)'
  : !available('sandbox')
    ? 'the sandbox app cannot run here (npx mcp-arena doctor says why)'
    : undefined;
if (clockMissing) console.warn(`skipping a cell on the scenario’s clock: ${clockMissing}`);

describe.skipIf(clockMissing !== undefined)('a cell on the scenario’s clock', () => {
  it('runs the database, the MCP servers and the sandbox’s commands at the scenario’s time, not the machine’s', async () => {
    // A year the machine is not in, and a zone where the date differs from UTC's.
    const task: Task = {
      ...fixtureTask(path.join(import.meta.dirname, 'test-fixtures', 'sql'), 'sql'),
      apps: ['sql', 'sandbox'],
      now: '2031-02-03T23:30:00Z',
      timeZone: 'Asia/Tokyo',
    };
    const environment = await Environment.start(task, 'clock');
    try {
      const surface = environment.toolSurface('servers', task);
      const sql = await surface.call('sql__execute_sql', {
        sql: "SELECT CURRENT_DATE::text AS today, to_char(now(), 'YYYY-MM-DD HH24') AS hour",
      });
      expect(sql.content).toContain('"today": "2031-02-04"');
      expect(sql.content).toContain('"hour": "2031-02-04 08');
      // A date column is that day and a timestamp its wall time, whatever the zone (not Tokyo's midnight in UTC).
      const values = await surface.call('sql__execute_sql', {
        sql: "SELECT DATE '2031-02-04' AS day, TIMESTAMP '2031-02-04 08:15:00' AS wall",
      });
      expect(values.content).toMatch(/"day": "2031-02-04(T00:00:00(\.000)?Z)?"/);
      expect(values.content).toMatch(/"wall": "2031-02-04[T ]08:15:00/);
      const shell = await surface.call('sandbox__run_shell', {
        command: 'date +%F; python3 -c "import datetime; print(datetime.date.today())"',
      });
      expect(shell.content).toMatch(/2031-02-04[\s\S]*2031-02-04/);
      // Checks read the same day.
      expect(await environment.state.sql!('SELECT CURRENT_DATE::text AS today')).toEqual([
        { today: '2031-02-04' },
      ]);
    } finally {
      await environment.stop();
    }
  });
});
