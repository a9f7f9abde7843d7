import { readFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** This package's package.json: `mcp-arena/...` resolves from here by package self-reference. */
const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));

/**
 * The package.json `exports` condition that names the sources (`src/*.ts`) instead of the build
 * (`dist/*.js`). Checks get it while mcp-arena itself runs from its sources (tests, a checkout whose
 * dist/ is missing or older than src/), so they use the same code as the rest of the run.
 */
export const SOURCES_CONDITION = 'mcp-arena-sources';
const FROM_SOURCES = import.meta.url.endsWith('.ts');

const isOwnSpecifier = (specifier: string): boolean =>
  specifier === 'mcp-arena' || specifier.startsWith('mcp-arena/');

// An ES module resolve hook. Built, `mcp-arena/...` resolves the usual way first; where it is not found
// (a suite folder without node_modules) it resolves as if imported from this package. From the sources,
// always from this package, with the sources condition. The parent's query (tsx's namespace) is kept.
const ESM_HOOKS = `
const PACKAGE_JSON_URL = ${JSON.stringify(pathToFileURL(PACKAGE_JSON).href)};
const SOURCES_CONDITION = ${JSON.stringify(FROM_SOURCES ? SOURCES_CONDITION : null)};
function fromThisPackage(context) {
  const parent = new URL(PACKAGE_JSON_URL);
  if (context.parentURL) parent.search = new URL(context.parentURL).search;
  return { ...context, parentURL: parent.href };
}
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'mcp-arena' && !specifier.startsWith('mcp-arena/')) return nextResolve(specifier, context);
  if (SOURCES_CONDITION) {
    const conditions = [...context.conditions, SOURCES_CONDITION];
    return nextResolve(specifier, { ...fromThisPackage(context), conditions });
  }
  try {
    return await nextResolve(specifier, context);
  } catch {
    return nextResolve(specifier, fromThisPackage(context));
  }
}`;

interface ResolvingModule {
  _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: unknown): string;
  _nodeModulePaths(dir: string): string[];
}

/** The source file package.json's exports name for an own specifier under the sources condition. */
function sourceFile(specifier: string): string {
  const { exports } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { exports?: Record<string, unknown> };
  const entry = exports?.[`.${specifier.slice('mcp-arena'.length)}`];
  const target =
    typeof entry === 'object' && entry !== null ? Reflect.get(entry, SOURCES_CONDITION) : undefined;
  if (typeof target !== 'string') {
    throw Object.assign(new Error(`Cannot find module '${specifier}': mcp-arena exports no such path`), {
      code: 'MODULE_NOT_FOUND',
    });
  }
  return path.join(path.dirname(PACKAGE_JSON), target);
}

let installed = false;

/**
 * Lets a task's check import `mcp-arena/evaluation` wherever its suite lives: in this repository (package
 * self-reference), beside an installed mcp-arena (node_modules), and in a folder with neither, such as a
 * suite checked out next to a global install. Checks outside an ES module package are compiled to
 * CommonJS, so both resolvers get the fallback (CommonJS takes no extra exports condition per call on
 * Node 20: from the sources it reads the source entry from package.json). Installed once per process.
 */
export function resolveOwnPackageEverywhere(): void {
  if (installed) return;
  installed = true;
  register(`data:text/javascript,${encodeURIComponent(ESM_HOOKS)}`);
  const resolver = Module as unknown as ResolvingModule;
  const original = resolver._resolveFilename.bind(Module);
  const self = new Module(PACKAGE_JSON);
  self.filename = PACKAGE_JSON;
  self.paths = resolver._nodeModulePaths(path.dirname(PACKAGE_JSON));
  resolver._resolveFilename = (request, parent, isMain, options) => {
    if (FROM_SOURCES && isOwnSpecifier(request)) return sourceFile(request);
    try {
      return original(request, parent, isMain, options);
    } catch (error) {
      if (!isOwnSpecifier(request)) throw error;
      return original(request, self, isMain, options);
    }
  };
}
