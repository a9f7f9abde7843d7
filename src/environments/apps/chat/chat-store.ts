import { copyFileSync } from 'node:fs';
import { openSqlite, type SqliteDatabase } from './chat-sqlite.ts';

/** The chat's tables: the state of a Slack workspace the emulator serves and checks read. */
export const CHAT_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE users (
  id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, real_name TEXT NOT NULL, display_name TEXT NOT NULL,
  email TEXT NOT NULL, title TEXT NOT NULL, tz TEXT NOT NULL, is_bot INTEGER NOT NULL, is_self INTEGER NOT NULL,
  person TEXT, token TEXT
);
CREATE TABLE channels (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('channel', 'private', 'im', 'mpim')),
  topic TEXT NOT NULL, purpose TEXT NOT NULL, created INTEGER NOT NULL, creator TEXT NOT NULL,
  archived INTEGER NOT NULL
);
CREATE TABLE members (channel TEXT NOT NULL, user TEXT NOT NULL, PRIMARY KEY (channel, user));
CREATE TABLE messages (
  channel TEXT NOT NULL, ts TEXT NOT NULL, user TEXT NOT NULL, text TEXT NOT NULL, thread_ts TEXT,
  edited_ts TEXT, subtype TEXT, PRIMARY KEY (channel, ts)
);
CREATE INDEX messages_thread ON messages (channel, thread_ts);
CREATE TABLE reactions (
  channel TEXT NOT NULL, ts TEXT NOT NULL, name TEXT NOT NULL, user TEXT NOT NULL,
  PRIMARY KEY (channel, ts, name, user)
);
`;

/** The tables, in the order a reset refills them. */
export const CHAT_TABLES = ['meta', 'users', 'channels', 'members', 'messages', 'reactions'] as const;

export interface UserRow {
  id: string;
  /** The handle (`lena.fischer`). */
  name: string;
  real_name: string;
  display_name: string;
  email: string;
  title: string;
  tz: string;
  is_bot: number;
  /** 1 for the account the agent acts as. */
  is_self: number;
  /** The task's person this account belongs to, if any. */
  person: string | null;
  token: string | null;
}

export type ChannelKind = 'channel' | 'private' | 'im' | 'mpim';

export interface ChannelRow {
  id: string;
  name: string;
  kind: ChannelKind;
  topic: string;
  purpose: string;
  created: number;
  creator: string;
  archived: number;
}

export interface MessageRow {
  channel: string;
  ts: string;
  user: string;
  text: string;
  thread_ts: string | null;
  edited_ts: string | null;
  subtype: string | null;
}

export interface ReactionRow {
  channel: string;
  ts: string;
  name: string;
  user: string;
}

/**
 * The chat's state in one SQLite file (WAL, every change committed before the API answers: nothing is
 * lost when the process dies). The cell's file starts as a copy of the task's seed database.
 */
export class ChatStore {
  private database: SqliteDatabase;

  constructor(
    private readonly file: string,
    private readonly seedFile: string,
  ) {
    copyFileSync(seedFile, file);
    this.database = ChatStore.openLive(file);
  }

  private static openLive(file: string): SqliteDatabase {
    const database = openSqlite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    return database;
  }

  get db(): SqliteDatabase {
    return this.database;
  }

  /**
   * Back to the seed: every table's rows replaced by the seed file's, in one transaction on the open
   * database (in WAL mode a commit needs no fsync, so this takes about a millisecond).
   */
  reset(): void {
    const db = this.database;
    db.prepare('ATTACH DATABASE ? AS seed').run(this.seedFile);
    try {
      db.transaction(() => {
        for (const table of CHAT_TABLES) {
          db.exec(`DELETE FROM main.${table}`);
          db.exec(`INSERT INTO main.${table} SELECT * FROM seed.${table} ORDER BY rowid`);
        }
      })();
    } finally {
      db.exec('DETACH DATABASE seed');
    }
  }

  close(): void {
    if (this.database.open) this.database.close();
  }
}

/** Read-only queries over a chat database (live, or the seed for checks' `before`). */
export class ChatQueries {
  constructor(private readonly db: () => SqliteDatabase) {}

  meta(key: string): string | undefined {
    return this.db().prepare<{ value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value;
  }

  users(): UserRow[] {
    return this.db().prepare<UserRow>('SELECT * FROM users ORDER BY rowid').all();
  }

  user(id: string): UserRow | undefined {
    return this.db().prepare<UserRow>('SELECT * FROM users WHERE id = ?').get(id);
  }

  channels(): ChannelRow[] {
    return this.db().prepare<ChannelRow>('SELECT * FROM channels ORDER BY created, id').all();
  }

  channel(id: string): ChannelRow | undefined {
    return this.db().prepare<ChannelRow>('SELECT * FROM channels WHERE id = ?').get(id);
  }

  members(channel: string): string[] {
    return this.db()
      .prepare<{ user: string }>('SELECT user FROM members WHERE channel = ? ORDER BY rowid')
      .all(channel)
      .map((row) => row.user);
  }

  isMember(channel: string, user: string): boolean {
    return (
      this.db().prepare('SELECT 1 FROM members WHERE channel = ? AND user = ?').get(channel, user) !==
      undefined
    );
  }

  message(channel: string, ts: string): MessageRow | undefined {
    return this.db()
      .prepare<MessageRow>('SELECT * FROM messages WHERE channel = ? AND ts = ?')
      .get(channel, ts);
  }

  /** Every message, oldest first (per channel by ts). */
  messages(channel?: string): MessageRow[] {
    return channel === undefined
      ? this.db().prepare<MessageRow>('SELECT * FROM messages ORDER BY ts, channel').all()
      : this.db().prepare<MessageRow>('SELECT * FROM messages WHERE channel = ? ORDER BY ts').all(channel);
  }

  /** A thread's replies (not its parent), oldest first. */
  replies(channel: string, threadTs: string): MessageRow[] {
    return this.db()
      .prepare<MessageRow>(
        'SELECT * FROM messages WHERE channel = ? AND thread_ts = ? AND ts <> ? ORDER BY ts',
      )
      .all(channel, threadTs, threadTs);
  }

  /** Reactions of one message, or of every message, in the order they were added. */
  reactions(channel?: string, ts?: string): ReactionRow[] {
    return channel === undefined || ts === undefined
      ? this.db().prepare<ReactionRow>('SELECT * FROM reactions ORDER BY rowid').all()
      : this.db()
          .prepare<ReactionRow>('SELECT * FROM reactions WHERE channel = ? AND ts = ? ORDER BY rowid')
          .all(channel, ts);
  }
}
