import type { AppModule } from '../../app-module.ts';
import type { FilesState } from '../files/files-state.ts';
import { SandboxApp } from './sandbox-app.ts';

/** The sandbox app (see the README's Apps section). */
export const sandboxApp: AppModule<'sandbox', FilesState> = {
  name: 'sandbox',
  create: (options) => new SandboxApp(options),
  seed: { folder: 'workspace/', files: 'shared with the files app' },
  install: {
    system: [
      {
        apt: 'bubblewrap',
        dnf: 'bubblewrap',
        brew: { none: 'bubblewrap is Linux-only: on macOS the sandbox app needs run --unsafe-sandbox' },
        commands: ['bwrap'],
      },
    ],
  },
};
