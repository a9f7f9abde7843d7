import os from 'node:os';
import path from 'node:path';
import { moduleProcessArgs } from '../../../module-process.ts';
import type { Task } from '../../../tasks/index.ts';
import type { App, AppAvailability, RunningApp } from '../../app.ts';
import { seedDir } from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { readNoiseYaml } from '../../noise/noise-yaml.ts';
import { BUILTIN_BEHAVIOURS } from './arm-behaviours.ts';
import { ArmEmulator } from './arm-emulator.ts';
import { ArmService } from './arm-service.ts';
import { ArmSpecIndex } from './arm-spec-index.ts';
import type { ArmState } from './arm-state.ts';
import { AzureAppHost } from './azure-app-host.ts';
import { healthBehaviour, judgeHealth } from './azure-health.ts';
import { generateAzureNoise } from './azure-noise.ts';
import { azureReader, type AzureState } from './azure-reader.ts';
import { azureNoiseSpec, type TenantSeed } from './azure-seed-format.ts';
import { applyTenant, readTenantSeed } from './azure-seed.ts';
import { vendoredSources } from './azure-specs.ts';

/** Where the azure tools' conversion is cached (860 tools; tens of milliseconds to load). */
const TOOL_CACHE = path.join(os.tmpdir(), 'mcp-arena-azure-tools');

let sharedIndex: Promise<ArmSpecIndex> | undefined;

/** The vendored specs' index, loaded once per process (its schemas convert lazily; cells share it). */
export function azureSpecIndex(): Promise<ArmSpecIndex> {
  sharedIndex ??= ArmSpecIndex.load(vendoredSources());
  return sharedIndex;
}

/** The task's tenant: its noise (noise.yaml) first, then its own seed, both applied as PUTs. */
export function seedTenant(emulator: ArmEmulator, seed: TenantSeed, noiseFile: string, taskId: string): void {
  const noise = readNoiseYaml(
    noiseFile,
    azureNoiseSpec,
    'e.g. {subscriptions: 3, groups: 24, resources: 320}',
  );
  if (noise) applyTenant(emulator, generateAzureNoise(noise, { taskId, seed }));
  applyTenant(emulator, seed);
}

/** A canonical view of a tenant: subscriptions and resources (body and meta) in id order. */
export function tenantSnapshot(state: ArmState): unknown {
  const resources = [...state.resources.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, resource]) => ({ id: resource.id, body: resource.body, meta: resource.meta }));
  return { subscriptions: [...state.subscriptions.values()], resources };
}

/**
 * Azure in a box: the spec-driven ARM emulator on loopback in the arena's process, seeded from the
 * task's `seed/azure/` (tenant.yaml, noise.yaml) through its own PUTs, its tools converted by
 * src/openapi from the vendored specs (azure-mcp-server.ts). Reset restores the seeded maps.
 */
export class AzureApp implements App<AzureState> {
  readonly name = 'azure';

  availability(): AppAvailability {
    return { available: true };
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp<AzureState> & { host: AzureAppHost }> {
    const dir = seedDir(task, 'azure');
    const seed = readTenantSeed(dir);
    const emulator = new ArmEmulator(await azureSpecIndex(), {
      now: task.now,
      behaviours: [healthBehaviour(seed.health), ...BUILTIN_BEHAVIOURS],
    });
    seedTenant(emulator, seed, path.join(dir, 'noise.yaml'), task.id);
    const seeded = emulator.state.snapshot();
    const service = new ArmService(emulator);
    const host = new AzureAppHost(() => judgeHealth(emulator.state, seed.health));
    const origin = await service.listen();
    await host.listen();
    return {
      name: this.name,
      host,
      servers: [
        {
          name: 'azure',
          command: process.execPath,
          args: [...moduleProcessArgs(import.meta.url, './azure-mcp-server.ts'), TOOL_CACHE],
          cwd: cell.dir,
          env: { MCP_ARENA_OPENAPI_AZURE_ARM_BASE_URL: origin, MCP_ARENA_OPENAPI_AZURE_ARM_TOKEN: 'arena' },
        },
      ],
      state: { azure: azureReader(() => emulator.state, seed.health) },
      before: { azure: azureReader(() => seeded, seed.health) },
      reset: async () => emulator.state.restore(seeded),
      snapshot: async () => tenantSnapshot(emulator.state),
      stop: async () => {
        await Promise.all([service.close(), host.close()]);
      },
    };
  }
}
