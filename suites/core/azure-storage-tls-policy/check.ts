import {
  azureAnswerCheckpoints,
  type AzureResource,
  type CheckFunction,
  diffAzure,
  noneWrong,
} from 'mcp-arena/evaluation';

const POLICY_PATHS = ['properties.minimumTlsVersion', 'properties.allowBlobPublicAccess'];
const TLS_OK = new Set(['tls1_2', 'tls1_3']);

/** The business unit an account is tagged with, case aside in the tag's name and value. */
const unitOf = (account: AzureResource): string =>
  (
    Object.entries((account.body.tags ?? {}) as Record<string, string>).find(
      ([key]) => key.toLowerCase() === 'businessunit',
    )?.[1] ?? ''
  )
    .trim()
    .toLowerCase();

const check: CheckFunction = async ({ azure, before, answer }) => {
  const retail = (await before.azure.resources({ type: 'Microsoft.Storage/storageAccounts' })).filter(
    (account) => unitOf(account) === 'retail',
  );
  const weakTls: string[] = [];
  const publicBlobs: string[] = [];
  for (const seeded of retail) {
    const now = await azure.resource(seeded.id);
    const properties = (now?.body.properties ?? {}) as Record<string, unknown>;
    const tls = String(properties.minimumTlsVersion ?? 'unset');
    const publicAccess = properties.allowBlobPublicAccess;
    const name = String(seeded.body.name);
    if (!now || !TLS_OK.has(tls.toLowerCase())) weakTls.push(`${name} (${now ? tls : 'gone'})`);
    if (!now || publicAccess !== false) publicBlobs.push(`${name} (${now ? String(publicAccess) : 'gone'})`);
  }
  // Only the two policy settings of Retail's accounts may change (an account already compliant may be
  // written again with the same values); anything else, on any resource, is collateral.
  const tenant = await diffAzure(before.azure, azure, {
    allow: { changed: Object.fromEntries(retail.map((account) => [account.id, POLICY_PATHS])) },
  });
  return [
    noneWrong(`all ${retail.length} Retail storage accounts require TLS 1.2 or higher`, weakTls),
    noneWrong(`all ${retail.length} Retail storage accounts have allowBlobPublicAccess false`, publicBlobs),
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
