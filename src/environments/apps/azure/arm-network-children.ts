import type { ArmBehaviour } from './arm-behaviour.ts';
import { idKey } from './arm-path.ts';
import type { JsonObject } from './arm-state.ts';

/**
 * Child collections Azure networking shows inline in the parent's `properties` and serves as child
 * resources too: a virtual network's subnets and peerings, a security group's rules, a route table's routes.
 */
const INLINE_CHILDREN: Record<string, string[]> = {
  'microsoft.network/virtualnetworks': ['subnets', 'virtualNetworkPeerings'],
  'microsoft.network/networksecuritygroups': ['securityRules'],
  'microsoft.network/routetables': ['routes'],
};

function isPlainObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Keeps both views of a network resource's children in step, as ARM does: a PUT of the parent with
 * `properties.securityRules` (or subnets, peerings, routes) creates, replaces and deletes the child
 * resources (a PUT without the list deletes them, Azure's well-known trap), and the parent as returned
 * lists its children, however they were made.
 */
export const networkChildrenBehaviour: ArmBehaviour = {
  name: 'network-children',
  write(emulator, call, resource) {
    const keys = INLINE_CHILDREN[resource.type.toLowerCase()];
    if (!keys) return resource;
    const properties = { ...((resource.body.properties ?? {}) as JsonObject) };
    const isPut = call.request.method.toUpperCase() === 'PUT';
    for (const key of keys) {
      const items = properties[key];
      delete properties[key];
      if (!Array.isArray(items) && !isPut) continue;
      const childType = `${resource.type}/${key}`;
      const listed = new Set<string>();
      for (const item of Array.isArray(items) ? items : []) {
        if (!isPlainObject(item) || typeof item.name !== 'string') continue;
        const id = `${resource.id}/${key}/${item.name}`;
        listed.add(idKey(id));
        const { id: _id, type: _type, ...rest } = item;
        const childProperties = {
          ...(isPlainObject(rest.properties) ? rest.properties : {}),
          provisioningState: 'Succeeded',
        };
        const previous = emulator.state.get(id);
        emulator.state.put({
          id,
          type: childType,
          body: { id, ...rest, type: childType, properties: childProperties },
          meta: previous?.meta ?? {},
          apiVersion: call.apiVersion,
        });
      }
      for (const child of emulator.state.list(resource.id, childType))
        if (!listed.has(idKey(child.id))) emulator.state.delete(child.id);
    }
    return { ...resource, body: { ...resource.body, properties } };
  },
  render(emulator, _call, resource, body) {
    const keys = INLINE_CHILDREN[resource.type.toLowerCase()];
    if (!keys) return body;
    const depth = resource.id.split('/').length + 2;
    const byType = new Map<string, JsonObject[]>(
      keys.map((key) => [`${resource.type}/${key}`.toLowerCase(), []]),
    );
    for (const child of emulator.state.list(resource.id, undefined)) {
      if (child.id.split('/').length === depth)
        byType.get(child.type.toLowerCase())?.push(child.body as JsonObject);
    }
    const properties = { ...((body.properties ?? {}) as JsonObject) };
    for (const key of keys) properties[key] = byType.get(`${resource.type}/${key}`.toLowerCase());
    return { ...body, properties };
  },
};
