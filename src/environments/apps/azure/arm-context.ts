import type { JsonSchema } from '../../../openapi/schema-converter.ts';
import type { SchemaValidator } from './arm-request-validator.ts';
import type { ArmSpecIndex } from './arm-spec-index.ts';
import type { ArmState, StoredResource } from './arm-state.ts';
import type { ArmCall, ArmResponse } from './arm-types.ts';

/**
 * What the emulator's generic operations and its behaviours use of it. `ArmEmulator` implements it; they see
 * the emulator only through this, so that they stay below the class that dispatches to them.
 */
export interface ArmContext {
  readonly state: ArmState;
  readonly validator: SchemaValidator;
  readonly index: ArmSpecIndex;
  /** Items per page of a list before a `nextLink`. */
  readonly pageSize: number;
  /** Scenario time, for timestamps the emulator writes. */
  readonly now: string;
  existsOnlyOnceCreated(segments: string[]): boolean;
  typeOf(segments: string[]): string;
  requireResource(segments: string[]): StoredResource;
  successStatus(call: ArmCall, preferred?: string[]): number;
  schemaOf(call: ArmCall, status: number): JsonSchema | undefined;
  render(call: ArmCall, status: number, body: unknown): unknown;
  present(call: ArmCall, resource: StoredResource): Record<string, unknown>;
  written(call: ArmCall, resource: StoredResource, previous: StoredResource | undefined): StoredResource;
  respond(status: number, body?: unknown, headers?: Record<string, string>): ArmResponse;
  accepted(
    call: ArmCall,
    status: number,
    body: unknown,
    final: { status: number; body?: unknown },
  ): ArmResponse;
}
