import type { ArmState, JsonObject } from './arm-state.ts';
import type { SeedHealth } from './azure-seed-format.ts';
import { type AppHealth, judgeHealth } from './azure-health.ts';

/**
 * One resource of the tenant: `body` as ARM returns it on a GET (id, name, type, location, tags,
 * properties, ...), `meta` what the emulator keeps beside it and ARM never returns as such (a VM's
 * `powerState`, a secret's `value`, a storage account's `keys`).
 */
export interface AzureResource {
  id: string;
  type: string;
  body: JsonObject;
  meta: JsonObject;
}

/** Which resources `resources()` returns: by type (`Microsoft.Compute/virtualMachines`), subscription, group. */
export interface AzureResourceFilter {
  type?: string;
  subscription?: string;
  group?: string;
}

/** A Key Vault secret with its value (checks may read what ARM never returns). */
export interface AzureSecret {
  id: string;
  name: string;
  value: string | undefined;
}

/** What the azure app offers checks (`context.azure`; `before.azure` as seeded). */
export interface AzureReader {
  /** The subscriptions, by id with their display name. */
  subscriptions(): Promise<Array<{ subscriptionId: string; displayName: string }>>;
  /** Every resource (resource groups and child resources too), by id; narrowed by `filter`. */
  resources(filter?: AzureResourceFilter): Promise<AzureResource[]>;
  /** One resource by id (case-insensitive, as ARM); undefined when it does not exist. */
  resource(id: string): Promise<AzureResource | undefined>;
  /** Every role assignment (Microsoft.Authorization/roleAssignments), at any scope. */
  roleAssignments(): Promise<AzureResource[]>;
  /** The secrets of a vault (its name or id), with their values. */
  secrets(vault: string): Promise<AzureSecret[]>;
  /** The health of every application the seed declares rules for (tenant.yaml's `health:`). */
  health(): Promise<AppHealth[]>;
}

export interface AzureState {
  azure: AzureReader;
}

const ROLE_ASSIGNMENT = 'microsoft.authorization/roleassignments';
const SECRET = 'microsoft.keyvault/vaults/secrets';

function toResource(stored: { id: string; type: string; body: unknown; meta: unknown }): AzureResource {
  return {
    id: stored.id,
    type: stored.type,
    body: structuredClone(stored.body) as JsonObject,
    meta: structuredClone(stored.meta) as JsonObject,
  };
}

/** A reader over a tenant state (the live one, or the seed's snapshot for `before`). */
export function azureReader(state: () => ArmState, health: readonly SeedHealth[]): AzureReader {
  const all = (): AzureResource[] =>
    [...state().resources.values()]
      .map(toResource)
      .sort((a, b) => (a.id.toLowerCase() < b.id.toLowerCase() ? -1 : 1));
  return {
    subscriptions: async () => [...state().subscriptions.values()].map((entry) => ({ ...entry })),
    resources: async (filter = {}) =>
      all().filter((resource) => {
        const parts = resource.id.split('/');
        if (filter.type && resource.type.toLowerCase() !== filter.type.toLowerCase()) return false;
        if (filter.subscription && parts[2]?.toLowerCase() !== filter.subscription.toLowerCase())
          return false;
        if (filter.group && parts[4]?.toLowerCase() !== filter.group.toLowerCase()) return false;
        return true;
      }),
    resource: async (id) => {
      const stored = state().get(id);
      return stored ? toResource(stored) : undefined;
    },
    roleAssignments: async () => all().filter((resource) => resource.type.toLowerCase() === ROLE_ASSIGNMENT),
    secrets: async (vault) => {
      const suffix = `/vaults/${vault.split('/').at(-1)!.toLowerCase()}/secrets/`;
      return all()
        .filter(
          (resource) => resource.type.toLowerCase() === SECRET && resource.id.toLowerCase().includes(suffix),
        )
        .map((resource) => ({
          id: resource.id,
          name: String(resource.body.name),
          value: typeof resource.meta.value === 'string' ? resource.meta.value : undefined,
        }));
    },
    health: async () => judgeHealth(state(), health),
  };
}
