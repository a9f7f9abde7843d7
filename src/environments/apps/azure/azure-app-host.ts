import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppHealth } from './azure-health.ts';

/**
 * The declared applications' front doors on loopback: `GET /<site name>/` answers 200 with the app's
 * page while its health rules hold, and 503 with the page its user sees (`Loading list items...`) while not.
 */
export class AzureAppHost {
  #server: http.Server | undefined;
  origin = '';

  constructor(private readonly health: () => AppHealth[]) {}

  async listen(): Promise<string> {
    const server = http.createServer((request, response) => {
      const site = decodeURIComponent((request.url ?? '/').split('?')[0]!.split('/')[1] ?? '').toLowerCase();
      const app = this.health().find((entry) => entry.app.split('/').at(-1)!.toLowerCase() === site);
      const status = !app ? 404 : app.healthy ? 200 : 503;
      const body = app ? `<!doctype html><title>${site}</title><body>${app.page}</body>\n` : 'Not Found\n';
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    });
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.origin;
  }

  /** The URL of a web app (its id or name). */
  url(site: string): string {
    return `${this.origin}/${site.split('/').at(-1)}/`;
  }

  async close(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
