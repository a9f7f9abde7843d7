import type { JsonSchema } from '../../../openapi/schema-converter.ts';
import { answerView } from './arm-actions.ts';
import type { ArmContext } from './arm-context.ts';
import { ArmError } from './arm-errors.ts';
import { joinPath, parseArmPath } from './arm-path.ts';
import { fillRequired, isObjectSchema, propertySchema, stripReadOnly } from './arm-schema-values.ts';
import type { JsonObject, StoredResource } from './arm-state.ts';
import type { ArmCall, ArmResponse } from './arm-types.ts';

const GROUP_TYPE = 'Microsoft.Resources/resourceGroups';

function isPlainObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** ARM's merge of a PATCH: objects merged key by key, `null` removes, arrays and `tags` replaced whole. */
export function mergePatch(target: JsonObject, patch: JsonObject, top = true): JsonObject {
  const merged: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (isPlainObject(value) && isPlainObject(merged[key]) && !(top && key === 'tags'))
      merged[key] = mergePatch(merged[key] as JsonObject, value, false);
    else merged[key] = value;
  }
  return merged;
}

/** The request body, validated against the operation's schema and without its read-only properties. */
function readInput(emulator: ArmContext, call: ArmCall): JsonObject {
  const { operation, request } = call;
  if (request.body === undefined) {
    if (operation.body?.required)
      throw new ArmError(
        400,
        'InvalidRequestContent',
        'The request content was invalid: a request body is required.',
      );
    return {};
  }
  emulator.validator.checkRequestBody(emulator.index.requestSchema(operation), request.body);
  return isPlainObject(request.body)
    ? (stripReadOnly(request.body, emulator.index.bodyShape(operation)) as JsonObject)
    : {};
}

/** `properties.provisioningState: Succeeded` where the response schema has it, as ARM reports a finished write. */
function withProvisioningState(body: JsonObject, schema: JsonSchema | undefined, type: string): JsonObject {
  const state = propertySchema(propertySchema(schema, 'properties'), 'provisioningState');
  if (state === undefined && type !== GROUP_TYPE) return body;
  const allowed =
    typeof state === 'object' && Array.isArray(state.enum) ? (state.enum as unknown[]) : undefined;
  const value = !allowed || allowed.includes('Succeeded') ? 'Succeeded' : allowed[0];
  const properties = isPlainObject(body.properties) ? body.properties : {};
  return { ...body, properties: { ...properties, provisioningState: value } };
}

function store(
  emulator: ArmContext,
  call: ArmCall,
  body: JsonObject,
  previous: StoredResource | undefined,
): StoredResource {
  const resource = emulator.written(
    call,
    {
      id: body.id as string,
      type: body.type as string,
      body,
      meta: previous?.meta ?? {},
      apiVersion: call.apiVersion,
    },
    previous,
  );
  emulator.state.put(resource);
  return resource;
}

function answerWrite(
  emulator: ArmContext,
  call: ArmCall,
  resource: StoredResource,
  status: number,
): ArmResponse {
  const body = emulator.render(call, status, emulator.present(call, resource));
  if (!call.operation.longRunning) return emulator.respond(status, body);
  const final = { status: 200, body: emulator.render(call, 200, emulator.present(call, resource)) };
  return emulator.accepted(call, status, status === 202 ? undefined : body, final);
}

/** PUT: create, or replace whole (read-only properties ignored, location kept, `meta` kept). */
export function answerPut(emulator: ArmContext, call: ArmCall): ArmResponse {
  const { segments } = call;
  const input = readInput(emulator, call);
  const id = joinPath(segments);
  const previous = emulator.state.get(id);
  const status = emulator.successStatus(call, previous ? ['200', '201', '202'] : ['201', '200', '202']);
  const type = emulator.typeOf(segments);
  if (call.request.body !== undefined && !isPlainObject(call.request.body)) {
    // Content, not a resource (a runbook's draft, a policy's text): kept as it came, answered as it is.
    const stored = store(emulator, call, { id, name: segments.at(-1), type }, previous);
    emulator.state.put({ ...stored, meta: { ...stored.meta, content: call.request.body } });
    const asIs = isObjectSchema(emulator.schemaOf(call, status)) ? undefined : call.request.body;
    return emulator.respond(status, emulator.render(call, status, asIs));
  }
  const { id: _id, name: _name, type: _type, ...rest } = input;
  let body: JsonObject = { id, name: segments.at(-1), type, ...rest };
  if (body.location === undefined && previous?.body.location !== undefined)
    body.location = previous.body.location;
  body = withProvisioningState(body, emulator.schemaOf(call, status === 202 ? 200 : status), type);
  return answerWrite(emulator, call, store(emulator, call, body, previous), status);
}

