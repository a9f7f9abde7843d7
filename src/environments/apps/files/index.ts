import type { AppModule } from '../../app-module.ts';
import type { FilesState } from './files-state.ts';
import { FilesApp } from './files-app.ts';
import { filesNoise } from './files-noise.ts';

/** The files app (see the README's Apps section). */
export const filesApp: AppModule<'files', FilesState> = {
  name: 'files',
  create: () => new FilesApp(),
  seed: { folder: 'workspace/', files: "the task's files, copied into the cell's workspace" },
  noise: { file: 'seed/files/noise.yaml', generate: filesNoise },
};
