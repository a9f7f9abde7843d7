import http from 'node:http';
import net from 'node:net';

/** `api.openai.com` (port 443), `host:port`, or `*.example.com` (any subdomain, port 443). */
export const HOST_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

export interface AllowListProxy {
  /** Targets refused so far, as `host:port`, for the trajectory's note. */
  readonly refused: ReadonlySet<string>;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on a unix socket that reaches only the allowed hosts: how a confined agent, whose network
 * namespace has nothing but loopback, still gets to its model API. HTTPS goes through CONNECT tunnels (the
 * proxy never sees the traffic); plain HTTP requests are forwarded. Anything else gets a 403.
 */
export async function startAllowListProxy(
  socketPath: string,
  allowHosts: readonly string[],
): Promise<AllowListProxy> {
  const refused = new Set<string>();
  const allowed = (host: string, port: number): boolean => {
    const ok = hostAllowed(allowHosts, host, port);
    if (!ok) refused.add(`${host}:${port}`);
    return ok;
  };
  const server = http.createServer((request, response) => {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end('absolute URLs only: this is a proxy\n');
      return;
    }
    const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
    if (target.protocol !== 'http:' || !allowed(target.hostname, port)) {
      response.writeHead(403).end(`${target.host} is not on the agent's allowHosts\n`);
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port,
        method: request.method,
        path: target.pathname + target.search,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host = '', portText = '443'] = splitHostPort(request.url ?? '');
    const port = Number(portText);
    if (!allowed(host, port)) {
      client.end(`HTTP/1.1 403 Forbidden\r\n\r\n`);
      return;
    }
    const upstream = net.connect(port, host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  return {
    refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether `host:port` matches one of the patterns (`host` means port 443; `*.domain`, any subdomain). */
export function hostAllowed(allowHosts: readonly string[], host: string, port: number): boolean {
  return allowHosts.some((pattern) => {
    const [patternHost = '', patternPort = '443'] = splitHostPort(pattern.toLowerCase());
    if (Number(patternPort) !== port) return false;
    const name = host.toLowerCase();
    return patternHost.startsWith('*.') ? name.endsWith(patternHost.slice(1)) : name === patternHost;
  });
}

/** `host:port` and `[::1]:port`, without the brackets. */
function splitHostPort(value: string): [string, string | undefined] {
  const match = /^\[?([^\]]*?)\]?(?::(\d+))?$/.exec(value);
  return [match?.[1] ?? value, match?.[2]];
}
