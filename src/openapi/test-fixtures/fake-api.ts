import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback stand-in for a REST API that answers every request with the same JSON. */
export interface FakeApi {
  /** `http://127.0.0.1:<port>`, the base URL to call it by. */
  baseUrl: string;
  /** Each request as `describe` wrote it down, in order. */
  requests: string[];
  close: () => Promise<void>;
}

export async function startFakeApi(
  json: string,
  describe: (request: IncomingMessage) => string = (request) => `${request.method} ${request.url}`,
): Promise<FakeApi> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(describe(request));
    response.writeHead(200, { 'content-type': 'application/json' }).end(json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
