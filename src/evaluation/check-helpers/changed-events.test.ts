import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../environments/index.ts';
import { changedEvents } from './changed-events.ts';

const planning: CalendarEvent = {
  calendar: 'team',
  uid: 'planning-1',
  summary: 'Sprint planning',
  start: '2026-11-24T09:00:00Z',
  end: '2026-11-24T10:00:00Z',
  location: 'Room 2.01',
  description: 'Bring the board',
  attendees: ['ana@example.test'],
};
const review: CalendarEvent = { ...planning, uid: 'review-1', summary: 'Budget review', location: 'Harbour' };

describe('changedEvents', () => {
  it('keeps events as seeded, also an instant written another way, and ignores added events', () => {
    const same = { ...planning, start: '2026-11-24T10:00:00+01:00', end: '2026-11-24T10:00:00.000Z' };
    const added = { ...planning, uid: 'retro-1', summary: 'Retro' };
    expect(changedEvents([planning, review], [review, same, added])).toEqual([]);
  });

  it('finds an event gone, moved, renamed or relocated', () => {
    expect(changedEvents([planning, review], [review])).toEqual([planning]);
    expect(changedEvents([planning], [{ ...planning, end: '2026-11-24T10:30:00Z' }])).toEqual([planning]);
    expect(changedEvents([planning], [{ ...planning, start: '2026-11-25T09:00:00Z' }])).toEqual([planning]);
    expect(changedEvents([planning], [{ ...planning, summary: 'Planning (moved)' }])).toEqual([planning]);
    expect(changedEvents([review], [{ ...review, location: 'Lagoon' }])).toEqual([review]);
  });

  it('leaves attendees and description to the task', () => {
    const edited = { ...planning, description: 'Agenda attached', attendees: [] };
    expect(changedEvents([planning], [edited])).toEqual([]);
  });
});
