import path from 'node:path';

/** A value found by following a `$ref`, with the file it lives in and a key that identifies it. */
export interface ResolvedRef {
  value: unknown;
  file: string;
  /** `file#pointer` after following every `$ref` on the way: the same target always gets the same key. */
  key: string;
}

const MAX_REF_CHAIN = 32;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function decodeToken(token: string): string {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // Keep the raw token: some specs put a literal `%` in names.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Follows JSON references (`#/a/b`, `other.json#/a`, `../x.yaml`) across the files of one loaded
 * spec. A `$ref` met half-way along a pointer is followed from the file it is in.
 */
export class RefResolver {
  readonly #documents: Map<string, unknown>;

  constructor(documents: Map<string, unknown>) {
    this.#documents = documents;
  }

  /** Resolves `ref` as written in `baseFile`; undefined when the target is missing or remote. */
  resolve(ref: string, baseFile: string, depth = 0): ResolvedRef | undefined {
    if (depth > MAX_REF_CHAIN) return undefined;
    const hashIndex = ref.indexOf('#');
    const filePart = hashIndex === -1 ? ref : ref.slice(0, hashIndex);
    const pointer = hashIndex === -1 ? '' : ref.slice(hashIndex + 1);
    if (/^[a-z][a-z0-9+.-]*:/i.test(filePart) && !filePart.startsWith('file:')) return undefined;
    let file = baseFile;
    if (filePart !== '') {
      const local = filePart.startsWith('file:') ? new URL(filePart).pathname : filePart;
      let decoded = local;
      try {
        decoded = decodeURI(local);
      } catch {
        // keep as written
      }
      file = path.resolve(path.dirname(baseFile), decoded);
    }
    const document = this.#documents.get(file);
    if (document === undefined) return undefined;
    return this.#walk(document, file, pointer, depth);
  }

  #walk(document: unknown, file: string, pointer: string, depth: number): ResolvedRef | undefined {
    const tokens =
      pointer === '' || pointer === '/' ? [] : pointer.replace(/^\//, '').split('/').map(decodeToken);
    let current = document;
    let currentFile = file;
    let walked: string[] = [];
    for (const token of tokens) {
      if (isObject(current) && typeof current.$ref === 'string' && !(token in current)) {
        const target = this.resolve(current.$ref, currentFile, depth + 1);
        if (!target) return undefined;
        current = target.value;
        currentFile = target.file;
        walked = target.key
          .slice(target.key.indexOf('#') + 1)
          .split('/')
          .slice(1);
      }
      if (Array.isArray(current)) {
        const index = Number(token);
        if (!Number.isInteger(index)) return undefined;
        current = current[index];
      } else if (isObject(current) && Object.hasOwn(current, token)) {
        current = current[token];
      } else {
        return undefined;
      }
      walked.push(token.replace(/~/g, '~0').replace(/\//g, '~1'));
      if (current === undefined) return undefined;
    }
    if (isObject(current) && typeof current.$ref === 'string' && Object.keys(current).length === 1) {
      return this.resolve(current.$ref, currentFile, depth + 1);
    }
    return {
      value: current,
      file: currentFile,
      key: `${currentFile}#/${walked.join('/')}`,
    };
  }
}

/** A parameter of an operation: resolved (`parameter`, the file it lives in), or `entry` as written where it does not resolve. */
export type OperationParameter =
  | { entry: unknown; parameter: Record<string, unknown>; file: string }
  | { entry: unknown; parameter: undefined };

/**
 * An operation's parameters in order, path-level ones first then operation-level ones (which override by `in` and
 * `name` when kept by that key), each with its `$ref`s followed.
 */
export function* operationParameters(
  resolver: RefResolver,
  pathItem: { value: Record<string, unknown>; file: string },
  operation: { value: Record<string, unknown>; file: string },
): Generator<OperationParameter> {
  for (const { value, file } of [pathItem, operation]) {
    if (!Array.isArray(value.parameters)) continue;
    for (const entry of value.parameters as unknown[]) {
      const resolved = followRefs(resolver, entry, file);
      yield resolved && isObject(resolved.value)
        ? { entry, parameter: resolved.value, file: resolved.file }
        : { entry, parameter: undefined };
    }
  }
}

/** Follows `$ref`s at the top of `value` until it is a plain value; undefined when one does not resolve. */
export function followRefs(
  resolver: RefResolver,
  value: unknown,
  file: string,
): { value: unknown; file: string; key?: string } | undefined {
  let current: { value: unknown; file: string; key?: string } = { value, file };
  for (let step = 0; step < MAX_REF_CHAIN; step++) {
    const node = current.value;
    if (!isObject(node) || typeof node.$ref !== 'string') return current;
    const target = resolver.resolve(node.$ref, current.file);
    if (!target) return undefined;
    current = target;
  }
  return undefined;
}
