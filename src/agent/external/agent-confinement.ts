import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { detectIsolation } from '../../environments/index.ts';
import { ArenaError } from '../../errors.ts';

/** How an agent is confined, said in its trajectory so reports can tell confined cells apart. */
export const CONFINED_NOTE =
  'ran confined: bubblewrap, read-only machine, only its folder writable, no network but the cell endpoint';

export interface Confinement {
  /** The agent's argv wrapped in bubblewrap, with the endpoint forwarder started first. */
  argv: string[];
  close(): Promise<void>;
}

/**
 * Runs an agent under bubblewrap so its own tools (shell, file edits, web) cannot go around the measured
 * surface: the machine read-only, only its working folder writable, the given folders hidden (the cells'
 * folder, the task's suite), own pid/ipc/uts namespaces, and a network namespace whose loopback reaches
 * nothing but the cell's MCP endpoint. The endpoint gets there through a unix socket in the working folder:
 * a forwarder inside listens on the same loopback port, so the URL and its Host check stay the same.
 */
export async function confineAgent(
  argv: string[],
  options: { workDir: string; mcpPort: number; hidden: string[] },
): Promise<Confinement> {
  const probe = detectIsolation();
  if (!probe.ok || probe.isolation.kind !== 'bubblewrap')
    throw new ArenaError(
      'APP_UNAVAILABLE',
      `the agent asks to run confined, but bubblewrap does not work here${probe.ok ? '' : `: ${probe.reason}`}`,
    );
  const socketPath = path.join(options.workDir, '.mcp-endpoint.sock');
  const outside = net.createServer((client) => {
    const upstream = net.connect(options.mcpPort, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    outside.once('error', reject);
    outside.listen(socketPath, resolve);
  });
  const forwarder = path.join(options.workDir, '.mcp-forwarder.mjs');
  writeFileSync(forwarder, FORWARDER);
  const tmp = path.join(options.workDir, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const ready = path.join(tmp, '.mcp-ready');
  const start = `"$0" ${JSON.stringify(forwarder)} ${options.mcpPort} ${JSON.stringify(socketPath)} ${JSON.stringify(ready)} & while [ ! -e ${JSON.stringify(ready)} ]; do sleep 0.05; done; exec "$@"`;
  const isolation = probe.isolation;
  return {
    argv: [
      isolation.bwrap,
      '--ro-bind',
      '/',
      '/',
      '--dev',
      '/dev',
      '--proc',
      '/proc',
      // The machine's /tmp stays (read-only, like the rest): the agent itself may live there. Its own
      // temporary files go to TMPDIR in its folder.
      ...options.hidden.flatMap((folder) => ['--tmpfs', folder]),
      '--bind',
      options.workDir,
      options.workDir,
      // Hidden folders stay empty and read-only (the working folder inside one is its own mount).
      ...options.hidden.flatMap((folder) => ['--remount-ro', folder]),
      '--chdir',
      options.workDir,
      '--setenv',
      'HOME',
      options.workDir,
      '--setenv',
      'TMPDIR',
      tmp,
      ...(isolation.userNamespace ? ['--unshare-user'] : []),
      '--unshare-pid',
      '--unshare-net',
      '--unshare-ipc',
      '--unshare-uts',
      '--die-with-parent',
      '--new-session',
      '--cap-drop',
      'ALL',
      '--',
      '/bin/sh',
      '-c',
      start,
      process.execPath,
      ...argv,
    ],
    close: () => new Promise((resolve) => outside.close(() => resolve())),
  };
}

const FORWARDER = `import net from 'node:net';
import { writeFileSync } from 'node:fs';
const [port, socketPath, ready] = process.argv.slice(2);
net
  .createServer((client) => {
    const upstream = net.connect(socketPath);
    client.pipe(upstream).pipe(client);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  })
  .listen(Number(port), '127.0.0.1', () => writeFileSync(ready, ''));
`;
