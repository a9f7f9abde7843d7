import type { AppModule } from '../../app-module.ts';
import { TrackerApp } from './tracker-app.ts';
import { trackerNoise } from './tracker-noise.ts';
import type { TrackerState } from './tracker-reader.ts';

/** The tracker app (see the README's Apps section). */
export const trackerApp: AppModule<'tracker', TrackerState> = {
  name: 'tracker',
  create: () => new TrackerApp(),
  seed: { folder: 'seed/tracker/', files: 'config.yml, tasks/, docs/ (backlog.md)' },
  noise: { file: 'seed/tracker/noise.yaml', generate: trackerNoise },
  absentState: (fail) => ({ tracker: { tasks: fail } }),
};
