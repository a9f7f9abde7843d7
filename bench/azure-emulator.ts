// ARM emulator (issue 28): p50 / p99 latency of emulated calls over loopback HTTP with keep-alive (as the
// generated tools call it) against a baseline in the same run (a bare node:http server answering a fixed
// JSON body), on a tenant of 1,000 resources; the heap those resources take; a tenant reset (restore of a
// snapshot); and the emulator's cold start: the index of the task providers' specs, and of all 11,667
// operations of ../shared/corpus/openapi/azure-arm.
// Run: NODE_OPTIONS=--expose-gc npx tsx bench/azure-emulator.ts [calls per row]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ArmEmulator } from '../src/environments/apps/azure/arm-emulator.ts';
import { ArmService } from '../src/environments/apps/azure/arm-service.ts';
import { ArmSpecIndex } from '../src/environments/apps/azure/arm-spec-index.ts';
import { armSources, CORE_SPECS, findArmCorpus } from '../src/environments/apps/azure/arm-specs.ts';

const calls = Number(process.argv[2] ?? 500);
const corpus = findArmCorpus();
if (!corpus)
  throw new Error('bench/azure-emulator.ts needs ../shared/corpus/openapi/azure-arm beside the checkout');
const hasGc = typeof (globalThis as { gc?: unknown }).gc === 'function';
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const ms = (value: number): string => `${value.toFixed(3)} ms`;

async function time(run: () => Promise<unknown>, count = calls): Promise<number[]> {
  for (let warm = 0; warm < 20; warm += 1) await run();
  const took: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  return took;
}

// Cold start: the task providers' specs, then the whole azure-arm folder.
let started = performance.now();
let cpuStart = cpu();
const index = await ArmSpecIndex.load(armSources(corpus, Object.values(CORE_SPECS)));
const coreLoad = {
  wall: performance.now() - started,
  cpu: cpu() - cpuStart,
  operations: index.operations.length,
};
const heapBeforeAll = heap();
started = performance.now();
cpuStart = cpu();
const everything = await ArmSpecIndex.load(armSources(corpus));
const fullLoad = {
  wall: performance.now() - started,
  cpu: cpu() - cpuStart,
  operations: everything.operations.length,
  heap: heap() - heapBeforeAll,
};

