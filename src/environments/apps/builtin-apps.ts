import { azureApp } from './azure/index.ts';
import { calendarApp } from './calendar/index.ts';
import { chatApp } from './chat/index.ts';
import { crmApp } from './crm/index.ts';
import { filesApp } from './files/index.ts';
import { gitApp } from './git/index.ts';
import { mailApp } from './mail/index.ts';
import { memoryApp } from './memory/index.ts';
import { pdfApp } from './pdf/index.ts';
import { sandboxApp } from './sandbox/index.ts';
import { spreadsheetApp } from './spreadsheet/index.ts';
import { sqlApp } from './sql/index.ts';
import { tau2App } from './tau2/index.ts';
import { trackerApp } from './tracker/index.ts';

/**
 * The built-in apps, in the order tasks, `doctor` and `setup` list them: the one list every app name, the
 * task schema's enum, the state types checks see (`AppState`, `AppReaders`), the check stubs for apps a task
 * does not use, the contract fixtures and the system packages `setup` installs derive from. Adding an app is
 * its folder here and one line below; apps outside this package register their folder
 * (`registerAppFolder`, `MCP_ARENA_APPS`).
 */
export const BUILTIN_APPS = [
  filesApp,
  sqlApp,
  gitApp,
  memoryApp,
  mailApp,
  calendarApp,
  spreadsheetApp,
  pdfApp,
  trackerApp,
  sandboxApp,
  crmApp,
  chatApp,
  tau2App,
  azureApp,
] as const;
