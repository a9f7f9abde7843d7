import { describe, expect, it } from 'vitest';
import type { AzureResource } from '../../environments/app-state.ts';
import { changedPaths, diffAzure } from './diff-azure.ts';

const RG = '/subscriptions/s1/resourceGroups/rg-web';
const resource = (
  id: string,
  body: Record<string, unknown>,
  meta: Record<string, unknown> = {},
): AzureResource => ({
  id,
  type: 'Microsoft.Storage/storageAccounts',
  body: { id, ...body },
  meta,
});
const account = resource(`${RG}/providers/Microsoft.Storage/storageAccounts/stweb`, {
  tags: { team: 'web' },
  properties: { provisioningState: 'Succeeded', minimumTlsVersion: 'TLS1_0' },
});
const vm = resource(
  `${RG}/providers/Microsoft.Compute/virtualMachines/vm1`,
  { properties: {} },
  { powerState: 'running' },
);
const before = [account, vm];

describe('diffAzure', () => {
  it('passes an unchanged tenant and ignores harmless variation (etag, provisioningState, timestamps)', async () => {
    const after = [
      {
        ...account,
        body: {
          ...account.body,
          etag: 'W/"2"',
          properties: { provisioningState: 'Updating', minimumTlsVersion: 'TLS1_0', lastModifiedTime: 'now' },
        },
      },
      vm,
    ];
    const diff = await diffAzure(before, after);
    expect(diff).toMatchObject({ passed: true, created: [], deleted: [], changed: [] });
  });

  it('reports a change by id and path, and allows it only where the allow-list says', async () => {
    const tagged = { ...account, body: { ...account.body, tags: { team: 'web', costCenter: 'CC-1' } } };
    const strict = await diffAzure(before, [tagged, vm]);
    expect(strict.passed).toBe(false);
    expect(strict.changed).toEqual([{ id: account.id, paths: ['tags.costCenter'] }]);
    expect(strict.detail).toContain('tags.costCenter');
    const allowed = await diffAzure(before, [tagged, vm], {
      allow: { changed: { [account.id.toUpperCase()]: ['tags.*'] } },
    });
    expect(allowed.passed).toBe(true);
    const elsewhere = await diffAzure(before, [tagged, vm], { allow: { changed: { '*/vm1': '*' } } });
    expect(elsewhere.passed).toBe(false);
  });

  it("sees what ARM does not return (a VM's power state, a secret's value) under meta", async () => {
    const stopped = { ...vm, meta: { powerState: 'deallocated' } };
    expect(changedPaths(vm, stopped)).toEqual(['meta.powerState']);
    const diff = await diffAzure(before, [account, stopped], {
      allow: { changed: { '*/virtualMachines/*': ['meta.powerState'] } },
    });
    expect(diff.passed).toBe(true);
  });

  it('reports created and deleted resources unless allowed', async () => {
    const extra = resource(`${RG}/providers/Microsoft.Storage/storageAccounts/stnew`, {});
    const diff = await diffAzure(before, [account, extra]);
    expect(diff.created).toEqual([extra.id]);
    expect(diff.deleted).toEqual([vm.id]);
    expect(diff.unexpected).toHaveLength(2);
    const allowed = await diffAzure(before, [account, extra], {
      allow: { created: ['*/stnew'], deleted: true },
    });
    expect(allowed.passed).toBe(true);
  });
});
