import type { ToolSpec } from '../catalog/tool-spec.ts';

/** Where one tool argument goes in the HTTP request. */
export type ArgumentLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

/**
 * How one top-level tool argument maps onto the request. For `in: 'body'`, `name` is the body
 * property it fills; without `name` the argument is the whole body.
 */
export interface ArgumentBinding {
  in: ArgumentLocation;
  name?: string;
  /** OpenAPI serialisation style (`form`, `simple`, `spaceDelimited`, `pipeDelimited`, `deepObject`, ...). */
  style?: string;
  explode?: boolean;
  /** Serialise the value as JSON text (OpenAPI 3 parameters described with `content`). */
  json?: boolean;
  /** Value sent when the caller leaves the argument out (Azure's `api-version`). */
  fallback?: string;
}

/** What the spec says about authentication for an operation, used to place configured credentials. */
export type AuthHint =
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string }
  | { type: 'bearer' }
  | { type: 'basic' };

/** Everything the executor needs to turn a call of one tool into an HTTP request. */
export interface OperationBinding {
  method: string;
  /** Path template as in the spec, e.g. `/repos/{owner}/{repo}`. */
  path: string;
  /** Server URLs from the spec (absolute or relative), most specific first. */
  servers: string[];
  args: Record<string, ArgumentBinding>;
  /** Media type of the request body, when the operation has one. */
  bodyMediaType?: string;
  auth: AuthHint[];
}

/** One converted operation: the catalog entry plus the binding the executor uses. */
export interface OpenapiTool {
  spec: ToolSpec;
  binding: OperationBinding;
}

/** An operation that produced no tool, and why. */
export interface SkippedOperation {
  service: string;
  file: string;
  method: string;
  path: string;
  reason: string;
}

/** The result of converting a set of spec files. */
export interface OpenapiConversion {
  tools: OpenapiTool[];
  skipped: SkippedOperation[];
  /** Problems that did not cost an operation (unreadable example files, unresolved schema refs). */
  warnings: string[];
}
