/**
 * Retrieval quality on the public labeled sets, every retriever in one run:
 *
 *   npx tsx bench/retrieval-quality.ts [--corpus ../shared/corpus] [--metatool-every 10] [--max-query-length 256]
 *                                      [--sets a,b] [--json]
 *
 * Sets: LiveMCPBench tasks (Question → annotated tools, 527 tools), LiveMCPBench route queries (agent-written
 * `route` query → the tool executed next), MetaTool single-tool queries (every Nth, 199 tools), MetaTool's
 * two-tool queries, and the OpenAPI agent queries of bench/data (train and held-apart test parts, over the 23k
 * operations of the OpenAPI corpus). Vectors are cached under $MCP_ARENA_HOME/cache (or .mcp-arena/cache); the
 * first run embeds ~5k texts with USE-lite (minutes). Retrievers that need every tool's vector (dense, hybrid-rrf,
 * servers-then-tools) are measured on the 23k OpenAPI universe only when its vectors are all cached (`tools
 * embed`, 20+ minutes); `hybrid` needs only its candidates' vectors.
 *
 * Also sweeps the settings of the hybrid retrievers and picks them, and the default, on the selection sets (the
 * agent-written ones: LiveMCPBench routes and the OpenAPI agent queries' train part), never on the test part.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ToolSpec } from '../src/catalog/index.ts';
import { discoverSpecSources, loadOpenapiConversion } from '../src/openapi/index.ts';
import {
  Bm25Retriever,
  createEmbedder,
  DEFAULT_MAX_QUERY_LENGTH,
  DenseRetriever,
  evaluateRetriever,
  HybridRetriever,
  type LabeledQuery,
  loadLabeledQueries,
  loadLiveMcpBenchRouteQueries,
  loadLiveMcpBenchTaskQueries,
  loadLiveMcpBenchTools,
  loadMetaToolQueries,
  loadMetaToolTools,
  missingVectors,
  type RerankFusion,
  RerankRetriever,
  type RetrievalEvaluation,
  type Retriever,
  ServerThenToolRetriever,
} from '../src/retrieval/index.ts';

const CUTOFFS = [1, 5, 10, 20];
const RRF_SWEEP = [0, 0.1, 0.25, 0.5, 1];
const RERANK_SWEEP = {
  candidates: [5, 10],
  fusion: ['score', 'rrf'] as RerankFusion[],
  weight: [0.1, 0.2, 0.3, 0.5, 0.75, 1],
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: path.resolve(repoRoot, '../shared/corpus') },
    'metatool-every': { type: 'string', default: '10' },
    'max-query-length': { type: 'string', default: String(DEFAULT_MAX_QUERY_LENGTH) },
    sets: { type: 'string' },
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
  /** Used to choose settings and the default (agent-written queries, never a test part). */
  selection: boolean;
}

const liveDirectory = path.join(corpus, 'livemcpbench');
const metaDirectory = path.join(corpus, 'metatool');
const liveTools = loadLiveMcpBenchTools(liveDirectory);
const metaTools = loadMetaToolTools(metaDirectory);
let sets: LabeledSet[] = [
  {
    name: 'LiveMCPBench tasks',
    tools: liveTools,
    queries: loadLiveMcpBenchTaskQueries(liveDirectory, liveTools),
    selection: false,
  },
  {
    name: 'LiveMCPBench routes',
    tools: liveTools,
    queries: loadLiveMcpBenchRouteQueries(liveDirectory, liveTools),
    selection: true,
  },
  {
    name: every > 1 ? `MetaTool single (every ${every}th)` : 'MetaTool single',
    tools: metaTools,
    queries: loadMetaToolQueries(metaDirectory).filter((_, index) => index % every === 0),
    selection: false,
  },
  {
    name: 'MetaTool multi',
    tools: metaTools,
    queries: loadMetaToolQueries(metaDirectory, { set: 'multi' }),
    selection: false,
  },
];
const openapiDirectory = path.join(corpus, 'openapi');
if (existsSync(path.join(openapiDirectory, 'manifest.json'))) {
  const conversion = await loadOpenapiConversion(discoverSpecSources([openapiDirectory]));
  const openapiTools = conversion.tools.map((tool) => tool.spec);
  for (const part of ['train', 'test'] as const) {
    sets.push({
      name: `OpenAPI agent queries, ${part}`,
      tools: openapiTools,
      queries: loadLabeledQueries(
        path.join(repoRoot, 'bench', 'data', `openapi-agent-queries.${part}.jsonl`),
      ),
      selection: part === 'train',
    });
  }
} else {
  console.error(`no OpenAPI corpus at ${openapiDirectory}: the OpenAPI agent query sets are skipped`);
}
if (values.sets) {
  const wanted = values.sets.split(',').map((name) => name.trim().toLowerCase());
  sets = sets.filter((set) => wanted.some((name) => set.name.toLowerCase().startsWith(name)));
}

