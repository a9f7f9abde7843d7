import net from 'node:net';
import { ArenaError } from '../errors.ts';
import { type Daemon, freePort, startDaemon } from './app-support.ts';
import type { CellDir } from './cell-dir.ts';

/**
 * How long a daemon may take to answer after it was started. Generous: on a loaded machine (load 25 on
 * 2 cores) a starting radicale or dovecot is starved for tens of seconds, while a daemon that fails
 * (bad config, port taken) exits, which is seen at once.
 */
export const DAEMON_START_TIMEOUT_MS = 120_000;
/** Starts on fresh ports before giving up, when the daemon exits early or another process answers. */
const START_ATTEMPTS = 3;
/** How to start one daemon on a given port, and how to tell that it is up and is this very daemon. */
export interface ListeningDaemon {
  /** For messages: `radicale`, `dovecot`. */
  name: string;
  /** Writes what the daemon needs for this port (its config) and gives its command line. */
  launch(port: number): {
    command: string;
    args: string[];
    options?: { cwd?: string; env?: Record<string, string> };
  };
  /** True once the daemon answers on the port as itself (never a process of another cell that took it). */
  answers(port: number): Promise<boolean>;
  /** Log lines to add to a failure message. */
  log?(): string;
}

/**
 * Starts the daemon on a fresh loopback port and waits, up to `timeoutMs`, until it answers as itself.
 * When it exits before that (another process took the port between the draw and its bind) or another
 * process answers on the port, it is started again on another port, up to three times.
 */
export async function startListening(
  cell: CellDir,
  spec: ListeningDaemon,
  options: { timeoutMs?: number; port?: () => Promise<number> } = {},
): Promise<{ daemon: Daemon; port: number }> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
    const port = await (options.port ?? freePort)();
    const launch = spec.launch(port);
    const daemon = startDaemon(cell, launch.command, launch.args, launch.options);
    const outcome = await waitUntilAnswers(spec, port, daemon, options.timeoutMs ?? DAEMON_START_TIMEOUT_MS);
    if (outcome === 'ready') return { daemon, port };
    await daemon.stop();
    const reason =
      outcome === 'foreign'
        ? `another process answers on 127.0.0.1:${port}`
        : outcome === 'exited'
          ? `exited with code ${daemon.child.exitCode ?? daemon.child.signalCode}`
          : `did not answer on 127.0.0.1:${port} within ${(options.timeoutMs ?? DAEMON_START_TIMEOUT_MS) / 1000} s`;
    failures.push(`${reason}${daemon.output() ? `: ${daemon.output().trim().split('\n').at(-1)}` : ''}`);
    // A daemon alive but silent past the deadline would be as slow on another port.
    if (outcome === 'timeout') break;
  }
  throw new ArenaError(
    'APP_START_FAILED',
    `${spec.name} did not start (${failures.join('; then ')})${spec.log ? `\n${spec.log().slice(-2000)}` : ''}`,
  );
}

async function waitUntilAnswers(
  spec: ListeningDaemon,
  port: number,
  daemon: Daemon,
  timeoutMs: number,
): Promise<'ready' | 'foreign' | 'exited' | 'timeout'> {
  const deadline = Date.now() + timeoutMs;
  const exited = (): boolean => daemon.child.exitCode !== null || daemon.child.signalCode !== null;
  while (Date.now() < deadline) {
    if (exited()) return 'exited';
    if (await listens(port)) {
      if (await spec.answers(port).catch(() => false)) return 'ready';
      // Something listens, but not as this daemon: another process holds the port, or ours is not
      // ready to answer yet; ours exits when the port is not its own.
      if (exited()) return 'foreign';
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 'timeout';
}

/** Whether something accepts TCP connections on the loopback port. */
function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The first line a line-based server (IMAP, SMTP) sends on connect, within `timeoutMs`. */
export function greeting(port: number, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => finish(new Error('no greeting')), timeoutMs);
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(received.split('\r\n')[0] ?? '');
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('\r\n')) finish();
    });
    socket.on('error', finish);
    socket.once('close', () => finish(new Error('closed before its greeting')));
  });
}
