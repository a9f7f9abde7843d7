import type { ArmOperation } from './arm-operation.ts';

/** A request path matched to the operations of one template. */
export interface ArmRoute {
  /** Operations of the matched template and method (one per spec that declares it). */
  operations: ArmOperation[];
  /** Path parameter values by the template's names (the first operation's). */
  params: Record<string, string>;
}

interface Node {
  literals: Map<string, Node>;
  single?: Node;
  multi?: Node;
  /** Operations whose template ends here, by method. */
  terminal: Map<string, ArmOperation[]>;
}

const newNode = (): Node => ({ literals: new Map(), terminal: new Map() });

/** Splits a path into decoded segments (`/a/b%20c` → `['a', 'b c']`). */
export function pathSegments(pathname: string): string[] {
  // ARM names never hold a slash: an encoded one is a scope or id sent encoded (a client that does not
  // honour `x-ms-skip-url-encoding`), so it separates segments like a plain one.
  return pathname
    .replace(/%2F/gi, '/')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

function templateSegments(template: string): string[] {
  return template.split('/').filter((segment) => segment !== '');
}

/**
 * Routes ARM paths to spec operations with a trie over template segments: literals match
 * case-insensitively and win over parameters; a parameter the spec marks `x-ms-skip-url-encoding` (a
 * scope, a resource id) may span several segments, the fewest that let the rest match.
 */
export class ArmRouter {
  readonly #root = newNode();

  add(operation: ArmOperation): void {
    const multi = new Set(operation.parameters.filter((p) => p.multiSegment).map((p) => p.name));
    let node = this.#root;
    for (const segment of templateSegments(operation.template)) {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      if (param === undefined) {
        const key = segment.toLowerCase();
        if (!node.literals.has(key)) node.literals.set(key, newNode());
        node = node.literals.get(key)!;
      } else if (multi.has(param)) {
        node = node.multi ??= newNode();
      } else {
        node = node.single ??= newNode();
      }
    }
    const list = node.terminal.get(operation.method) ?? [];
    list.push(operation);
    node.terminal.set(operation.method, list);
  }

  /**
   * The first template (literals first, then a one-segment parameter, then a spanning one) that matches
   * `segments` and has operations for `method` that pass `accept`.
   */
  match(
    method: string,
    segments: string[],
    accept: (operation: ArmOperation) => boolean = () => true,
  ): ArmRoute | undefined {
    const spans: Array<[number, number]> = [];
    const walk = (node: Node, at: number): ArmOperation[] | undefined => {
      if (at === segments.length) {
        const operations = (node.terminal.get(method) ?? []).filter(accept);
        return operations.length > 0 ? operations : undefined;
      }
      const literal = node.literals.get(segments[at]!.toLowerCase());
      if (literal) {
        spans.push([at, at + 1]);
        const found = walk(literal, at + 1);
        if (found) return found;
        spans.pop();
      }
      if (node.single) {
        spans.push([at, at + 1]);
        const found = walk(node.single, at + 1);
        if (found) return found;
        spans.pop();
      }
      if (node.multi) {
        for (let end = at + 1; end <= segments.length; end += 1) {
          spans.push([at, end]);
          const found = walk(node.multi, end);
          if (found) return found;
          spans.pop();
        }
      }
      return undefined;
    };
    const operations = walk(this.#root, 0);
    if (!operations) return undefined;
    const params: Record<string, string> = {};
    templateSegments(operations[0]!.template).forEach((segment, index) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      const span = spans[index];
      if (param !== undefined && span) params[param] = segments.slice(span[0], span[1]).join('/');
    });
    return { operations, params };
  }

  /** Methods some template matching `segments` answers (for a 405's message). */
  methodsFor(segments: string[]): string[] {
    return ['GET', 'PUT', 'PATCH', 'DELETE', 'POST', 'HEAD'].filter((method) => this.match(method, segments));
  }
}
