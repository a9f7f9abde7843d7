import { describe, expect, it } from 'vitest';
import { mcpToolSpec, type ToolSpec } from './tool-spec.ts';
import { TOOL_GROUP_META } from './tool-spec.ts';
import { toolGroup } from './tool-group.ts';

const openapi = (path: string, file = 'specification/x/openapi.json'): ToolSpec => ({
  name: 'azure__op',
  server: 'azure',
  toolName: 'op',
  description: '',
  inputSchema: { type: 'object' },
  origin: { kind: 'openapi', service: 'azure-arm', file, method: 'get', path },
});

describe('toolGroup', () => {
  it("is an ARM operation's resource provider: the last one its path names, else its spec's", () => {
    expect(
      toolGroup(
        openapi('/subscriptions/{s}/resourceGroups/{g}/providers/Microsoft.Compute/virtualMachines/{vm}'),
      ),
    ).toBe('Microsoft.Compute');
    expect(toolGroup(openapi('/{scope}/providers/Microsoft.Authorization/roleAssignments/{name}'))).toBe(
      'Microsoft.Authorization',
    );
    expect(
      toolGroup(
        openapi(
          '/subscriptions/{s}/resourcegroups/{g}',
          'specification/resources/resource-manager/Microsoft.Resources/stable/2021-04-01/resources.json',
        ),
      ),
    ).toBe('Microsoft.Resources');
    expect(toolGroup(openapi('/repos/{owner}/{repo}', 'gitea/swagger.json'))).toBeUndefined();
  });

  it("travels through MCP in the tool's _meta, and only a string counts", () => {
    const listed = {
      name: 'op',
      inputSchema: { type: 'object' },
      _meta: { [TOOL_GROUP_META]: 'Microsoft.Web' },
    };
    expect(toolGroup(mcpToolSpec('azure', listed))).toBe('Microsoft.Web');
    expect(toolGroup(mcpToolSpec('azure', { ...listed, _meta: { [TOOL_GROUP_META]: 3 } }))).toBeUndefined();
    expect(toolGroup(mcpToolSpec('azure', { name: 'op', inputSchema: {} }))).toBeUndefined();
  });
});
