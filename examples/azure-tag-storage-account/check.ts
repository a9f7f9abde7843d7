import { type CheckFunction, diffAzure } from 'mcp-arena/evaluation';

const ACCOUNT =
  '/subscriptions/5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e/resourceGroups/rg-web-prod/providers/Microsoft.Storage/storageAccounts/stwebassets';

const check: CheckFunction = async ({ azure, before }) => {
  const tags = ((await azure.resource(ACCOUNT))?.body.tags ?? {}) as Record<string, string>;
  const seeded = ((await before.azure.resource(ACCOUNT))?.body.tags ?? {}) as Record<string, string>;
  const lost = Object.keys(seeded).filter((name) => tags[name] !== seeded[name]);
  // The whole tenant is compared: only this account's costCenter tag may differ (staging's twin included).
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [ACCOUNT]: ['tags.costCenter'] } },
  });
  return [
    { name: 'stwebassets is tagged costCenter CC-2150', passed: tags.costCenter === 'CC-2150' },
    { name: 'its other tags are kept', passed: lost.length === 0, detail: lost.join(', ') || 'kept' },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
  ];
};
export default check;
