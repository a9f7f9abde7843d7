import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { availableForTests } from '../../app-contract.ts';
import { CalendarApp } from './calendar-app.ts';
import { fixtureTask } from '../../test-fixtures/contract-fixtures.ts';
import { startAppForTests } from '../../test-fixtures/started-app.ts';
import { calendarNoise, readCalendarNoise } from './calendar-noise.ts';

const seedDir = path.join(import.meta.dirname, 'test-fixtures/calendar-noise/seed/calendar');
const spec = readCalendarNoise(seedDir)!;
const busy = [{ start: new Date('2026-10-12T09:30:00Z'), end: new Date('2026-10-12T10:00:00Z') }];

describe('calendar noise', () => {
  it('is the same for a task every time, with the events asked for', () => {
    const events = calendarNoise('task-a', spec, busy, 'northwind.test');
    expect(events).toHaveLength(120);
    expect(calendarNoise('task-a', spec, busy, 'northwind.test')).toEqual(events);
    expect(calendarNoise('task-b', spec, busy, 'northwind.test')).not.toEqual(events);
    expect(new Set(events.map((event) => event.uid)).size).toBe(120);
  });

  it('has recurring meetings, one-offs and all-day markers, inside the range and clear of keepFree and seeded events', () => {
    const events = calendarNoise('task-a', spec, busy, 'northwind.test');
    const keepFree = spec.keepFree[0]!;
    for (const event of events) {
      expect(event.start.getTime()).toBeGreaterThanOrEqual(spec.from.getTime());
      expect(event.start < keepFree.end && event.end > keepFree.start, event.summary).toBe(false);
      expect(event.start < busy[0]!.end && event.end > busy[0]!.start, event.summary).toBe(false);
    }
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.summary, (counts.get(event.summary) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThanOrEqual(8);
    expect(events.some((event) => event.summary.startsWith('1:1 with'))).toBe(true);
    expect(events.filter((event) => event.description).length).toBeGreaterThan(30);
    expect(counts.size).toBeGreaterThan(12);
  });
});

const calendarAvailable = availableForTests(
  new CalendarApp().availability(),
  'calendar noise through the CalDAV MCP server',
);

describe.skipIf(!calendarAvailable)('calendar noise through the CalDAV MCP server', () => {
  const task = fixtureTask(path.dirname(path.dirname(seedDir)), 'calendar');
  const started = startAppForTests(new CalendarApp(), task, 'calendar-noise');

  it('serves the seeded events and the noise beside them', async () => {
    const { app, connection: calendar } = started;
    const events = await app.state.calendar!.events('work');
    expect(events).toHaveLength(122);
    expect(await app.before!.calendar!.events('work')).toEqual(events);
    const result = await calendar.call('list-events', {
      calendarUrl: '/sam/work/',
      start: '2026-09-01T00:00:00Z',
      end: '2026-12-19T00:00:00Z',
    });
    expect(result.isError, result.content).toBe(false);
    expect(result.content).toContain('Q4 budget review');
    const noise = events.filter((event) => event.uid.startsWith('noise-'));
    expect(noise).toHaveLength(120);
    for (const event of noise.slice(0, 20)) expect(result.content).toContain(event.summary);
    expect(noise.every((event) => event.uid.endsWith('@northwind.test'))).toBe(true);
  });
});
