import type { CalendarEvent } from './calendar-reader.ts';

/** The VEVENT blocks of an iCalendar text, and its VTIMEZONE blocks (needed beside events that name a TZID). */
export function splitCalendar(text: string): { events: string[]; timezones: string[] } {
  const normalized = text.replace(/\r?\n/g, '\r\n');
  const blocks = (name: string): string[] =>
    normalized.match(new RegExp(`BEGIN:${name}\\r\\n[\\s\\S]*?END:${name}\\r\\n?`, 'g')) ?? [];
  return { events: blocks('VEVENT'), timezones: blocks('VTIMEZONE') };
}

/** One event as its own iCalendar object, as CalDAV servers store items. */
export function calendarObject(event: string, timezones: string[]): string {
  const body = `${timezones.join('')}${event}`.replace(/(\r\n)?$/, '\r\n');
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//mcp-arena//seed//EN\r\n${body}END:VCALENDAR\r\n`;
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Properties of the first VEVENT of an iCalendar text (lines unfolded, parameters split). */
function eventProperties(text: string): Property[] {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const lines = unfolded.split(/\r?\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const properties: Property[] = [];
  let depth = 0;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('BEGIN:')) depth += 1;
    if (line.startsWith('END:')) {
      if (depth === 0) break;
      depth -= 1;
      continue;
    }
    if (depth > 0) continue; // VALARM and other nested components
    const colon = findValueColon(line);
    if (colon < 0) continue;
    const [name = '', ...paramParts] = line.slice(0, colon).split(';');
    const params: Record<string, string> = {};
    for (const part of paramParts) {
      const [key, value = ''] = part.split('=');
      if (key) params[key.toUpperCase()] = value.replace(/^"|"$/g, '');
    }
    properties.push({ name: name.toUpperCase(), params, value: line.slice(colon + 1) });
  }
  return properties;
}

/** The colon that ends the property name and parameters (colons inside quoted parameters do not count). */
function findValueColon(line: string): number {
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '"') quoted = !quoted;
    else if (line[index] === ':' && !quoted) return index;
  }
  return -1;
}

function unescapeText(value: string): string {
  return value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
}

/** `20261124T090000Z` → `2026-11-24T09:00:00Z`, `20261124T090000` → `2026-11-24T09:00:00`, `20261124` → `2026-11-24`. */
export function isoDateTime(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute, second, zone] = match;
  const date = `${year}-${month}-${day}`;
  return hour === undefined ? date : `${date}T${hour}:${minute}:${second}${zone ?? ''}`;
}

export function parseEvent(text: string, calendar: string): CalendarEvent | undefined {
  const properties = eventProperties(text);
  if (properties.length === 0) return undefined;
  const first = (name: string): Property | undefined => properties.find((property) => property.name === name);
  const time = (name: string): string => {
    const property = first(name);
    if (!property) return '';
    return isoDateTime(property.value);
  };
  return {
    calendar,
    uid: first('UID')?.value ?? '',
    summary: unescapeText(first('SUMMARY')?.value ?? ''),
    start: time('DTSTART'),
    end: time('DTEND'),
    location: unescapeText(first('LOCATION')?.value ?? ''),
    description: unescapeText(first('DESCRIPTION')?.value ?? ''),
    attendees: properties
      .filter((property) => property.name === 'ATTENDEE')
      .map((property) => property.value.replace(/^mailto:/i, '').toLowerCase())
      .sort(),
  };
}
