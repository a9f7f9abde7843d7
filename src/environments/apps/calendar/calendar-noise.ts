import path from 'node:path';
import { z } from 'zod';
import { ArenaError } from '../../../errors.ts';
import { readNoiseYaml } from '../../noise/noise-yaml.ts';
import { NEWSLETTER_ARTICLES } from '../mail/mail-text.ts';
import { colleagues } from '../../noise/people.ts';
import { Random } from '../../noise/random.ts';
import { fill } from '../../noise/templates.ts';
import DATA from './calendar-noise.json' with { type: 'json' };

/** `seed/calendar/noise.yaml`: noise events for one calendar, over a date range, never inside `keepFree`. */
export interface CalendarNoiseSpec {
  calendar: string;
  events: number;
  from: Date;
  to: Date;
  keepFree: Array<{ start: Date; end: Date }>;
}

/** A generated event: times in UTC; all-day events have date-only start and (exclusive) end. */
export interface NoiseEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  allDay: boolean;
  location?: string;
  description?: string;
}

const when = z.union([
  z.date(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'a date or time such as 2026-11-25T08:00'),
]);
const schema = z.strictObject({
  calendar: z.string().regex(/^[A-Za-z0-9_-]+$/, 'the name of a calendar (its .ics file name without .ics)'),
  events: z.int().min(1).max(5000),
  from: when,
  to: when,
  keepFree: z.array(z.strictObject({ start: when, end: when })).default([]),
});

