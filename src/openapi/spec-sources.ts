import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ArenaError } from '../errors.ts';
import { sanitizeName } from './tool-naming.ts';

/** One entry spec file to convert, and the service it belongs to. */
export interface SpecSource {
  service: string;
  /** Absolute path of the service folder (origin `file`s are relative to it). */
  root: string;
  /** Absolute path of the entry file. */
  entry: string;
}

interface Manifest {
  services: Record<string, { entries: Array<{ path: string }> }>;
}

function readManifest(directory: string): Manifest | undefined {
  const file = path.join(directory, 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>;
    return manifest.services && typeof manifest.services === 'object' ? (manifest as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

function manifestSources(corpusRoot: string, manifest: Manifest, only?: string): SpecSource[] {
  const sources: SpecSource[] = [];
  for (const [service, entry] of Object.entries(manifest.services)) {
    if (only !== undefined && service !== only) continue;
    const root = path.join(corpusRoot, service);
    for (const { path: file } of entry.entries) {
      sources.push({
        service: sanitizeName(service),
        root,
        entry: path.join(root, file),
      });
    }
  }
  return sources;
}

function looksLikeSpec(file: string): boolean {
  const head = readFileSync(file, 'utf8').slice(0, 4096);
  return /["']?(swagger|openapi)["']?\s*:/.test(head);
}

function findSpecFiles(directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...findSpecFiles(full));
    else if (/\.(json|ya?ml)$/i.test(entry.name) && looksLikeSpec(full)) found.push(full);
  }
  return found.sort();
}

/** The corpus root (a folder with manifest.json) above `target`, if any. */
function findCorpusRoot(target: string): string | undefined {
  let directory = path.dirname(target);
  for (let level = 0; level < 10; level++) {
    if (readManifest(directory)) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
  return undefined;
}

/**
 * Finds the entry files to convert. Each input may be a corpus root (with manifest.json: only its
 * entry files), a service folder (its manifest entries, or every spec file in it), or a spec file.
 * `service` overrides the service name for inputs that are single files or folders.
 */
export function discoverSpecSources(inputs: string[], service?: string): SpecSource[] {
  const sources: SpecSource[] = [];
  for (const input of inputs) {
    const target = path.resolve(input);
    if (!existsSync(target)) throw new ArenaError('USAGE', `${input} does not exist`);
    if (statSync(target).isDirectory()) {
      const manifest = readManifest(target);
      if (manifest) {
        sources.push(...manifestSources(target, manifest));
        continue;
      }
      const parentManifest = readManifest(path.dirname(target));
      const name = path.basename(target);
      if (parentManifest?.services[name]) {
        for (const source of manifestSources(path.dirname(target), parentManifest, name)) {
          sources.push(service ? { ...source, service: sanitizeName(service) } : source);
        }
        continue;
      }
      const files = findSpecFiles(target);
      if (files.length === 0) throw new ArenaError('USAGE', `${input} holds no OpenAPI or Swagger file`);
      for (const file of files)
        sources.push({
          service: sanitizeName(service ?? name),
          root: target,
          entry: file,
        });
      continue;
    }
    const corpusRoot = findCorpusRoot(target);
    if (corpusRoot && !service) {
      const relative = path.relative(corpusRoot, target).split(path.sep);
      if (relative.length > 1) {
        const folder = relative[0] as string;
        sources.push({
          service: sanitizeName(folder),
          root: path.join(corpusRoot, folder),
          entry: target,
        });
        continue;
      }
    }
    const root = path.dirname(target);
    sources.push({
      service: sanitizeName(service ?? path.basename(root)),
      root,
      entry: target,
    });
  }
  return sources;
}
