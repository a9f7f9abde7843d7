import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A Directus instance on loopback with SQLite, started for a test. */
export interface DirectusService {
  baseUrl: string;
  /** Static token of the admin user. */
  token: string;
  stop(): Promise<void>;
}

/**
 * Directus lives in its own package (`test/services/directus`, installed by `.ci/run`), so the project's
 * own `npm ci` does not build its native modules.
 */
export const DIRECTUS_PACKAGE = path.resolve(
  import.meta.dirname,
  '../../../test/services/directus/package.json',
);

/** Path of Directus's CLI entry (bypassing the `directus` bin, whose update check goes online), if installed. */
export function directusCli(): string | undefined {
  try {
    return createRequire(DIRECTUS_PACKAGE).resolve('@directus/api/cli/run.js');
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Bootstraps a fresh SQLite database in `workDir` and starts Directus on a free loopback port. */
export async function startDirectus(workDir: string): Promise<DirectusService> {
  const cli = directusCli();
  if (!cli) throw new Error('directus is not installed: run npm ci --prefix test/services/directus');
  mkdirSync(path.join(workDir, 'extensions'), { recursive: true });
  mkdirSync(path.join(workDir, 'uploads'), { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const token = 'arena-admin-token';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: workDir,
    NODE_ENV: 'production',
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: path.join(workDir, 'directus.db'),
    SECRET: 'mcp-arena-test-secret-not-for-production',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'arena-admin-password',
    ADMIN_TOKEN: token,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    SERVE_APP: 'false',
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    EXTENSIONS_PATH: path.join(workDir, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(workDir, 'uploads'),
  };
  await run(process.execPath, [cli, 'bootstrap'], { env, cwd: workDir, timeout: 180_000 });
  const child: ChildProcess = spawn(process.execPath, [cli, 'start'], { env, cwd: workDir, stdio: 'pipe' });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`directus exited early:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/server/ping`);
      if (response.ok) return { baseUrl, token, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`directus did not answer /server/ping within 90 s:\n${log}`);
}
