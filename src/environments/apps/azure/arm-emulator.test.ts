import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { convertOpenapi } from '../../../openapi/convert-openapi.ts';
import { createOpenapiExecutor } from '../../../openapi/openapi-executor.ts';
import { ArmEmulator } from './arm-emulator.ts';
import { ArmService } from './arm-service.ts';
import { ArmSpecIndex } from './arm-spec-index.ts';
import { armSources, CORE_SPECS, findArmCorpus } from './arm-specs.ts';
import type { ArmState } from './arm-state.ts';
import type { ArmResponse } from './arm-types.ts';
import { powerStateOf } from './arm-vm-power.ts';

const corpus = findArmCorpus();
if (!corpus) console.warn('skipping the ARM emulator tests: ../shared/corpus/openapi/azure-arm is absent');

const SUB = '00000000-0000-0000-0000-0000000000aa';
const RG = `/subscriptions/${SUB}/resourceGroups/web-prod`;
const VM = `${RG}/providers/Microsoft.Compute/virtualMachines/vm-api-01`;
const ACCOUNT = `${RG}/providers/Microsoft.Storage/storageAccounts/webprodlogs`;
const VNET = `${RG}/providers/Microsoft.Network/virtualNetworks/vnet-prod`;
const SITE = `${RG}/providers/Microsoft.Web/sites/todo-web`;
const VAULT = `${RG}/providers/Microsoft.KeyVault/vaults/kv-prod`;
const V = {
  resources: '2024-03-01',
  compute: '2024-03-01',
  storage: '2023-05-01',
  network: '2024-01-01',
  web: '2023-12-01',
  keyVault: '2023-07-01',
};

