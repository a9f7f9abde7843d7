import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where one embedded store's server listens and keeps its files, all derived from the data folder. */
export interface StoreServerAddress {
  dataDir: string;
  /** Linux: an abstract unix socket, which the kernel frees when its process dies (no stale file, no race). */
  socket: string;
  /** pid, token and start time of the server that holds the socket (mode 0600: the token admits clients). */
  infoFile: string;
  /** The server's stderr: why it could not open the store. */
  logFile: string;
}

export function storeServerAddress(dataDir: string): StoreServerAddress {
  mkdirSync(dataDir, { recursive: true });
  // Two paths to one folder (a symlink, a relative path) must meet at one server.
  const real = realpathSync(dataDir);
  const name = `mcp-arena-store-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
  return {
    dataDir: real,
    socket: process.platform === 'linux' ? `\0${name}` : path.join(os.tmpdir(), `${name}.sock`),
    infoFile: `${real}.server.json`,
    logFile: `${real}.server.log`,
  };
}

export interface StoreServerInfo {
  pid: number;
  token: string;
  startedAt: string;
}
