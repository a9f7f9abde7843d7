import { z } from 'zod';
import type { ToolSpec } from './tool-spec.ts';

/** What happens to a call: run it, refuse it, or run it and flag it in the record. */
export const POLICY_ACTIONS = ['allow', 'deny', 'log'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

const action = z.enum(POLICY_ACTIONS);

/**
 * A safety policy over tool calls. Rules are matched by specificity, not order: a tool-name pattern
 * beats a server (app) rule, which beats an annotation rule (`destructive`, `readOnly`), which beats the
 * default. Patterns are globs over universe names (`*` any run of characters), e.g. `azure__*_Delete`.
 */
export const toolPolicySchema = z.strictObject({
  default: action.default('allow'),
  tools: z.record(z.string(), action).default({}),
  servers: z.record(z.string(), action).default({}),
  destructive: action.optional(),
  readOnly: action.optional(),
});
export type ToolPolicy = z.infer<typeof toolPolicySchema>;

export interface PolicyDecision {
  action: PolicyAction;
  /** Which rule decided, in words, e.g. `tool pattern files__delete*` or `destructiveHint`. */
  rule: string;
  destructive: boolean;
}

/** Benchmark runs: every call runs, destructive ones are flagged in the trajectory. */
export const RUN_POLICY: ToolPolicy = { default: 'allow', tools: {}, servers: {}, destructive: 'log' };

/** A gateway in front of real upstreams: destructive tools are refused unless the config allows them. */
export const GATEWAY_POLICY: ToolPolicy = { default: 'allow', tools: {}, servers: {}, destructive: 'deny' };

export function decide(policy: ToolPolicy, tool: ToolSpec): PolicyDecision {
  const destructive = isDestructive(tool);
  for (const [pattern, chosen] of Object.entries(policy.tools)) {
    if (globToRegExp(pattern).test(tool.name))
      return { action: chosen, rule: `tool pattern ${pattern}`, destructive };
  }
  const byServer = policy.servers[tool.server];
  if (byServer) return { action: byServer, rule: `server ${tool.server}`, destructive };
  if (destructive && policy.destructive)
    return { action: policy.destructive, rule: 'destructiveHint', destructive };
  if (tool.annotations?.readOnlyHint === true && policy.readOnly) {
    return { action: policy.readOnly, rule: 'readOnlyHint', destructive };
  }
  return { action: policy.default, rule: 'default', destructive };
}

/**
 * MCP's rule: a tool that is not read-only may be destructive unless it says otherwise
 * (`destructiveHint` defaults to true). Tools that carry no annotations at all are taken as
 * non-destructive, since most servers publish none and treating every one as destructive would make
 * the flag meaningless.
 */
export function isDestructive(tool: ToolSpec): boolean {
  const annotations = tool.annotations;
  if (!annotations) return false;
  if (annotations.readOnlyHint === true) return false;
  return (
    annotations.destructiveHint !== false &&
    (annotations.destructiveHint === true || 'readOnlyHint' in annotations)
  );
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`);
}
