import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Task } from '../../../tasks/index.ts';
import type { App, AppAvailability, RunningApp } from '../../app.ts';
import type { CalendarEvent, CalendarState } from './calendar-reader.ts';
import { packageServer, seedDir, seedFiles, SystemProgram } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { startListening } from '../../daemon-start.ts';
import { restoreTree } from '../files/restore-tree.ts';
import { calendarObject, parseEvent, splitCalendar } from './icalendar.ts';
import { calendarNoise, type CalendarNoiseSpec, readCalendarNoise, veventText } from './calendar-noise.ts';

/** The noise events of `seed/calendar/noise.yaml` as VEVENT blocks, clear of the calendar's seeded events. */
function noiseEvents(taskId: string, spec: CalendarNoiseSpec, seeded: string[]): string[] {
  const parsed = seeded.flatMap((event) => parseEvent(event, spec.calendar) ?? []);
  // Floating times count as UTC, as the seeds write them.
  const asDate = (value: string): Date =>
    new Date(
      value.length === 10 ? `${value}T00:00:00Z` : /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`,
    );
  const busy = parsed
    .filter((event) => event.start && event.end)
    .map((event) => ({ start: asDate(event.start), end: asDate(event.end) }));
  const domain = parsed.find((event) => event.uid.includes('@'))?.uid.split('@')[1] ?? 'noise.test';
  return calendarNoise(taskId, spec, busy, domain).map((event) => veventText(event, spec.from));
}

const RADICALE = new SystemProgram(['/usr/bin/radicale', 'radicale'], {
  reason: 'radicale (CalDAV server) is not installed',
  install: 'apt-get install -y --no-install-recommends radicale',
});
const USER = 'sam';

function radicaleConfig(dir: string, port: number): string {
  return `# One cell's CalDAV server; nothing here is shared with the machine's radicale.
[server]
hosts = 127.0.0.1:${port}

[auth]
type = htpasswd
htpasswd_filename = ${dir}/users
htpasswd_encryption = plain

[rights]
type = owner_only

[storage]
filesystem_folder = ${dir}/collections

[web]
type = none

[logging]
level = warning
`;
}

/** radicale's cache of parsed items in a collection, by path relative to its storage folder. */
const isItemCache = (relative: string): boolean =>
  path.basename(relative) === 'item' && path.basename(path.dirname(relative)) === '.Radicale.cache';

/** Title-cased calendar name from its file name: `team-offsite.ics` → `Team offsite`. */
function displayName(file: string): string {
  const words = path.basename(file, '.ics').replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A real CalDAV server: a per-cell radicale with one user, one calendar per `seed/calendar/<name>.ics`
 * (every VEVENT becomes its own item) plus the noise events of `seed/calendar/noise.yaml`, served by `caldav-mcp`.
 */
export class CalendarApp implements App<CalendarState> {
  readonly name = 'calendar';

  availability(): AppAvailability {
    return RADICALE.availability();
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp<CalendarState>> {
    const radicale = RADICALE.require();
    const dir = cell.subdir('calendar');
    const seeded = cell.subdir('calendar-seed');
    const userRoot = (root: string): string => path.join(root, 'collection-root', USER);
    mkdirSync(userRoot(seeded), { recursive: true });
    const writeCollection = (name: string, events: string[], timezones: string[]): void => {
      const collection = path.join(userRoot(seeded), name);
      mkdirSync(collection, { recursive: true });
      const props = {
        tag: 'VCALENDAR',
        'D:displayname': displayName(name),
        'C:supported-calendar-component-set': 'VEVENT',
      };
      writeFileSync(path.join(collection, '.Radicale.props'), JSON.stringify(props));
      events.forEach((event, index) => {
        const uid = parseEvent(event, '')?.uid || `seed-${index + 1}`;
        writeFileSync(
          path.join(collection, `${uid.replace(/[^A-Za-z0-9@._-]/g, '_')}.ics`),
          calendarObject(event, timezones),
        );
      });
    };
    const source = seedDir(task, 'calendar');
    const seededEvents = new Map<string, string[]>();
    for (const file of seedFiles(source, ['.ics'])) {
      const { events, timezones } = splitCalendar(readFileSync(file, 'utf8'));
      seededEvents.set(path.basename(file, '.ics'), events);
      writeCollection(path.basename(file, '.ics'), events, timezones);
    }
    const noise = readCalendarNoise(source);
    if (noise)
      writeCollection(
        noise.calendar,
        noiseEvents(task.id, noise, seededEvents.get(noise.calendar) ?? []),
        [],
      );
    const collections = path.join(dir, 'collections');
    mkdirSync(collections, { recursive: true });
    restoreTree(collections, seeded);
    // A password of this cell's own: the readiness probe then knows this radicale from another cell's.
    const password = randomBytes(12).toString('hex');
    writeFileSync(path.join(dir, 'users'), `${USER}:${password}\n`);
    const authorization = `Basic ${Buffer.from(`${USER}:${password}`).toString('base64')}`;
    const { daemon, port } = await startListening(cell, {
      name: 'radicale',
      launch: (port) => {
        writeFileSync(path.join(dir, 'radicale.conf'), radicaleConfig(dir, port));
        return { command: radicale, args: ['--config', path.join(dir, 'radicale.conf')] };
      },
      answers: async (port) => {
        const response = await fetch(`http://127.0.0.1:${port}/${USER}/`, {
          method: 'PROPFIND',
          headers: { authorization, depth: '0' },
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        return response.status === 207;
      },
    });

    const calendarsIn = (root: string): string[] =>
      existsSync(userRoot(root))
        ? readdirSync(userRoot(root), { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
            .map((entry) => entry.name)
            .sort()
        : [];
    const eventsIn = async (root: string, calendar?: string): Promise<CalendarEvent[]> => {
      const found: CalendarEvent[] = [];
      for (const name of calendar === undefined ? calendarsIn(root) : [calendar]) {
        const folder = path.join(userRoot(root), name);
        if (!existsSync(folder)) continue;
        for (const file of readdirSync(folder).filter((item) => item.endsWith('.ics'))) {
          const event = parseEvent(readFileSync(path.join(folder, file), 'utf8'), name);
          if (event) found.push(event);
        }
      }
      return found.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
    };
    const calendars = (): string[] => calendarsIn(collections);
    const events = (calendar?: string): Promise<CalendarEvent[]> => eventsIn(collections, calendar);
    return {
      name: this.name,
      servers: [
        packageServer('calendar', 'caldav-mcp', {
          cwd: dir,
          env: {
            CALDAV_BASE_URL: `http://127.0.0.1:${port}/`,
            CALDAV_USERNAME: USER,
            CALDAV_PASSWORD: password,
          },
        }),
      ],
      state: { calendar: { calendars: async () => calendars(), events } },
      // calendar-seed is only ever copied from: the calendars as seeded.
      before: {
        calendar: {
          calendars: async () => calendarsIn(seeded),
          events: (calendar) => eventsIn(seeded, calendar),
        },
      },
      // radicale reads the folder on every request, so restoring the files is enough. Its parsed items stay
      // (.Radicale.cache/item, each entry keyed by the sha256 of its file's content, so never used for another
      // content): parsing every event again made the first call after each reset seconds slower. The rest of
      // its cache (sync tokens, the history of deleted items) goes, as a fresh start has none.
      reset: async () => {
        restoreTree(collections, seeded, { keep: isItemCache });
      },
      snapshot: async () => ({ calendars: calendars(), events: await events() }),
      stop: () => daemon.stop(),
      lost: () => daemon.lost() && `radicale exited during the cell (${daemon.lost()})`,
    };
  }
}
