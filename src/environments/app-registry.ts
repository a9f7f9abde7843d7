import type { AppName } from '../tasks/index.ts';
import type { App, AppAvailability, EnvironmentOptions } from './app.ts';
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
export const APPS: Record<AppName, (options?: EnvironmentOptions) => App> = {
  files: () => new FilesApp(),
  sql: () => new SqlApp(),
  git: () => new GitApp(),
  memory: () => new MemoryApp(),
  mail: () => new MailApp(),
  calendar: () => new CalendarApp(),
  spreadsheet: () => new SpreadsheetApp(),
  pdf: () => new PdfApp(),
  tracker: () => new TrackerApp(),
  sandbox: (options) => new SandboxApp(options),
  crm: () => new CrmApp(),
};

export function createApp(name: AppName, options: EnvironmentOptions = {}): App {
  return APPS[name](options);
}

/**
 * Availability on this machine of the given apps (default: every app), in the order of APPS. Some
 * probes start programs (the sandbox's tries bubblewrap and Python): a run asks only about its tasks' apps.
 */
export function appAvailabilities(
  names: readonly AppName[] = Object.keys(APPS) as AppName[],
  options: EnvironmentOptions = {},
): Array<{ name: AppName } & AppAvailability> {
  return (Object.keys(APPS) as AppName[])
    .filter((name) => names.includes(name))
    .map((name) => ({ name, ...createApp(name, options).availability() }));
}
