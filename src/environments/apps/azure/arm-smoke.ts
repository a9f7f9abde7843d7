import { ArmEmulator } from './arm-emulator.ts';
import { ARM_ERROR_CODES } from './arm-errors.ts';
import { joinPath, parentSegments, parseArmPath } from './arm-path.ts';
import { errorTarget } from './arm-request-validator.ts';
import { pathSegments } from './arm-router.ts';
import { sampleValue } from './arm-schema-values.ts';
import type { ArmOperation, ArmParameter } from './arm-operation.ts';
import type { ArmSpecIndex } from './arm-spec-index.ts';
import type { ArmRequest, ArmResponse } from './arm-types.ts';

export const SMOKE_SUBSCRIPTION = '00000000-0000-0000-0000-00000000c0de';
export const SMOKE_GROUP = 'rg-smoke';
const GROUP_PATH = `/subscriptions/${SMOKE_SUBSCRIPTION}/resourceGroups/${SMOKE_GROUP}`;

/** How one operation's smoke call went. */
export interface SmokeResult {
  operation: ArmOperation;
  request: ArmRequest;
  response: ArmResponse;
  /** A 2xx the spec lists, or a 4xx with ARM's error shape and one of its codes. */
  answered: boolean;
  /** A 2xx whose body validates against the response schema of its status. */
  valid: boolean;
  /** Why it is not valid (the validator's first errors, or the error's code). */
  problem?: string;
  overHttp: boolean;
}

export interface SmokeSummary {
  operations: number;
  answered: number;
  valid: number;
  overHttp: number;
  results: SmokeResult[];
}

function paramValue(index: ArmSpecIndex, parameter: ArmParameter): string {
  const name = parameter.name.toLowerCase();
  if (name === 'subscriptionid') return SMOKE_SUBSCRIPTION;
  if (name === 'resourcegroupname') return SMOKE_GROUP;
  if (parameter.multiSegment) return GROUP_PATH.slice(1);
  const value = sampleValue(index.parameterSchema(parameter));
  return typeof value === 'string' && value !== '' ? value : String(value ?? 'example');
}

/** A request for `operation` built from its spec: path parameters, api-version, required query, a minimal body. */
export function buildSmokeRequest(index: ArmSpecIndex, operation: ArmOperation, origin: string): ArmRequest {
  const byName = new Map(operation.parameters.map((parameter) => [parameter.name, parameter]));
  const path = operation.template.replace(/(\w*)\/\{([^}]+)\}/g, (_, before: string, name: string) => {
    const parameter = byName.get(name);
    const scope = before.toLowerCase();
    const value =
      scope === 'subscriptions'
        ? SMOKE_SUBSCRIPTION
        : scope === 'resourcegroups'
          ? SMOKE_GROUP
          : parameter
            ? paramValue(index, parameter)
            : 'example';
    // A template that is one id (`/{linkId}`) gets an id no other template matches, so its own answers.
    if (parameter?.multiSegment && operation.template === `/{${name}}`)
      return `${GROUP_PATH}/providers/Microsoft.Smoke/items/example`;
    return `${before}/${parameter?.multiSegment ? value : encodeURIComponent(value)}`;
  });
  const query = new URLSearchParams(operation.fixedQuery);
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !parameter.required || parameter.name === 'api-version') continue;
    query.set(parameter.name, paramValue(index, parameter));
  }
  query.set('api-version', operation.apiVersion);
  const request: ArmRequest = { method: operation.method, path, query, origin };
  if (operation.body) request.body = sampleValue(index.requestSchema(operation));
  return request;
}

/**
 * Creates what a request's path stands under (and, for anything but a PUT of it, the resource itself)
 * by PUTs of the spec's own templates with minimal bodies, top-down.
 */
export function createParents(emulator: ArmEmulator, request: ArmRequest, origin: string): void {
  const segments = pathSegments(request.path);
  const path = parseArmPath(segments);
  const chain: string[][] = [];
  let current =
    path.kind === 'resource'
      ? request.method === 'PUT'
        ? parentSegments(segments)
        : segments
      : segments.slice(0, -1);
  if (path.kind === 'collection' && current.length >= 2 && current.at(-2)!.toLowerCase() === 'providers')
    current = current.slice(0, -2);
  while (current.length > 2 && !(current.length === 4 && current[2]!.toLowerCase() === 'resourcegroups')) {
    if (parseArmPath(current).kind === 'resource') chain.unshift(current);
    current = parentSegments(current);
  }
  for (const ancestor of chain) {
    if (emulator.state.get(joinPath(ancestor))) continue;
    const route = emulator.index.router.match(
      'PUT',
      ancestor,
      (operation) => operation.namespace !== undefined,
    );
    if (!route) continue;
    const operation = route.operations[0]!;
    const body = operation.body ? sampleValue(emulator.index.requestSchema(operation)) : undefined;
    emulator.handle({
      method: 'PUT',
      path: joinPath(ancestor.map(encodeURIComponent)),
      query: new URLSearchParams({ ...operation.fixedQuery, 'api-version': operation.apiVersion }),
      body,
      origin,
    });
  }
}

const ARM_CODES = new Set<string>(ARM_ERROR_CODES);

/** Judges one answer: answered (2xx listed, or an ARM error) and schema-valid (a 2xx that validates). */
export function judgeSmoke(
  emulator: ArmEmulator,
  operation: ArmOperation,
  response: ArmResponse,
): Pick<SmokeResult, 'answered' | 'valid' | 'problem'> {
  const status = String(response.status);
  if (response.status >= 200 && response.status < 300) {
    if (!operation.responses.has(status))
      return { answered: false, valid: false, problem: `status ${status} not in the spec` };
    const schema = emulator.index.responseSchema(operation, status);
    if (schema === undefined || response.body === undefined) return { answered: true, valid: true };
    const errors = emulator.validator.errors(schema, response.body);
    if (errors.length === 0) return { answered: true, valid: true };
    const first = errors[0]!;
    return {
      answered: true,
      valid: false,
      problem: `${first.keyword} at '${errorTarget(first)}': ${first.message ?? ''}`,
    };
  }
  if (operation.responses.has(status))
    return { answered: true, valid: false, problem: `${status} (in the spec)` };
  const code = (response.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  const isArmError =
    response.status >= 400 && response.status < 500 && typeof code === 'string' && ARM_CODES.has(code);
  return { answered: isArmError, valid: false, problem: `${response.status} ${String(code ?? '')}` };
}
