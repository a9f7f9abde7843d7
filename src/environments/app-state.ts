import type { StateOf } from './app-module.ts';
import type { BUILTIN_APPS } from './apps/builtin-apps.ts';

export type { AppHealth } from './apps/azure/azure-health.ts';
export type {
  AzureReader,
  AzureResource,
  AzureResourceFilter,
  AzureSecret,
} from './apps/azure/azure-reader.ts';
export type { CalendarEvent, CalendarReader } from './apps/calendar/calendar-reader.ts';
export type {
  ChatChannel,
  ChatMessage,
  ChatReaction,
  ChatReader,
  ChatUser,
} from './apps/chat/chat-reader.ts';
export type { CrmReader } from './apps/crm/crm-reader.ts';
export type { GitReader } from './apps/git/git-reader.ts';
export type { MailAttachment, MailMessage, MailReader } from './apps/mail/mail-reader.ts';
export type { MemoryEntity, MemoryGraph, MemoryRelation } from './apps/memory/memory-reader.ts';
export type {
  SheetCell,
  SheetCellType,
  SheetRows,
  SpreadsheetReader,
} from './apps/spreadsheet/spreadsheet-reader.ts';
export type { SqlReader, SqlRow, SqlTable } from './apps/sql/sql-reader.ts';
export type { TrackerReader, TrackerTask } from './apps/tracker/tracker-reader.ts';
export type {
  Tau2Action,
  Tau2Call,
  Tau2Replay,
  Tau2State,
  Tau2Task,
  TelecomReplay,
  UserToolSpec,
} from './apps/tau2/tau2-reader.ts';

type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Both,
) => void
  ? Both
  : never;

/** What every built-in app's running instance offers checks, together (`workspace`, `sql`, `mail`, ...). */
export type BuiltinState = Intersection<StateOf<(typeof BUILTIN_APPS)[number]>>;

/**
 * State the apps of a cell offer to a task's checks after the agent is done: one field per app (a reader,
 * or a folder for the files, sandbox and pdf apps), derived from the registry's apps; an app registered
 * from a folder adds its own field under its name.
 */
export type AppState = Partial<BuiltinState> & { readonly [field: string]: unknown };

/** The readers among them (not the folders): what every check gets as `context.<app>`, present or not. */
export type BuiltinReaders = {
  [Field in keyof BuiltinState as BuiltinState[Field] extends string ? never : Field]: BuiltinState[Field];
};
