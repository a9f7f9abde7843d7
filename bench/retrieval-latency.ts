/**
 * Tool-search latency, index build time and memory at 23k tools (the OpenAPI corpus through the converter)
 * and 100k tools (the same universe repeated with renamed servers), plain BM25 as the baseline in the same run:
 *
 *   NODE_OPTIONS=--expose-gc npx tsx bench/retrieval-latency.ts [--corpus ../shared/corpus] [--queries 400]
 *
 * Hybrid needs the 23k tool vectors in the cache ($MCP_ARENA_HOME/cache; ~25 min of USE-lite on one core the
 * first time, then seconds); query embeddings are computed fresh for every query (never cached here), as in
 * a live gateway.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { qualifyToolName, type ToolSpec } from '../src/catalog/index.ts';
import { discoverSpecSources, loadOpenapiConversion } from '../src/openapi/index.ts';
import {
  Bm25Retriever,
  CachedEmbedder,
  DEFAULT_MAX_QUERY_LENGTH,
  DenseRetriever,
  type Embedder,
  HybridRetriever,
  loadLiveMcpBenchRouteQueries,
  loadLiveMcpBenchTaskQueries,
  loadLiveMcpBenchTools,
  loadMetaToolQueries,
  type Retriever,
  stripRouteLabels,
  toolEmbeddingText,
  UseLiteEmbedder,
} from '../src/retrieval/index.ts';
import { VectorIndex } from '../src/retrieval/vector-index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: path.resolve(repoRoot, '../shared/corpus') },
    queries: { type: 'string', default: '400' },
    k: { type: 'string', default: '10' },
  },
});
const corpus = values.corpus;
if (!existsSync(path.join(corpus, 'openapi', 'manifest.json'))) {
  console.error(`the shared OpenAPI corpus is not at ${corpus}/openapi: pass --corpus DIR`);
  process.exit(2);
}
const k = Number(values.k);
const loadAtStart = os
  .loadavg()
  .map((load) => load.toFixed(1))
  .join(' ');
const gc = (globalThis as { gc?: () => void }).gc;

function memory(): number {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Timing {
  /** Over queries, each query's best of `ROUNDS` runs: filters out preemption on a shared machine. */
  p50: number;
  p99: number;
  mean: number;
  /** Over every single run. */
  rawP99: number;
}

const ROUNDS = 3;

async function timeQueries(
  search: (query: string) => Promise<unknown>,
  queries: readonly string[],
): Promise<Timing> {
  for (const query of queries.slice(0, 30)) await search(query);
  const best = queries.map(() => Number.POSITIVE_INFINITY);
  const all: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, query] of queries.entries()) {
      const start = performance.now();
      await search(query);
      const time = performance.now() - start;
      all.push(time);
      best[index] = Math.min(best[index]!, time);
    }
  }
  best.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  return {
    p50: percentile(best, 50),
    p99: percentile(best, 99),
    mean: best.reduce((sum, time) => sum + time, 0) / best.length,
    rawP99: percentile(all, 99),
  };
}

/** The universe repeated with renamed servers (`<server>-copy<N>`) until it has `size` tools. */
function repeatUniverse(tools: readonly ToolSpec[], size: number): ToolSpec[] {
  const result: ToolSpec[] = [...tools];
  for (let copy = 1; result.length < size; copy++) {
    for (const tool of tools) {
      if (result.length >= size) break;
      const server = `${tool.server}-copy${copy}`;
      const origin = tool.origin.kind === 'openapi' ? { ...tool.origin, service: server } : tool.origin;
      result.push({ ...tool, server, name: qualifyToolName(server, tool.toolName), origin });
    }
  }
  return result;
}

/** Tool vectors from the cache at build time; the raw model for queries, so query cost is always paid. */
class QueryUncachedEmbedder implements Embedder {
  readonly id: string;
  building = true;
  constructor(
    private readonly cached: CachedEmbedder,
    private readonly raw: Embedder,
  ) {
    this.id = cached.id;
  }
  embed(texts: readonly string[]): Promise<Float32Array[]> {
    return this.building ? this.cached.embed(texts) : this.raw.embed(texts);
  }
}

// Queries: real task, agent and user queries from the public sets, varied in length.
const liveDirectory = path.join(corpus, 'livemcpbench');
const liveTools = loadLiveMcpBenchTools(liveDirectory);
const queryTexts = [
  ...loadLiveMcpBenchTaskQueries(liveDirectory, liveTools),
  ...loadLiveMcpBenchRouteQueries(liveDirectory, liveTools),
  ...loadMetaToolQueries(path.join(corpus, 'metatool')).filter((_, index) => index % 50 === 0),
]
  .map((query) => query.query)
  .slice(0, Number(values.queries));

const conversionStart = performance.now();
const conversion = await loadOpenapiConversion(discoverSpecSources([path.join(corpus, 'openapi')]));
const tools23k = conversion.tools.map((tool) => tool.spec);
const conversionSeconds = (performance.now() - conversionStart) / 1000;
const tools100k = repeatUniverse(tools23k, 100_000);

const rows: string[] = [];
const row = (...cells: Array<string | number>) => rows.push(`| ${cells.join(' | ')} |`);
const ms = (value: number) => value.toFixed(2);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

