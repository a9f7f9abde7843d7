import type { AppName } from '../tasks/index.ts';
import type { App, AppAvailability } from './app.ts';
import { CalendarApp } from './apps/calendar/calendar-app.ts';
import { CrmApp } from './apps/crm/crm-app.ts';
import { FilesApp } from './apps/files/files-app.ts';
import { GitApp } from './apps/git/git-app.ts';
import { MailApp } from './apps/mail/mail-app.ts';
import { MemoryApp } from './apps/memory/memory-app.ts';
import { PdfApp } from './apps/pdf/pdf-app.ts';
import { SandboxApp } from './apps/sandbox/sandbox-app.ts';
import { SpreadsheetApp } from './apps/spreadsheet/spreadsheet-app.ts';
import { SqlApp } from './apps/sql/sql-app.ts';
import { TrackerApp } from './apps/tracker/tracker-app.ts';

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

/**
 * Availability on this machine of the given apps (default: every app), in the order of APPS. Some
 * probes start programs (the sandbox's tries bubblewrap and Python): a run asks only about its tasks' apps.
 */
export function appAvailabilities(
  names: readonly AppName[] = Object.keys(APPS) as AppName[],
): Array<{ name: AppName } & AppAvailability> {
  return (Object.keys(APPS) as AppName[])
    .filter((name) => names.includes(name))
    .map((name) => ({ name, ...createApp(name).availability() }));
}
