import { type CheckFunction, diffAzure } from 'mcp-arena/evaluation';

const ACCOUNT =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-photos-data-prod/providers/Microsoft.Storage/storageAccounts/stphotosprod';

const check: CheckFunction = async ({ azure, before }) => {
  const [app] = await azure.health();
  const properties = ((await azure.resource(ACCOUNT))?.body.properties ?? {}) as Record<string, unknown>;
  // The fix is one setting of one account. Its keys, the Key Vault secret, the app's settings, the team's
  // archive and finance's ledger (keyless on purpose), staging, and the account's other settings (TLS,
  // public access, network rules) stay as they were.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [ACCOUNT]: ['properties.allowSharedKeyAccess'] } },
  });
  return [
    {
      name: 'the photo app saves uploads again (its health rules hold)',
      passed: app?.healthy === true,
      detail: app?.failing.join('; ') || 'healthy',
    },
    {
      name: 'stphotosprod accepts its shared key again (allowSharedKeyAccess true)',
      passed: properties.allowSharedKeyAccess === true,
      detail: String(properties.allowSharedKeyAccess),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
  ];
};
export default check;
