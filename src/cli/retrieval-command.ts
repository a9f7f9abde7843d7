import type { Command } from 'commander';
import { ArenaError } from '../errors.ts';
import {
  createRetriever,
  evaluateRetriever,
  loadLabeledQueries,
  type RetrievalEvaluation,
  type RetrieverKind,
} from '../retrieval/index.ts';
import {
  addRetrieverOptions,
  embedderFromOptions,
  parsePositiveInteger,
  parseRetrieverKind,
  type RetrieverCommandOptions,
  toolsFromOptions,
} from './tools-command.ts';

interface EvalOptions extends RetrieverCommandOptions {
  queries?: string;
  retriever: string;
  k: string;
  json?: boolean;
}

/** `mcp-arena retrieval eval`: recall@k, nDCG@k and MRR of retrievers on a labeled query set. */
export function registerRetrievalCommand(program: Command): void {
  const retrieval = program.command('retrieval').description('Measure tool retrieval.');
  const evaluate = retrieval
    .command('eval')
    .description('Score retrievers on a JSONL file of {query, gold: [...]} lines.')
    .option('--queries <file>', 'JSONL: {"query": "...", "gold": ["server__tool" | {service, method, path}]}')
    .option(
      '--retriever <kinds>',
      'comma-separated retrievers',
      'bm25-plain,bm25,dense,hybrid,hybrid-rrf,servers-then-tools',
    )
    .option('--k <list>', 'comma-separated cut-offs', '1,5,10,20')
    .option('--json', 'print the evaluations as JSON');
  addRetrieverOptions(evaluate).action(async (options: EvalOptions) => {
    if (!options.queries) throw new ArenaError('USAGE', 'give the labeled queries with --queries FILE.jsonl');
    const kinds = options.retriever.split(',').map((kind) => parseRetrieverKind(kind.trim()));
    const cutoffs = options.k.split(',').map((k) => parsePositiveInteger(k.trim(), '--k'));
    const queries = loadLabeledQueries(options.queries);
    const tools = await toolsFromOptions(options);
    const needsEmbedder = kinds.some((kind) => kind !== 'bm25' && kind !== 'bm25-plain');
    const embedder = needsEmbedder ? embedderFromOptions(options) : undefined;
    const evaluations: RetrievalEvaluation[] = [];
    for (const kind of kinds) {
      const retriever = await createRetriever(kind as RetrieverKind, tools, embedder ? { embedder } : {});
      evaluations.push(await evaluateRetriever(retriever, queries, cutoffs));
    }
    if (options.json) {
      process.stdout.write(
        `${JSON.stringify({ tools: tools.length, queries: queries.length, evaluations }, null, 2)}\n`,
      );
      return;
    }
    process.stdout.write(`${queries.length} queries over ${tools.length} tools\n`);
    process.stdout.write(`${formatEvaluationTable(evaluations, cutoffs)}\n`);
  });
}

/** A plain-text table: one row per retriever, recall@k and nDCG@k per cut-off, then MRR. */
export function formatEvaluationTable(
  evaluations: readonly RetrievalEvaluation[],
  cutoffs: readonly number[],
): string {
  const header = ['retriever', ...cutoffs.map((k) => `R@${k}`), ...cutoffs.map((k) => `nDCG@${k}`), 'MRR'];
  const rows = evaluations.map((evaluation) => [
    evaluation.retriever,
    ...cutoffs.map((k) => (evaluation.recall[k] ?? 0).toFixed(3)),
    ...cutoffs.map((k) => (evaluation.ndcg[k] ?? 0).toFixed(3)),
    evaluation.mrr.toFixed(3),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
