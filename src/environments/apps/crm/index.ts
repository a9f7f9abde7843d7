import type { AppModule } from '../../app-module.ts';
import { CrmApp } from './crm-app.ts';
import { generateNoise } from './crm-noise.ts';
import type { CrmState } from './crm-reader.ts';

/** The crm app (see the README's Apps section). */
export const crmApp: AppModule<'crm', CrmState> = {
  name: 'crm',
  create: () => new CrmApp(),
  seed: { folder: 'seed/crm/', files: '*.yaml or *.json rows per collection, schema.yaml (optional)' },
  noise: { file: 'seed/crm/noise.yaml', generate: generateNoise },
  install: {
    npm: [
      {
        folder: 'test/services/directus',
        what: 'Directus for the crm app: about 1,100 npm packages, its SQLite driver compiled from source',
        about: 'about 14 minutes on 2 cores',
      },
    ],
  },
  absentState: (fail) => ({ crm: { collections: fail, items: fail } }),
};
