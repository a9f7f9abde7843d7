import { idKey } from './arm-path.ts';

export type JsonObject = Record<string, unknown>;

/**
 * One resource as the emulator holds it. `body` is what ARM returns (id, name, type, location, tags,
 * properties...); `meta` is what the hand-written behaviours keep beside it and ARM never returns as
 * such (a VM's power state, a storage account's keys, a secret's value). Both are replaced, never
 * mutated, so a snapshot can share them.
 */
export interface StoredResource {
  readonly id: string;
  readonly type: string;
  readonly body: Readonly<JsonObject>;
  readonly meta: Readonly<JsonObject>;
  /** The api-version it was last written with. */
  readonly apiVersion: string;
}

/** A long-running operation's record, polled at its `Azure-AsyncOperation` or `Location` URL. */
export interface AsyncOperation {
  readonly id: string;
  readonly status: 'Succeeded';
  readonly startTime: string;
  /** The final answer the `Location` poll gives (an action's result, 204 after a delete). */
  readonly result: { status: number; body?: unknown };
}

/**
 * The tenant: subscriptions and every resource (resource groups included) by lower-case id, in a plain
 * map. A snapshot copies the maps, not the resources (they are immutable), so snapshot and restore take
 * well under a millisecond per thousand resources.
 */
export class ArmState {
  readonly subscriptions: Map<string, { subscriptionId: string; displayName: string }>;
  readonly resources: Map<string, StoredResource>;
  readonly operations: Map<string, AsyncOperation>;
  #sorted: string[] | undefined;
  /** Every type a resource of which was ever stored (never forgotten: deleting the last disk leaves disks a type). */
  readonly #typesHeld = new Set<string>();
  #sortedSize = -1;

  constructor(from?: ArmState) {
    this.subscriptions = new Map(from?.subscriptions);
    this.resources = new Map(from?.resources);
    this.operations = new Map(from?.operations);
  }

  /** A copy that shares the (immutable) resources: what a reset restores. */
  snapshot(): ArmState {
    return new ArmState(this);
  }

  /** Makes this state equal to `snapshot` again. */
  restore(snapshot: ArmState): void {
    this.#sorted = undefined;
    for (const [target, source] of [
      [this.subscriptions, snapshot.subscriptions],
      [this.resources, snapshot.resources],
      [this.operations, snapshot.operations],
    ] as Array<[Map<string, unknown>, Map<string, unknown>]>) {
      target.clear();
      for (const [key, value] of source) target.set(key, value);
    }
  }

  addSubscription(subscriptionId: string, displayName = subscriptionId): void {
    this.subscriptions.set(subscriptionId.toLowerCase(), { subscriptionId, displayName });
  }

  get(id: string): StoredResource | undefined {
    return this.resources.get(idKey(id));
  }

  put(resource: StoredResource): void {
    const key = idKey(resource.id);
    this.#typesHeld.add(resource.type.toLowerCase());
    if (!this.resources.has(key)) this.#sorted = undefined;
    this.resources.set(key, resource);
  }

  /** Whether a resource of the type was ever stored here (case aside). */
  heldType(type: string): boolean {
    return this.#typesHeld.has(type.toLowerCase());
  }

  /** Removes a resource and everything under it (a group's resources, a resource's children); the ids removed. */
  delete(id: string): string[] {
    const key = idKey(id);
    const removed: string[] = [];
    for (const [candidate, resource] of this.resources) {
      if (candidate === key || candidate.startsWith(`${key}/`)) {
        this.resources.delete(candidate);
        this.#sorted = undefined;
        removed.push(resource.id);
      }
    }
    return removed;
  }

  /** Resources of `type` whose id lies under `scope` (an id prefix; `''` for the whole tenant), by id. */
  list(scope: string, type: string | undefined): StoredResource[] {
    const prefix = `${idKey(scope)}/`;
    const wanted = type?.toLowerCase();
    const keys = this.#sortedKeys();
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: StoredResource[] = [];
    for (let at = low; at < keys.length && keys[at]!.startsWith(prefix); at += 1) {
      const resource = this.resources.get(keys[at]!)!;
      if (wanted === undefined || resource.type.toLowerCase() === wanted) found.push(resource);
    }
    return found;
  }

  /** The resources' keys in order, kept until a resource is added or removed (a list is a range of it). */
  #sortedKeys(): string[] {
    if (this.#sorted === undefined || this.#sortedSize !== this.resources.size) {
      this.#sorted = [...this.resources.keys()].sort();
      this.#sortedSize = this.resources.size;
    }
    return this.#sorted;
  }
}