interface Measured {
  retriever: Retriever;
  buildSeconds: number;
  memoryBytes: number;
}

function buildLexical(tools: readonly ToolSpec[], variant: 'plain' | 'fielded'): Measured {
  const before = memory();
  const start = performance.now();
  const retriever = new Bm25Retriever(tools, { variant });
  const buildSeconds = (performance.now() - start) / 1000;
  return { retriever, buildSeconds, memoryBytes: memory() - before };
}

const results: Record<string, { timing: Timing; buildSeconds: number; memoryBytes: number; tools: number }> =
  {};
for (const [label, tools] of [
  ['23k', tools23k],
  ['100k', tools100k],
] as const) {
  for (const variant of ['plain', 'fielded'] as const) {
    const measured = buildLexical(tools, variant);
    const timing = await timeQueries((query) => measured.retriever.search(query, k), queryTexts);
    results[`${measured.retriever.kind} ${label}`] = { ...measured, timing, tools: tools.length };
  }
}

// Hybrid at 23k with cached tool vectors.
const cached = new CachedEmbedder(new UseLiteEmbedder());
const missing = cached.countMissing(tools23k.map((tool) => toolEmbeddingText(tool)));
let hybridNote = '';
if (missing > 0) {
  hybridNote = `hybrid skipped: ${missing} of ${tools23k.length} tool vectors are not cached yet`;
} else {
  const embedder = new QueryUncachedEmbedder(cached, new UseLiteEmbedder());
  const before = memory();
  const start = performance.now();
  const lexical = new Bm25Retriever(tools23k);
  const dense = await DenseRetriever.create(tools23k, embedder);
  const hybrid = new HybridRetriever(lexical, dense);
  const buildSeconds = (performance.now() - start) / 1000;
  const memoryBytes = memory() - before;
  embedder.building = false;
  results['dense 23k'] = {
    timing: await timeQueries((query) => dense.search(query, k), queryTexts),
    buildSeconds,
    memoryBytes,
    tools: tools23k.length,
  };
  results['hybrid 23k'] = {
    timing: await timeQueries((query) => hybrid.search(query, k), queryTexts),
    buildSeconds,
    memoryBytes,
    tools: tools23k.length,
  };
  // Query embedding alone (as dense retrieval embeds it), and exact vector search alone at 23k and 100k
  // (vectors of the renamed copies reused): usearch's SIMD kernel against the JavaScript scan.
  const model = new UseLiteEmbedder();
  const queryText = (query: string) => stripRouteLabels(query).slice(0, DEFAULT_MAX_QUERY_LENGTH);
  results['query embedding only'] = {
    timing: await timeQueries((query) => model.embed([queryText(query)]), queryTexts),
    buildSeconds: 0,
    memoryBytes: 0,
    tools: 0,
  };
  const vectors23k = await cached.embed(tools23k.map((tool) => toolEmbeddingText(tool)));
  const vectors100k = Array.from(
    { length: tools100k.length },
    (_, index) => vectors23k[index % vectors23k.length]!,
  );
  const queryVectors = await model.embed(queryTexts.map(queryText));
  for (const [label, vectors] of [
    ['23k', vectors23k],
    ['100k', vectors100k],
  ] as const) {
    for (const javascriptOnly of [true, false]) {
      const index = new VectorIndex(vectors, { javascriptOnly });
      let next = 0;
      results[`exact vector search (${index.method}) ${label}`] = {
        timing: await timeQueries(
          async () => index.search(queryVectors[next++ % queryVectors.length]!, k),
          queryTexts,
        ),
        buildSeconds: 0,
        memoryBytes: index.size * index.dimensions * 4,
        tools: vectors.length,
      };
    }
  }
}

row(
  'retriever',
  'tools',
  'p50 ms',
  'p99 ms',
  'mean ms',
  'raw p99 ms',
  'build s',
  'memory MiB',
  'p50 / plain BM25 p50',
);
rows.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [label, result] of Object.entries(results)) {
  const size = label.endsWith('100k') ? '100k' : '23k';
  const baseline = results[`bm25-plain ${size}`]!.timing.p50;
  row(
    label,
    result.tools,
    ms(result.timing.p50),
    ms(result.timing.p99),
    ms(result.timing.mean),
    ms(result.timing.rawP99),
    result.buildSeconds.toFixed(2),
    mib(result.memoryBytes),
    (result.timing.p50 / baseline).toFixed(2),
  );
}
console.log(
  [
    `${queryTexts.length} queries, k=${k}; universe: ${tools23k.length} OpenAPI tools ` +
      `(converted in ${conversionSeconds.toFixed(1)} s${conversion.fromCache ? ', from cache' : ''}), ` +
      `and ${tools100k.length} with renamed server copies; node ${process.version}; gc ${gc ? 'on' : 'off'}; ` +
      `p50/p99/mean over queries of each query's best of ${ROUNDS} runs, raw p99 over all runs; ` +
      `load average at start ${loadAtStart}`,
    '',
    ...rows,
    ...(hybridNote ? ['', hybridNote] : []),
  ].join('\n'),
);
