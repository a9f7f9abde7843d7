import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ConvertOptions, convertOpenapi } from './convert-openapi.ts';
import { FileHasher } from './file-hasher.ts';
import type { OpenapiConversion } from './openapi-types.ts';
import { DEFAULT_SCHEMA_OPTIONS } from './schema-converter.ts';
import type { SpecSource } from './spec-sources.ts';

/** Bumped whenever the converter's output changes, so old cache entries are not reused. */
export const CONVERTER_VERSION = 2;

interface CacheEntry {
  version: number;
  key: string;
  /** Every file the conversion read, with the SHA-256 of its content. */
  files: Record<string, string>;
  conversion: OpenapiConversion;
}

export interface LoadOptions extends ConvertOptions {
  /** Cache folder; default `$MCP_ARENA_HOME/cache/openapi` or `.mcp-arena/cache/openapi`. `false` disables it. */
  cacheDir?: string | false;
}

export interface LoadedConversion extends OpenapiConversion {
  fromCache: boolean;
  cacheFile?: string;
}

/** The cache folder the CLI and gateway share. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const home = env.MCP_ARENA_HOME ? path.resolve(env.MCP_ARENA_HOME) : path.resolve('.mcp-arena');
  return path.join(home, 'cache', 'openapi');
}

/** Key of a conversion: converter version, options, and each entry file's service, path and content. */
async function cacheKey(
  sources: SpecSource[],
  options: ConvertOptions,
  hasher: FileHasher,
): Promise<{ key: string; hashes: Record<string, string> }> {
  const hashes = await hasher.hash([...new Set(sources.map((source) => source.entry))]);
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({ version: CONVERTER_VERSION, schema: options.schema ?? DEFAULT_SCHEMA_OPTIONS }),
  );
  for (const source of sources) {
    hash.update(`\n${source.service}\t${source.root}\t${source.entry}\t${hashes[source.entry]}`);
  }
  return { key: hash.digest('hex').slice(0, 32), hashes };
}

async function readEntry(
  file: string,
  key: string,
  known: Record<string, string>,
  hasher: FileHasher,
): Promise<CacheEntry | undefined> {
  let entry: CacheEntry;
  try {
    entry = JSON.parse(await readFile(file, 'utf8')) as CacheEntry;
  } catch {
    return undefined;
  }
  if (entry.version !== CONVERTER_VERSION || entry.key !== key) return undefined;
  // Referenced files are part of the input too: any change to one invalidates the entry.
  try {
    const current = {
      ...known,
      ...(await hasher.hash(Object.keys(entry.files).filter((name) => !known[name]))),
    };
    for (const [name, hash] of Object.entries(entry.files)) if (current[name] !== hash) return undefined;
  } catch {
    return undefined;
  }
  return entry;
}

/**
 * Converts the sources, or loads the earlier conversion of the same inputs from the disk cache.
 * The cache entry is keyed by the content hash of the entry files and checked against the hashes of
 * every file the conversion read.
 */
export async function loadOpenapiConversion(
  sources: SpecSource[],
  options: LoadOptions = {},
): Promise<LoadedConversion> {
  if (options.cacheDir === false) return { ...(await convertOpenapi(sources, options)), fromCache: false };
  const directory = options.cacheDir ?? defaultCacheDir();
  await mkdir(directory, { recursive: true });
  const hasher = await FileHasher.open(directory);
  const { key, hashes } = await cacheKey(sources, options, hasher);
  const cacheFile = path.join(directory, `openapi-${key}.json`);
  const cached = await readEntry(cacheFile, key, hashes, hasher);
  await hasher.save();
  if (cached) return { ...cached.conversion, fromCache: true, cacheFile };
  const { files, ...conversion } = await convertOpenapi(sources, options);
  const entry: CacheEntry = {
    version: CONVERTER_VERSION,
    key,
    files: await hasher.hash(files),
    conversion,
  };
  await hasher.save();
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(entry));
  await rename(temporary, cacheFile);
  return { ...conversion, fromCache: false, cacheFile };
}
