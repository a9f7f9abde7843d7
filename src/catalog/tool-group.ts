import type { ToolSpec } from './tool-spec.ts';

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
