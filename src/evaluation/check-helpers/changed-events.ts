import type { CalendarEvent } from '../../environments/index.ts';

/** `2026-11-26T15:00:00Z`, `...15:00:00.000Z` and `...16:00:00+01:00` are the same instant. */
const sameInstant = (value: string, expected: string): boolean => Date.parse(value) === Date.parse(expected);

/**
 * The seeded events a run did not keep where they were: gone (no event with the uid), moved (start or end
 * another instant; the same instant written another way is kept), renamed or relocated. Attendees and
 * descriptions are left to the task (`diffCalendar` compares every field).
 * `changedEvents(await before.calendar.events(), await calendar.events())`.
 */
export function changedEvents(
  seeded: readonly CalendarEvent[],
  events: readonly CalendarEvent[],
): CalendarEvent[] {
  return seeded.filter((before) => {
    const after = events.find((event) => event.uid === before.uid);
    return (
      !after ||
      !sameInstant(after.start, before.start) ||
      !sameInstant(after.end, before.end) ||
      after.summary !== before.summary ||
      after.location !== before.location
    );
  });
}
