import type { AppModule } from '../../app-module.ts';
import { CalendarApp } from './calendar-app.ts';
import { calendarNoise } from './calendar-noise.ts';
import type { CalendarState } from './calendar-reader.ts';

/** The calendar app (see the README's Apps section). */
export const calendarApp: AppModule<'calendar', CalendarState> = {
  name: 'calendar',
  create: () => new CalendarApp(),
  seed: { folder: 'seed/calendar/', files: '<calendar>.ics, one calendar per file' },
  noise: { file: 'seed/calendar/noise.yaml', generate: calendarNoise },
  install: { system: [{ apt: 'radicale', dnf: 'radicale', brew: 'radicale', commands: ['radicale'] }] },
  absentState: (fail) => ({ calendar: { calendars: fail, events: fail } }),
};
