import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ArmEmulator } from './arm-emulator.ts';
import { ArmError } from './arm-errors.ts';
import type { ArmResponse } from './arm-types.ts';

const MAX_BODY = 4_000_000;

/**
 * The ARM emulator as a real HTTP service on loopback (`http://127.0.0.1:<port>`, the stand-in for
 * https://management.azure.com), keep-alive on. Bearer tokens are accepted as they come: the emulator
 * has one tenant and no identity.
 */
export class ArmService {
  #server: http.Server | undefined;
  #origin = '';

  constructor(readonly emulator: ArmEmulator) {}

  /** Starts listening on a free loopback port; resolves to the origin (`http://127.0.0.1:<port>`). */
  async listen(): Promise<string> {
    const server = http.createServer((request, response) => void this.#handle(request, response));
    server.keepAliveTimeout = 60_000;
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.#origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.#origin;
  }

  get origin(): string {
    return this.#origin;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.#origin || 'http://127.0.0.1');
    let answer: ArmResponse;
    try {
      const body = await readJson(request);
      answer = this.emulator.handle({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        origin: `http://${request.headers.host ?? new URL(this.#origin).host}`,
      });
    } catch (error) {
      const armError =
        error instanceof ArmError ? error : new ArmError(400, 'InvalidRequestContent', String(error));
      answer = this.emulator.respond(armError.status, armError.body);
    }
    const plain = answer.text !== undefined;
    const text =
      request.method === 'HEAD'
        ? ''
        : plain
          ? answer.text!
          : answer.body === undefined
            ? ''
            : JSON.stringify(answer.body);
    const type = plain ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    response.writeHead(answer.status, {
      ...answer.headers,
      ...(text === '' ? {} : { 'content-type': type }),
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  }
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY)
      throw new ArmError(413, 'RequestEntityTooLarge', 'The request content is too large.');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new ArmError(
      400,
      'InvalidRequestContent',
      `The request content was invalid and could not be deserialized: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
