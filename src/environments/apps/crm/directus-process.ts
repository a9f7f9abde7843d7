import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../app-support.ts';
import { signalGroup, trackGroup, untrackGroup } from '../../process-groups.ts';

const run = promisify(execFile);

/** Directus is its own npm package (installed by `mcp-arena setup`), so the project's `npm ci` stays light. */
export const DIRECTUS_PACKAGE = path.resolve(
  import.meta.dirname,
  '../../../../test/services/directus/package.json',
);

/** The static token of the admin user every CRM database is bootstrapped with. */
export const ADMIN_TOKEN = 'arena-admin-token';

/** Path of Directus's CLI entry (not the `directus` bin, whose update check goes online), if installed. */
export function directusCli(): string | undefined {
  try {
    return createRequire(DIRECTUS_PACKAGE).resolve('@directus/api/cli/run.js');
  } catch {
    return undefined;
  }
}

export function directusVersion(): string {
  return (createRequire(DIRECTUS_PACKAGE)('directus/package.json') as { version: string }).version;
}

/** Offline, quiet, uncached: no telemetry, no cache (checks and resets write the database beside it). */
function directusEnv(workDir: string, port: number): NodeJS.ProcessEnv {
  mkdirSync(path.join(workDir, 'extensions'), { recursive: true });
  mkdirSync(path.join(workDir, 'uploads'), { recursive: true });
  return {
    PATH: process.env.PATH,
    HOME: workDir,
    NODE_ENV: 'production',
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: path.join(workDir, 'directus.db'),
    SECRET: 'mcp-arena-crm-secret-not-for-production',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'arena-admin-password',
    ADMIN_TOKEN,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SERVE_APP: 'false',
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    CACHE_SCHEMA: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    MARKETPLACE_TRUST: 'sandbox',
    LOG_LEVEL: 'warn',
    EXTENSIONS_PATH: path.join(workDir, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(workDir, 'uploads'),
    QUERY_LIMIT_MAX: '-1',
  };
}

/** A running Directus on a loopback port, in a process group of its own that dies with this process. */
export interface DirectusProcess {
  baseUrl: string;
  /** The SQLite file it serves. */
  database: string;
  stop(): Promise<void>;
  /** How it ended, when it ended without being stopped (it crashed, or was killed from outside). */
  lost(): string | undefined;
}

/** Creates Directus's system tables and the admin user in `workDir/directus.db`. */
export async function bootstrapDirectus(workDir: string): Promise<void> {
  const cli = directusCli();
  if (!cli) throw new Error('directus is not installed: run npx mcp-arena setup');
  await run(process.execPath, [cli, 'bootstrap'], {
    env: directusEnv(workDir, await freePort()),
    cwd: workDir,
    timeout: 180_000,
  });
}

/** Starts Directus over `workDir/directus.db` (already bootstrapped) and waits until it answers. */
export async function startDirectusProcess(workDir: string): Promise<DirectusProcess> {
  const cli = directusCli();
  if (!cli) throw new Error('directus is not installed: run npx mcp-arena setup');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [cli, 'start'], {
    env: directusEnv(workDir, port),
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid) trackGroup(child.pid);
  // Warm instances outlive cells: they must not keep this process alive (the exit hook kills them).
  child.unref();
  let log = '';
  const keep = (chunk: Buffer): void => void (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  (child.stdout as { unref?: () => void } | null)?.unref?.();
  (child.stderr as { unref?: () => void } | null)?.unref?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;
  const lost = (): string | undefined =>
    stopping || (child.exitCode === null && child.signalCode === null)
      ? undefined
      : `${child.exitCode === null ? `signal ${child.signalCode}` : `code ${child.exitCode}`}: ${log.trim().split('\n').at(-1)}`;
  const stop = async (): Promise<void> => {
    stopping = true;
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && signalGroup(child.pid, 'SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    if (child.pid) untrackGroup(child.pid);
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`directus exited early: ${log.trim().split('\n').at(-1)}`);
    try {
      if ((await fetch(`${baseUrl}/server/ping`)).ok)
        return { baseUrl, database: path.join(workDir, 'directus.db'), stop, lost };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`directus did not answer /server/ping within 90 s: ${log.trim().split('\n').at(-1)}`);
}
