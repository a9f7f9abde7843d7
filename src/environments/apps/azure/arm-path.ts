/** What an ARM path names, read from its segments (ARM ids are case-insensitive). */
export interface ArmPath {
  segments: string[];
  subscriptionId?: string;
  resourceGroup?: string;
  /** The provider the path is under (its last `/providers/{ns}`; Microsoft.Resources when it has none). */
  namespace: string;
  /** Segments after `/providers/{ns}` (all segments when the path has no provider). */
  tail: string[];
  /** Segments before `/providers/{ns}` (the scope of an extension resource, or a group). */
  scope: string[];
  /**
   * `resource`: type/name pairs (a resource id); `collection`: ends in a type (a list, or an action with
   * POST); `provider`: `/providers/{ns}` itself.
   */
  kind: 'resource' | 'collection' | 'provider';
}

/** Microsoft.Resources types as ARM spells them (the specs' templates write `resourcegroups`). */
const RESOURCES_TYPES: Record<string, string> = {
  resourcegroups: 'resourceGroups',
  subscriptions: 'subscriptions',
  tagnames: 'tagNames',
  resources: 'resources',
};

export function joinPath(segments: string[]): string {
  return `/${segments.join('/')}`;
}

/** The key of a resource id in the state: lower case, no trailing slash. */
export function idKey(id: string): string {
  return id.toLowerCase().replace(/\/+$/, '');
}

export function parseArmPath(segments: string[]): ArmPath {
  const lower = segments.map((segment) => segment.toLowerCase());
  const result: ArmPath = {
    segments,
    namespace: 'Microsoft.Resources',
    tail: segments,
    scope: [],
    kind: 'resource',
  };
  if (lower[0] === 'subscriptions' && segments.length >= 2) {
    result.subscriptionId = segments[1];
    if (lower[2] === 'resourcegroups' && segments.length >= 4) result.resourceGroup = segments[3];
  }
  let providers = -1;
  for (let index = segments.length - 2; index >= 0; index -= 1) {
    if (lower[index] === 'providers') {
      providers = index;
      break;
    }
  }
  if (providers >= 0) {
    result.namespace = segments[providers + 1]!;
    result.tail = segments.slice(providers + 2);
    result.scope = segments.slice(0, providers);
    if (result.tail.length === 0) result.kind = 'provider';
    else result.kind = result.tail.length % 2 === 0 ? 'resource' : 'collection';
    return result;
  }
  result.kind = segments.length % 2 === 0 ? 'resource' : 'collection';
  return result;
}

/**
 * The type of the resource (or of the items of the collection) a path names: `Microsoft.Compute/
 * virtualMachines/extensions`; under no provider, Microsoft.Resources and the last type
 * (`Microsoft.Resources/resourceGroups`). `spelling` gives the spec's casing of literals.
 */
export function armType(path: ArmPath, spelling: (segment: string) => string = (segment) => segment): string {
  const types = path.tail.filter((_, index) => index % 2 === 0).map(spelling);
  if (path.tail === path.segments) {
    const last = types.at(-1) ?? '';
    return `Microsoft.Resources/${RESOURCES_TYPES[last.toLowerCase()] ?? last}`;
  }
  return [spelling(path.namespace), ...types].join('/');
}

/**
 * The id a resource is held under: its type/name pairs minus the last, and minus `/providers/{ns}` when
 * nothing follows it (a top-level resource's parent is its group; an extension resource's, its scope).
 */
export function parentSegments(segments: string[]): string[] {
  const parent = segments.slice(0, -2);
  if (parent.length >= 2 && parent[parent.length - 2]!.toLowerCase() === 'providers')
    return parent.slice(0, -2);
  return parent;
}
