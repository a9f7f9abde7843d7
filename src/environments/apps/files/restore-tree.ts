import {
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  type Stats,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

/** What a restore may leave in place that the seed does not have (a server's own cache), by relative path. */
export interface RestoreOptions {
  keep?: (relative: string) => boolean;
}

/**
 * Makes a folder hold exactly what the seed holds (keeping the folder itself, which servers hold open): what
 * the seed lacks goes, what differs from it (content, type, mode, owner, a link target; a file with other
 * hard links) is copied again, and what equals it stays. A reset after a run that changed a few files
 * so writes only those: deleting and copying every file cost hundreds of milliseconds per reset. True when
 * anything had to be written or removed.
 */
export function restoreTree(target: string, seed: string, options: RestoreOptions = {}): boolean {
  return syncFolder(target, existsSync(seed) ? seed : undefined, '', options) > 0;
}

/** Syncs one folder with its seed's (none: empty it); returns how many entries it wrote or removed. */
function syncFolder(
  target: string,
  seed: string | undefined,
  relative: string,
  options: RestoreOptions,
): number {
  let changes = 0;
  const wanted = new Set(seed === undefined ? [] : readdirSync(seed));
  for (const name of readdirSync(target))
    if (!wanted.has(name))
      changes += removeExtra(path.join(target, name), path.join(relative, name), options);
  for (const name of wanted) {
    const from = path.join(seed!, name);
    const to = path.join(target, name);
    const source = lstatSync(from);
    let existing = lstatOrUndefined(to);
    if (existing && !sameKind(existing, source)) {
      rmSync(to, { recursive: true, force: true });
      existing = undefined;
      changes += 1;
    }
    if (source.isDirectory()) {
      if (!existing) mkdirSync(to);
      changes += syncFolder(to, from, path.join(relative, name), options);
      if (existing?.mode === source.mode) continue;
      chmodSync(to, source.mode);
      changes += 1;
    } else if (source.isSymbolicLink()) {
      // As cpSync copied links: a relative target made absolute, so it points where the seed's did.
      const link = path.resolve(seed!, readlinkSync(from));
      if (existing && readlinkSync(to) === link) continue;
      if (existing) rmSync(to, { force: true });
      symlinkSync(link, to);
      changes += 1;
    } else if (source.isFile()) {
      if (existing && existing.nlink === 1 && existing.size === source.size && sameContent(to, from))
        continue;
      if (existing) rmSync(to, { force: true });
      copyFileSync(from, to);
      chmodSync(to, source.mode);
      changes += 1;
    } else {
      throw new Error(`cannot restore ${from}: a seed holds only folders, files and links`);
    }
  }
  return changes;
}

/** An entry the seed does not have: removed, unless kept (or, for a folder, something kept is inside it). */
function removeExtra(at: string, relative: string, options: RestoreOptions): number {
  if (options.keep?.(relative)) return 0;
  if (options.keep && lstatSync(at).isDirectory()) {
    const changes = syncFolder(at, undefined, relative, options);
    if (readdirSync(at).length > 0) return changes;
    rmSync(at, { recursive: true, force: true });
    return changes + 1;
  }
  rmSync(at, { recursive: true, force: true });
  return 1;
}

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** Same type, permissions and owner: a copy of the seed has the seed's mode and this process's owner. */
function sameKind(existing: Stats, source: Stats): boolean {
  const type = (stats: Stats): number => stats.mode & constants.S_IFMT;
  if (type(existing) !== type(source)) return false;
  if (existing.uid !== (process.geteuid?.() ?? existing.uid)) return false;
  if (existing.gid !== (process.getegid?.() ?? existing.gid)) return false;
  // A folder's mode is set again after its content; a file with another mode is copied again.
  return source.isDirectory() || existing.mode === source.mode;
}

function sameContent(a: string, b: string): boolean {
  return readFileSync(a).equals(readFileSync(b));
}