/** A YAML date or time, read as UTC: `2026-11-25` is midnight, `2026-11-25T08:00` 08:00 UTC. */
function utc(value: Date | string, endOfDay = false): Date {
  if (value instanceof Date) return value;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${endOfDay ? '23:59:59' : '00:00:00'}` : value;
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
}

export function readCalendarNoise(seedDir: string): CalendarNoiseSpec | undefined {
  const file = path.join(seedDir, 'noise.yaml');
  const read = readNoiseYaml(
    file,
    schema,
    'expected calendar: work, events: 120, from: 2026-09-01, to: 2026-12-31, optional keepFree: [{ start: 2026-11-25T08:00, end: 2026-11-27T18:00 }]',
  );
  if (!read) return undefined;
  const { calendar, events, from, to, keepFree } = read;
  const spec = {
    calendar,
    events,
    from: utc(from),
    to: utc(to, true),
    keepFree: keepFree.map((window) => ({ start: utc(window.start), end: utc(window.end, true) })),
  };
  const dates = [spec.from, spec.to, ...spec.keepFree.flatMap((window) => [window.start, window.end])];
  if (dates.some((date) => Number.isNaN(date.getTime())) || spec.from > spec.to)
    throw new ArenaError(
      'TASK_INVALID',
      `${file}: from, to and keepFree must be dates or times, from before to`,
    );
  return spec;
}

const DAY = 86_400_000;

function overlaps(start: number, end: number, windows: Array<{ start: number; end: number }>): boolean {
  return windows.some((window) => start < window.end && end > window.start);
}

/**
 * The task's noise events: whole recurring series first (team meetings, 1:1s), then one-offs and all-day
 * markers, none overlapping a `keepFree` window or an event the task seeded in that calendar (`busy`).
 */
export function calendarNoise(
  taskId: string,
  spec: CalendarNoiseSpec,
  busy: Array<{ start: Date; end: Date }>,
  uidDomain: string,
): NoiseEvent[] {
  const random = new Random(`${taskId}/calendar/${spec.calendar}`);
  const blocked = [...spec.keepFree, ...busy].map((window) => ({
    start: window.start.getTime(),
    end: window.end.getTime(),
  }));
  const events: NoiseEvent[] = [];
  const taken: Array<{ start: number; end: number }> = [];
  const add = (event: Omit<NoiseEvent, 'uid'>): boolean => {
    const [start, end] = [event.start.getTime(), event.end.getTime()];
    if (start < spec.from.getTime() || end > spec.to.getTime() + DAY) return false;
    if (overlaps(start, end, blocked) || (!event.allDay && overlaps(start, end, taken))) return false;
    if (!event.allDay) taken.push({ start, end });
    events.push({ ...event, uid: `noise-${random.hex(12)}@${uidDomain}` });
    return true;
  };
  const firstDay = new Date(
    Date.UTC(spec.from.getUTCFullYear(), spec.from.getUTCMonth(), spec.from.getUTCDate()),
  );
  const days = Math.floor((spec.to.getTime() - firstDay.getTime()) / DAY) + 1;
  const at = (dayIndex: number, hour: number, minute = 0): Date =>
    new Date(firstDay.getTime() + dayIndex * DAY + (hour * 60 + minute) * 60_000);
  const weekday = (dayIndex: number): number => at(dayIndex, 0).getUTCDay();
  const people = colleagues(random, 'noise.test', 3);
  const series = [
    ...random.sample(DATA.TEAM_SERIES, 3),
    ...people.slice(0, 2).map((person, index) => ({
      summary: fill(DATA.ONE_ON_ONE.summary, { person: person.name }),
      weekday: 2 + index * 2,
      hour: 10 + index,
      minute: 0,
      minutes: 30,
      every: 2,
      location: DATA.ONE_ON_ONE.location,
    })),
  ];
  for (const item of series) {
    const instances = Math.ceil(days / 7 / item.every);
    if (events.length + instances > spec.events * 0.6) continue;
    const agenda = random.pick(DATA.AGENDAS);
    for (let dayIndex = 0; dayIndex < days; dayIndex += 1) {
      if (weekday(dayIndex) !== item.weekday || Math.floor(dayIndex / 7) % item.every !== 0) continue;
      const start = at(dayIndex, item.hour, item.minute);
      add({
        summary: item.summary,
        start,
        end: new Date(start.getTime() + item.minutes * 60_000),
        allDay: false,
        location: item.location,
        description: agenda,
      });
    }
  }
  for (let attempt = 0; events.length < spec.events && attempt < spec.events * 40; attempt += 1) {
    const dayIndex = random.int(0, days - 1);
    if (weekday(dayIndex) === 0 || weekday(dayIndex) === 6) continue;
    if (random.chance(0.06)) {
      const length = random.int(1, 3);
      add({
        summary: random.pick(DATA.ALL_DAY),
        start: at(dayIndex, 0),
        end: at(dayIndex + length, 0),
        allDay: true,
      });
      continue;
    }
    const template = random.pick(DATA.ONE_OFFS.flatMap((item) => Array<typeof item>(item.weight).fill(item)));
    const start = at(dayIndex, template.hour, random.pick([0, 0, 15, 30]));
    const talk = random.pick(NEWSLETTER_ARTICLES).title;
    add({
      summary: template.summary.replace('{talk}', talk).replace('{person}', random.pick(people).name),
      start,
      end: new Date(start.getTime() + template.minutes * 60_000),
      allDay: false,
      location: template.location || undefined,
      description: template.summary.includes('{talk}') ? fill(DATA.TALK_DESCRIPTION, { talk }) : undefined,
    });
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
}

function icsText(value: string): string {
  return value.replace(/([\\,;])/g, '\\$1').replace(/\n/g, '\\n');
}

function icsTime(date: Date, allDay: boolean): string {
  const iso = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return allDay ? iso.slice(0, 8) : iso;
}

/** One VEVENT block (CRLF lines), as the calendar app stores every seeded event as its own item. */
export function veventText(event: NoiseEvent, stamp: Date): string {
  const time = (name: string, date: Date): string =>
    event.allDay ? `${name};VALUE=DATE:${icsTime(date, true)}` : `${name}:${icsTime(date, false)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(stamp, false)}`,
    time('DTSTART', event.start),
    time('DTEND', event.end),
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    'END:VEVENT',
    '',
  ].join('\r\n');
}
