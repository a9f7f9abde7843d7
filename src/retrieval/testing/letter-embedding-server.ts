import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback OpenAI-compatible embeddings endpoint for tests, and what it has seen. */
export interface LetterEmbeddingServer {
  server: Server;
  /** `http://127.0.0.1:<port>`, for an `openai` embedder's url (any model name). */
  url: string;
  /** Embedding requests answered so far. */
  requests: number;
  close: () => Promise<void>;
}

/** Starts an embeddings endpoint whose vectors have one dimension per letter a–z: the letter's count. */
export async function startLetterEmbeddingServer(): Promise<LetterEmbeddingServer> {
  const server = createServer(async (request, response) => {
    started.requests += 1;
    let text = '';
    for await (const chunk of request) text += chunk;
    const { input } = JSON.parse(text) as { input: string[] };
    const data = input.map((value, index) => {
      const vector = new Array<number>(26).fill(0);
      for (const char of value.toLowerCase()) {
        const code = char.charCodeAt(0) - 97;
        if (code >= 0 && code < 26) vector[code]! += 1;
      }
      return { index, embedding: vector };
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const started: LetterEmbeddingServer = {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return started;
}
