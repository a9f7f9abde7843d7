/**
 * A task's τ² seed, `seed/tau2/tau2.json`: `{domain, db, task?}`, where `db` is the domain database's path
 * relative to that folder (an imported suite shares one copy of `db.json` between its tasks) and `task` the
 * upstream task the checks read. Databases are parsed from text kept once per process and file.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRetailDb, type RetailDb } from './retail-data.ts';
import { retailToolKind, runRetailTool } from './retail-toolkit.ts';
import type { Tau2Call, Tau2Replay, Tau2Task, TelecomReplay } from './tau2-reader.ts';
import { replayTelecom, telecomInitial } from './telecom-episode.ts';
import { telecomToolKind } from './telecom-toolkit.ts';
import { mockInitial, replayMock } from './mock-episode.ts';
import { mockToolKind, type MockState } from './mock-toolkit.ts';

export const TAU2_SEED_FILE = 'tau2.json';
export const TAU2_DOMAINS = ['retail', 'telecom', 'mock'] as const;

export interface Tau2Seed {
  domain: (typeof TAU2_DOMAINS)[number];
  /** Absolute path of the domain database (`db.json`, telecom's `db.toml`). */
  dbPath: string;
  /** Telecom, mock: absolute path of the user's database (`user_db.toml`: their phone; `user_db.json`: their inbox). */
  userDbPath?: string;
  task?: Tau2Task;
}

/** Reads `<seedDir>/tau2.json`, with an error that names the file and the fix. */
export function readTau2Seed(seedDir: string): Tau2Seed {
  const file = path.join(seedDir, TAU2_SEED_FILE);
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: a tau2 task seeds {"domain": "retail", "db": "<path of db.json>"} there`,
    );
  const seed = JSON.parse(readFileSync(file, 'utf8')) as {
    domain?: string;
    db?: string;
    userDb?: string;
    task?: Tau2Task;
  };
  if (!TAU2_DOMAINS.includes(seed.domain as Tau2Seed['domain']))
    throw new Error(`${file}: domain "${seed.domain}" is not one of ${TAU2_DOMAINS.join(', ')}`);
  if (typeof seed.db !== 'string') throw new Error(`${file}: "db" must be the path of the domain's db.json`);
  const dbPath = path.resolve(seedDir, seed.db);
  if (!existsSync(dbPath)) throw new Error(`${file}: its database ${dbPath} does not exist`);
  let userDbPath: string | undefined;
  if (seed.domain !== 'retail') {
    if (typeof seed.userDb !== 'string')
      throw new Error(
        `${file}: "userDb" must be the path of ${seed.domain}'s user database (user_db.toml, user_db.json)`,
      );
    userDbPath = path.resolve(seedDir, seed.userDb);
    if (!existsSync(userDbPath)) throw new Error(`${file}: its user database ${userDbPath} does not exist`);
  }
  return {
    domain: seed.domain as Tau2Seed['domain'],
    dbPath,
    ...(userDbPath ? { userDbPath } : {}),
    ...(seed.task ? { task: seed.task } : {}),
  };
}

const texts = new Map<string, string>();

/** A fresh copy of the database in a file (its text read once per process). */
export function loadDb(dbPath: string): RetailDb {
  let text = texts.get(dbPath);
  if (text === undefined) {
    text = readFileSync(dbPath, 'utf8');
    texts.set(dbPath, text);
  }
  return parseRetailDb(text, dbPath);
}

/** Runs calls on `db` in order, as upstream replays a trajectory: a failing call is noted and skipped. */
export function replayCalls(db: RetailDb, calls: readonly Tau2Call[]): Tau2Replay {
  const failed: Tau2Replay['failed'] = [];
  for (const call of calls) {
    const outcome = runRetailTool(db, call.name, call.arguments);
    if (outcome.isError) failed.push({ call, error: outcome.text.replace(/^Error: /, '') });
  }
  return { db, failed };
}

/** True for a tool whose calls change the database: the calls the journal keeps. */
export const isWriteTool = (name: string, domain: Tau2Seed['domain'] = 'retail', call?: Tau2Call): boolean =>
  (domain === 'telecom'
    ? telecomToolKind(name, call?.requestor)
    : domain === 'mock'
      ? mockToolKind(name, call?.requestor)
      : retailToolKind(name)) === 'write';

/** A telecom task's state now: its initial state with the journal's calls (agent's and user's) replayed. */
export function telecomNow(seed: Tau2Seed, calls: readonly Tau2Call[], sync = true): TelecomReplay {
  if (!seed.userDbPath) throw new Error(`the tau2 seed of ${seed.domain} has no user database`);
  return replayTelecom(telecomInitial(seed.dbPath, seed.userDbPath, seed.task), calls, sync);
}

/** A mock task's state now: its initial state with the journal's calls (agent's and user's) replayed. */
export function mockNow(
  seed: Tau2Seed,
  calls: readonly Tau2Call[],
): { state: MockState; failed: Tau2Replay['failed'] } {
  if (!seed.userDbPath) throw new Error(`the tau2 seed of ${seed.domain} has no user database`);
  return replayMock(mockInitial(seed.dbPath, seed.userDbPath, seed.task), calls);
}

/** Appends a write call to the server's journal (one JSON line). */
export function journalCall(file: string, call: Tau2Call): void {
  appendFileSync(file, `${JSON.stringify(call)}\n`);
}

/** The write calls of a journal, in order. */
export function readJournal(file: string): Tau2Call[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Tau2Call);
}
