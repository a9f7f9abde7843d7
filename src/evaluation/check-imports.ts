import Module, { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** This package's package.json: `mcp-arena/...` resolves from here by package self-reference. */
const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));

const isOwnSpecifier = (specifier: string): boolean =>
  specifier === 'mcp-arena' || specifier.startsWith('mcp-arena/');

// An ES module resolve hook: where `mcp-arena/...` is not found the usual way (a suite folder without
// node_modules), resolve it as if imported from this package. The parent's query (tsx's namespace) is kept.
const ESM_HOOKS = `
const PACKAGE_JSON_URL = ${JSON.stringify(pathToFileURL(PACKAGE_JSON).href)};
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (specifier !== 'mcp-arena' && !specifier.startsWith('mcp-arena/')) throw error;
    const parent = new URL(PACKAGE_JSON_URL);
    if (context.parentURL) parent.search = new URL(context.parentURL).search;
    return nextResolve(specifier, { ...context, parentURL: parent.href });
  }
}`;

interface ResolvingModule {
  _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: unknown): string;
  _nodeModulePaths(dir: string): string[];
}

let installed = false;

/**
 * Lets a task's check import `mcp-arena/evaluation` wherever its suite lives: in this repository (package
 * self-reference), beside an installed mcp-arena (node_modules), and in a folder with neither, such as a
 * suite checked out next to a global install. Checks outside an ES module package are compiled to
 * CommonJS, so both resolvers get the fallback. Installed once per process.
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
    try {
      return original(request, parent, isMain, options);
    } catch (error) {
      if (!isOwnSpecifier(request)) throw error;
      return original(request, self, isMain, options);
    }
  };
}
