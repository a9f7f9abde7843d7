import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../catalog/index.ts';
import { ownToolsWithin } from './own-tools-within.ts';

const tool = (name: string, group?: string, server = 'azure'): ToolSpec => ({
  name: `${server}__${name}`,
  server,
  toolName: name,
  description: name,
  inputSchema: { type: 'object' },
  origin: { kind: 'mcp', server },
  ...(group ? { group } : {}),
});

describe('ownToolsWithin', () => {
  const tools = [
    tool('Subscriptions_List', 'Microsoft.Resources'),
    tool('ResourceGroups_List', 'Microsoft.Resources'),
    tool('VirtualMachines_Get', 'Microsoft.Compute'),
    tool('VirtualMachines_Deallocate', 'Microsoft.Compute'),
    tool('Disks_List', 'Microsoft.Compute'),
    tool('Vaults_Get', 'Microsoft.KeyVault'),
    tool('Servers_List', 'Microsoft.Sql'),
    tool('Servers_Get', 'Microsoft.Sql'),
    tool('read_text_file', undefined, 'files'),
  ];

  it('offers everything that fits', () => {
    expect(ownToolsWithin(tools, [], 9)).toEqual({ tools, leftOut: [] });
  });

  it("keeps the groups of the task's tools whole and names every group left out", () => {
    const choice = ownToolsWithin(tools, ['azure__VirtualMachines_Deallocate', 'files__read_text_file'], 6);
    expect(choice.tools.map((entry) => entry.toolName)).toEqual([
      'VirtualMachines_Get',
      'VirtualMachines_Deallocate',
      'Disks_List',
      'read_text_file',
    ]);
    expect(choice.leftOut).toEqual([
      { name: 'azure Microsoft.Resources', tools: 2 },
      { name: 'azure Microsoft.KeyVault', tools: 1 },
      { name: 'azure Microsoft.Sql', tools: 2 },
    ]);
  });

  it("puts the task's own tools first when even their groups pass the limit", () => {
    const choice = ownToolsWithin(tools, ['azure__Disks_List', 'azure__Servers_Get'], 3);
    expect(choice.tools.map((entry) => entry.toolName).sort()).toEqual(
      ['Disks_List', 'Servers_Get', 'VirtualMachines_Get'].sort(),
    );
    expect(choice.leftOut).toContainEqual({ name: 'azure Microsoft.Compute', tools: 1 });
    expect(choice.leftOut).toContainEqual({ name: 'azure Microsoft.Sql', tools: 1 });
  });
});
