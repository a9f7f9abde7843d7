import { createRequire } from 'node:module';
import { DIRECTUS_PACKAGE } from './directus-process.ts';

type Row = Record<string, unknown>;

interface NativeDatabase {
  all(sql: string, params: unknown[], callback: (error: Error | null, rows: Row[]) => void): void;
  exec(sql: string, callback: (error: Error | null) => void): void;
  configure(option: 'busyTimeout', value: number): void;
  close(callback: (error: Error | null) => void): void;
}

interface Sqlite3Module {
  Database: new (file: string, mode: number, callback: (error: Error | null) => void) => NativeDatabase;
  OPEN_READONLY: number;
  OPEN_READWRITE: number;
  OPEN_CREATE: number;
}

let sqlite3: Sqlite3Module | undefined;

/** Directus's own SQLite driver (node-sqlite3), so the app needs no second native module. */
function driver(): Sqlite3Module {
  sqlite3 ??= createRequire(DIRECTUS_PACKAGE)('sqlite3') as Sqlite3Module;
  return sqlite3;
}

/** A SQLite database file opened beside Directus, for seeding, resetting and reading rows. */
export class SqliteFile {
  private constructor(private readonly db: NativeDatabase) {}

  static async open(file: string, readOnly = false): Promise<SqliteFile> {
    const module = driver();
    const mode = readOnly ? module.OPEN_READONLY : module.OPEN_READWRITE | module.OPEN_CREATE;
    const db = await new Promise<NativeDatabase>((resolve, reject) => {
      const opened = new module.Database(file, mode, (error) => (error ? reject(error) : resolve(opened)));
    });
    db.configure('busyTimeout', 10_000);
    return new SqliteFile(db);
  }

  all(sql: string, params: unknown[] = []): Promise<Row[]> {
    return new Promise((resolve, reject) =>
      this.db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows))),
    );
  }

  exec(sql: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.db.exec(sql, (error) => (error ? reject(error) : resolve())),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.db.close((error) => (error ? reject(error) : resolve())));
  }
}

/** A value as an SQL literal (SQLite dialect). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  return `'${String(value).replaceAll("'", "''")}'`;
}
