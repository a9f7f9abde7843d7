import { Random } from '../../noise/random.ts';
import type { AzureNoiseSpec, SeedResource, TenantSeed } from './azure-seed-format.ts';
import DATA from './azure-noise.json' with { type: 'json' };

type Team = (typeof DATA.teams)[number];
type Group = TenantSeed['subscriptions'][number]['groups'][string];

/** What the noise must fit around: the task's id (its random seed) and its own tenant. */
export interface AzureNoiseContext {
  taskId: string;
  seed: TenantSeed;
}

function guid(random: Random): string {
  const hex = random.hex(32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Unique names within the tenant (storage account and vault names are global in Azure, so here too). */
class Names {
  readonly #taken: Set<string>;
  constructor(seed: TenantSeed) {
    this.#taken = new Set(
      seed.subscriptions.flatMap((subscription) =>
        Object.entries(subscription.groups).flatMap(([group, spec]) => [
          group.toLowerCase(),
          ...spec.resources.map((resource) => resource.name.split('/')[0]!.toLowerCase()),
        ]),
      ),
    );
  }

  take(base: string, max: number, clean = (text: string) => text): string {
    for (let attempt = 1; ; attempt += 1) {
      const suffix = attempt === 1 ? '' : String(attempt);
      const name = clean(base).slice(0, max - suffix.length) + suffix;
      if (!this.#taken.has(name.toLowerCase())) {
        this.#taken.add(name.toLowerCase());
        return name;
      }
    }
  }
}

const alnum = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One team's workload in a group: the resources, in the order their PUTs need (parents first). */
function workload(
  random: Random,
  names: Names,
  kind: number,
  context: { team: Team; word: string; env: string; subscription: string; group: string },
): SeedResource[] {
  const { team, word, env, subscription, group } = context;
  const base = `${team.code}-${word}-${env}`;
  const tags = { team: team.name, env, costCenter: random.pick(DATA.costCenters), owner: team.owner };
  const scope = `/subscriptions/${subscription}/resourceGroups/${group}/providers`;
  if (kind === 0) {
    const plan = names.take(`asp-${base}`, 40);
    const site = names.take(`app-${base}`, 40);
    const vault = names.take(`kv-${base}`, 24);
    return [
      { type: 'Microsoft.Web/serverfarms', name: plan, tags, sku: random.pick(DATA.planSkus) },
      {
        type: 'Microsoft.Web/sites',
        name: site,
        tags,
        properties: { serverFarmId: `${scope}/Microsoft.Web/serverfarms/${plan}`, httpsOnly: true },
      },
      {
        type: 'Microsoft.Web/sites/config',
        name: `${site}/appsettings`,
        properties: { ENVIRONMENT: env, KEYVAULT_NAME: vault },
      },
      {
        type: 'Microsoft.KeyVault/vaults',
        name: vault,
        tags,
        properties: {
          tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
          sku: { family: 'A', name: 'standard' },
          accessPolicies: [],
        },
      },
      {
        type: 'Microsoft.KeyVault/vaults/secrets',
        name: `${vault}/${random.pick(DATA.secretNames)}`,
        properties: { value: random.hex(24) },
      },
    ];
  }
  if (kind === 1) {
    const vm = names.take(`vm-${base}`, 40);
    const nic = `${vm}-nic`;
    return [
      {
        type: 'Microsoft.Network/networkInterfaces',
        name: nic,
        tags,
        properties: {
          ipConfigurations: [{ name: 'ipconfig1', properties: { privateIPAllocationMethod: 'Dynamic' } }],
        },
      },
      {
        type: 'Microsoft.Compute/disks',
        name: `${vm}-data`,
        tags,
        sku: { name: 'Premium_LRS' },
        properties: { creationData: { createOption: 'Empty' }, diskSizeGB: random.pick([64, 128, 256]) },
      },
      {
        type: 'Microsoft.Compute/virtualMachines',
        name: vm,
        tags,
        properties: {
          hardwareProfile: { vmSize: random.pick(DATA.vmSizes) },
          networkProfile: {
            networkInterfaces: [{ id: `${scope}/Microsoft.Network/networkInterfaces/${nic}` }],
          },
        },
      },
    ];
  }
  if (kind === 2) {
    const account = names.take(`st${alnum(team.code + word + env)}`, 24, alnum);
    const cosmos = names.take(`cosmos-${base}`, 44);
    return [
      {
        type: 'Microsoft.Storage/storageAccounts',
        name: account,
        tags,
        sku: { name: random.pick(DATA.storageSkus) },
        kind: 'StorageV2',
      },
      { type: 'Microsoft.Storage/storageAccounts/blobServices', name: `${account}/default`, properties: {} },
      {
        type: 'Microsoft.Storage/storageAccounts/blobServices/containers',
        name: `${account}/default/${random.pick(DATA.containerNames)}`,
        properties: { publicAccess: 'None' },
      },
      {
        type: 'Microsoft.DocumentDB/databaseAccounts',
        name: cosmos,
        tags,
        kind: 'GlobalDocumentDB',
        properties: {
          databaseAccountOfferType: 'Standard',
          locations: [{ locationName: 'westeurope', failoverPriority: 0 }],
        },
      },
    ];
  }
  if (kind === 3) {
    const vnet = names.take(`vnet-${base}`, 60);
    const nsg = names.take(`nsg-${base}`, 60);
    const second = random.int(1, 250);
    return [
      {
        type: 'Microsoft.Network/networkSecurityGroups',
        name: nsg,
        tags,
        properties: {
          securityRules: [
            {
              name: 'allow-https-in',
              properties: {
                protocol: 'Tcp',
                access: 'Allow',
                direction: 'Inbound',
                priority: 100,
                sourceAddressPrefix: '*',
                sourcePortRange: '*',
                destinationAddressPrefix: '*',
                destinationPortRange: '443',
              },
            },
          ],
        },
      },
      {
        type: 'Microsoft.Network/virtualNetworks',
        name: vnet,
        tags,
        properties: {
          addressSpace: { addressPrefixes: [`10.${second}.0.0/16`] },
          subnets: [
            { name: 'default', properties: { addressPrefix: `10.${second}.0.0/24` } },
            { name: 'apps', properties: { addressPrefix: `10.${second}.1.0/24` } },
          ],
        },
      },
    ];
  }
  const extra = random.pick(DATA.extraTypes);
  const { type, prefix, ...body } = extra;
  return [
    {
      type,
      name: names.take(`${prefix}-${base}`, 50, (text) => (prefix === 'cr' ? alnum(text) : text)),
      tags,
      ...body,
    },
  ];
}

/**
 * Other teams' workloads for `seed/azure/noise.yaml`: noise subscriptions (and noise groups in the seeded
 * ones `into` names), resource groups of invented teams and environments, and in them web apps with their
 * plans, settings, vaults and secrets; VMs with NICs and disks; storage accounts with containers; Cosmos DB
 * accounts; virtual networks and security groups; App Insights, Log Analytics, registries, caches and IPs.
 * Deterministic: the random source is seeded with the task id. Names and words come from azure-noise.json;
 * no name repeats one of the task's own.
 */
export function generateAzureNoise(spec: AzureNoiseSpec, context: AzureNoiseContext): TenantSeed {
  const random = new Random(`${context.taskId}:azure-noise`);
  const names = new Names(context.seed);
  const subscriptions: TenantSeed['subscriptions'] = random
    .sample(DATA.subscriptions, spec.subscriptions)
    .map((name) => ({ id: guid(random), name, groups: {} }));
  for (const id of spec.into) {
    const seeded = context.seed.subscriptions.find((subscription) => subscription.id === id);
    if (!seeded) throw new Error(`noise.yaml: into: ${id} is not a subscription of tenant.yaml`);
    subscriptions.push({ id, name: seeded.name, groups: {} });
  }
  const groups: Array<{ subscription: string; name: string; group: Group; team: Team; env: string }> = [];
  for (let at = 0; at < spec.groups; at += 1) {
    const subscription = subscriptions[at % subscriptions.length]!;
    const team = random.pick(DATA.teams);
    const env = random.pick(DATA.environments);
    const name = names.take(`rg-${team.code}-${random.pick(DATA.workloadWords)}-${env}`, 80);
    const group: Group = {
      location: random.pick(DATA.locations),
      tags: { team: team.name, env },
      resources: [],
    };
    subscription.groups[name] = group;
    groups.push({ subscription: subscription.id, name, group, team, env });
  }
  let count = groups.length;
  for (let at = 0; count < spec.resources; at += 1) {
    const target = groups[at % groups.length]!;
    const added = workload(random, names, at % 5, {
      team: target.team,
      word: random.pick(DATA.workloadWords),
      env: target.env,
      subscription: target.subscription,
      group: target.name,
    });
    target.group.resources.push(...added);
    count += added.length;
  }
  return { subscriptions, roleAssignments: [], health: [] };
}
