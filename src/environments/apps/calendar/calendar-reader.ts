/** One calendar event (VEVENT) as a check sees it. */
export interface CalendarEvent {
  calendar: string;
  uid: string;
  summary: string;
  /** ISO 8601 as written in the event (`20261124T090000Z` becomes `2026-11-24T09:00:00Z`). */
  start: string;
  end: string;
  location: string;
  description: string;
  attendees: string[];
}

export interface CalendarReader {
  calendars(): Promise<string[]>;
  /** Events of one calendar, or of all, sorted by start. */
  events(calendar?: string): Promise<CalendarEvent[]>;
}

/** What the calendar app offers checks (`context.calendar`, and `before.calendar` as seeded). */
export interface CalendarState {
  /** Events of the calendar app: `await calendar.events()`. */
  calendar: CalendarReader;
}
