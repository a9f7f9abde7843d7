import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createEmbedder, type EmbedderOptions } from './create-embedder.ts';
import { embedInChunks } from './embed-in-chunks.ts';

/** What the background embedding thread is given. */
export interface EmbedWorkerData {
  embedder: EmbedderOptions;
  texts: string[];
}

export type EmbedWorkerMessage =
  | { type: 'progress'; done: number; total: number; elapsedMs: number }
  | { type: 'done' }
  | { type: 'failed'; message: string };

// On Linux a thread has its own nice value: lowest priority for this one only, so the embedding takes
// idle CPU and leaves the gateway's own thread, and the rest of the machine, at theirs.
try {
  os.setPriority(0, 19);
} catch {
  // not allowed here: the thread runs at normal priority
}

const { embedder, texts } = workerData as EmbedWorkerData;
const post = (message: EmbedWorkerMessage): void => parentPort!.postMessage(message);
try {
  await embedInChunks(createEmbedder(embedder), texts, {
    onProgress: (progress) => post({ type: 'progress', ...progress }),
  });
  post({ type: 'done' });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}
