import type { AppModule } from '../../app-module.ts';
import { MemoryApp } from './memory-app.ts';
import { memoryNoise } from './memory-noise.ts';
import type { MemoryState } from './memory-reader.ts';

/** The memory app (see the README's Apps section). */
export const memoryApp: AppModule<'memory', MemoryState> = {
  name: 'memory',
  create: () => new MemoryApp(),
  seed: { folder: 'seed/memory/', files: 'memory.jsonl' },
  noise: { file: 'seed/memory/noise.yaml', generate: memoryNoise },
  absentState: (fail) => ({ memory: fail }),
};
