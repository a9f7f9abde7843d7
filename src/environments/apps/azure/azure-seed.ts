/**
 * A task's tenant, `seed/azure/tenant.yaml`, applied as PUTs through the emulator, so every seeded
 * resource is validated against its spec as an agent's PUT would be (a wrong seed fails with ARM's error).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ArenaError } from '../../../errors.ts';
import type { ArmEmulator } from './arm-emulator.ts';
import { type SeedResource, type TenantSeed, tenantSeed } from './azure-seed-format.ts';

export const TENANT_FILE = 'tenant.yaml';

/** Built-in roles by name: the role definition GUIDs Azure gives them everywhere. */
export const BUILTIN_ROLES: Record<string, string> = {
  Owner: '8e3af657-a8ff-443c-a75c-2fe8c4bcb635',
  Contributor: 'b24988ac-6180-42a0-ab88-20f7382dd24c',
  Reader: 'acdd72a7-3385-48ef-bd42-f606fba81ae7',
  'User Access Administrator': '18d7d88d-d35e-4fb5-a5c3-7773c20a72d9',
  'Key Vault Secrets User': '4633458b-17de-408a-b874-0445c86b69e6',
  'Key Vault Administrator': '00482a5a-887f-4fb3-b363-3b7fe8e74483',
  'Storage Blob Data Reader': '2a2b9908-6ea1-4ae2-8e65-a410df84e7d1',
  'Storage Blob Data Contributor': 'ba92f5b4-2d11-453d-a403-e96b0029c9fe',
  'Virtual Machine Contributor': '9980e02c-c2be-4d73-94e8-173b1dc7cf3c',
  'Website Contributor': 'de139f84-1756-47ae-9be6-808fbbe84772',
};

/** Reads `<seedDir>/tenant.yaml`; a wrong one fails naming the file, the field and what is wrong. */
export function readTenantSeed(seedDir: string): TenantSeed {
  const file = path.join(seedDir, TENANT_FILE);
  // No tenant.yaml: an empty tenant (`tools list --app azure` starts the app on an empty task).
  if (!existsSync(file)) return { subscriptions: [], roleAssignments: [], health: [] };
  const parsed = tenantSeed.safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ArenaError('TASK_INVALID', `${file}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
}

/** The id of a resource of `type` named `name` (`site/child` for a child) in a group. */
export function resourceId(subscription: string, group: string, type: string, name: string): string {
  const [namespace, ...types] = type.split('/');
  const names = name.split('/');
  if (names.length !== types.length)
    throw new Error(`${type} ${name}: a name needs one part per type segment (${types.length})`);
  const pairs = types.flatMap((segment, at) => [segment, names[at]!]);
  return `/subscriptions/${subscription}/resourceGroups/${group}/providers/${namespace}/${pairs.join('/')}`;
}

/** The newest api-version the specs serve for a provider (the Resources one for a provider without a spec). */
export function apiVersionFor(emulator: ArmEmulator, namespace: string): string {
  const versions = [...emulator.index.versionsOf(namespace)];
  if (versions.length === 0) versions.push(...emulator.index.versionsOf('Microsoft.Resources'));
  return versions.sort().at(-1)!;
}

/** PUTs `body` at `id` through the emulator; throws ARM's error, naming what was seeded. */
export function seedPut(emulator: ArmEmulator, id: string, body: unknown, apiVersion?: string): void {
  // The last provider of the id: an extension resource (a role assignment on a site) is its own provider's.
  const namespace =
    /^.*\/providers\/([^/]+)\/[^/]+\/[^/]+(?:\/[^/]+\/[^/]+)*$/.exec(id)?.[1] ?? 'Microsoft.Resources';
  const version = apiVersion ?? apiVersionFor(emulator, namespace);
  const query = new URLSearchParams({ 'api-version': version });
  const answer = emulator.handle({ method: 'PUT', path: id, query, body, origin: 'http://127.0.0.1' });
  if (answer.status >= 400)
    throw new ArenaError(
      'TASK_INVALID',
      `seeding ${id} (api-version ${version}): ${answer.status} ${JSON.stringify(answer.body).slice(0, 600)}`,
    );
}

/** Puts a seeded VM in a power state through its own action (`powerOff`, `deallocate`). */
function seedPower(emulator: ArmEmulator, id: string, state: 'stopped' | 'deallocated'): void {
  const action = state === 'stopped' ? 'powerOff' : 'deallocate';
  const query = new URLSearchParams({ 'api-version': apiVersionFor(emulator, 'Microsoft.Compute') });
  const answer = emulator.handle({
    method: 'POST',
    path: `${id}/${action}`,
    query,
    origin: 'http://127.0.0.1',
  });
  if (answer.status >= 400)
    throw new ArenaError(
      'TASK_INVALID',
      `seeding ${id}: ${action}: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
}

/** A GUID derived from text: stable names for role assignments a seed does not name. */
export function guidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One resource's PUT body: the seed entry without its addressing, the group's location by default. */
function bodyOf(resource: SeedResource, location: string): Record<string, unknown> {
  const { type, name: _name, apiVersion: _version, powerState: _power, ...body } = resource;
  const topLevel = type.split('/').length === 2;
  return topLevel && body.location === undefined ? { location, ...body } : body;
}

/** Applies a tenant seed: subscriptions, then each group and its resources in order, then role assignments. */
export function applyTenant(emulator: ArmEmulator, seed: TenantSeed): void {
  for (const subscription of seed.subscriptions) {
    emulator.state.addSubscription(subscription.id, subscription.name);
    for (const [group, spec] of Object.entries(subscription.groups)) {
      const groupId = `/subscriptions/${subscription.id}/resourceGroups/${group}`;
      seedPut(emulator, groupId, { location: spec.location, ...(spec.tags ? { tags: spec.tags } : {}) });
      for (const resource of spec.resources) {
        const id = resourceId(subscription.id, group, resource.type, resource.name);
        seedPut(emulator, id, bodyOf(resource, spec.location), resource.apiVersion);
        if (resource.powerState && resource.powerState !== 'running')
          seedPower(emulator, id, resource.powerState);
      }
    }
  }
  for (const assignment of seed.roleAssignments) {
    const subscription = assignment.scope.split('/')[2]!;
    const role = BUILTIN_ROLES[assignment.role] ?? assignment.role;
    const roleDefinitionId = role.startsWith('/')
      ? role
      : `/subscriptions/${subscription}/providers/Microsoft.Authorization/roleDefinitions/${role}`;
    const name = assignment.name ?? guidOf(`${assignment.scope}|${assignment.principalId}|${role}`);
    seedPut(emulator, `${assignment.scope}/providers/Microsoft.Authorization/roleAssignments/${name}`, {
      properties: {
        roleDefinitionId,
        principalId: assignment.principalId,
        principalType: assignment.principalType,
        ...(assignment.description === undefined ? {} : { description: assignment.description }),
      },
    });
  }
}
