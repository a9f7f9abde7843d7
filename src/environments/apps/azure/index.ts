import type { AppModule } from '../../app-module.ts';
import { AzureApp } from './azure-app.ts';
import { generateAzureNoise } from './azure-noise.ts';
import type { AzureState } from './azure-reader.ts';

/** The azure app: Azure Resource Manager emulated from its specs (see the README's Apps section). */
export const azureApp: AppModule<'azure', AzureState> = {
  name: 'azure',
  create: () => new AzureApp(),
  seed: {
    folder: 'seed/azure/',
    files: 'tenant.yaml (subscriptions, groups, resources, roleAssignments, health), noise.yaml',
  },
  noise: { file: 'seed/azure/noise.yaml', generate: generateAzureNoise },
  universeService: 'azure-arm',
  absentState: (fail) => ({
    azure: {
      subscriptions: fail,
      resources: fail,
      resource: fail,
      roleAssignments: fail,
      secrets: fail,
      health: fail,
    },
  }),
};
