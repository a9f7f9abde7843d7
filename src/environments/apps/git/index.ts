import type { AppModule } from '../../app-module.ts';
import { GitApp } from './git-app.ts';
import { noiseCommits } from './git-noise.ts';
import type { GitState } from './git-reader.ts';

/** The git app (see the README's Apps section). */
export const gitApp: AppModule<'git', GitState> = {
  name: 'git',
  create: () => new GitApp(),
  seed: {
    folder: 'seed/git/',
    files: '<repo>.sh (run in a fresh repository; may call noise_commits) or <repo>.bundle',
  },
  noise: { file: 'seed/git/<repo>.sh (noise_commits)', generate: noiseCommits },
  install: { system: [{ apt: 'git', dnf: 'git', brew: 'git', commands: ['git'] }] },
  absentState: (fail) => ({ git: fail }),
};
