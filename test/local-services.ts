import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Throwaway Redis and Postgres servers on free loopback ports in temp folders, for the distributed
 * tests (Debian's `redis-server` and `postgresql`; `.ci/run` installs them). Each `start*` returns
 * undefined with the reason when the binaries are missing, so tests can skip saying why.
 */
export interface LocalService {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function which(binary: string): string | undefined {
  try {
    return execFileSync('which', [binary], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/** Why the distributed tests cannot run here, or undefined when they can. */
export function missingServices(): string | undefined {
  if (!which('redis-server')) return 'redis-server is not installed (apt-get install redis-server)';
  if (!postgresBin()) return 'PostgreSQL is not installed (apt-get install postgresql)';
  if (process.getuid?.() === 0 && !postgresUser())
    return 'running as root and there is no postgres user to run PostgreSQL as';
  return undefined;
}

function postgresUser(): string | undefined {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    return 'postgres';
  } catch {
    return undefined;
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`${what} did not start within ${timeoutMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startRedis(): Promise<LocalService> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arena-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const ping = (): Promise<boolean> =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        socket.destroy();
        resolve(data.toString().includes('PONG'));
      });
      socket.on('error', () => resolve(false));
    });
  await waitUntil(ping, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}

/** A fresh cluster (initdb) served by `postgres` on a free port; as root, run as the postgres user. */
export async function startPostgres(): Promise<LocalService> {
  const bin = postgresBin()!;
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arena-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]): [string, string[]] =>
    asRoot
      ? // setpriv execs (no process in between), so signals reach postgres itself.
        ['setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', '--', command, ...args]]
      : [command, args];
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const data = path.join(dir, 'data');
  const [initCommand, initArgs] = run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'arena',
    '--no-sync',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const [command, args] = run(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'max_connections=100',
  ]);
  const child = spawn(command, args, { stdio: 'ignore' });
  const url = `postgres://arena@127.0.0.1:${port}/postgres`;
  await waitUntil(async () => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } finally {
      await client.end().catch(() => {});
    }
  }, 'postgres');
  // `postgres` stops cleanly on SIGINT (fast shutdown).
  return { url, stop: () => stopProcess(child, 'SIGINT') };
}
