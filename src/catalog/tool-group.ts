import type { ToolSpec } from './tool-spec.ts';

/**
 * The `_meta` key under which an MCP server says which group of its tools a tool is in. Servers with more
 * tools than a provider takes in one request (the azure app's 860) publish it, so a cell can offer the
 * groups its task's tools are in, whole, and leave the others out.
 */
export const TOOL_GROUP_META = 'mcp-arena/group';

/**
 * The group of a tool: what its server published, or for an operation of an Azure Resource Manager spec its
 * resource provider (the last `/providers/<namespace>/` of its path: `/{scope}/providers/Microsoft.Authorization/
 * roleAssignments` is Authorization's; else the namespace folder of its spec file, as for resource groups).
 */
export function toolGroup(tool: ToolSpec): string | undefined {
  if (tool.group !== undefined) return tool.group;
  if (tool.origin.kind !== 'openapi') return undefined;
  const providers = [...tool.origin.path.matchAll(/\/providers\/([A-Za-z]+\.[A-Za-z.]+)/g)];
  return providers.at(-1)?.[1] ?? /(?:^|\/)(Microsoft\.[A-Za-z.]+)\//.exec(tool.origin.file)?.[1];
}
