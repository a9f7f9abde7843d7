import { type CheckFunction, diffAzure } from 'mcp-arena/evaluation';

const ACCOUNT =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-payments-prod/providers/Microsoft.Storage/storageAccounts/stpaysettlements';

interface StorageKey {
  keyName: string;
  value: string;
}
const keyOf = (keys: unknown, name: string): string | undefined =>
  ((keys as StorageKey[] | undefined) ?? []).find((key) => key.keyName === name)?.value;

const check: CheckFunction = async ({ azure, before }) => {
  const seeded = (await before.azure.resource(ACCOUNT))?.meta.keys;
  const now = (await azure.resource(ACCOUNT))?.meta.keys;
  const rotated = keyOf(now, 'key2') !== undefined && keyOf(now, 'key2') !== keyOf(seeded, 'key2');
  // Only the leaked key's account may change, and there only its keys (checked one by one above).
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [ACCOUNT]: ['meta.keys', 'meta.generation'] } },
  });
  return [
    { name: 'the leaked key (key2 of stpaysettlements) is regenerated', passed: rotated },
    {
      name: "the account's other key is unchanged",
      passed: keyOf(now, 'key1') !== undefined && keyOf(now, 'key1') === keyOf(seeded, 'key1'),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
  ];
};
export default check;
