export type { ToolAnnotations, ToolInputSchema, ToolOrigin, ToolSpec } from './tool-spec.ts';
export { mcpToolSpec, qualifyToolName, TOOL_GROUP_META, TOOL_NAME_SEPARATOR } from './tool-spec.ts';
export { toolGroup } from './tool-group.ts';
export type { ToolResult, ToolSurface } from './tool-surface.ts';
export { loadStaticToolFiles, loadStaticTools, parseStaticTools } from './static-tools.ts';
export {
  decide,
  GATEWAY_POLICY,
  isDestructive,
  POLICY_ACTIONS,
  type PolicyAction,
  type PolicyDecision,
  RUN_POLICY,
  type ToolPolicy,
  toolPolicySchema,
} from './tool-policy.ts';
export { PolicySurface } from './policy-surface.ts';
export { closestNames } from './closest-names.ts';
