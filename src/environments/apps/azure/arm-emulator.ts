import type { JsonSchema } from '../../../openapi/schema-converter.ts';
import { answerAction, answerView } from './arm-actions.ts';
import type { ArmBehaviour } from './arm-behaviour.ts';
import type { ArmContext } from './arm-context.ts';
import { BUILTIN_BEHAVIOURS } from './arm-behaviours.ts';
import { ArmError } from './arm-errors.ts';
import { answerPoll, startAsyncOperation } from './arm-lro.ts';
import { armType, idKey, joinPath, parentSegments, parseArmPath } from './arm-path.ts';
import { SchemaValidator } from './arm-request-validator.ts';
import {
  answerDelete,
  answerGet,
  answerHead,
  answerList,
  answerPatch,
  answerPut,
} from './arm-resource-operations.ts';
import { pathSegments } from './arm-router.ts';
import { fillRequired } from './arm-schema-values.ts';
import type { ArmOperation } from './arm-operation.ts';
import type { ArmSpecIndex } from './arm-spec-index.ts';
import { ArmState, type StoredResource } from './arm-state.ts';
import type { ArmCall, ArmRequest, ArmResponse } from './arm-types.ts';

export interface ArmEmulatorOptions {
  /** Items per page of a list before a `nextLink` (default 100). */
  pageSize?: number;
  /** Accept any subscription id (the smoke test); by default only the state's subscriptions exist. */
  anySubscription?: boolean;
  /** Hand-written behaviour, asked before the generic semantics (default: the built-in ones). */
  behaviours?: readonly ArmBehaviour[];
  /** Scenario time, for timestamps the emulator writes (default: 2026-11-24T12:00:00Z). */
  now?: string;
}

const SUCCESS = ['200', '201', '202', '204'];

/**
 * Azure Resource Manager answered from its specs: every operation of `index` routed by its template,
 * with ARM's uniform semantics (api-version, create-or-replace, merge, list by scope with next links,
 * cascade delete, 404s, long-running operations, actions answered from the response schema) over an
 * in-memory `ArmState`, and hand-written behaviour where a task's outcome depends on it.
 */
export class ArmEmulator implements ArmContext {
  readonly state = new ArmState();
  readonly validator = new SchemaValidator();
  readonly pageSize: number;
  readonly now: string;
  readonly #anySubscription: boolean;
  readonly #behaviours: readonly ArmBehaviour[];
  #requests = 0;

  constructor(
    readonly index: ArmSpecIndex,
    options: ArmEmulatorOptions = {},
  ) {
    this.pageSize = options.pageSize ?? 100;
    this.now = options.now ?? '2026-11-24T12:00:00Z';
    this.#anySubscription = options.anySubscription ?? false;
    this.#behaviours = options.behaviours ?? BUILTIN_BEHAVIOURS;
  }

  /** Answers one request; never throws (faults become ARM errors, a bug a 500). */
  handle(request: ArmRequest): ArmResponse {
    try {
      return this.#dispatch(request);
    } catch (error) {
      if (error instanceof ArmError) return this.respond(error.status, error.body);
      return this.respond(500, {
        error: {
          code: 'InternalServerError',
          message: error instanceof Error ? error.message : String(error),
        },
      });
    }
  }

