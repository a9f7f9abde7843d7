import type { ToolSpec } from '../../../catalog/tool-spec.ts';
import { loadOpenapiConversion } from '../../../openapi/conversion-cache.ts';
import { createOpenapiExecutor, type OpenapiExecutor } from '../../../openapi/openapi-executor.ts';
import { universeToolName, vendoredSources } from './azure-specs.ts';

export interface AzureTools {
  /** The tools under their universe names, without a server prefix (`compute_VirtualMachines_Get`). */
  tools: ToolSpec[];
  /** Calls a tool by its universe name (MCP_ARENA_OPENAPI_AZURE_ARM_BASE_URL says where the emulator is). */
  executor: OpenapiExecutor;
}

/**
 * The azure app's tools: the vendored specs converted by src/openapi (service `azure-arm`), renamed to
 * the names the whole corpus's conversion gives them, so a task's tools and the universe's agree.
 */
export async function loadAzureTools(cacheDir: string | false): Promise<AzureTools> {
  const conversion = await loadOpenapiConversion(vendoredSources(), { cacheDir });
  const renamed = conversion.tools.map((tool) => {
    const name = universeToolName(tool.spec.origin);
    if (!name) throw new Error(`no universe name for ${tool.spec.name} (run scripts/vendor-azure-specs.ts)`);
    return { ...tool, spec: { ...tool.spec, name, toolName: name } };
  });
  return { tools: renamed.map((tool) => tool.spec), executor: createOpenapiExecutor(renamed) };
}
