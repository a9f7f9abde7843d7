import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ArmEmulator } from './arm-emulator.ts';
import { BUILTIN_BEHAVIOURS } from './arm-behaviours.ts';
import type { ArmSpecIndex } from './arm-spec-index.ts';
import { azureSpecIndex, seedTenant } from './azure-app.ts';
import { healthBehaviour, judgeHealth, parseKeyVaultReference, ruleHolds } from './azure-health.ts';
import { generateAzureNoise } from './azure-noise.ts';
import { azureNoiseSpec, type TenantSeed } from './azure-seed-format.ts';
import { applyTenant, readTenantSeed } from './azure-seed.ts';

const SEED = path.join(import.meta.dirname, 'test-fixtures/azure/seed/azure');
const SUB = '11111111-2222-4333-8444-555555555555';
const RG = `/subscriptions/${SUB}/resourceGroups/rg-todo`;
const SITE = `${RG}/providers/Microsoft.Web/sites/todo-web`;
const COSMOS = `${RG}/providers/Microsoft.DocumentDB/databaseAccounts/cosmos-todo`;

describe('azure tenant: seed, noise, health rules', () => {
  let index: ArmSpecIndex;
  let seed: TenantSeed;
  const emulatorWith = (tenant: TenantSeed) => {
    const emulator = new ArmEmulator(index, {
      behaviours: [healthBehaviour(tenant.health), ...BUILTIN_BEHAVIOURS],
    });
    applyTenant(emulator, tenant);
    return emulator;
  };
  const call = (emulator: ArmEmulator, method: string, id: string, version: string, body?: unknown) =>
    emulator.handle({
      method,
      path: id,
      query: new URLSearchParams({ 'api-version': version }),
      body,
      origin: 'http://127.0.0.1:1',
    });

  beforeAll(async () => {
    index = await azureSpecIndex();
    seed = readTenantSeed(SEED);
  });

  it('applies tenant.yaml as validated PUTs: groups, resources, secrets kept unreturned, role assignments', () => {
    const emulator = emulatorWith(seed);
    expect(emulator.state.resources.size).toBe(9);
    const secret = emulator.state.get(
      `${RG}/providers/Microsoft.KeyVault/vaults/kv-todo/secrets/cosmos-conn`,
    )!;
    expect(secret.meta.value).toContain('AccountEndpoint');
    expect(JSON.stringify(secret.body)).not.toContain('AccountKey');
    const assignment = [...emulator.state.resources.values()].find((resource) =>
      resource.type.endsWith('roleAssignments'),
    )!;
    expect(assignment.body.properties).toMatchObject({
      roleDefinitionId: `/subscriptions/${SUB}/providers/Microsoft.Authorization/roleDefinitions/acdd72a7-3385-48ef-bd42-f606fba81ae7`,
    });
  });

  it("keeps a seeded role assignment's description, as ARM returns it", () => {
    const described = structuredClone(seed);
    described.roleAssignments = [
      {
        scope: RG,
        principalId: 'p-1',
        principalType: 'ServicePrincipal',
        role: 'Contributor',
        description: 'release pipeline',
      },
    ];
    const assignment = [...emulatorWith(described).state.resources.values()].find((resource) =>
      resource.type.endsWith('roleAssignments'),
    )!;
    expect(assignment.body.properties).toMatchObject({ principalId: 'p-1', description: 'release pipeline' });
  });

  it("seeds a role assignment on a single resource with the assignment's api-version, not the resource's", () => {
    const onResource = structuredClone(seed);
    onResource.roleAssignments = [
      { scope: SITE, principalId: 'p-2', principalType: 'User', role: 'Website Contributor' },
    ];
    const assignment = [...emulatorWith(onResource).state.resources.values()].find((resource) =>
      resource.type.endsWith('roleAssignments'),
    )!;
    expect(assignment.id.toLowerCase()).toContain(`${SITE.toLowerCase()}/providers/microsoft.authorization/`);
  });

  it("sets a seeded VM's power state through its own action", () => {
    const withVm = structuredClone(seed);
    withVm.subscriptions[0]!.groups['rg-todo']!.resources.push({
      type: 'Microsoft.Compute/virtualMachines',
      name: 'vm-idle',
      powerState: 'deallocated',
      properties: { hardwareProfile: { vmSize: 'Standard_B2s' } },
    });
    const emulator = emulatorWith(withVm);
    expect(
      emulator.state.get(`${RG}/providers/Microsoft.Compute/virtualMachines/vm-idle`)!.meta.powerState,
    ).toBe('deallocated');
  });

  it('fails a seed the specs reject, naming the resource and ARM error', () => {
    const wrong = structuredClone(seed);
    wrong.subscriptions[0]!.groups['rg-todo']!.resources.push({
      type: 'Microsoft.Storage/storageAccounts',
      name: 'stbad',
      kind: 'StorageV2',
    });
    expect(() => emulatorWith(wrong)).toThrow(/storageAccounts\/stbad.*InvalidRequestContent/);
  });

  it('generates realistic noise, the same for the same task id: 3+ subscriptions, 20+ groups, 300+ resources of 15+ types', () => {
    const spec = azureNoiseSpec.parse({ into: [SUB] });
    const noise = generateAzureNoise(spec, { taskId: 't1', seed });
    expect(generateAzureNoise(spec, { taskId: 't1', seed })).toEqual(noise);
    expect(generateAzureNoise(spec, { taskId: 't2', seed })).not.toEqual(noise);
    const emulator = new ArmEmulator(index);
    seedTenant(emulator, seed, path.join(SEED, 'missing.yaml'), 't1');
    applyTenant(emulator, noise);
    const resources = [...emulator.state.resources.values()];
    expect(emulator.state.subscriptions.size).toBeGreaterThanOrEqual(4);
    expect(
      resources.filter((resource) => resource.type === 'Microsoft.Resources/resourceGroups').length,
    ).toBeGreaterThanOrEqual(20);
    expect(resources.length).toBeGreaterThanOrEqual(300);
    expect(new Set(resources.map((resource) => resource.type)).size).toBeGreaterThanOrEqual(15);
    // The task's own resources are untouched by the noise.
    expect(emulator.state.get(SITE)).toBeDefined();
    expect(emulator.state.list(RG, undefined)).toHaveLength(8);
  });

  it('judges health rules on the state now and serves them on the log stream', () => {
    const emulator = emulatorWith(seed);
    expect(judgeHealth(emulator.state, seed.health)).toEqual([
      { app: SITE, healthy: true, page: 'ok', failing: [] },
    ]);
    const logs = call(emulator, 'POST', `${SITE}/containerlogs`, '2023-12-01');
    expect(logs.status).toBe(200);
    expect(logs.text).toContain('200 OK');
    expect(
      call(emulator, 'PATCH', COSMOS, '2024-05-15', {
        properties: { apiProperties: { serverVersion: '3.6' } },
      }).status,
    ).toBeLessThan(300);
    const [broken] = judgeHealth(emulator.state, seed.health);
    expect(broken).toMatchObject({ healthy: false, page: 'Loading list items...' });
    expect(broken!.failing[0]).toContain('MongoServerSelectionError');
    expect(call(emulator, 'POST', `${SITE}/containerlogs`, '2023-12-01').text).toContain(
      'ERROR - MongoServerSelectionError',
    );
    call(
      emulator,
      'DELETE',
      `${RG}/providers/Microsoft.KeyVault/vaults/kv-todo/secrets/cosmos-conn`,
      '2023-07-01',
    );
    expect(judgeHealth(emulator.state, seed.health)[0]!.failing).toHaveLength(2);
  });

  it("judges a property rule with notIn: an absent value (ARM's default) holds, a listed one fails", () => {
    const emulator = emulatorWith(seed);
    const account = `${RG}/providers/Microsoft.Storage/storageAccounts/sttodofiles`;
    const rule = {
      property: account,
      path: 'properties.allowSharedKeyAccess',
      notIn: [false],
      message: 'KeyBasedAuthenticationNotPermitted',
    };
    expect(ruleHolds(emulator.state, SITE, rule)).toBe(false);
    const body = { location: 'westeurope', sku: { name: 'Standard_LRS' }, kind: 'StorageV2' };
    call(emulator, 'PUT', account, '2023-05-01', { ...body, properties: { allowSharedKeyAccess: false } });
    expect(ruleHolds(emulator.state, SITE, rule)).toBe(false);
    // A PUT without the property leaves it unset, which ARM reads as its default (allowed).
    call(emulator, 'PUT', account, '2023-05-01', { ...body, properties: { minimumTlsVersion: 'TLS1_2' } });
    expect(ruleHolds(emulator.state, SITE, rule)).toBe(true);
    call(emulator, 'PATCH', account, '2023-05-01', { properties: { allowSharedKeyAccess: true } });
    expect(ruleHolds(emulator.state, SITE, rule)).toBe(true);
  });

  it('reads Key Vault references both ways and judges an NSG port by rule priority', () => {
    expect(parseKeyVaultReference('@Microsoft.KeyVault(VaultName=kv-a; SecretName=db)')).toEqual({
      vault: 'kv-a',
      secret: 'db',
    });
    expect(
      parseKeyVaultReference('@Microsoft.KeyVault(SecretUri=https://kv-a.vault.azure.net/secrets/db/abc)'),
    ).toEqual({ vault: 'kv-a', secret: 'db' });
    expect(parseKeyVaultReference('plain text')).toBeUndefined();
    const emulator = emulatorWith(seed);
    const nsg = `${RG}/providers/Microsoft.Network/networkSecurityGroups/nsg-todo`;
    const rule = (name: string, priority: number, access: string, port: string) => ({
      name,
      properties: {
        protocol: 'Tcp',
        access,
        direction: 'Inbound',
        priority,
        sourceAddressPrefix: '*',
        sourcePortRange: '*',
        destinationAddressPrefix: '*',
        destinationPortRange: port,
      },
    });
    const open = { portOpen: 443, nsg, message: 'timeout' };
    call(emulator, 'PUT', nsg, '2024-01-01', {
      location: 'westeurope',
      properties: { securityRules: [rule('deny-all', 200, 'Deny', '*')] },
    });
    expect(ruleHolds(emulator.state, SITE, open)).toBe(false);
    call(emulator, 'PUT', `${nsg}/securityRules/https`, '2024-01-01', rule('https', 100, 'Allow', '400-500'));
    expect(ruleHolds(emulator.state, SITE, open)).toBe(true);
  });

  it("judges whether a setting's storage connection string (inline, in a connection string or through Key Vault) signs in to an account with a current key", () => {
    const emulator = emulatorWith(seed);
    const account = `${RG}/providers/Microsoft.Storage/storageAccounts/sttodofiles`;
    call(emulator, 'PUT', account, '2023-05-01', {
      location: 'westeurope',
      sku: { name: 'Standard_LRS' },
      kind: 'StorageV2',
    });
    const keys = (
      call(emulator, 'POST', `${account}/listKeys`, '2023-05-01').body as { keys: { value: string }[] }
    ).keys;
    const connection = (key: string, name = 'sttodofiles') =>
      `DefaultEndpointsProtocol=https;AccountName=${name};AccountKey=${key};EndpointSuffix=core.windows.net`;
    const rule = (setting: string) => ({ storageConnection: setting, account, message: '403' });
    call(emulator, 'PUT', `${SITE}/config/appsettings`, '2023-12-01', {
      properties: {
        FILES: connection(keys[1]!.value),
        STALE: connection('bm90IGEga2V5'),
        OTHER: connection(keys[0]!.value, 'stelsewhere'),
        VIA_VAULT: '@Microsoft.KeyVault(VaultName=kv-todo;SecretName=files-conn)',
      },
    });
    call(emulator, 'PUT', `${SITE}/config/connectionstrings`, '2023-12-01', {
      properties: { Archive: { value: connection(keys[0]!.value), type: 'Custom' } },
    });
    expect(ruleHolds(emulator.state, SITE, rule('FILES'))).toBe(true);
    expect(ruleHolds(emulator.state, SITE, rule('Archive'))).toBe(true);
    expect(ruleHolds(emulator.state, SITE, rule('STALE'))).toBe(false);
    expect(ruleHolds(emulator.state, SITE, rule('OTHER'))).toBe(false);
    expect(ruleHolds(emulator.state, SITE, rule('MISSING'))).toBe(false);
    expect(ruleHolds(emulator.state, SITE, rule('VIA_VAULT'))).toBe(false);
    call(
      emulator,
      'PUT',
      `${RG}/providers/Microsoft.KeyVault/vaults/kv-todo/secrets/files-conn`,
      '2023-07-01',
      {
        properties: { value: connection(keys[0]!.value) },
      },
    );
    expect(ruleHolds(emulator.state, SITE, rule('VIA_VAULT'))).toBe(true);
    call(emulator, 'POST', `${account}/regenerateKey`, '2023-05-01', { keyName: 'key1' });
    expect(ruleHolds(emulator.state, SITE, rule('VIA_VAULT'))).toBe(false);
    expect(ruleHolds(emulator.state, SITE, rule('FILES'))).toBe(true);
  });
});
