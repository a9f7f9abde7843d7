/** A row returned by an SQL query, column name to value. */
export type SqlRow = Record<string, unknown>;

/** A base table of the database. */
export interface SqlTable {
  schema: string;
  name: string;
}

/** Runs one SQL statement against the sql app's database and returns its rows. */
export interface SqlReader {
  (query: string, params?: unknown[]): Promise<SqlRow[]>;
  /**
   * The database's base tables, sorted by schema and name. Given by the app's readers; for `before.sql` it
   * is the seeded tables (its catalogue queries, such as information_schema, see the live database).
   */
  tables?(): Promise<SqlTable[]>;
}

/** Runs `git <args>` in one of the git app's repositories and returns its standard output. */
export type GitReader = (repository: string, args: string[]) => Promise<string>;

export interface MailAttachment {
  filename: string;
  contentType: string;
  size: number;
}

/** One message as a check sees it. */
export interface MailMessage {
  folder: string;
  messageId: string;
  from: string;
  to: string[];
  cc: string[];
  /** Blind copies: for a sent mail, the SMTP envelope's recipients that are not in To or Cc. */
  bcc: string[];
  subject: string;
  date: string;
  /** Plain-text body (HTML bodies are reduced to text). */
  text: string;
  inReplyTo?: string;
  /** IMAP flags, e.g. `\\Seen`, `\\Flagged`. */
  flags: string[];
  attachments: MailAttachment[];
}

export interface MailReader {
  /** Folders of the mailbox (`INBOX`, `Sent`, `Archive`, ...). */
  folders(): Promise<string[]>;
  /** Messages of one folder (default INBOX), oldest first. */
  list(folder?: string): Promise<MailMessage[]>;
  /** Every message the SMTP server accepted during the cell, oldest first. */
  sent(): Promise<MailMessage[]>;
}

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

export interface MemoryEntity {
  name: string;
  entityType: string;
  observations: string[];
}

export interface MemoryRelation {
  from: string;
  to: string;
  relationType: string;
}

export interface MemoryGraph {
  entities: MemoryEntity[];
  relations: MemoryRelation[];
}

/** Cell values of one sheet, row by row (first row first); empty cells are null. */
export type SheetRows = Array<Array<string | number | boolean | null>>;

/** What a workbook cell holds, as Excel stores it (not what its text looks like: "16.80" stored as text is a `string`). */
export type SheetCellType = 'number' | 'string' | 'boolean' | 'date' | 'formula' | 'error' | 'empty';

/**
 * One cell as stored: its type, its value (a formula's cached result, or its computed result when the writer
 * stored none), and its formula.
 */
export interface SheetCell {
  /** A1-style address, e.g. `C7`. */
  address: string;
  type: SheetCellType;
  /**
   * The stored value; dates as ISO 8601. For a formula its cached result; when the writer stored none (as the
   * spreadsheet MCP server does), the result computed from the workbook, or null when it cannot be computed
   * (unsupported function, reference cycle).
   */
  value: string | number | boolean | null;
  /** The formula without its leading `=`, e.g. `SUM(C2:C6)`, when the cell has one. */
  formula?: string;
  /** For a formula: the type of its cached or computed result (`empty` when neither is available). */
  resultType?: Exclude<SheetCellType, 'formula'>;
  /** Excel number format, when the cell has one other than General (e.g. `0.00%`). */
  numberFormat?: string;
}

export interface SpreadsheetReader {
  /** Workbook files, relative to the spreadsheet folder. */
  files(): string[];
  sheets(file: string): Promise<string[]>;
  /** Values of a sheet (default: the first); formulas give their cached result or the formula text. */
  rows(file: string, sheet?: string): Promise<SheetRows>;
  /** Cells of a sheet (default: the first) row by row, with type and formula; trailing empty cells left out. */
  cells(file: string, sheet?: string): Promise<SheetCell[][]>;
  /** One cell by its address (`C7`) in a sheet (default: the first). */
  cell(file: string, address: string, sheet?: string): Promise<SheetCell>;
}

/** One task of the tracker as a check sees it. */
export interface TrackerTask {
  id: string;
  title: string;
  status: string;
  assignee: string[];
  labels: string[];
  priority?: string;
  description: string;
  /** True when the ticket was archived (moved to `archive/`): off the board, though its status is unchanged. */
  archived: boolean;
  /** The whole markdown file. */
  markdown: string;
}

export interface TrackerReader {
  tasks(): Promise<TrackerTask[]>;
}

/** Rows of the crm app (Directus) as a check sees them: booleans as booleans, dates as `YYYY-MM-DD`. */
export interface CrmReader {
  /** The CRM's collections (`accounts`, `contacts`, `deals`, ...). */
  collections(): string[];
  /** Every row of one collection, by id. */
  items(collection: string): Promise<Array<Record<string, unknown>>>;
}

/** State the apps of a cell offer to a task's checks after the agent is done; one field per app. */
export interface AppState {
  /** Folder of the files app's workspace. */
  workspace?: string;
  sql?: SqlReader;
  git?: GitReader;
  mail?: MailReader;
  calendar?: CalendarReader;
  memory?: () => Promise<MemoryGraph>;
  spreadsheet?: SpreadsheetReader;
  tracker?: TrackerReader;
  crm?: CrmReader;
  /** Folder holding the pdf app's documents. */
  pdfFolder?: string;
}
