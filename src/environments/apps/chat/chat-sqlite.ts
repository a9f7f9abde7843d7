import { createRequire } from 'node:module';

/** One value SQLite stores or returns. */
export type SqlValue = string | number | bigint | null | Buffer;

/** A prepared statement of better-sqlite3, with the few calls the chat app uses. */
export interface Statement<Row> {
  run(...params: SqlValue[]): { changes: number };
  get(...params: SqlValue[]): Row | undefined;
  all(...params: SqlValue[]): Row[];
}

/** The part of better-sqlite3's `Database` the chat app uses (the package ships no type declarations). */
export interface SqliteDatabase {
  prepare<Row = Record<string, SqlValue>>(sql: string): Statement<Row>;
  exec(sql: string): void;
  pragma(pragma: string): unknown;
  transaction<Args extends unknown[], Result>(run: (...args: Args) => Result): (...args: Args) => Result;
  close(): void;
  readonly open: boolean;
}

type DatabaseConstructor = new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteDatabase;

let constructor: DatabaseConstructor | undefined;

/** Opens a SQLite file with better-sqlite3 (a direct dependency: synchronous, in-process, durable). */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  constructor ??= createRequire(import.meta.url)('better-sqlite3') as DatabaseConstructor;
  return new constructor(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
}
