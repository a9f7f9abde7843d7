import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { verdict } from './diff-rows.ts';

/** Paths relative to the folder, with `*` (within a folder), `**` (any depth) and `?`; `true` for all. */
export type PathPatterns = true | readonly string[] | ((relativePath: string) => boolean);

export interface FileAllowList {
  added?: PathPatterns;
  removed?: PathPatterns;
  changed?: PathPatterns;
}

export interface FileDiff {
  added: string[];
  removed: string[];
  changed: string[];
  unexpected: string[];
  passed: boolean;
  detail: string;
}

/**
 * Compares two folders by content (the seed's `workspace/` and the workspace after the agent, e.g.
 * `diffFiles(context.before.workspace, context.workspace, { allow: { added: ['reports/*.md'] } })`):
 * which files were added, removed or changed, and which of those the allow-list does not cover.
 */
export function diffFiles(
  beforeDir: string,
  afterDir: string,
  options: { allow?: FileAllowList; limit?: number } = {},
): FileDiff {
  const before = hashTree(beforeDir);
  const after = hashTree(afterDir);
  const allow = options.allow ?? {};
  const added = Object.keys(after).filter((file) => !(file in before));
  const removed = Object.keys(before).filter((file) => !(file in after));
  const changed = Object.keys(before).filter((file) => file in after && before[file] !== after[file]);
  const unexpectedOf = (files: string[], patterns: PathPatterns | undefined, what: string): string[] => {
    const allowed = pathMatcher(patterns);
    return files.filter((file) => !allowed(file)).map((file) => `file ${file} ${what}`);
  };
  const unexpected = [
    ...unexpectedOf(added, allow.added, 'added'),
    ...unexpectedOf(removed, allow.removed, 'removed'),
    ...unexpectedOf(changed, allow.changed, 'changed'),
  ];
  return { added, removed, changed, unexpected, ...verdict(unexpected, options.limit) };
}

/** True when the relative path matches one of the patterns. */
export function matchesPaths(relativePath: string, patterns: PathPatterns | undefined): boolean {
  return pathMatcher(patterns)(relativePath);
}

/**
 * The patterns as one test, compiled once: a check that allows hundreds of listed paths over a workspace of
 * thousands of files compiled a pattern per path per file, a second and more of every cell.
 */
function pathMatcher(patterns: PathPatterns | undefined): (relativePath: string) => boolean {
  if (patterns === undefined) return () => false;
  if (patterns === true) return () => true;
  if (typeof patterns === 'function') return patterns;
  const exact = new Set(patterns.filter((pattern) => !/[*?]/.test(pattern)));
  const globs = patterns.filter((pattern) => !exact.has(pattern)).map(globPattern);
  return (relativePath) => {
    const normalised = relativePath.split('\\').join('/');
    return exact.has(normalised) || globs.some((glob) => glob.test(normalised));
  };
}

function globPattern(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '*' && pattern[index + 1] === '*') {
      source += pattern[index + 2] === '/' ? '(?:.*/)?' : '.*';
      index += pattern[index + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Content hash of every file under the folder by relative path (none when the folder does not exist). */
function hashTree(root: string): Record<string, string> {
  if (!existsSync(root)) return {};
  const hashes: Record<string, string> = {};
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[];
  for (const entry of entries.filter((each) => each.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}
