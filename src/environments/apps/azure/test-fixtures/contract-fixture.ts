import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

const SUB = '11111111-2222-4333-8444-555555555555';
const ACCOUNT = `/subscriptions/${SUB}/resourceGroups/rg-todo/providers/Microsoft.Storage/storageAccounts/sttodoassets`;
const where = { subscriptionId: SUB, resourceGroupName: 'rg-todo', accountName: 'sttodoassets' };

/** The azure app's contract: the TODO tenant, a storage account read and tagged through the converted tools. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'azure'),
  seeded: async (state) => {
    const account = await state.azure!.resource(ACCOUNT);
    return account !== undefined && (await state.azure!.resources()).length === 9;
  },
  read: { tool: 'azure__StorageAccounts_GetProperties', arguments: where, expect: '"name":"sttodoassets"' },
  change: {
    tool: 'azure__storage_StorageAccounts_Update',
    arguments: { ...where, tags: { costCenter: 'CC-4410' } },
  },
  changed: async (state) => (await state.azure!.resource(ACCOUNT))?.body.tags !== undefined,
  afterReset: [{ tool: 'azure__StorageAccounts_GetProperties', arguments: where, lacks: 'CC-4410' }],
};