type Row = RetrievalEvaluation | undefined;
const embedder = createEmbedder();
const report: Array<{ set: string; tools: number; queries: number; selection: boolean; rows: Row[] }> = [];
const sweeps: Array<{ set: string; retriever: string; recall5: number; mrr: number }> = [];
const ROW_NAMES = ['bm25-plain', 'bm25', 'dense', 'hybrid-rrf', 'servers-then-tools', 'hybrid'];
const started = performance.now();
for (const set of sets) {
  const lexical = new Bm25Retriever(set.tools);
  const allVectors = missingVectors(set.tools, embedder) === 0 || set.tools.length <= 5_000;
  const dense = allVectors ? await DenseRetriever.create(set.tools, embedder, { maxQueryLength }) : undefined;
  const retrievers: Array<Retriever | undefined> = [
    new Bm25Retriever(set.tools, { variant: 'plain' }),
    lexical,
    dense,
    dense && new HybridRetriever(lexical, dense),
    allVectors ? await ServerThenToolRetriever.create(set.tools, embedder) : undefined,
    new RerankRetriever(lexical, embedder, { maxQueryLength }),
  ];
  const rows: Row[] = [];
  for (const [index, retriever] of retrievers.entries()) {
    const evaluation = retriever && (await evaluateRetriever(retriever, set.queries, CUTOFFS));
    rows.push(evaluation && { ...evaluation, retriever: ROW_NAMES[index]! });
  }
  report.push({
    set: set.name,
    tools: set.tools.length,
    queries: set.queries.length,
    selection: set.selection,
    rows,
  });
  const sweep = async (label: string, retriever: Retriever) => {
    const evaluation = await evaluateRetriever(retriever, set.queries, CUTOFFS);
    sweeps.push({ set: set.name, retriever: label, recall5: evaluation.recall[5]!, mrr: evaluation.mrr });
  };
  if (dense) {
    for (const weight of RRF_SWEEP)
      await sweep(`hybrid-rrf w=${weight}`, new HybridRetriever(lexical, dense, { denseWeight: weight }));
  }
  for (const candidates of RERANK_SWEEP.candidates)
    for (const fusion of RERANK_SWEEP.fusion)
      for (const weight of RERANK_SWEEP.weight)
        await sweep(
          `hybrid ${fusion} N=${candidates} w=${weight}`,
          new RerankRetriever(lexical, embedder, { candidates, fusion, denseWeight: weight, maxQueryLength }),
        );
  console.error(`${set.name}: done at ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const seconds = (performance.now() - started) / 1000;

// The choice: the setting with the best mean R@5 over the selection sets among those at or above BM25F's R@5
// on every selection set.
const selectionSets = report.filter((entry) => entry.selection).map((entry) => entry.set);
const bm25Recall5 = new Map(
  report.map((entry) => [entry.set, entry.rows.find((row) => row?.retriever === 'bm25')!.recall[5]!]),
);
const labels = [...new Set(sweeps.map((row) => row.retriever))];
const ranked = labels
  .map((label) => {
    const rows = selectionSets.map((set) => sweeps.find((row) => row.set === set && row.retriever === label));
    const complete = rows.every((row) => row !== undefined);
    const mean = complete ? rows.reduce((sum, row) => sum + row!.recall5, 0) / rows.length : -1;
    const neverBelow = complete && rows.every((row) => row!.recall5 >= bm25Recall5.get(row!.set)! - 1e-9);
    return { label, mean, neverBelow };
  })
  .filter((entry) => entry.mean >= 0)
  .sort((a, b) => Number(b.neverBelow) - Number(a.neverBelow) || b.mean - a.mean);

if (values.json) {
  console.log(JSON.stringify({ report, sweeps, ranked, selectionSets, seconds }, null, 2));
} else {
  const lines: string[] = [];
  const metric = (row: Row, value: (row: RetrievalEvaluation) => number) =>
    row ? value(row).toFixed(3) : '—';
  lines.push(
    '| set (queries, tools) | retriever | R@1 | R@5 | R@10 | MRR |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const { set, tools, queries, selection, rows } of report) {
    rows.forEach((row, index) => {
      const label = `${set}${selection ? ' (selection)' : ''} (${queries}, ${tools})`;
      lines.push(
        `| ${index === 0 ? label : ''} | ${ROW_NAMES[index]} | ${metric(row, (r) => r.recall[1]!)} | ` +
          `${metric(row, (r) => r.recall[5]!)} | ${metric(row, (r) => r.recall[10]!)} | ${metric(row, (r) => r.mrr)} |`,
      );
    });
  }
  lines.push(
    '',
    '— : not measured (needs every tool of the universe embedded; see the note above the table)',
    '',
  );
  lines.push(`Settings swept: R@5 / MRR per set; ranked by mean R@5 over ${selectionSets.join(' and ')}`, '');
  const setNames = report.map((entry) => entry.set);
  lines.push(`| setting | ${setNames.join(' | ')} | mean R@5 (selection) | ≥ bm25 on selection |`);
  lines.push(`| --- |${' --- |'.repeat(setNames.length + 2)}`);
  for (const { label, mean, neverBelow } of ranked) {
    const cells = setNames.map((set) => {
      const row = sweeps.find((entry) => entry.set === set && entry.retriever === label);
      return row ? `${row.recall5.toFixed(3)} / ${row.mrr.toFixed(3)}` : '—';
    });
    lines.push(`| ${label} | ${cells.join(' | ')} | ${mean.toFixed(3)} | ${neverBelow ? 'yes' : 'no'} |`);
  }
  lines.push('', `(${seconds.toFixed(1)} s)`);
  console.log(lines.join('\n'));
}