// Baseline: a bare node:http echo of a small JSON body.
const echo = http.createServer((_request, response) => {
  const body = '{"ok":true}';
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/echo`;
const baseline = await time(async () => (await fetch(echoUrl)).json());
echo.close();

// A tenant of 1,000 resources: 2 subscriptions, 20 groups, 9 types (VMs, storage accounts, virtual
// networks and their subnets, NSGs, key vaults and their secrets, web apps and their settings).
const emulator = new ArmEmulator(index);
const service = new ArmService(emulator);
const origin = await service.listen();
const subscriptions = ['00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000a2'];
for (const subscription of subscriptions) emulator.state.addSubscription(subscription);
const heapEmpty = heap();
const put = (path: string, apiVersion: string, body: unknown) => {
  const answer = emulator.handle({
    method: 'PUT',
    path,
    query: new URLSearchParams({ 'api-version': apiVersion }),
    body,
    origin,
  });
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
};
const groups: string[] = [];
for (let number = 0; number < 20; number += 1) {
  const group = `/subscriptions/${subscriptions[number % 2]}/resourceGroups/rg-team-${number}`;
  put(group, '2024-03-01', { location: 'westeurope', tags: { team: `team-${number % 7}` } });
  groups.push(group);
}
let made = 20;
for (let number = 0; made < 1000; number += 1) {
  const group = groups[number % groups.length]!;
  const tags = { env: number % 3 === 0 ? 'prod' : 'dev', owner: `owner-${number % 11}` };
  const p = `${group}/providers`;
  put(`${p}/Microsoft.Compute/virtualMachines/vm-${number}`, '2024-03-01', {
    location: 'westeurope',
    tags,
    properties: { hardwareProfile: { vmSize: 'Standard_B2s' } },
  });
  put(`${p}/Microsoft.Storage/storageAccounts/st${number}`, '2023-05-01', {
    location: 'westeurope',
    sku: { name: 'Standard_LRS' },
    kind: 'StorageV2',
    tags,
  });
  put(`${p}/Microsoft.Network/virtualNetworks/vnet-${number}`, '2024-01-01', {
    location: 'westeurope',
    properties: { addressSpace: { addressPrefixes: ['10.0.0.0/16'] } },
  });
  put(`${p}/Microsoft.Network/virtualNetworks/vnet-${number}/subnets/default`, '2024-01-01', {
    properties: { addressPrefix: '10.0.1.0/24' },
  });
  put(`${p}/Microsoft.Network/networkSecurityGroups/nsg-${number}`, '2024-01-01', { location: 'westeurope' });
  put(`${p}/Microsoft.KeyVault/vaults/kv-${number}`, '2023-07-01', {
    location: 'westeurope',
    properties: { tenantId: '00000000-0000-0000-0000-000000000001', sku: { family: 'A', name: 'standard' } },
  });
  put(`${p}/Microsoft.KeyVault/vaults/kv-${number}/secrets/db-password`, '2023-07-01', {
    properties: { value: `secret-${number}` },
  });
  put(`${p}/Microsoft.Web/sites/app-${number}`, '2023-12-01', { location: 'westeurope', tags });
  put(`${p}/Microsoft.Web/sites/app-${number}/config/appsettings`, '2023-12-01', {
    properties: { DB_SECRET: `@Microsoft.KeyVault(VaultName=kv-${number};SecretName=db-password)` },
  });
  made += 9;
}
const resources = emulator.state.resources.size;
const heapTenant = heap() - heapEmpty;

const group = groups[0]!;
const vm = `${group}/providers/Microsoft.Compute/virtualMachines/vm-0`;
const account = `${group}/providers/Microsoft.Storage/storageAccounts/st0`;
const count = (path: string, apiVersion: string) =>
  (
    emulator.handle({
      method: 'GET',
      path,
      query: new URLSearchParams({ 'api-version': apiVersion }),
      origin,
    }).body as {
      value: unknown[];
    }
  ).value.length;
const vmsInGroup = count(`${group}/providers/Microsoft.Compute/virtualMachines`, '2024-03-01');
const accountsPage = count(
  `/subscriptions/${subscriptions[0]}/providers/Microsoft.Storage/storageAccounts`,
  '2023-05-01',
);
const inGroup = count(`${group}/resources`, '2024-03-01');
const url = (path: string, apiVersion: string, extra = '') =>
  `${origin}${path}?api-version=${apiVersion}${extra}`;
const json = (method: string, target: string, body?: unknown) => async () =>
  (
    await fetch(target, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).text();
const rows: Array<[string, () => Promise<unknown>]> = [
  ['GET a VM', json('GET', url(vm, '2024-03-01'))],
  ['GET a VM with $expand=instanceView', json('GET', url(vm, '2024-03-01', '&$expand=instanceView'))],
  [
    `GET the VMs of a group (list of ${vmsInGroup})`,
    json('GET', url(`${group}/providers/Microsoft.Compute/virtualMachines`, '2024-03-01')),
  ],
  [
    `GET the storage accounts of a subscription (list of ${accountsPage} across the subscription's groups)`,
    json(
      'GET',
      url(`/subscriptions/${subscriptions[0]}/providers/Microsoft.Storage/storageAccounts`, '2023-05-01'),
    ),
  ],
  [
    `GET the resources of a group (generic list, first page: ${inGroup})`,
    json('GET', url(`${group}/resources`, '2024-03-01')),
  ],
  [
    'PUT a storage account (replace; validated against the request schema)',
    json('PUT', url(account, '2023-05-01'), {
      location: 'westeurope',
      sku: { name: 'Standard_GRS' },
      kind: 'StorageV2',
    }),
  ],
  ["PATCH a VM's tags", json('PATCH', url(vm, '2024-03-01'), { tags: { env: 'prod' } })],
  ['POST listKeys', json('POST', url(`${account}/listKeys`, '2023-05-01'))],
  ['POST a VM powerOff (long-running: 202 + Location)', json('POST', url(`${vm}/powerOff`, '2024-03-01'))],
  ['GET a missing resource (404 ResourceNotFound)', json('GET', url(`${vm}-missing`, '2024-03-01'))],
];
const baseP50 = quantile(baseline, 0.5);
const table: string[] = [
  `| bare node:http echo (baseline) | ${ms(baseP50)} | ${ms(quantile(baseline, 0.99))} | 1.0 |`,
];
const all: number[] = [];
for (const [name, run] of rows) {
  const took = await time(run);
  all.push(...took);
  table.push(
    `| ${name} | ${ms(quantile(took, 0.5))} | ${ms(quantile(took, 0.99))} | ${(quantile(took, 0.5) / baseP50).toFixed(1)} |`,
  );
}
table.push(
  `| every call above | ${ms(quantile(all, 0.5))} | ${ms(quantile(all, 0.99))} | ${(quantile(all, 0.5) / baseP50).toFixed(1)} |`,
);

// In process (the handler without HTTP), and a tenant reset.
const inProcess: number[] = [];
for (let index = 0; index < calls; index += 1) {
  const begin = performance.now();
  emulator.handle({
    method: 'GET',
    path: vm,
    query: new URLSearchParams({ 'api-version': '2024-03-01' }),
    origin,
  });
  inProcess.push(performance.now() - begin);
}
const snapshot = emulator.state.snapshot();
const resets: number[] = [];
for (let index = 0; index < 200; index += 1) {
  put(`${group}/providers/Microsoft.Network/networkSecurityGroups/extra-${index}`, '2024-01-01', {
    location: 'westeurope',
  });
  const begin = performance.now();
  emulator.state.restore(snapshot);
  resets.push(performance.now() - begin);
}
const snapshots: number[] = [];
for (let index = 0; index < 200; index += 1) {
  const begin = performance.now();
  emulator.state.snapshot();
  snapshots.push(performance.now() - begin);
}
await service.close();

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
process.stdout.write(
  `${calls} calls per row after 20 warm-up calls; tenant of ${resources} resources; heap measured after gc: ${hasGc ? 'yes' : 'no (run with NODE_OPTIONS=--expose-gc)'}\n\n` +
    '| call | p50 | p99 | p50 / baseline |\n| --- | --- | --- | --- |\n' +
    `${table.join('\n')}\n` +
    `| GET a VM in process (handler, no HTTP) | ${ms(quantile(inProcess, 0.5))} | ${ms(quantile(inProcess, 0.99))} | — |\n\n` +
    '| measure | value |\n| --- | --- |\n' +
    `| heap of the 1,000-resource tenant (state only) | ${mib(heapTenant)} |\n` +
    `| tenant reset: restore of a snapshot (p50 / p99 of 200) | ${ms(quantile(resets, 0.5))} / ${ms(quantile(resets, 0.99))} |\n` +
    `| tenant snapshot (p50 / p99 of 200) | ${ms(quantile(snapshots, 0.5))} / ${ms(quantile(snapshots, 0.99))} |\n` +
    `| index of the task providers' specs (${coreLoad.operations} operations, 14 entry files) | ${coreLoad.wall.toFixed(0)} ms wall, ${coreLoad.cpu.toFixed(0)} ms CPU |\n` +
    `| index of all azure-arm specs (${fullLoad.operations} operations, 1,042 entry files) | ${fullLoad.wall.toFixed(0)} ms wall, ${fullLoad.cpu.toFixed(0)} ms CPU, heap ${mib(fullLoad.heap)} |\n`,
);
void everything;
