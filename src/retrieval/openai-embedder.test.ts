import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArenaError } from '../errors.ts';
import { OpenAiEmbedder } from './openai-embedder.ts';

interface Received {
  url: string;
  authorization: string | undefined;
  body: { model: string; input: string[]; dimensions?: number };
}

/** A loopback stand-in for an OpenAI-compatible /v1/embeddings server; answers out of order. */
function startFakeServer(received: Received[]): Promise<Server> {
  const server = createServer(async (request: IncomingMessage, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Received['body'];
    received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
    if (body.model === 'broken') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    const data = body.input.map((input, index) => ({
      object: 'embedding',
      index,
      embedding: [input.length, index, 1],
    }));
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ object: 'list', data: data.reverse(), model: body.model }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('OpenAiEmbedder', () => {
  const received: Received[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = await startFakeServer(received);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts batches to /v1/embeddings with the key and returns vectors in input order', async () => {
    received.length = 0;
    const embedder = new OpenAiEmbedder({
      url,
      model: 'text-embedding-3-small',
      apiKey: 'sk-test',
      batchSize: 2,
    });
    const vectors = await embedder.embed(['a', 'bb', 'ccc']);
    expect(vectors.map((vector) => Array.from(vector))).toEqual([
      [1, 0, 1],
      [2, 1, 1],
      [3, 0, 1],
    ]);
    expect(received.map((request) => request.body.input)).toEqual([['a', 'bb'], ['ccc']]);
    expect(received[0]).toMatchObject({ url: '/v1/embeddings', authorization: 'Bearer sk-test' });
    expect(embedder.id).toContain('text-embedding-3-small');
  });

  it('accepts a base URL that already ends in /v1 and sends dimensions when asked', async () => {
    received.length = 0;
    await new OpenAiEmbedder({ url: `${url}/v1/`, model: 'm', dimensions: 3 }).embed(['x']);
    expect(received[0]).toMatchObject({
      url: '/v1/embeddings',
      authorization: undefined,
      body: { dimensions: 3 },
    });
  });

  it('turns an error status into an ArenaError that names the endpoint and status', async () => {
    const embedder = new OpenAiEmbedder({ url, model: 'broken' });
    await expect(embedder.embed(['x'])).rejects.toThrow(ArenaError);
    await expect(embedder.embed(['x'])).rejects.toThrow(/answered 500/);
  });
});
