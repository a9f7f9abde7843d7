import { z } from 'zod';

/**
 * One resource as ARM would return it, plus where it goes: `type` (`Microsoft.Web/sites`, a child
 * `Microsoft.Web/sites/config`) and `name` (`todo-web`, a child's `todo-web/appsettings`); everything
 * else (location, tags, sku, kind, properties, ...) is the PUT's body. Location defaults to the group's
 * for a top-level resource. A secret's value is `properties.value` (kept, never returned, as in ARM).
 */
export const seedResource = z.looseObject({
  type: z.string().regex(/^[A-Za-z0-9.]+\/[A-Za-z0-9]+(\/[A-Za-z0-9]+)*$/, 'like Microsoft.Web/sites'),
  name: z.string().min(1),
  apiVersion: z.string().optional().describe("Default: the newest the provider's vendored spec serves."),
  powerState: z
    .enum(['running', 'stopped', 'deallocated'])
    .optional()
    .describe('A VM only: its power state, set by its own action (powerOff, deallocate) after the PUT.'),
});
export type SeedResource = z.infer<typeof seedResource>;

export const seedGroup = z.strictObject({
  location: z.string().default('westeurope'),
  tags: z.record(z.string(), z.string()).optional(),
  resources: z.array(seedResource).default([]),
});

export const seedSubscription = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a GUID'),
  name: z.string().min(1).describe('Display name (`Contoso Production`).'),
  groups: z.record(z.string(), seedGroup).default({}),
});

/** A role assignment: who has which role where. `name` (a GUID) defaults to one derived from the rest. */
export const seedRoleAssignment = z.strictObject({
  scope: z.string().startsWith('/subscriptions/'),
  principalId: z.string().min(1),
  principalType: z.enum(['User', 'Group', 'ServicePrincipal']).default('User'),
  role: z.string().min(1).describe('A built-in role name (Reader, Contributor, ...) or a roleDefinitionId.'),
  name: z.string().optional(),
  /** Why it was granted, as ARM keeps it (`properties.description`). */
  description: z.string().optional(),
});

/** A health rule over the tenant's state (see azure-health.ts and the README's "Health rules"). */
export const healthRule = z.union([
  z.strictObject({
    property: z.string().describe('Resource id.'),
    path: z.string().describe('Dotted path in the resource as ARM returns it (`properties.x.y`).'),
    equals: z.unknown().optional(),
    in: z.array(z.unknown()).optional(),
    notIn: z
      .array(z.unknown())
      .optional()
      .describe('Values it must not have; absent passes (a property ARM leaves unset keeps its default).'),
    exists: z.boolean().optional(),
    message: z.string(),
  }),
  z.strictObject({
    secretSetting: z.string().describe('An app setting of the web app holding a Key Vault reference.'),
    message: z.string(),
  }),
  z.strictObject({
    portOpen: z.number().int().min(1).max(65535),
    nsg: z.string().describe('Network security group id.'),
    message: z.string(),
  }),
  z.strictObject({
    exists: z.string().describe('Resource id that must exist.'),
    message: z.string(),
  }),
  z.strictObject({
    storageConnection: z
      .string()
      .describe(
        'An app setting or connection string of the web app: a storage connection string, inline or as a Key Vault reference to a secret holding one.',
      ),
    account: z.string().describe('The storage account id it must sign in to with one of its current keys.'),
    message: z.string(),
  }),
]);
export type HealthRule = z.infer<typeof healthRule>;

/** An application whose health the rules decide: served on its log stream and its loopback URL. */
export const seedHealth = z.strictObject({
  app: z.string().describe('The web app (Microsoft.Web/sites) id.'),
  ok: z.string().default('ok').describe('The page a working app serves.'),
  page: z.string().describe('What its user sees while it is broken (`Loading list items...`).'),
  rules: z.array(healthRule).min(1),
});
export type SeedHealth = z.infer<typeof seedHealth>;

/** `seed/azure/tenant.yaml`. */
export const tenantSeed = z.strictObject({
  subscriptions: z.array(seedSubscription).min(1),
  roleAssignments: z.array(seedRoleAssignment).default([]),
  health: z.array(seedHealth).default([]),
});
export type TenantSeed = z.infer<typeof tenantSeed>;

/** `seed/azure/noise.yaml`: other teams' workloads around the task's resources. */
export const azureNoiseSpec = z.strictObject({
  subscriptions: z.number().int().min(1).max(8).default(3).describe('Noise subscriptions besides the seed.'),
  groups: z.number().int().min(1).max(200).default(24).describe('Resource groups, spread over them.'),
  resources: z.number().int().min(1).max(5000).default(320).describe('Resources, spread over the groups.'),
  into: z
    .array(z.string())
    .default([])
    .describe('Seeded subscription ids that also get noise groups (other teams in the same subscription).'),
});
export type AzureNoiseSpec = z.infer<typeof azureNoiseSpec>;
