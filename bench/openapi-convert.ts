/**
 * OpenAPI corpus conversion: cold conversion, cache write, cached load (in process and as a fresh
 * CLI process), against a baseline measured in the same run: reading and parsing every corpus file.
 * Wall and CPU seconds are both reported, since this machine is often shared; CPU time is what
 * the work costs on an idle machine.
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

interface Timing {
  wall: number;
  cpu: number;
}

function allFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return allFiles(full);
    return /\.(json|ya?ml)$/i.test(entry.name) ? [full] : [];
  });
}

async function measure<T>(work: () => Promise<T> | T): Promise<[T, Timing]> {
  const wallStart = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuStart);
  return [
    result,
    { wall: Number(process.hrtime.bigint() - wallStart) / 1e9, cpu: (cpu.user + cpu.system) / 1e6 },
  ];
}

const show = (timing: Timing) => `${timing.wall.toFixed(2)} s wall, ${timing.cpu.toFixed(2)} s CPU`;

const loadAtStart = loadavg()[0] ?? 0;
const home = mkdtempSync(path.join(tmpdir(), 'openapi-bench-'));
const cacheDir = path.join(home, 'cache', 'openapi');
try {
  // Baseline: read and parse every JSON/YAML file of the corpus once, nothing else.
  const [{ count, bytes }, parse] = await measure(() => {
    let total = 0;
    const files = allFiles(corpus);
    for (const file of files) {
      const raw = readFileSync(file, 'utf8');
      total += raw.length;
      const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      if (/\.json$/i.test(file)) JSON.parse(text);
      else parseYaml(text, { maxAliasCount: -1, logLevel: 'error' });
    }
    return { count: files.length, bytes: total };
  });

  const sources = discoverSpecSources([corpus]);
  const [cold, coldTiming] = await measure(() => loadOpenapiConversion(sources, { cacheDir }));
  if (cold.fromCache) throw new Error('expected a cold conversion');
  const [warm, warmTiming] = await measure(() =>
    loadOpenapiConversion(discoverSpecSources([corpus]), { cacheDir }),
  );
  if (!warm.fromCache) throw new Error('expected a cache hit');

  // A later start: a fresh process that loads the cached conversion and prints the stats.
  const command = [process.execPath, path.join(repoRoot, 'bin/mcp-arena.js'), 'openapi', 'stats', corpus];
  const quoted = [...command, '--json', '--no-validate']
    .map((part) => `'${part.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const timed = execFileSync(
    'bash',
    ['-c', `TIMEFORMAT='%R %U %S'; { time ${quoted} > "$0/stats.json" ; } 2>&1`, home],
    {
      env: { ...process.env, MCP_ARENA_HOME: home },
    },
  )
    .toString()
    .trim()
    .split('\n')
    .at(-1)
    ?.split(' ')
    .map(Number) ?? [Number.NaN, Number.NaN, Number.NaN];
  const fresh: Timing = { wall: timed[0] ?? Number.NaN, cpu: (timed[1] ?? 0) + (timed[2] ?? 0) };
  const stats = JSON.parse(readFileSync(path.join(home, 'stats.json'), 'utf8')) as {
    total: { tools: number; avgArgs: number; complexPct: number };
  };

  const [invalid, validate] = await measure(() => findInvalidSchemas(cold.tools));
  const cacheBytes = readFileSync(cold.cacheFile as string).length;
  const rows: Array<[string, string]> = [
    ['corpus', `${count} files, ${(bytes / 2 ** 20).toFixed(1)} MiB, ${sources.length} entry files`],
    [
      'tools / skipped / invalid schemas',
      `${cold.tools.length} / ${cold.skipped.length} / ${invalid.length}`,
    ],
    ['baseline: read + parse every file once', show(parse)],
    [
      'cold conversion + cache write',
      `${show(coldTiming)} (${(coldTiming.cpu / parse.cpu).toFixed(1)}× baseline CPU)`,
    ],
    [
      'cached load, in process',
      `${show(warmTiming)} (${(coldTiming.cpu / warmTiming.cpu).toFixed(1)}× less CPU than cold)`,
    ],
    ['cached load, fresh `openapi stats --json` process (Node + tsx start included)', show(fresh)],
    ['cache file', `${(cacheBytes / 2 ** 20).toFixed(1)} MiB`],
    ['Ajv compile of every input schema', show(validate)],
    ['total avg args / % with array-object args', `${stats.total.avgArgs} / ${stats.total.complexPct}%`],
    [
      'machine',
      `${availableParallelism()} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at start`,
    ],
  ];
  process.stdout.write('| measure | value |\n| --- | --- |\n');
  for (const [name, value] of rows) process.stdout.write(`| ${name} | ${value} |\n`);
} finally {
  rmSync(home, { recursive: true, force: true });
}
