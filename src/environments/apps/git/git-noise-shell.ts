import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let built: Promise<string> | undefined;

/** Where a git seed script that calls `noise_commits` keeps its finished repository, per script, task and generator version. */
export async function noiseSeedCache(task: { id: string }, script: string, text: string): Promise<string> {
  const shell = await gitNoiseShell();
  const key = createHash('sha256').update(task.id).update(text).update(shell).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), 'mcp-arena-git-seeds');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${task.id}-${path.basename(script, '.sh')}-${key}`);
}

/**
 * A bash file defining `noise_commits`, for git seed scripts (given to them as BASH_ENV). The command is
 * TypeScript, bundled once per machine and source version by esbuild into plain JavaScript, so each call
 * costs one node start, not a TypeScript loader's.
 */
export function gitNoiseShell(): Promise<string> {
  built ??= build();
  built.catch(() => (built = undefined));
  return built;
}

async function build(): Promise<string> {
  const here = import.meta.dirname;
  // Its modules as they run: .ts from the sources, .js when built into dist/ (esbuild bundles either).
  const extension = path.extname(import.meta.filename);
  // Its data files too (esbuild inlines the .json it imports), and the shared noise helpers it bundles.
  const shared = path.join(here, '..', '..', 'noise');
  const sources = [
    ...readdirSync(here).map((file) => path.join(here, file)),
    ...readdirSync(shared).map((file) => path.join(shared, file)),
  ]
    .filter(
      (file) => (file.endsWith(extension) || file.endsWith('.json')) && !file.endsWith(`.test${extension}`),
    )
    .sort();
  const hash = createHash('sha256');
  for (const file of sources) hash.update(path.basename(file)).update(readFileSync(file));
  const dir = path.join(os.tmpdir(), `mcp-arena-git-noise-${hash.digest('hex').slice(0, 16)}`);
  const bundle = path.join(dir, 'noise-commits.mjs');
  const shell = path.join(dir, 'noise-commits.bash');
  if (!existsSync(shell)) {
    mkdirSync(dir, { recursive: true });
    const { build: esbuild } = await import('esbuild');
    const partial = `${bundle}.${process.pid}.tmp`;
    await esbuild({
      entryPoints: [path.join(here, `git-noise-command${extension}`)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: partial,
      logLevel: 'silent',
    });
    renameSync(partial, bundle);
    const script = `# noise_commits <count> <from-date> <to-date> [dir]: realistic churn commits (mcp-arena)\nnoise_commits() { ${JSON.stringify(process.execPath)} ${JSON.stringify(bundle)} "$@"; }\n`;
    writeFileSync(`${shell}.${process.pid}.tmp`, script);
    renameSync(`${shell}.${process.pid}.tmp`, shell);
  }
  return shell;
}
