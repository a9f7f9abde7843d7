import type { ArmContext } from './arm-context.ts';
import type { StoredResource } from './arm-state.ts';
import type { ArmCall, ArmResponse } from './arm-types.ts';

/**
 * Hand-written behaviour of one resource type, where a task's outcome depends on more than the generic
 * semantics (a VM's power state, a storage account's keys, a secret's value, a web app's settings).
 * Each hook is optional; the generic semantics answer whatever a behaviour leaves.
 */
export interface ArmBehaviour {
  readonly name: string;
  /** Answers the call before the generic semantics, or returns undefined to leave it to them. */
  handle?(emulator: ArmContext, call: ArmCall): ArmResponse | undefined;
  /** Adjusts a resource as a PUT or PATCH stores it (keeps its `meta`, strips write-only values). */
  write?(
    emulator: ArmContext,
    call: ArmCall,
    resource: StoredResource,
    previous: StoredResource | undefined,
  ): StoredResource;
  /** Adjusts a stored resource's body as it is returned (a GET, a list, a PUT's answer). */
  render?(
    emulator: ArmContext,
    call: ArmCall,
    resource: StoredResource,
    body: Record<string, unknown>,
  ): Record<string, unknown>;
}

/** True when `resource` (or a type string) is of `type`, compared as ARM does (case-insensitively). */
export function isType(resource: StoredResource | string, type: string): boolean {
  return (typeof resource === 'string' ? resource : resource.type).toLowerCase() === type.toLowerCase();
}
