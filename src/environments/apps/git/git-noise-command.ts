/**
 * `noise_commits <count> <from-date> <to-date> [dir]` in a git seed script (the bash function runs this
 * file, bundled, with node): adds realistic churn commits on top of the current branch with one
 * `git fast-import`, then brings the index and work tree up to date. Deterministic: seeded with the task
 * id, the repository, the current commit and the arguments.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fastImportStream, noiseCommits } from './git-noise.ts';

function git(args: string[], input?: string): string {
  return execFileSync('git', args, { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

function tryGit(args: string[]): string | undefined {
  try {
    return git(args).trim() || undefined;
  } catch {
    return undefined;
  }
}

function fail(message: string): never {
  process.stderr.write(`noise_commits: ${message}\n`);
  process.exit(2);
}

function day(text: string | undefined, name: string): Date {
  const value = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text ?? '') ? `${text}T00:00:00Z` : (text ?? ''));
  if (Number.isNaN(value.getTime()))
    fail(`${name} must be a date such as 2026-03-01 (got ${text ?? 'nothing'})`);
  return value;
}

const [countText, fromText, toText, dirText = '.'] = process.argv.slice(2);
const count = Number(countText);
if (!Number.isInteger(count) || count < 1 || count > 20_000)
  fail(
    `usage: noise_commits <count> <from-date> <to-date> [dir] (count 1..20000, got ${countText ?? 'nothing'})`,
  );
const from = day(fromText, 'from-date');
const to = day(toText, 'to-date');
if (/^\d{4}-\d{2}-\d{2}$/.test(toText ?? '')) to.setUTCHours(23, 59, 59);
if (from > to) fail('from-date must not be after to-date');
const dir = path.posix.normalize(dirText).replace(/^\.\/?|\/$/g, '');
if (dir.startsWith('..')) fail(`dir must be inside the repository (got ${dirText})`);

const ref = tryGit(['symbolic-ref', '-q', 'HEAD']) ?? fail('HEAD is detached; check out a branch first');
const parent = tryGit(['rev-parse', '-q', '--verify', 'HEAD^{commit}']);
const gitDir = git(['rev-parse', '--git-dir']).trim();
const repo = path.basename(git(['rev-parse', '--show-toplevel']).trim());
// Committed files and the ones the script wrote but has not committed yet: noise never takes their paths.
const taken = new Set(
  [
    ...(parent ? git(['ls-tree', '-r', '--name-only', parent]).split('\n') : []),
    ...git(['ls-files', '--others', '--exclude-standard']).split('\n'),
  ].filter(Boolean),
);
const ledger = path.join(gitDir, 'arena-noise-files');
const known = existsSync(ledger)
  ? readFileSync(ledger, 'utf8')
      .split('\n')
      .filter((file) => taken.has(file))
  : [];
// Earlier noise under dir may be edited, renamed or deleted; everything else is left alone.
const inside = (file: string): boolean => !dir || file.startsWith(`${dir}/`);
const files = new Map<string, string>();
for (const file of known.filter(inside)) {
  files.set(file, git(['cat-file', 'blob', `${parent}:${file}`]));
  taken.delete(file);
}
const python = [...taken].filter((file) => file.endsWith('.py')).length;
const script = [...taken].filter((file) => /\.(ts|js|tsx|mjs)$/.test(file)).length;
const email = process.env.GIT_AUTHOR_EMAIL ?? tryGit(['log', '-1', '--format=%ae']) ?? '';

const commits = noiseCommits({
  seed: [process.env.MCP_ARENA_TASK_ID ?? '', repo, parent ?? 'root', count, fromText, toText, dir].join('/'),
  teamSeed: `${process.env.MCP_ARENA_TASK_ID ?? ''}/${repo}`,
  count,
  from,
  to,
  dir,
  language: python > script ? 'py' : 'ts',
  files,
  taken,
  authorDomain: email.split('@')[1] ?? 'example.test',
});
git(['fast-import', '--quiet', '--done'], `${fastImportStream(ref, parent, commits)}done\n`);
// The index and work tree follow the new commits; the script's other files are left as they are.
if (parent) git(['read-tree', '-m', '-u', parent, 'HEAD']);
else git(['read-tree', '-m', '-u', 'HEAD']);
const ledgerFiles = [...known.filter((file) => !inside(file)), ...files.keys()];
writeFileSync(ledger, `${ledgerFiles.sort().join('\n')}\n`);
