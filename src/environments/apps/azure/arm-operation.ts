// What the emulator knows of one ARM operation: built by the spec index, routed by the router.

/** One parameter of an ARM operation, its refs followed. */
export interface ArmParameter {
  name: string;
  in: string;
  required: boolean;
  /** `x-ms-skip-url-encoding`: the value may hold slashes (a scope, a resource id). */
  multiSegment: boolean;
  /** The parameter object as the spec has it (Swagger 2: type, enum, pattern beside name and in). */
  raw: Record<string, unknown>;
  file: string;
}

/** A schema as found in a spec file, converted to JSON Schema on first use. */
export interface SpecSchema {
  raw: unknown;
  file: string;
}

/** One operation of an ARM spec, as the emulator routes and answers it. */
export interface ArmOperation {
  operationId: string;
  method: string;
  /** Path template without the query part (`/subscriptions/{subscriptionId}/...`). */
  template: string;
  /** Fixed query values a template of `x-ms-paths` carries (`?export=true`). */
  fixedQuery: Record<string, string>;
  /** The spec's `info.version`: the api-version this operation is served under. */
  apiVersion: string;
  /** The resource provider (`Microsoft.Compute`), or undefined when the template leaves it a parameter. */
  namespace: string | undefined;
  /** Spec entry file, relative to the azure-arm folder. */
  specFile: string;
  parameters: ArmParameter[];
  body?: SpecSchema & { required: boolean };
  /** Responses by status code (`200`, `201`, `default`). */
  responses: Map<string, SpecSchema | undefined>;
  longRunning: boolean;
  /** `x-ms-pageable`: the list's item property and next-link property (null: not paged). */
  pageable?: { itemName: string; nextLinkName: string | null };
}
