// Builds the CLI and the `mcp-arena/evaluation` export as JavaScript into dist/, one .js file per module
// of src/ at the same place (dist/cli/main.js for src/cli/main.ts), so paths a module computes from its own
// location (`../../package.json`, `../../schema`, a sibling's `.yaml`) mean the same from both. `npm ci`
// and `npm pack` run it (`prepare`); bin/mcp-arena.js runs dist/ when it is newer than src/.
// Run: npm run build (7 s here: tsx starting this script, esbuild, and tsc writing the export's declarations)
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
/** bin/mcp-arena.js compares this file's time with src/'s newest: it is the time the build read src/. */
const BUILD_STAMP = '.built';

const started = new Date();
const sources = (readdirSync(src, { recursive: true }) as string[]).sort();
// Test code stays out: test files, their fixtures, and helpers that import vitest (a devDependency).
const isTestCode = (file: string): boolean =>
  /\.test\.ts$/.test(file) ||
  file.split(path.sep).includes('test-fixtures') ||
  (file.endsWith('.ts') && /from 'vitest'/.test(readFileSync(path.join(src, file), 'utf8')));
const modules = sources.filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !isTestCode(file),
);
// Data files modules read beside themselves (agents.yaml, prices.json, ...), and the vendored specs' SOURCES.md
// (their licences travel with them: the package ships dist/, never src/).
const assets = sources.filter(
  (file) => (/\.(json|yaml)$/.test(file) || path.basename(file) === 'SOURCES.md') && !isTestCode(file),
);

/**
 * Every import stays an import (esbuild only strips the types of each file): packages resolve from
 * node_modules at run time, and `./x.ts` becomes `./x.js`, the file built beside it. JSON modules are
 * the exception: inlined, as an external import would lose its `with { type: 'json' }`.
 */
const eachFileOnItsOwn: Plugin = {
  name: 'each-file-on-its-own',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.endsWith('.json')) return undefined;
      const relative = args.path.startsWith('./') || args.path.startsWith('../');
      return { path: relative ? args.path.replace(/\.ts$/, '.js') : args.path, external: true };
    });
  },
};

const building = `${dist}.${process.pid}.tmp`;
rmSync(building, { recursive: true, force: true });
await build({
  entryPoints: modules.map((file) => path.join(src, file)),
  outdir: building,
  outbase: src,
  bundle: true,
  plugins: [eachFileOnItsOwn],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
for (const file of assets) {
  mkdirSync(path.dirname(path.join(building, file)), { recursive: true });
  copyFileSync(path.join(src, file), path.join(building, file));
}

// Type declarations of `mcp-arena/evaluation` for the editors of users' checks. --noCheck: `npm test`
// type-checks; this only writes what the sources declare.
const require = createRequire(import.meta.url);
const tsc = spawnSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json'), '--outDir', building],
  { cwd: root, stdio: 'inherit' },
);
if (tsc.status !== 0) {
  rmSync(building, { recursive: true, force: true });
  throw new Error(`tsc failed (exit code ${tsc.status}) writing the declarations of mcp-arena/evaluation`);
}
// The sources import './x.ts'; their declarations are './x.d.ts' files, which './x.js' names.
for (const file of readdirSync(building, { recursive: true }) as string[]) {
  if (!file.endsWith('.d.ts')) continue;
  const declarations = path.join(building, file);
  const text = readFileSync(declarations, 'utf8');
  writeFileSync(declarations, text.replace(/(from '\.{1,2}\/[^']*)\.ts'/g, "$1.js'"));
}

writeFileSync(path.join(building, BUILD_STAMP), `${started.toISOString()}\n`);
utimesSync(path.join(building, BUILD_STAMP), started, started);
// Swapped in whole: a CLI starting meanwhile sees the old build or the new one, never half of one.
const previous = `${dist}.${process.pid}.old`;
if (existsSync(dist)) renameSync(dist, previous);
renameSync(building, dist);
rmSync(previous, { recursive: true, force: true });
process.stdout.write(`built ${modules.length} modules into ${path.relative(process.cwd(), dist) || dist}\n`);
