import type { AzureReader, AzureResource } from '../../environments/app-state.ts';
import { verdict } from './diff-rows.ts';

/**
 * What may differ between the tenants. Ids and paths are globs (`*` is any run of characters, case
 * ignored, as ARM ignores it): ids like `/subscriptions/*\/resourceGroups/rg-todo/*`, paths dotted in the
 * resource as ARM returns it (`tags.*`, `properties.apiProperties.serverVersion`) or in what the emulator
 * keeps beside it (`meta.powerState`, `meta.value` of a secret, `meta.keys`).
 */
export interface AzureAllowList {
  /** Resources that may be created: `true` for any, or id globs. */
  created?: true | readonly string[];
  /** Resources that may be deleted: `true` for any, or id globs. */
  deleted?: true | readonly string[];
  /** Per id glob, the paths that may change in it (`'*'`: any). */
  changed?: Readonly<Record<string, '*' | readonly string[]>>;
}

export interface AzureDiffOptions {
  allow?: AzureAllowList;
  /** Paths that never count as a change, besides AZURE_HARMLESS. */
  ignore?: readonly string[];
  /** How many unexpected changes `detail` shows (default 3). */
  limit?: number;
}

export interface AzureDiff {
  created: string[];
  deleted: string[];
  /** Changed resources with their changed paths (harmless ones left out). */
  changed: Array<{ id: string; paths: string[] }>;
  unexpected: string[];
  passed: boolean;
  detail: string;
}

/** Variation ARM shows without anyone changing a resource: etags, provisioning states, timestamps. */
export const AZURE_HARMLESS: readonly string[] = [
  'etag',
  '*.etag',
  'properties.provisioningState',
  'systemData.*',
  'properties.*Time',
  'properties.*TimeUtc',
  'properties.*Timestamp',
];

function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

const matchesAny = (value: string, globs: readonly string[]): boolean =>
  globs.some((glob) => globPattern(glob).test(value));

/** Leaf values by dotted path: objects are walked, arrays and scalars are leaves (compared as JSON). */
function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) into.set(prefix, '{}');
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into.set(prefix, JSON.stringify(value));
  return into;
}

/** A resource's values by dotted path (`properties.apiProperties.serverVersion`, `meta.powerState`), as JSON. */
export function flatPaths(resource: AzureResource): Map<string, string> {
  const paths = flatten(resource.body, '', new Map());
  return flatten(resource.meta, 'meta', paths);
}

/** The paths that differ between two versions of a resource. */
export function changedPaths(before: AzureResource, after: AzureResource): string[] {
  const [a, b] = [flatPaths(before), flatPaths(after)];
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((key) => a.get(key) !== b.get(key)).sort();
}

async function resourcesOf(tenant: AzureReader | readonly AzureResource[]): Promise<AzureResource[]> {
  return Array.isArray(tenant) ? [...(tenant as AzureResource[])] : (tenant as AzureReader).resources();
}

/**
 * Diffs two tenants resource by resource (id, case ignored): created, deleted and changed resources
 * with the paths that changed, harmless variation left out, and whatever the allow-list does not
 * allow as `unexpected`:
 * `diffAzure(before.azure, azure, { allow: { changed: { [accountId]: ['tags.*'] } } })`.
 */
export async function diffAzure(
  before: AzureReader | readonly AzureResource[],
  after: AzureReader | readonly AzureResource[],
  options: AzureDiffOptions = {},
): Promise<AzureDiff> {
  const allow = options.allow ?? {};
  const ignore = [...AZURE_HARMLESS, ...(options.ignore ?? [])];
  const index = (list: AzureResource[]) =>
    new Map(list.map((resource) => [resource.id.toLowerCase(), resource]));
  const [old, now] = [index(await resourcesOf(before)), index(await resourcesOf(after))];
  const diff: AzureDiff = { created: [], deleted: [], changed: [], unexpected: [], passed: true, detail: '' };
  const allowed = (rule: true | readonly string[] | undefined, id: string) =>
    rule === true || (rule !== undefined && matchesAny(id, rule));
  for (const [key, resource] of now) {
    const previous = old.get(key);
    if (!previous) {
      diff.created.push(resource.id);
      if (!allowed(allow.created, resource.id)) diff.unexpected.push(`created ${resource.id}`);
      continue;
    }
    const paths = changedPaths(previous, resource).filter((path) => !matchesAny(path, ignore));
    if (paths.length === 0) continue;
    diff.changed.push({ id: resource.id, paths });
    const rules = Object.entries(allow.changed ?? {})
      .filter(([glob]) => globPattern(glob).test(resource.id))
      .map(([, rule]) => rule);
    const unexpected = rules.includes('*')
      ? []
      : paths.filter((path) => !rules.some((rule) => rule !== '*' && matchesAny(path, rule)));
    if (unexpected.length > 0) diff.unexpected.push(`changed ${resource.id}: ${unexpected.join(', ')}`);
  }
  for (const [key, resource] of old) {
    if (now.has(key)) continue;
    diff.deleted.push(resource.id);
    if (!allowed(allow.deleted, resource.id)) diff.unexpected.push(`deleted ${resource.id}`);
  }
  return { ...diff, ...verdict(diff.unexpected, options.limit) };
}
