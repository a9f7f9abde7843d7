import type { AppName } from '../tasks/index.ts';
import type { App, AppAvailability } from './app.ts';
import { CalendarApp } from './calendar-app.ts';
import { CrmApp } from './crm/crm-app.ts';
import { FilesApp } from './files-app.ts';
import { GitApp } from './git-app.ts';
import { MailApp } from './mail-app.ts';
import { MemoryApp } from './memory-app.ts';
import { PdfApp } from './pdf-app.ts';
import { SandboxApp } from './sandbox/sandbox-app.ts';
import { SpreadsheetApp } from './spreadsheet-app.ts';
import { SqlApp } from './sql-app.ts';
import { TrackerApp } from './tracker-app.ts';

/** Every app a task can name, by name. */
export const APPS: Record<AppName, () => App> = {
  files: () => new FilesApp(),
  sql: () => new SqlApp(),
  git: () => new GitApp(),
  memory: () => new MemoryApp(),
  mail: () => new MailApp(),
  calendar: () => new CalendarApp(),
  spreadsheet: () => new SpreadsheetApp(),
  pdf: () => new PdfApp(),
  tracker: () => new TrackerApp(),
  sandbox: () => new SandboxApp(),
  crm: () => new CrmApp(),
};

export function createApp(name: AppName): App {
  return APPS[name]();
}

/** Availability of every app on this machine, in the order of APPS. */
export function appAvailabilities(): Array<{ name: AppName } & AppAvailability> {
  return (Object.keys(APPS) as AppName[]).map((name) => ({ name, ...createApp(name).availability() }));
}
