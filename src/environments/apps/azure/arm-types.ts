import type { ArmPath } from './arm-path.ts';
import type { ArmOperation } from './arm-operation.ts';

/** A request as the emulator's handler takes it (the HTTP server parses into this; tests may call directly). */
export interface ArmRequest {
  method: string;
  /** The URL's path, still percent-encoded. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body; undefined when there is none. */
  body?: unknown;
  /** `http://127.0.0.1:<port>`: the origin poll URLs and next links point at. */
  origin: string;
}

export interface ArmResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON body; undefined for none (204, 202 without a body). */
  body?: unknown;
  /** A text answer instead of JSON (a log stream), sent as `text/plain`. */
  text?: string;
}

/** What one request resolved to: the operation the spec defines for it and the path it names. */
export interface ArmCall {
  request: ArmRequest;
  operation: ArmOperation;
  params: Record<string, string>;
  path: ArmPath;
  /** The request's path segments, decoded. */
  segments: string[];
  apiVersion: string;
}
