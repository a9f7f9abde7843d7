import { Worker } from 'node:worker_threads';
import { workerEntry } from '../module-process.ts';
import type { EmbedderOptions } from './create-embedder.ts';
import type { ChunkProgress } from './embed-in-chunks.ts';
import type { EmbedWorkerData, EmbedWorkerMessage } from './embed-worker.ts';

/**
 * Embeds the texts into the vector cache on a thread of lowest priority (see embed-worker.ts); resolves
 * when every vector is on disk. The caller then reads them through its own embedder.
 */
export function embedInBackground(
  embedder: EmbedderOptions,
  texts: string[],
  onProgress?: (progress: ChunkProgress) => void,
): Promise<void> {
  const workerData: EmbedWorkerData = { embedder, texts };
  const entry = workerEntry(import.meta.url, './embed-worker.ts', './embed-worker-entry.mjs');
  const worker = new Worker(entry, { workerData });
  // The build never keeps a finished gateway or command alive.
  worker.unref();
  return new Promise((resolve, reject) => {
    worker.on('message', (message: EmbedWorkerMessage) => {
      if (message.type === 'progress') onProgress?.(message);
      else if (message.type === 'done') resolve();
      else reject(new Error(message.message));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`the embedding thread stopped (exit code ${code})`)));
  });
}