describe.skipIf(!corpus)('the ARM emulator on real specs', () => {
  let index: ArmSpecIndex;
  let emulator: ArmEmulator;
  let fresh: ArmState;

  const call = (
    method: string,
    path: string,
    apiVersion: string | null,
    body?: unknown,
    extra = '',
  ): ArmResponse => {
    const query = new URLSearchParams(extra);
    if (apiVersion !== null) query.set('api-version', apiVersion);
    return emulator.handle({ method, path, query, body, origin: 'http://127.0.0.1:1' });
  };
  // Answers are read loosely: each test names the fields it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = (response: ArmResponse) => response.body as Record<string, any>;

  beforeAll(async () => {
    index = await ArmSpecIndex.load(armSources(corpus!, Object.values(CORE_SPECS)));
    emulator = new ArmEmulator(index, { pageSize: 2 });
    emulator.state.addSubscription(SUB, 'Production');
    fresh = emulator.state.snapshot();
  }, 120_000);

  beforeEach(() => {
    emulator.state.restore(fresh);
    expect(call('PUT', RG, V.resources, { location: 'westeurope', tags: { team: 'web' } }).status).toBe(201);
  });

  it('indexes every operation of the specs with its api-version and routes by template', () => {
    expect(index.operations.length).toBeGreaterThan(500);
    expect(index.versionsOf('Microsoft.Compute').has(V.compute)).toBe(true);
    const route = index.router.match('GET', VM.slice(1).split('/'));
    expect(route?.operations[0]?.operationId).toBe('VirtualMachines_Get');
    expect(route?.params).toMatchObject({ resourceGroupName: 'web-prod', vmName: 'vm-api-01' });
  });

  it('requires an api-version the provider serves', () => {
    expect(json(call('GET', VM, null)).error.code).toBe('MissingApiVersionParameter');
    const wrong = call('GET', VM, '2015-01-01');
    expect(wrong.status).toBe(400);
    expect(json(wrong).error.code).toBe('InvalidApiVersionParameter');
    expect(json(wrong).error.message).toContain(V.compute);
  });

  it('creates a resource group and fills id, name, type, location, tags and provisioningState', () => {
    const group = call('GET', RG, V.resources);
    expect(group.status).toBe(200);
    expect(group.body).toEqual({
      id: RG,
      name: 'web-prod',
      type: 'Microsoft.Resources/resourceGroups',
      location: 'westeurope',
      tags: { team: 'web' },
      properties: { provisioningState: 'Succeeded' },
    });
    expect(call('HEAD', RG, V.resources).status).toBe(204);
    expect(call('HEAD', `/subscriptions/${SUB}/resourceGroups/nope`, V.resources).status).toBe(404);
  });

  it('answers 404 ResourceGroupNotFound, ResourceNotFound and SubscriptionNotFound', () => {
    const inMissingGroup = call('GET', VM.replace('web-prod', 'nope'), V.compute);
    expect(inMissingGroup.status).toBe(404);
    expect(json(inMissingGroup).error.code).toBe('ResourceGroupNotFound');
    const missing = call('GET', VM, V.compute);
    expect(missing.status).toBe(404);
    expect(json(missing).error.code).toBe('ResourceNotFound');
    expect(
      json(call('GET', VM.replace(SUB, 'ffffffff-0000-0000-0000-000000000000'), V.compute)).error.code,
    ).toBe('SubscriptionNotFound');
  });

  it('answers 404 for a missing resource of a type the specs cannot create once the tenant holds one (a disk)', () => {
    const disk = `${RG}/providers/Microsoft.Compute/disks/disk-data`;
    expect(call('PUT', disk, '2024-03-01', { location: 'westeurope', properties: {} }).status).toBeLessThan(
      300,
    );
    expect(call('GET', disk, '2024-03-01').status).toBe(200);
    const missing = call('GET', disk.replace('disk-data', 'disk-never-made'), '2024-03-01');
    expect(missing.status).toBe(404);
    expect(json(missing).error.code).toBe('ResourceNotFound');
    expect(call('DELETE', disk, '2024-03-01').status).toBe(202);
    expect(call('GET', disk, '2024-03-01').status).toBe(404);
  });

  it('validates a PUT against the request schema, naming the field, and ignores read-only properties', () => {
    const noLocation = call('PUT', ACCOUNT, V.storage, { sku: { name: 'Standard_LRS' }, kind: 'StorageV2' });
    expect(noLocation.status).toBe(400);
    expect(json(noLocation).error.code).toBe('InvalidRequestContent');
    expect(json(noLocation).error.details).toContainEqual(expect.objectContaining({ target: 'location' }));
    const badSku = call('PUT', ACCOUNT, V.storage, {
      sku: { name: 'Cheapest' },
      kind: 'StorageV2',
      location: 'westeurope',
    });
    expect(json(badSku).error.details[0].target).toBe('sku.name');
    const created = call('PUT', ACCOUNT, V.storage, {
      sku: { name: 'Standard_LRS' },
      kind: 'StorageV2',
      location: 'westeurope',
      properties: { provisioningState: 'Failed', minimumTlsVersion: 'TLS1_2' },
    });
    expect(created.status).toBeLessThan(300);
    const account = json(call('GET', ACCOUNT, V.storage));
    expect(account).toMatchObject({
      id: ACCOUNT,
      name: 'webprodlogs',
      type: 'Microsoft.Storage/storageAccounts',
      location: 'westeurope',
      properties: { provisioningState: 'Succeeded', minimumTlsVersion: 'TLS1_2' },
    });
  });

  it('runs a long-running PUT as ARM does: 201 with Azure-AsyncOperation, polled to Succeeded', () => {
    const created = call('PUT', VM, V.compute, {
      location: 'westeurope',
      properties: { hardwareProfile: { vmSize: 'Standard_B2s' } },
    });
    expect(created.status).toBe(201);
    const poll = new URL(created.headers['azure-asyncoperation']!);
    const status = emulator.handle({
      method: 'GET',
      path: poll.pathname,
      query: poll.searchParams,
      origin: poll.origin,
    });
    expect(json(status).status).toBe('Succeeded');
    expect(call('PUT', VM, V.compute, { location: 'westeurope' }).status).toBe(200);
  });

  it('merges a PATCH (tags replaced whole) and keeps what it does not name', () => {
    call('PUT', VM, V.compute, {
      location: 'westeurope',
      tags: { a: '1', b: '2' },
      properties: { hardwareProfile: { vmSize: 'Standard_B2s' } },
    });
    const patched = call('PATCH', VM, V.compute, {
      tags: { owner: 'ana' },
      properties: { licenseType: 'Windows_Server' },
    });
    expect(patched.status).toBeLessThan(300);
    const vm = json(call('GET', VM, V.compute));
    expect(vm.tags).toEqual({ owner: 'ana' });
    expect(vm.properties.hardwareProfile.vmSize).toBe('Standard_B2s');
    expect(vm.properties.licenseType).toBe('Windows_Server');
    expect(json(call('PATCH', `${VM}x`, V.compute, { tags: {} })).error.code).toBe('ResourceNotFound');
  });

  it('ends a list without a nextLink, also where the spec marks it required (no link to follow)', () => {
    // SubscriptionListResult lists nextLink as required; a made-up link would send a client paging to nowhere.
    const page = json(call('GET', '/subscriptions', '2022-12-01'));
    expect(page.value.map((item: { subscriptionId: string }) => item.subscriptionId)).toEqual([SUB]);
    expect(page).not.toHaveProperty('nextLink');
  });

  it('lists by subscription, group and parent resource with nextLink paging', () => {
    for (const name of ['a', 'b', 'c'])
      call('PUT', `${RG}/providers/Microsoft.Network/virtualNetworks/${name}`, V.network, {
        location: 'westeurope',
      });
    call('PUT', `/subscriptions/${SUB}/resourceGroups/other`, V.resources, { location: 'westeurope' });
    call(
      'PUT',
      `/subscriptions/${SUB}/resourceGroups/other/providers/Microsoft.Network/virtualNetworks/d`,
      V.network,
      { location: 'westeurope' },
    );
    const byGroup = json(call('GET', `${RG}/providers/Microsoft.Network/virtualNetworks`, V.network));
    expect(byGroup.value.map((item: { name: string }) => item.name)).toEqual(['a', 'b']);
    const next = new URL(byGroup.nextLink);
    const page2 = json(
      emulator.handle({ method: 'GET', path: next.pathname, query: next.searchParams, origin: next.origin }),
    );
    expect(page2.value.map((item: { name: string }) => item.name)).toEqual(['c']);
    expect(page2.nextLink).toBeUndefined();
    const all: string[] = [];
    let link: string | undefined =
      `http://x/subscriptions/${SUB}/providers/Microsoft.Network/virtualNetworks?api-version=${V.network}`;
    while (link) {
      const url: URL = new URL(link);
      const page = json(
        emulator.handle({ method: 'GET', path: url.pathname, query: url.searchParams, origin: url.origin }),
      );
      all.push(...page.value.map((item: { name: string }) => item.name));
      link = page.nextLink;
    }
    expect(all.sort()).toEqual(['a', 'b', 'c', 'd']);
    call('PUT', `${RG}/providers/Microsoft.Network/virtualNetworks/a/subnets/s1`, V.network, {
      properties: { addressPrefix: '10.0.1.0/24' },
    });
    const names = (first: ReturnType<typeof json>): string[] => {
      const found = first.value.map((item: { name: string }) => item.name);
      for (let link = first.nextLink; link;) {
        const url = new URL(link);
        const page = json(
          emulator.handle({ method: 'GET', path: url.pathname, query: url.searchParams, origin: url.origin }),
        );
        found.push(...page.value.map((item: { name: string }) => item.name));
        link = page.nextLink;
      }
      return found;
    };
    expect(names(json(call('GET', `${RG}/resources`, V.resources)))).toEqual(['a', 'b', 'c']);
    const filtered = json(
      call(
        'GET',
        `/subscriptions/${SUB}/resources`,
        V.resources,
        undefined,
        "$filter=resourceType eq 'Microsoft.Network/virtualNetworks' and name eq 'd'",
      ),
    );
    expect(filtered.value).toHaveLength(1);
  });

  it("filters role assignments by principalId, as ARM's $filter does (no filter: everyone's)", () => {
    const assign = (scope: string, name: string, principalId: string) =>
      call('PUT', `${scope}/providers/Microsoft.Authorization/roleAssignments/${name}`, '2022-04-01', {
        properties: {
          roleDefinitionId: `/subscriptions/${SUB}/providers/Microsoft.Authorization/roleDefinitions/acdd72a7-3385-48ef-bd42-f606fba81ae7`,
          principalId,
        },
      });
    const [ana, ben] = ['00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b2'];
    expect(assign(RG, '00000000-0000-0000-0000-000000000001', ana).status).toBe(201);
    expect(assign(`/subscriptions/${SUB}`, '00000000-0000-0000-0000-000000000002', ben).status).toBe(201);
    expect(assign(`/subscriptions/${SUB}`, '00000000-0000-0000-0000-000000000003', ana).status).toBe(201);
    // Every page of the subscription's list (the emulator pages by 2 here).
    const list = (filter: string): string[] => {
      const found: string[] = [];
      let link: string | undefined =
        `http://x/subscriptions/${SUB}/providers/Microsoft.Authorization/roleAssignments?api-version=2022-04-01&${filter}`;
      while (link) {
        const url: URL = new URL(link);
        const page = json(
          emulator.handle({ method: 'GET', path: url.pathname, query: url.searchParams, origin: url.origin }),
        );
        found.push(...page.value.map((item: { name: string }) => item.name.slice(-1)));
        link = page.nextLink;
      }
      return found;
    };
    expect(list('').sort()).toEqual(['1', '2', '3']);
    expect(list(`$filter=principalId eq '${ana}'`).sort()).toEqual(['1', '3']);
    expect(list(`$filter=assignedTo('${ben.toUpperCase()}')`)).toEqual(['2']);
  });

  it('serves a nested child resource under its parent, 404 ParentResourceNotFound without it', () => {
    const orphan = call('PUT', `${VNET}/subnets/app`, V.network, {
      properties: { addressPrefix: '10.0.1.0/24' },
    });
    expect(orphan.status).toBe(404);
    expect(json(orphan).error.code).toBe('ParentResourceNotFound');
    call('PUT', VNET, V.network, {
      location: 'westeurope',
      properties: { addressSpace: { addressPrefixes: ['10.0.0.0/16'] } },
    });
    expect(
      call('PUT', `${VNET}/subnets/app`, V.network, { properties: { addressPrefix: '10.0.1.0/24' } }).status,
    ).toBeLessThan(300);
    const subnet = json(call('GET', `${VNET}/subnets/app`, V.network));
    expect(subnet).toMatchObject({
      id: `${VNET}/subnets/app`,
      name: 'app',
      type: 'Microsoft.Network/virtualNetworks/subnets',
    });
    const subnets = json(call('GET', `${VNET}/subnets`, V.network));
    expect(subnets.value).toHaveLength(1);
  });

  it("keeps a network resource's inline children and its child resources in step", () => {
    const NSG = `${RG}/providers/Microsoft.Network/networkSecurityGroups/nsg-web`;
    const rule = (name: string, port: string) => ({
      name,
      properties: {
        protocol: 'Tcp',
        access: 'Allow',
        direction: 'Inbound',
        priority: 100,
        destinationPortRange: port,
        sourcePortRange: '*',
        sourceAddressPrefix: '*',
        destinationAddressPrefix: '*',
      },
    });
    call('PUT', NSG, V.network, {
      location: 'westeurope',
      properties: { securityRules: [rule('allow-https', '443')] },
    });
    expect(
      json(call('GET', `${NSG}/securityRules/allow-https`, V.network)).properties.destinationPortRange,
    ).toBe('443');
    call('PUT', `${NSG}/securityRules/allow-ssh`, V.network, rule('allow-ssh', '22'));
    const names = () =>
      json(call('GET', NSG, V.network)).properties.securityRules.map((item: { name: string }) => item.name);
    expect(names()).toEqual(['allow-https', 'allow-ssh']);
    call('DELETE', `${NSG}/securityRules/allow-https`, V.network);
    expect(names()).toEqual(['allow-ssh']);
    call('PUT', NSG, V.network, { location: 'westeurope' });
    expect(names()).toEqual([]);
    expect(call('GET', `${NSG}/securityRules/allow-ssh`, V.network).status).toBe(404);
  });

  it('deletes a resource group with what it holds, as a long-running delete', () => {
    call('PUT', VNET, V.network, { location: 'westeurope' });
    call('PUT', `${VNET}/subnets/app`, V.network, { properties: { addressPrefix: '10.0.1.0/24' } });
    const deleted = call('DELETE', RG, V.resources);
    expect(deleted.status).toBe(202);
    expect(deleted.headers.location).toContain('/operationResults/');
    expect(emulator.state.resources.size).toBe(0);
    expect(json(call('GET', VNET, V.network)).error.code).toBe('ResourceGroupNotFound');
    expect(call('DELETE', `${RG}x`, V.resources).status).toBe(404);
  });

  it('keeps a VM power state through start, powerOff, deallocate and restart, and shows it in instanceView', () => {
    call('PUT', VM, V.compute, { location: 'westeurope' });
    const view = () =>
      json(call('GET', `${VM}/instanceView`, V.compute)).statuses.map(
        (status: { code: string }) => status.code,
      );
    expect(view()).toContain('PowerState/running');
    expect(call('POST', `${VM}/deallocate`, V.compute).status).toBe(202);
    expect(powerStateOf(emulator.state.get(VM)!)).toBe('deallocated');
    expect(view()).toContain('PowerState/deallocated');
    expect(json(call('POST', `${VM}/restart`, V.compute)).error.code).toBe('OperationNotAllowed');
    call('POST', `${VM}/start`, V.compute);
    call('POST', `${VM}/powerOff`, V.compute);
    expect(
      json(call('GET', VM, V.compute, undefined, '$expand=instanceView')).properties.instanceView.statuses[1]
        .code,
    ).toBe('PowerState/stopped');
    expect(json(call('POST', `${VM}x/start`, V.compute)).error.code).toBe('ResourceNotFound');
  });

  it('gives a storage account two keys, listKeys reads them and regenerateKey replaces one', () => {
    call('PUT', ACCOUNT, V.storage, {
      sku: { name: 'Standard_LRS' },
      kind: 'StorageV2',
      location: 'westeurope',
    });
    const before = json(call('POST', `${ACCOUNT}/listKeys`, V.storage)).keys;
    expect(before.map((key: { keyName: string }) => key.keyName)).toEqual(['key1', 'key2']);
    const after = json(call('POST', `${ACCOUNT}/regenerateKey`, V.storage, { keyName: 'key1' })).keys;
    expect(after[0].value).not.toBe(before[0].value);
    expect(after[1].value).toBe(before[1].value);
    expect(json(call('POST', `${ACCOUNT}/listKeys`, V.storage)).keys[0].value).toBe(after[0].value);
  });

  it('keeps Key Vault secret values as data, never returned', () => {
    call('PUT', VAULT, V.keyVault, {
      location: 'westeurope',
      properties: {
        tenantId: '00000000-0000-0000-0000-000000000001',
        sku: { family: 'A', name: 'standard' },
      },
    });
    const secret = `${VAULT}/secrets/db-password`;
    expect(call('PUT', secret, V.keyVault, { properties: { value: 's3cret!' } }).status).toBeLessThan(300);
    const got = json(call('GET', secret, V.keyVault));
    expect(got.properties.value).toBeUndefined();
    expect(got.properties.secretUri).toBe('https://kv-prod.vault.azure.net/secrets/db-password');
    expect(emulator.state.get(secret)?.meta.value).toBe('s3cret!');
  });

  it('stores web app settings and connection strings and lists them back', () => {
    expect(
      json(call('PUT', `${SITE}/config/appsettings`, V.web, { properties: { A: '1' } })).error.code,
    ).toBe('ParentResourceNotFound');
    call('PUT', SITE, V.web, { location: 'westeurope' });
    expect(json(call('POST', `${SITE}/config/appsettings/list`, V.web)).properties).toEqual({});
    call('PUT', `${SITE}/config/appsettings`, V.web, {
      properties: { COSMOS_URI: 'https://todo.documents.azure.com' },
    });
    expect(json(call('POST', `${SITE}/config/appsettings/list`, V.web)).properties).toEqual({
      COSMOS_URI: 'https://todo.documents.azure.com',
    });
    call('PUT', `${SITE}/config/connectionstrings`, V.web, {
      properties: { db: { value: 'Server=x', type: 'SQLAzure' } },
    });
    expect(json(call('POST', `${SITE}/config/connectionstrings/list`, V.web)).properties.db.value).toBe(
      'Server=x',
    );
  });

  it("lists an App Service plan's web apps and counts them, as ARM does", () => {
    const plan = `${RG}/providers/Microsoft.Web/serverfarms/plan-web`;
    const other = `${RG}/providers/Microsoft.Web/serverfarms/plan-empty`;
    call('PUT', plan, V.web, { location: 'westeurope', sku: { name: 'P1v3' } });
    call('PUT', other, V.web, { location: 'westeurope', sku: { name: 'B1' } });
    call('PUT', SITE, V.web, { location: 'westeurope', properties: { serverFarmId: plan.toUpperCase() } });
    call('PUT', `${RG}/providers/Microsoft.Web/sites/elsewhere`, V.web, {
      location: 'westeurope',
      properties: { serverFarmId: other },
    });
    const sites = json(call('GET', `${plan}/sites`, V.web)).value;
    expect(sites.map((site: { name: string }) => site.name)).toEqual(['todo-web']);
    expect(json(call('GET', plan, V.web)).properties.numberOfSites).toBe(1);
    call('DELETE', `${RG}/providers/Microsoft.Web/sites/elsewhere`, V.web);
    expect(json(call('GET', `${other}/sites`, V.web)).value).toEqual([]);
    expect(json(call('GET', other, V.web)).properties.numberOfSites).toBe(0);
  });

  it('snapshots and restores the tenant without copying resources', () => {
    call('PUT', VNET, V.network, { location: 'westeurope' });
    const snapshot = emulator.state.snapshot();
    call('DELETE', VNET, V.network);
    call('PUT', ACCOUNT, V.storage, {
      sku: { name: 'Standard_LRS' },
      kind: 'StorageV2',
      location: 'westeurope',
    });
    emulator.state.restore(snapshot);
    expect(call('GET', VNET, V.network).status).toBe(200);
    expect(call('GET', ACCOUNT, V.storage).status).toBe(404);
  });

  describe('over loopback HTTP', () => {
    let service: ArmService;
    let origin: string;
    beforeAll(async () => {
      service = new ArmService(emulator);
      origin = await service.listen();
    });
    afterAll(() => service.close());

    it("serves the corpus's own tools, converted by src/openapi and executed against it", async () => {
      const conversion = await convertOpenapi(
        armSources(corpus!, [CORE_SPECS.resources, CORE_SPECS.virtualMachines, CORE_SPECS.roleAssignments]),
      );
      const executor = createOpenapiExecutor(conversion.tools, {
        config: { baseUrl: origin, auth: { type: 'bearer', token: 'x' } },
      });
      const tool = (operationId: string) =>
        conversion.tools.find((candidate) => candidate.spec.toolName === operationId)!.spec.name;
      const text = (result: { content: unknown }) => (result.content as Array<{ text: string }>)[0]!.text;
      const created = await executor.call(tool('VirtualMachines_CreateOrUpdate'), {
        subscriptionId: SUB,
        resourceGroupName: 'web-prod',
        vmName: 'vm-tools',
        location: 'westeurope',
        properties: { hardwareProfile: { vmSize: 'Standard_B1s' } },
      });
      expect(created.isError ?? false, text(created)).toBe(false);
      const got = await executor.call(tool('VirtualMachines_Get'), {
        subscriptionId: SUB,
        resourceGroupName: 'web-prod',
        vmName: 'vm-tools',
      });
      expect(JSON.parse(text(got))).toMatchObject({
        name: 'vm-tools',
        properties: { hardwareProfile: { vmSize: 'Standard_B1s' } },
      });
      const assigned = await executor.call(tool('RoleAssignments_Create'), {
        scope: RG.slice(1),
        roleAssignmentName: '00000000-0000-0000-0000-0000000000ff',
        properties: {
          roleDefinitionId:
            '/providers/Microsoft.Authorization/roleDefinitions/acdd72a7-3385-48ef-bd42-f606fba81ae7',
          principalId: '00000000-0000-0000-0000-000000000002',
        },
      });
      expect(assigned.isError ?? false, text(assigned)).toBe(false);
      expect(
        emulator.state.get(
          `${RG}/providers/Microsoft.Authorization/roleAssignments/00000000-0000-0000-0000-0000000000ff`,
        ),
      ).toBeDefined();
      const missing = await executor.call(tool('VirtualMachines_Get'), {
        subscriptionId: SUB,
        resourceGroupName: 'web-prod',
        vmName: 'nope',
      });
      expect(missing.isError).toBe(true);
      expect(text(missing)).toContain('ResourceNotFound');
    });

    it('answers JSON with ARM headers and polls a long-running operation on the emulator', async () => {
      const put = await fetch(`${origin}${VM}?api-version=${V.compute}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
        body: JSON.stringify({ location: 'westeurope' }),
      });
      expect(put.status).toBe(201);
      expect(put.headers.get('x-ms-request-id')).toBeTruthy();
      const poll = await fetch(put.headers.get('azure-asyncoperation')!);
      expect(((await poll.json()) as { status: string }).status).toBe('Succeeded');
      const bad = await fetch(`${origin}${VM}?api-version=${V.compute}`, {
        method: 'PUT',
        body: '{not json',
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('InvalidRequestContent');
    });
  });
});
