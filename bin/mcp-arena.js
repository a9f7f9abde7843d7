#!/usr/bin/env node
// Starts the CLI: the JavaScript that `npm run build` writes into dist/ (`npm ci` and `npm pack` run it),
// or the TypeScript sources through tsx in a checkout whose dist/ is missing or older than a file or
// folder of src/. What runs is so always what src/ says (the tests start the CLI through this file), and
// an edit needs no build to take effect; only the start-up is slower until the next build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Whether dist/ holds the build of src/ as it is now (an installed package has no src/: it does). */
function builtIsCurrent() {
  try {
    return builtFromSrc(statSync(path.join(root, 'dist', '.built')).mtimeMs);
  } catch {
    return false; // no build, or a file removed while we looked: the sources decide
  }
}

function builtFromSrc(built) {
  const src = path.join(root, 'src');
  if (!existsSync(src)) return true;
  const unchanged = (file) => statSync(file).mtimeMs <= built;
  // A folder's time changes when a file in it is added, removed or renamed; a file's when it is written.
  // (About 570 stats, 5 to 10 ms; readdirSync's own `recursive` takes twice as long on Node 20.)
  const walk = (dir) =>
    unchanged(dir) &&
    readdirSync(dir, { withFileTypes: true }).every((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : unchanged(path.join(dir, entry.name)),
    );
  return (
    walk(src) &&
    unchanged(path.join(root, 'scripts', 'build.ts')) &&
    unchanged(path.join(root, 'tsconfig.build.json'))
  );
}

// Before esbuild is loaded (it reads the variable then): its service runs in a session of its own, so
// the Ctrl-C that lets a run finish its cells does not kill the compiler their checks still need.
if (!process.env.ESBUILD_BINARY_PATH && existsSync('/usr/bin/setsid')) {
  try {
    const require = createRequire(import.meta.url);
    process.env.MCP_ARENA_ESBUILD = require.resolve(
      `@esbuild/${process.platform}-${process.arch}/bin/esbuild`,
    );
    process.env.ESBUILD_BINARY_PATH = fileURLToPath(new URL('./esbuild-own-session.sh', import.meta.url));
    // esbuild has read it now (the module tsx uses too); the processes mcp-arena starts must not inherit it:
    // another esbuild version (an npm ci that `setup --dev` runs, an agent's build) would refuse our binary.
    require('esbuild');
    delete process.env.ESBUILD_BINARY_PATH;
  } catch {
    // esbuild installed another way: it keeps its default
  }
}

if (builtIsCurrent()) {
  await import('../dist/cli/main.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
