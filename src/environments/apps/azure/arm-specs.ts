import { existsSync } from 'node:fs';
import path from 'node:path';
import { discoverSpecSources, type SpecSource } from '../../../openapi/spec-sources.ts';

const CHECKOUT = path.resolve(import.meta.dirname, '../../../..');

/** The corpus's azure-arm folder: ../shared beside the checkout, or beside the folder of its worktrees. */
export function findArmCorpus(): string | undefined {
  return ['../shared', '../../shared']
    .map((shared) => path.join(CHECKOUT, shared, 'corpus/openapi/azure-arm'))
    .find((folder) => existsSync(path.join(folder, '..', 'manifest.json')));
}

/** Spec sources under an azure-arm folder: the named entry files (relative to it), or all its manifest's. */
export function armSources(root: string, files?: string[]): SpecSource[] {
  if (!files) return discoverSpecSources([root]);
  return files.map((file) => ({ service: 'azure-arm', root, entry: path.join(root, file) }));
}

/** The specs of the providers tasks use first (3.4 MB with the files they reference). */
export const CORE_SPECS = {
  resources: 'resources/resource-manager/Microsoft.Resources/stable/2024-03-01/resources.json',
  subscriptions: 'resources/resource-manager/Microsoft.Resources/stable/2022-12-01/subscriptions.json',
  virtualMachines:
    'compute/resource-manager/Microsoft.Compute/ComputeRP/stable/2024-03-01/virtualMachine.json',
  storage: 'storage/resource-manager/Microsoft.Storage/stable/2023-05-01/storage.json',
  blob: 'storage/resource-manager/Microsoft.Storage/stable/2023-05-01/blob.json',
  keyVault: 'keyvault/resource-manager/Microsoft.KeyVault/stable/2023-07-01/keyvault.json',
  secrets: 'keyvault/resource-manager/Microsoft.KeyVault/stable/2023-07-01/secrets.json',
  webApps: 'web/resource-manager/Microsoft.Web/stable/2023-12-01/WebApps.json',
  appServicePlans: 'web/resource-manager/Microsoft.Web/stable/2023-12-01/AppServicePlans.json',
  virtualNetworks: 'network/resource-manager/Microsoft.Network/stable/2024-01-01/virtualNetwork.json',
  networkSecurityGroups:
    'network/resource-manager/Microsoft.Network/stable/2024-01-01/networkSecurityGroup.json',
  roleAssignments:
    'authorization/resource-manager/Microsoft.Authorization/stable/2022-04-01/authorization-RoleAssignmentsCalls.json',
  roleDefinitions:
    'authorization/resource-manager/Microsoft.Authorization/stable/2022-04-01/authorization-RoleDefinitionsCalls.json',
  cosmosDb: 'cosmos-db/resource-manager/Microsoft.DocumentDB/stable/2024-05-15/cosmos-db.json',
} as const;
