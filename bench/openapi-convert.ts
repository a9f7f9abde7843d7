/**
 * OpenAPI corpus conversion: cold conversion, cache write, cached load (in-process and as a fresh
 * CLI process), against a baseline of just reading and parsing every corpus file in the same run.
 *
 *   npx tsx bench/openapi-convert.ts [CORPUS_DIR]
 *
 * CORPUS_DIR defaults to ../shared/corpus/openapi beside the repo.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { discoverSpecSources, findInvalidSchemas, loadOpenapiConversion } from '../src/openapi/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.resolve(process.argv[2] ?? path.resolve(repoRoot, '../shared/corpus/openapi'));

function allFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return allFiles(full);
    return /\.(json|ya?ml)$/i.test(entry.name) ? [full] : [];
  });
}

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const loadAtStart = loadavg()[0] ?? 0;
const home = mkdtempSync(path.join(tmpdir(), 'openapi-bench-'));
const cacheDir = path.join(home, 'cache', 'openapi');
try {
  // Baseline: read and parse every JSON/YAML file of the corpus once, nothing else.
  let start = process.hrtime.bigint();
  const files = allFiles(corpus);
  let bytes = 0;
  for (const file of files) {
    const raw = readFileSync(file, 'utf8');
    bytes += raw.length;
    const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    if (/\.json$/i.test(file)) JSON.parse(text);
    else parseYaml(text, { maxAliasCount: -1, logLevel: 'error' });
  }
  const parseSeconds = seconds(start);

  start = process.hrtime.bigint();
  const sources = discoverSpecSources([corpus]);
  const cold = await loadOpenapiConversion(sources, { cacheDir });
  const coldSeconds = seconds(start);
  if (cold.fromCache) throw new Error('expected a cold conversion');

  start = process.hrtime.bigint();
  const warm = await loadOpenapiConversion(discoverSpecSources([corpus]), {
    cacheDir,
  });
  const warmSeconds = seconds(start);
  if (!warm.fromCache) throw new Error('expected a cache hit');

  // A later start: a fresh process that loads the cached conversion and prints the stats.
  start = process.hrtime.bigint();
  const output = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'bin/mcp-arena.js'), 'openapi', 'stats', corpus, '--json', '--no-validate'],
    {
      env: { ...process.env, MCP_ARENA_HOME: home },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).toString();
  const processSeconds = seconds(start);
  const stats = JSON.parse(output) as {
    total: { tools: number; avgArgs: number; complexPct: number };
  };

  start = process.hrtime.bigint();
  const invalid = findInvalidSchemas(cold.tools);
  const validateSeconds = seconds(start);

  const cacheBytes = readFileSync(cold.cacheFile as string).length;
  const rows: Array<[string, string]> = [
    ['corpus', `${files.length} files, ${(bytes / 2 ** 20).toFixed(1)} MiB, ${sources.length} entry files`],
    [
      'tools / skipped / invalid schemas',
      `${cold.tools.length} / ${cold.skipped.length} / ${invalid.length}`,
    ],
    ['baseline: read + parse every file', `${parseSeconds.toFixed(2)} s`],
    [
      'cold conversion + cache write',
      `${coldSeconds.toFixed(2)} s (${(coldSeconds / parseSeconds).toFixed(1)}× baseline)`,
    ],
    [
      'cached load, in process',
      `${warmSeconds.toFixed(2)} s (${(coldSeconds / warmSeconds).toFixed(1)}× faster than cold)`,
    ],
    [
      'cached load, fresh `openapi stats` process',
      `${processSeconds.toFixed(2)} s (wall, incl. Node + tsx start)`,
    ],
    ['cache file', `${(cacheBytes / 2 ** 20).toFixed(1)} MiB`],
    ['Ajv compile of every input schema', `${validateSeconds.toFixed(1)} s`],
    ['total avg args / % array-object args', `${stats.total.avgArgs} / ${stats.total.complexPct}%`],
    [
      'machine',
      `${availableParallelism()} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at start`,
    ],
  ];
  process.stdout.write('| measure | value |\n| --- | --- |\n');
  for (const [measure, value] of rows) process.stdout.write(`| ${measure} | ${value} |\n`);
} finally {
  rmSync(home, { recursive: true, force: true });
}
