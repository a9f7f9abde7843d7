import {
  azureAnswerCheckpoints,
  type AzureResource,
  type CheckFunction,
  diffAzure,
  noneWrong,
} from 'mcp-arena/evaluation';

/** The two production subscriptions: the orders accounts in them that the seed tags env prod are in scope. */
const PRODUCTION = ['a7e1c2d3-4f5a-4b6c-8d7e-9f0a1b2c3d41', 'b8f2d3e4-5a6b-4c7d-9e8f-0a1b2c3d4e52'];
/** SKUs that keep a copy in the paired region. */
const GEO_REDUNDANT = new Set(['standard_grs', 'standard_ragrs', 'standard_gzrs', 'standard_ragzrs']);
/** SKUs that keep copies in three zones of the region: going geo-redundant must not give that up (ZRS to GZRS). */
const ZONE_REDUNDANT = new Set(['standard_zrs', 'standard_gzrs', 'standard_ragzrs']);
const DAYS = 30;

const tagsOf = (resource: AzureResource): Record<string, string> =>
  (resource.body.tags ?? {}) as Record<string, string>;
const skuOf = (resource: AzureResource | undefined): string =>
  String((resource?.body.sku as Record<string, unknown> | undefined)?.name ?? '').toLowerCase();
/** Days deleted blobs are kept (0: soft delete off). */
function retentionOf(service: AzureResource | undefined): number {
  const properties = (service?.body.properties ?? {}) as Record<string, unknown>;
  const policy = (properties.deleteRetentionPolicy ?? {}) as Record<string, unknown>;
  return policy.enabled === true ? Number(policy.days ?? 0) : 0;
}

const check: CheckFunction = async ({ azure, before, answer }) => {
  const accounts = (await before.azure.resources({ type: 'Microsoft.Storage/storageAccounts' })).filter(
    (account) =>
      PRODUCTION.includes(account.id.split('/')[2]!.toLowerCase()) &&
      tagsOf(account).team === 'orders' &&
      tagsOf(account).env === 'prod',
  );
  const notGeo: string[] = [];
  const shortRetention: string[] = [];
  const shortened: string[] = [];
  const zonesLost: string[] = [];
  for (const account of accounts) {
    const name = String(account.body.name);
    const sku = skuOf(await azure.resource(account.id));
    if (!GEO_REDUNDANT.has(sku)) notGeo.push(name);
    if (ZONE_REDUNDANT.has(skuOf(account)) && !ZONE_REDUNDANT.has(sku)) zonesLost.push(`${name} (${sku})`);
    const now = retentionOf(await azure.resource(`${account.id}/blobServices/default`));
    if (now < DAYS) shortRetention.push(`${name} (${now} days)`);
    // A longer retention already in place (the US archive's 90 days) is not cut back to 30.
    if (now < retentionOf(await before.azure.resource(`${account.id}/blobServices/default`)))
      shortened.push(`${name} (${now} days)`);
  }
  // In scope: the accounts' SKU (and what ARM derives from it) and their blob service; nothing else anywhere.
  const ids = accounts.map((account) => account.id);
  const tenant = await diffAzure(before.azure, azure, {
    allow: {
      created: ids.map((id) => `${id}/blobServices/default`),
      changed: Object.fromEntries([
        ...ids.map((id) => [id, ['sku.*', 'properties.secondary*', 'properties.statusOfSecondary']]),
        ...ids.map((id) => [`${id}/blobServices/default`, '*']),
      ]),
    },
  });
  return [
    {
      name: 'every production orders account is geo-redundant',
      passed: accounts.length > 0 && notGeo.length === 0,
      detail: notGeo.join(', ') || `all ${accounts.length}`,
    },
    {
      name: `deleted blobs are kept ${DAYS} days or more in each`,
      passed: accounts.length > 0 && shortRetention.length === 0,
      detail: shortRetention.join(', ') || `all ${accounts.length}`,
    },
    noneWrong('no zone-redundant account lost its zones (ZRS goes to GZRS or RA-GZRS)', zonesLost),
    noneWrong('no longer retention was shortened', shortened),
    {
      name: 'nothing else changed (staging, marketing, other settings of the accounts)',
      passed: tenant.passed,
      detail: tenant.detail,
    },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
