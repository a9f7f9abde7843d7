/**
 * Retrieval quality on the public labeled sets, every retriever in one run:
 *
 *   npx tsx bench/retrieval-quality.ts [--corpus ../shared/corpus] [--metatool-every 10] [--max-query-length 256] [--json]
 *
 * Sets: LiveMCPBench tasks (Question → annotated tools, 527 tools), LiveMCPBench route queries (agent-written
 * `route` query → the tool executed next), MetaTool single-tool queries (every Nth, 199 tools) and MetaTool's
 * two-tool queries. Vectors are cached under $MCP_ARENA_HOME/cache (or .mcp-arena/cache); the first run embeds
 * ~25k texts with USE-lite (minutes), later runs take seconds. Also sweeps the hybrid dense weight, which is how
 * the default was chosen.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ToolSpec } from '../src/catalog/index.ts';
import {
  Bm25Retriever,
  createEmbedder,
  DEFAULT_MAX_QUERY_LENGTH,
  DenseRetriever,
  evaluateRetriever,
  HybridRetriever,
  type LabeledQuery,
  loadLiveMcpBenchRouteQueries,
  loadLiveMcpBenchTaskQueries,
  loadLiveMcpBenchTools,
  loadMetaToolQueries,
  loadMetaToolTools,
  type RetrievalEvaluation,
  type Retriever,
  ServerThenToolRetriever,
} from '../src/retrieval/index.ts';

const CUTOFFS = [1, 5, 10, 20];
const SWEEP = [0, 0.1, 0.25, 0.5, 0.75, 1, 1.5];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: path.resolve(repoRoot, '../shared/corpus') },
    'metatool-every': { type: 'string', default: '10' },
    'max-query-length': { type: 'string', default: String(DEFAULT_MAX_QUERY_LENGTH) },
    json: { type: 'boolean', default: false },
  },
});
const corpus = values.corpus;
if (!existsSync(path.join(corpus, 'livemcpbench')) || !existsSync(path.join(corpus, 'metatool'))) {
  console.error(`the shared corpus is not at ${corpus}: pass --corpus DIR`);
  process.exit(2);
}
const every = Number(values['metatool-every']);
const maxQueryLength = Number(values['max-query-length']);

interface LabeledSet {
  name: string;
  tools: ToolSpec[];
  queries: LabeledQuery[];
}

const liveDirectory = path.join(corpus, 'livemcpbench');
const metaDirectory = path.join(corpus, 'metatool');
const liveTools = loadLiveMcpBenchTools(liveDirectory);
const metaTools = loadMetaToolTools(metaDirectory);
const sets: LabeledSet[] = [
  {
    name: 'LiveMCPBench tasks',
    tools: liveTools,
    queries: loadLiveMcpBenchTaskQueries(liveDirectory, liveTools),
  },
  {
    name: 'LiveMCPBench routes',
    tools: liveTools,
    queries: loadLiveMcpBenchRouteQueries(liveDirectory, liveTools),
  },
  {
    name: every > 1 ? `MetaTool single (every ${every}th)` : 'MetaTool single',
    tools: metaTools,
    queries: loadMetaToolQueries(metaDirectory).filter((_, index) => index % every === 0),
  },
  { name: 'MetaTool multi', tools: metaTools, queries: loadMetaToolQueries(metaDirectory, { set: 'multi' }) },
];

const embedder = createEmbedder();
const report: Array<{ set: string; tools: number; queries: number; evaluations: RetrievalEvaluation[] }> = [];
const sweeps: Array<{ set: string; weight: number; recall5: number; mrr: number }> = [];
const started = performance.now();
for (const set of sets) {
  const lexical = new Bm25Retriever(set.tools);
  const dense = await DenseRetriever.create(set.tools, embedder, { maxQueryLength });
  const retrievers: Retriever[] = [
    new Bm25Retriever(set.tools, { variant: 'plain' }),
    lexical,
    dense,
    new HybridRetriever(lexical, dense),
    await ServerThenToolRetriever.create(set.tools, embedder),
  ];
  const evaluations: RetrievalEvaluation[] = [];
  for (const retriever of retrievers)
    evaluations.push(await evaluateRetriever(retriever, set.queries, CUTOFFS));
  report.push({ set: set.name, tools: set.tools.length, queries: set.queries.length, evaluations });
  for (const weight of SWEEP) {
    const hybrid = new HybridRetriever(lexical, dense, { denseWeight: weight });
    const evaluation = await evaluateRetriever(hybrid, set.queries, CUTOFFS);
    sweeps.push({ set: set.name, weight, recall5: evaluation.recall[5]!, mrr: evaluation.mrr });
  }
}
const seconds = (performance.now() - started) / 1000;

if (values.json) {
  console.log(JSON.stringify({ report, sweeps, seconds }, null, 2));
} else {
  const lines: string[] = [];
  for (const { set, tools, queries, evaluations } of report) {
    lines.push(`#### ${set} (${queries} queries, ${tools} tools)`, '');
    lines.push(
      `| retriever | ${CUTOFFS.map((k) => `R@${k}`).join(' | ')} | ${CUTOFFS.map((k) => `nDCG@${k}`).join(' | ')} | MRR |`,
    );
    lines.push(`| --- |${' --- |'.repeat(CUTOFFS.length * 2 + 1)}`);
    for (const evaluation of evaluations) {
      const cells = [
        ...CUTOFFS.map((k) => evaluation.recall[k]!.toFixed(3)),
        ...CUTOFFS.map((k) => evaluation.ndcg[k]!.toFixed(3)),
        evaluation.mrr.toFixed(3),
      ];
      lines.push(`| ${evaluation.retriever} | ${cells.join(' | ')} |`);
    }
    const plain = evaluations.find((evaluation) => evaluation.retriever === 'bm25-plain')!;
    const hybrid = evaluations.find((evaluation) => evaluation.retriever === 'hybrid')!;
    const gain = (hybrid.recall[5]! / plain.recall[5]! - 1) * 100;
    lines.push('', `hybrid vs plain BM25 at R@5: ${gain >= 0 ? '+' : ''}${gain.toFixed(1)}% relative`, '');
  }
  lines.push(
    '#### Hybrid dense weight sweep (lexical weight 1, RRF constant 60; w=0 is BM25F alone): R@5 / MRR',
    '',
  );
  lines.push(`| set | ${SWEEP.map((weight) => `w=${weight}`).join(' | ')} |`);
  lines.push(`| --- |${' --- |'.repeat(SWEEP.length)}`);
  for (const set of sets) {
    const cells = SWEEP.map((weight) => {
      const row = sweeps.find((sweep) => sweep.set === set.name && sweep.weight === weight)!;
      return `${row.recall5.toFixed(3)} / ${row.mrr.toFixed(3)}`;
    });
    lines.push(`| ${set.name} | ${cells.join(' | ')} |`);
  }
  lines.push('', `(${seconds.toFixed(1)} s)`);
  console.log(lines.join('\n'));
}