/**
 * A resource the specs give no way to create (no PUT: a quota, a service's settings) exists as its
 * response schema describes it, until a PATCH stores a change; one that has a PUT and is not stored is a 404.
 */
function virtualResource(emulator: ArmContext, call: ArmCall): StoredResource {
  const { segments } = call;
  if (
    emulator.existsOnlyOnceCreated(segments) ||
    (segments.length === 4 && call.path.resourceGroup !== undefined)
  )
    emulator.requireResource(segments);
  const type = emulator.typeOf(segments);
  const body = fillRequired(
    { id: joinPath(segments), name: segments.at(-1), type },
    emulator.schemaOf(call, 200),
  );
  return { id: joinPath(segments), type, body: body as JsonObject, meta: {}, apiVersion: call.apiVersion };
}

/** PATCH: merge into the stored resource (404 when there is none). */
export function answerPatch(emulator: ArmContext, call: ArmCall): ArmResponse {
  const previous = emulator.state.get(joinPath(call.segments)) ?? virtualResource(emulator, call);
  const input = readInput(emulator, call);
  const { id: _id, name: _name, type: _type, ...rest } = input;
  const body = mergePatch(previous.body as JsonObject, rest);
  const status = emulator.successStatus(call, ['200', '202', '201']);
  return answerWrite(emulator, call, store(emulator, call, body, previous), status);
}

/** GET of one resource: the stored one; 404 for one the specs let a client create; generated otherwise. */
export function answerGet(emulator: ArmContext, call: ArmCall): ArmResponse {
  const { segments } = call;
  const resource = emulator.state.get(joinPath(segments));
  const status = emulator.successStatus(call, ['200']);
  if (resource) {
    const objects = isObjectSchema(emulator.schemaOf(call, status));
    const content = objects ? emulator.present(call, resource) : resource.meta.content;
    return emulator.respond(status, emulator.render(call, status, content));
  }
  if (segments.length === 2 && segments[0]!.toLowerCase() === 'subscriptions') {
    const known = emulator.state.subscriptions.get(segments[1]!.toLowerCase());
    return emulator.respond(
      status,
      emulator.render(call, status, {
        id: joinPath(segments),
        subscriptionId: segments[1],
        displayName: known?.displayName ?? segments[1],
        state: 'Enabled',
      }),
    );
  }
  if (
    emulator.existsOnlyOnceCreated(segments) ||
    (segments.length === 4 && call.path.resourceGroup !== undefined)
  )
    emulator.requireResource(segments);
  return answerView(emulator, call);
}

/** HEAD (check existence): 204 or 404, no body. */
export function answerHead(emulator: ArmContext, call: ArmCall): ArmResponse {
  if (emulator.state.get(joinPath(call.segments)))
    return emulator.respond(emulator.successStatus(call, ['204', '200']));
  return emulator.respond(404);
}

/** DELETE: the resource and everything under it; a missing one is already deleted (204). */
export function answerDelete(emulator: ArmContext, call: ArmCall): ArmResponse {
  const id = joinPath(call.segments);
  const resource = emulator.state.get(id);
  if (!resource) return emulator.respond(emulator.successStatus(call, ['204', '200']));
  emulator.state.delete(id);
  const listed = call.operation.responses;
  if (call.operation.longRunning && listed.has('202'))
    return emulator.accepted(call, 202, undefined, { status: listed.has('204') ? 204 : 200 });
  const status = emulator.successStatus(call, ['200', '204', '202']);
  const schema = emulator.schemaOf(call, status);
  return emulator.respond(
    status,
    schema === undefined ? undefined : fillRequired({ ...resource.body }, schema),
  );
}

/** A provider's resource directly in a group or subscription: what ARM's generic `resources` list shows (no children, no groups). */
function isTopLevel(resource: StoredResource): boolean {
  const path = parseArmPath(resource.id.split('/').filter((segment) => segment !== ''));
  return (
    path.tail !== path.segments &&
    path.tail.length === 2 &&
    (path.scope.length === 2 || path.scope.length === 4)
  );
}

