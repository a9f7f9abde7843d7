import { fileURLToPath } from 'node:url';

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
