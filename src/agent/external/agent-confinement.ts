import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BWRAP_READ_ONLY_ROOT, detectIsolation } from '../../environments/index.ts';
import { ArenaError } from '../../errors.ts';
import { startAllowListProxy } from './allow-list-proxy.ts';

export interface Confinement {
  /** The agent's argv wrapped in bubblewrap, with the endpoint forwarder started first. */
  argv: string[];
  /** How the agent ran, for its cell's record and reports. */
  description: string;
  /** Targets the proxy refused, as `host:port`. */
  refused(): string[];
  close(): Promise<void>;
}

/** Port of the allow-list proxy inside the agent's network namespace (which holds nothing else but the endpoint). */
const PROXY_PORT = 3128;

/**
 * Runs an agent under bubblewrap so its own tools (shell, file edits, web) cannot go around the measured
 * surface: the machine read-only, only its working folder writable, the given folders hidden (the cells'
 * folder, the task's suite), own pid/ipc/uts namespaces, and a network namespace whose loopback reaches
 * nothing but the cell's MCP endpoint. The endpoint gets there through a unix socket in the working folder:
 * a forwarder inside listens on the same loopback port, so the URL and its Host check stay the same.
 * `allowHosts` (the agent's model API) are reachable through an allow-list proxy, forwarded the same way.
 */
export async function confineAgent(
  argv: string[],
  options: { workDir: string; mcpPort: number; hidden: string[]; allowHosts?: readonly string[] },
): Promise<Confinement> {
  const probe = detectIsolation();
  if (!probe.ok || probe.isolation.kind !== 'bubblewrap')
    throw new ArenaError(
      'APP_UNAVAILABLE',
      `the agent asks to run confined, but bubblewrap does not work here${probe.ok ? '' : `: ${probe.reason}`}`,
    );
  const allowHosts = options.allowHosts ?? [];
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
  const proxySocket = path.join(options.workDir, '.proxy.sock');
  const proxy = allowHosts.length > 0 ? await startAllowListProxy(proxySocket, allowHosts) : undefined;
  const forwarder = path.join(options.workDir, '.mcp-forwarder.mjs');
  writeFileSync(forwarder, FORWARDER);
  const tmp = path.join(options.workDir, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const ready = path.join(tmp, '.mcp-ready');
  const routes = [`${options.mcpPort}=${socketPath}`, ...(proxy ? [`${PROXY_PORT}=${proxySocket}`] : [])];
  const start = `"$0" ${[forwarder, ready, ...routes].map((arg) => JSON.stringify(arg)).join(' ')} & while [ ! -e ${JSON.stringify(ready)} ]; do sleep 0.05; done; exec "$@"`;
  const isolation = probe.isolation;
  // Clients that honour the usual proxy variables (curl, Python, Go, Rust, Node with NODE_USE_ENV_PROXY)
  // reach the allowed hosts; the cell endpoint stays direct.
  const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
  const proxyEnv = proxy
    ? Object.entries({
        HTTPS_PROXY: proxyUrl,
        HTTP_PROXY: proxyUrl,
        https_proxy: proxyUrl,
        http_proxy: proxyUrl,
        NO_PROXY: '127.0.0.1',
        no_proxy: '127.0.0.1',
        NODE_USE_ENV_PROXY: '1',
      }).flatMap(([name, value]) => ['--setenv', name, value])
    : [];
  const network =
    allowHosts.length > 0
      ? `the cell endpoint and, through a proxy, ${allowHosts.join(', ')}`
      : 'the cell endpoint only';
  return {
    description: `bubblewrap: read-only machine, only its folder writable, suite and other cells hidden; network: ${network}`,
    refused: () => [...(proxy?.refused ?? [])],
    argv: [
      isolation.bwrap,
      ...BWRAP_READ_ONLY_ROOT,
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
      ...proxyEnv,
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
    close: async () => {
      await proxy?.close();
      await new Promise<void>((resolve) => outside.close(() => resolve()));
    },
  };
}

// Inside the namespace: each loopback port forwards to its unix socket outside; ready once all listen.
const FORWARDER = `import net from 'node:net';
import { writeFileSync } from 'node:fs';
const [ready, ...routes] = process.argv.slice(2);
let listening = 0;
for (const route of routes) {
  const [port, socketPath] = route.split(/=(.*)/s);
  net
    .createServer((client) => {
      const upstream = net.connect(socketPath);
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    })
    .listen(Number(port), '127.0.0.1', () => {
      listening += 1;
      if (listening === routes.length) writeFileSync(ready, '');
    });
}
`;
