import {
  type AzureResource,
  type CheckFunction,
  diffAzure,
  azureAnswerCheckpoints,
} from 'mcp-arena/evaluation';

const NSG =
  '/subscriptions/3f2b8c1e-6a4d-4e7b-9c21-5d8e0f1a2b3c/resourceGroups/rg-erp-prod/providers/Microsoft.Network/networkSecurityGroups/nsg-erp-app-prod';
const RULE = `${NSG}/securityRules/vendor-rdp-temp`;
const INTERNET = '203.0.113.50';
const BASTION = '10.20.250.4';

type Properties = Record<string, unknown>;
const list = (one: unknown, many: unknown): string[] =>
  [one, ...(Array.isArray(many) ? many : [])].filter((value) => typeof value === 'string') as string[];

/** Whether a port range list (`3389`, `3000-4000`, `*`) covers a port. */
function covers(ranges: string[], port: number): boolean {
  return ranges.some((range) => {
    if (range.trim() === '*') return true;
    const [low, high = low] = range.split('-').map((part) => Number(part.trim()));
    return low! <= port && port <= high!;
  });
}

const ipNumber = (ip: string): number => ip.split('.').reduce((total, part) => total * 256 + Number(part), 0);

/** Whether a rule's source prefix (`*`, a service tag, an address or CIDR) includes an address. */
function includes(prefix: string, address: string): boolean {
  const tag = prefix.trim().toLowerCase();
  if (tag === '*' || tag === 'any') return true;
  const internal = address.startsWith('10.');
  if (tag === 'internet') return !internal;
  if (tag === 'virtualnetwork') return internal;
  const [network, bits = '32'] = tag.split('/');
  if (!/^\d+\.\d+\.\d+\.\d+$/.test(network ?? '')) return false;
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipNumber(network!) / size) === Math.floor(ipNumber(address) / size);
}

/** What the NSG's inbound rules, by priority, do to TCP 3389 from an address (no match: the default deny). */
function rdpFrom(rules: AzureResource[], address: string): string {
  const matching = rules
    .map((rule) => (rule.body.properties ?? {}) as Properties)
    .filter(
      (rule) =>
        String(rule.direction).toLowerCase() === 'inbound' &&
        ['tcp', '*'].includes(String(rule.protocol).toLowerCase()) &&
        list(rule.sourceAddressPrefix, rule.sourceAddressPrefixes).some((source) =>
          includes(source, address),
        ) &&
        covers(list(rule.destinationPortRange, rule.destinationPortRanges), 3389),
    )
    .sort((a, b) => Number(a.priority) - Number(b.priority));
  return String(matching[0]?.access ?? 'Deny');
}

/** A body without its empty lists: ARM's GET shows `sourceAddressPrefixes: []` and the like, and a rule sent back
 * with them is the same rule. */
function withoutEmptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyLists);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => !(Array.isArray(inner) && inner.length === 0))
      .map(([key, inner]) => [key, withoutEmptyLists(inner)]),
  );
}
const normalised = (resources: AzureResource[]): AzureResource[] =>
  resources.map((resource) => ({
    ...resource,
    body: withoutEmptyLists(resource.body) as AzureResource['body'],
  }));

const check: CheckFunction = async ({ azure, before, answer }) => {
  const rules = (await azure.resources()).filter((resource) =>
    resource.id.toLowerCase().startsWith(`${NSG}/securityRules/`.toLowerCase()),
  );
  const rule = await azure.resource(RULE);
  const access = String((rule?.body.properties as Properties | undefined)?.access ?? 'deleted');
  const denied = access.toLowerCase() === 'deny';
  const tenant = await diffAzure(
    normalised(await before.azure.resources()),
    normalised(await azure.resources()),
    {
      // The flagged rule may go, or stay switched to Deny (a Deny rule opens nothing, so its other fields may
      // differ too: the Bastion check below catches one that shuts admins out).
      allow: {
        deleted: [RULE],
        changed: { [RULE]: denied ? ['properties.*'] : [] },
      },
    },
  );
  return [
    {
      name: 'the vendor-rdp-temp rule of nsg-erp-app-prod is deleted or set to Deny',
      passed: access === 'deleted' || denied,
      detail: access,
    },
    {
      name: 'nsg-erp-app-prod no longer lets RDP in from the Internet',
      passed: rdpFrom(rules, INTERNET).toLowerCase() === 'deny',
      detail: rdpFrom(rules, INTERNET),
    },
    {
      name: 'admins still reach RDP from the Bastion subnet',
      passed: rdpFrom(rules, BASTION).toLowerCase() === 'allow',
      detail: rdpFrom(rules, BASTION),
    },
    { name: 'nothing else in the tenant changed', passed: tenant.passed, detail: tenant.detail },
    ...(await azureAnswerCheckpoints(answer, before.azure, azure)),
  ];
};
export default check;
