#!/usr/bin/env node
// Runs the TypeScript CLI directly: task checks are TypeScript too, so tsx is needed at run time anyway.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

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
const { register } = await import('tsx/esm/api');
register();
await import('../src/cli/main.ts');
