import { type CheckFunction, diffAzure, claimsAbout, azureAnswerCheckpoints } from 'mcp-arena/evaluation';

const ACCOUNT =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-photos-data-prod/providers/Microsoft.Storage/storageAccounts/stphotosprod';

/** The key is current: an answer that blames it (outdated, stale, expired) tells the user something false. */
const BLAMES_KEY =
  /\b(outdated|out of date|stale|expired|invalid|no longer valid|(did not|didn't|does not|doesn't) match|mismatch)/;

const check: CheckFunction = async ({ azure, before, answer }) => {
  const [app] = await azure.health();
  const account = await azure.resource(ACCOUNT);
  const properties = (account?.body.properties ?? {}) as Record<string, unknown>;
  const tags = (account?.body.tags ?? {}) as Record<string, string>;
  const seededTags = ((await before.azure.resource(ACCOUNT))?.body.tags ?? {}) as Record<string, string>;
  // The fix is one setting of one account. Its keys, the Key Vault secret, the app's settings, the team's
  // archive and finance's ledger (keyless on purpose), staging, and the account's other settings (TLS,
  // public access, network rules) stay as they were; a note added to its tags is harmless.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: { [ACCOUNT]: ['properties.allowSharedKeyAccess', 'tags.*'] } },
  });
  return [
    {
      name: 'the photo app saves uploads again (its health rules hold)',
      passed: app?.healthy === true,
      detail: app?.failing.join('; ') || 'healthy',
    },
    {
      // Unset is ARM's default, which allows shared key access (a PUT without the property leaves it unset).
      name: 'stphotosprod accepts its shared key again (allowSharedKeyAccess true or unset)',
      passed: account !== undefined && properties.allowSharedKeyAccess !== false,
      detail: String(properties.allowSharedKeyAccess),
    },
    {
      name: 'its tags are kept',
      passed: Object.entries(seededTags).every(([key, value]) => tags[key] === value),
      detail: JSON.stringify(tags),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
    {
      name: 'the answer does not blame the key, which is current',
      passed: claimsAbout(answer, /\bkeys?\b/, BLAMES_KEY).length === 0,
      detail: claimsAbout(answer, /\bkeys?\b/, BLAMES_KEY).join(' | ') || 'no such claim',
    },
  ];
};
export default check;