/** Resources a collection path lists: by type under its scope (subscription, group, parent resource). */
function collect(emulator: ArmContext, call: ArmCall): StoredResource[] {
  const { segments, path } = call;
  const state = emulator.state;
  const last = segments.at(-1)!.toLowerCase();
  let holder = segments.slice(0, -1);
  if (path.tail === path.segments) {
    if (segments.length === 1 && last === 'subscriptions') {
      return [...state.subscriptions.values()].map((subscription) => ({
        id: `/subscriptions/${subscription.subscriptionId}`,
        type: 'Microsoft.Resources/subscriptions',
        body: {
          id: `/subscriptions/${subscription.subscriptionId}`,
          subscriptionId: subscription.subscriptionId,
          displayName: subscription.displayName,
          state: 'Enabled',
        },
        meta: {},
        apiVersion: call.apiVersion,
      }));
    }
    if (last === 'resources') return state.list(joinPath(holder), undefined).filter(isTopLevel);
    return state.list(joinPath(holder), `Microsoft.Resources/${segments.at(-1)}`);
  }
  if (holder.length >= 2 && holder.at(-2)!.toLowerCase() === 'providers') holder = holder.slice(0, -2);
  return state.list(holder.length === 0 ? '' : joinPath(holder), emulator.typeOf(segments));
}

/**
 * A list's `$filter`: resourceType, name, tagName / tagValue equalities (the generic resources list), and a
 * role assignment's principal (`principalId eq '<id>'`, `assignedTo('<id>')`, ids compared case aside).
 */
function filterResources(resources: StoredResource[], filter: string | null): StoredResource[] {
  if (!filter) return resources;
  const terms = [
    ...[...filter.matchAll(/(\w+)\s+eq\s+'([^']*)'/gi)].map(
      ([, field, value]) => [field!.toLowerCase(), value!] as const,
    ),
    ...[...filter.matchAll(/assignedTo\(\s*'([^']*)'\s*\)/gi)].map(
      ([, value]) => ['principalid', value!] as const,
    ),
  ];
  return resources.filter((resource) => {
    const properties = isPlainObject(resource.body.properties) ? resource.body.properties : {};
    const tags = isPlainObject(resource.body.tags) ? (resource.body.tags as Record<string, unknown>) : {};
    const tagName = terms.find(([field]) => field === 'tagname')?.[1];
    return terms.every(([field, value]) => {
      if (field === 'resourcetype') return resource.type.toLowerCase() === value.toLowerCase();
      if (field === 'name') return String(resource.body.name).toLowerCase() === value.toLowerCase();
      if (field === 'principalid')
        return (
          String((properties as Record<string, unknown>).principalId).toLowerCase() === value.toLowerCase()
        );
      if (field === 'tagname')
        return Object.keys(tags).some((key) => key.toLowerCase() === value.toLowerCase());
      if (field === 'tagvalue')
        return (
          tagName !== undefined &&
          Object.entries(tags).some(
            ([key, tag]) => key.toLowerCase() === tagName.toLowerCase() && tag === value,
          )
        );
      return true;
    });
  });
}

/** GET of a collection: its items in pages of `pageSize` with a `nextLink` (`$skiptoken`), `$top` honoured. */
export function answerList(emulator: ArmContext, call: ArmCall): ArmResponse {
  const { operation, request } = call;
  const schema = emulator.schemaOf(call, 200);
  const itemName = operation.pageable?.itemName ?? 'value';
  const bare = typeof schema === 'object' && schema.type === 'array';
  const listSchema = bare ? schema : propertySchema(schema, itemName);
  if (typeof listSchema !== 'object' || (listSchema.type !== 'array' && listSchema.items === undefined))
    return answerView(emulator, call);
  const itemSchema = listSchema.items as JsonSchema | undefined;
  const all = filterResources(collect(emulator, call), request.query.get('$filter'));
  const skip = Math.max(
    0,
    Number(request.query.get('$skiptoken') ?? request.query.get('$skipToken') ?? 0) || 0,
  );
  const top = Number(request.query.get('$top')) || Infinity;
  const nextLinkName = operation.pageable ? operation.pageable.nextLinkName : null;
  const size = nextLinkName === null ? Math.min(top, all.length) : Math.min(top, emulator.pageSize);
  const page = all.slice(skip, skip + size);
  const items = page.map((resource) => fillRequired(emulator.present(call, resource), itemSchema));
  if (bare) return emulator.respond(200, items);
  const body: JsonObject = { [itemName]: items };
  if (nextLinkName !== null && skip + size < all.length && top === Infinity) {
    const query = new URLSearchParams(request.query);
    query.delete('$skipToken');
    query.set('$skiptoken', String(skip + size));
    body[nextLinkName] = `${request.origin}${request.path}?${query}`;
    return emulator.respond(200, emulator.render(call, 200, body));
  }
  // The last page has no link, even where the spec marks it required (filling it would invent one to follow).
  const rendered = emulator.render(call, 200, body) as JsonObject;
  if (nextLinkName !== null) delete rendered[nextLinkName];
  return emulator.respond(200, rendered);
}
