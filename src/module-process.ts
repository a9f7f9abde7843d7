import { fileURLToPath } from 'node:url';

/**
 * The entry of a worker thread that runs a module of this package (`new Worker(workerEntry(...))`):
 * built, the module's .js beside the built caller; from the sources, the .mjs entry beside it that
 * registers tsx and imports the module (a worker does not inherit the loader of its parent).
 */
export function workerEntry(callerUrl: string, module: string, sourcesEntry: string): URL {
  if (callerUrl.endsWith('.js')) return new URL(module.replace(/\.ts$/, '.js'), callerUrl);
  return new URL(sourcesEntry, callerUrl);
}

/**
 * The `node` arguments that run a module of this package as a process of its own (the store server, an
 * app's MCP server, a proxy), named as in the sources, relative to the calling module
 * (`moduleProcessArgs(import.meta.url, './main.ts')`). Run from the built dist/ the caller is a .js
 * file, and so is the module beside it: node starts it as it is. Run from the sources (tests, a checkout
 * whose dist/ is not current) both are .ts, which the given tsx loader compiles.
 */
export function moduleProcessArgs(
  callerUrl: string,
  relativePath: string,
  loader: 'tsx' | 'tsx/esm' = 'tsx/esm',
): string[] {
  if (callerUrl.endsWith('.js'))
    return [fileURLToPath(new URL(relativePath.replace(/\.ts$/, '.js'), callerUrl))];
  return ['--import', import.meta.resolve(loader), fileURLToPath(new URL(relativePath, callerUrl))];
}