  #dispatch(request: ArmRequest): ArmResponse {
    const method = request.method.toUpperCase();
    const segments = pathSegments(request.path);
    const poll = method === 'GET' ? answerPoll(this, segments) : undefined;
    if (poll) return poll;
    const query = request.query;
    // A template naming its provider wins over a generic one (`.../providers/{namespace}/{type}/{name}`).
    const fits = (operation: ArmOperation) =>
      Object.entries(operation.fixedQuery).every(([key, value]) => query.get(key) === value);
    const route =
      this.index.router.match(
        method,
        segments,
        (operation) => operation.namespace !== undefined && fits(operation),
      ) ?? this.index.router.match(method, segments, fits);
    const path = parseArmPath(segments);
    if (!route) {
      const allowed = this.index.router.methodsFor(segments);
      if (allowed.length > 0)
        throw new ArmError(
          405,
          'MethodNotAllowed',
          `The requested resource does not support http method '${method}'.`,
        );
      throw new ArmError(
        404,
        'InvalidResourceType',
        `The resource type '${armType(path)}' could not be found in the namespace '${path.namespace}'.`,
      );
    }
    const apiVersion = query.get('api-version');
    if (apiVersion === null || apiVersion === '')
      throw new ArmError(
        400,
        'MissingApiVersionParameter',
        'The api-version query parameter (?api-version=) is required for all requests.',
      );
    const supported = new Set([
      ...this.index.versionsOf(path.namespace),
      ...route.operations.map((op) => op.apiVersion),
    ]);
    if (!supported.has(apiVersion)) {
      throw new ArmError(
        400,
        'InvalidApiVersionParameter',
        `The api-version '${apiVersion}' is invalid. The supported versions are '${[...supported].sort().reverse().join(',')}'.`,
      );
    }
    const operation =
      route.operations.find((candidate) => candidate.apiVersion === apiVersion) ?? route.operations[0]!;
    const call: ArmCall = { request, operation, params: route.params, path, segments, apiVersion };
    this.#checkScope(call, method);
    for (const behaviour of this.#behaviours) {
      const answer = behaviour.handle?.(this, call);
      if (answer) return answer;
    }
    this.#checkParent(call, method);
    if (path.kind === 'resource' && segments.length > 0) {
      if (method === 'PUT') return answerPut(this, call);
      if (method === 'PATCH') return answerPatch(this, call);
      if (method === 'GET') return answerGet(this, call);
      if (method === 'HEAD') return answerHead(this, call);
      if (method === 'DELETE') return answerDelete(this, call);
    }
    if (method === 'GET') return path.kind === 'collection' ? answerList(this, call) : answerView(this, call);
    return answerAction(this, call);
  }

  /** 404s ARM gives before the provider sees the request: no subscription, no group. */
  #checkScope(call: ArmCall, method: string): void {
    const { path, segments } = call;
    if (
      path.subscriptionId !== undefined &&
      !this.#anySubscription &&
      !this.state.subscriptions.has(path.subscriptionId.toLowerCase())
    )
      throw new ArmError(
        404,
        'SubscriptionNotFound',
        `The subscription '${path.subscriptionId}' could not be found.`,
      );
    if (path.resourceGroup !== undefined) {
      const isGroup = segments.length === 4;
      const group = joinPath(segments.slice(0, 4));
      if (!(isGroup && method === 'PUT') && !this.state.get(group)) {
        if (isGroup && method === 'HEAD') throw new ArmError(404, 'ResourceGroupNotFound', '');
        throw new ArmError(
          404,
          'ResourceGroupNotFound',
          `Resource group '${path.resourceGroup}' could not be found.`,
        );
      }
    }
  }

  /** The provider's 404 for a child whose parent (or an action whose resource) does not exist. */
  #checkParent(call: ArmCall, method: string): void {
    const { path, segments } = call;
    const holder =
      path.kind === 'resource'
        ? parentSegments(segments)
        : path.kind === 'collection'
          ? segments.slice(0, -1)
          : [];
    const scopeRoot =
      holder.length <= 2 || (holder.length === 4 && holder[2]!.toLowerCase() === 'resourcegroups');
    if (scopeRoot || parseArmPath(holder).kind !== 'resource') return;
    if (!this.creatable(holder) || this.state.get(joinPath(holder))) return;
    const own = path.kind === 'collection' && method === 'POST';
    throw new ArmError(
      404,
      own ? 'ResourceNotFound' : 'ParentResourceNotFound',
      own
        ? `The Resource '${this.typeOf(holder)}/${holder.at(-1)}' under resource group '${path.resourceGroup ?? ''}' was not found.`
        : `Can not perform requested operation on nested resource. Parent resource '${joinPath(holder)}' not found.`,
    );
  }

  /** True when the specs let a client create the resource at `segments` (a PUT of a provider's own template). */
  creatable(segments: string[]): boolean {
    return (
      this.index.router.match('PUT', segments, (operation) => operation.namespace !== undefined) !== undefined
    );
  }

  /**
   * True when the resource at `segments`, missing, is a 404: the specs let a client create it, or the tenant has
   * held a resource of its type that the specs cannot create (managed disks, seeded by id). Otherwise it exists
   * as its schema describes it (a quota, a service's settings).
   */
  existsOnlyOnceCreated(segments: string[]): boolean {
    return this.creatable(segments) || this.state.heldType(this.typeOf(segments));
  }

  /** The ARM type of the resource at `segments` (items, for a collection), in the specs' spelling. */
  typeOf(segments: string[]): string {
    const route = this.index.router.match('GET', segments) ?? this.index.router.match('PUT', segments);
    const spelled = new Map<string, string>();
    if (route)
      for (const literal of route.operations[0]!.template.split('/'))
        spelled.set(literal.toLowerCase(), literal);
    return armType(parseArmPath(segments), (segment) => spelled.get(segment.toLowerCase()) ?? segment);
  }

  /** The stored resource at `segments`, or ARM's 404 for it. */
  requireResource(segments: string[]): StoredResource {
    const resource = this.state.get(joinPath(segments));
    if (resource) return resource;
    const path = parseArmPath(segments);
    if (segments.length === 4 && path.resourceGroup !== undefined)
      throw new ArmError(
        404,
        'ResourceGroupNotFound',
        `Resource group '${path.resourceGroup}' could not be found.`,
      );
    throw new ArmError(
      404,
      'ResourceNotFound',
      `The Resource '${this.typeOf(segments)}/${segments.at(-1)}' under resource group '${path.resourceGroup ?? ''}' was not found. For more details please go to https://aka.ms/ARMResourceNotFoundFix`,
    );
  }

  /** A success status the operation's spec lists, the first of `preferred` that it does. */
  successStatus(call: ArmCall, preferred: string[] = SUCCESS): number {
    const listed = call.operation.responses;
    const status =
      preferred.find((code) => listed.has(code)) ?? SUCCESS.find((code) => listed.has(code)) ?? '200';
    return Number(status);
  }

  /** The response schema of `status` for the call's operation. */
  schemaOf(call: ArmCall, status: number): JsonSchema | undefined {
    return this.index.responseSchema(call.operation, String(status));
  }

  /** `body` completed with what the operation's response schema requires for `status`. */
  render(call: ArmCall, status: number, body: unknown): unknown {
    const schema = this.schemaOf(call, status);
    return schema === undefined ? body : fillRequired(body, schema);
  }

  /** Applies the behaviours' `render` to a stored resource's body as it is returned. */
  present(call: ArmCall, resource: StoredResource): Record<string, unknown> {
    let body = { ...resource.body } as Record<string, unknown>;
    for (const behaviour of this.#behaviours)
      if (behaviour.render) body = behaviour.render(this, call, resource, body);
    return body;
  }

  /** Applies the behaviours' `write` to a resource about to be stored. */
  written(call: ArmCall, resource: StoredResource, previous: StoredResource | undefined): StoredResource {
    let result = resource;
    for (const behaviour of this.#behaviours)
      if (behaviour.write) result = behaviour.write(this, call, result, previous);
    return result;
  }

  respond(status: number, body?: unknown, headers: Record<string, string> = {}): ArmResponse {
    this.#requests += 1;
    const requestId = `00000000-0000-4000-8000-${this.#requests.toString(16).padStart(12, '0')}`;
    const response: ArmResponse = { status, headers: { 'x-ms-request-id': requestId, ...headers } };
    if (body !== undefined) response.body = body;
    return response;
  }

  /** A long-running operation's first answer: `status` (201/202) with the URLs to poll, `final` kept for the poll. */
  accepted(
    call: ArmCall,
    status: number,
    body: unknown,
    final: { status: number; body?: unknown },
  ): ArmResponse {
    return startAsyncOperation(this, call, status, body, final);
  }

  /** The key the state holds `segments` under. */
  key(segments: string[]): string {
    return idKey(joinPath(segments));
  }
}
