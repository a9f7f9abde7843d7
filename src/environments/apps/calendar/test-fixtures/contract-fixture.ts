import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The calendar app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'calendar'),
  seeded: async (state) => {
    const events = await state.calendar!.events('work');
    return events.map((event) => event.summary).join() === 'Team standup,Q4 budget review';
  },
  read: {
    tool: 'calendar__list-events',
    arguments: { calendarUrl: '/sam/work/', start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' },
    expect: 'Team standup',
  },
  change: {
    tool: 'calendar__create-event',
    arguments: {
      calendarUrl: '/sam/work/',
      summary: '1:1 with Priya',
      start: '2026-11-25T10:00:00Z',
      end: '2026-11-25T10:30:00Z',
    },
  },
  changed: async (state) =>
    (await state.calendar!.events()).some(
      (event) => event.summary === '1:1 with Priya' && event.start === '2026-11-25T10:00:00Z',
    ),
};
