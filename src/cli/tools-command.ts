import type { Command } from 'commander';
import { loadStaticToolFiles, type ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import { discoverSpecSources, loadOpenapiConversion } from '../openapi/index.ts';
import { registerToolsListCommand } from './tools-list-command.ts';
import {
  createEmbedder,
  createRetriever,
  DEFAULT_RETRIEVER,
  DEFAULT_WAIT_LIMIT,
  defaultCacheDirectory,
  describeProgress,
  type Embedder,
  type EmbedderKind,
  embedInChunks,
  isRetrieverKind,
  missingVectors,
  needsEmbedder,
  needsUniverseVectors,
  RETRIEVER_KINDS,
  type Retriever,
  type RetrieverKind,
  throttled,
  toolEmbeddingText,
} from '../retrieval/index.ts';

/** Options shared by the commands that build retrievers. */
export interface RetrieverCommandOptions {
  tools: string[];
  openapi: string[];
  embedder: string;
  embeddingUrl?: string;
  embeddingModel?: string;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Adds `--tools FILE...` and the embedder options to a command. */
export function addRetrieverOptions(command: Command): Command {
  return command
    .option('--tools <file>', 'static tool-spec JSON file (repeatable)', collect, [])
    .option('--openapi <path>', 'OpenAPI spec file, service folder or corpus (repeatable)', collect, [])
    .option(
      '--embedder <kind>',
      'use-lite (offline, default) or openai (any /v1/embeddings endpoint)',
      'use-lite',
    )
    .option('--embedding-url <url>', 'base URL of an OpenAI-compatible embeddings API')
    .option('--embedding-model <name>', 'embedding model name for --embedder openai');
}

/** The universe: static tool-spec files plus converted OpenAPI specs; names must be unique across them. */
export async function toolsFromOptions(options: RetrieverCommandOptions): Promise<ToolSpec[]> {
  if (options.tools.length === 0 && options.openapi.length === 0) {
    throw new ArenaError(
      'USAGE',
      'no tools to search: give at least one --tools FILE (a JSON list of tool specs) or --openapi PATH',
    );
  }
  const tools = loadStaticToolFiles(options.tools);
  if (options.openapi.length > 0) {
    const conversion = await loadOpenapiConversion(discoverSpecSources(options.openapi));
    tools.push(...conversion.tools.map((tool) => tool.spec));
  }
  const seen = new Set<string>();
  for (const tool of tools) {
    if (seen.has(tool.name)) {
      throw new ArenaError('TOOLS_INVALID', `tool name ${tool.name} appears twice in the universe`);
    }
    seen.add(tool.name);
  }
  return tools;
}

export function embedderFromOptions(options: RetrieverCommandOptions): Embedder {
  if (options.embedder !== 'use-lite' && options.embedder !== 'openai') {
    throw new ArenaError('USAGE', `unknown --embedder "${options.embedder}": use use-lite or openai`);
  }
  return createEmbedder({
    kind: options.embedder as EmbedderKind,
    ...(options.embeddingUrl ? { url: options.embeddingUrl } : {}),
    ...(options.embeddingModel ? { model: options.embeddingModel } : {}),
  });
}

export function parseRetrieverKind(value: string): RetrieverKind {
  if (!isRetrieverKind(value)) {
    throw new ArenaError('USAGE', `unknown retriever "${value}": use one of ${RETRIEVER_KINDS.join(', ')}`);
  }
  return value;
}

export function parsePositiveInteger(value: string, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new ArenaError('USAGE', `${flag} must be a positive integer, not "${value}"`);
  }
  return number;
}

interface SearchOptions extends RetrieverCommandOptions {
  retriever?: string;
  k: string;
  json?: boolean;
}

const say = (message: string): boolean => process.stderr.write(`tools: ${message}\n`);

/** The `tools embed` command that builds the vectors of the same universe ahead. */
function embedCommand(options: RetrieverCommandOptions): string {
  return [
    'npx mcp-arena tools embed',
    ...options.tools.map((file) => `--tools ${file}`),
    ...options.openapi.map((entry) => `--openapi ${entry}`),
    ...(options.embedder === 'use-lite' ? [] : [`--embedder ${options.embedder}`]),
    ...(options.embeddingUrl ? [`--embedding-url ${options.embeddingUrl}`] : []),
    ...(options.embeddingModel ? [`--embedding-model ${options.embeddingModel}`] : []),
  ].join(' ');
}

/**
 * The retriever for one search. A default that needs every tool's vector, over a universe with many tools not embedded yet
 * would take minutes: BM25 answers instead, and the user learns how to build the vectors ahead. A
 * retriever asked for by name is built, with progress.
 */
async function searchRetriever(options: SearchOptions, universe: ToolSpec[]): Promise<Retriever> {
  const kind = parseRetrieverKind(options.retriever ?? DEFAULT_RETRIEVER);
  if (!needsEmbedder(kind)) return createRetriever(kind, universe);
  const embedder = embedderFromOptions(options);
  if (!needsUniverseVectors(kind)) return createRetriever(kind, universe, { embedder });
  const missing = missingVectors(universe, embedder);
  if (options.retriever === undefined && missing > DEFAULT_WAIT_LIMIT) {
    say(
      `${missing.toLocaleString('en-US')} tools have no cached vector, so bm25 ranked them (${kind} would embed ` +
        `them first, minutes). Build the vectors once with: ${embedCommand(options)}`,
    );
    return createRetriever('bm25', universe);
  }
  if (missing > DEFAULT_WAIT_LIMIT) await embedWithProgress(universe, embedder);
  return createRetriever(kind, universe, { embedder });
}

async function embedWithProgress(universe: ToolSpec[], embedder: Embedder): Promise<void> {
  say(`embedding ${missingVectors(universe, embedder).toLocaleString('en-US')} tools with ${embedder.id}`);
  await embedInChunks(
    embedder,
    universe.map((tool) => toolEmbeddingText(tool)),
    { onProgress: throttled((progress) => say(`vectors: ${describeProgress(progress)}`)) },
  );
}

/** `mcp-arena tools search "<query>"`, `mcp-arena tools embed` and `mcp-arena tools list`. */
export function registerToolsCommand(program: Command): void {
  const tools = program.command('tools').description("Work with tool universes and list the apps' tools.");
  registerToolsListCommand(tools);
  const search = tools
    .command('search')
    .description('Find the tools of a universe that best match a query.')
    .argument('<query>', 'what the tool should do')
    .option(
      '--retriever <kind>',
      `one of ${RETRIEVER_KINDS.join(', ')} (default ${DEFAULT_RETRIEVER}; bm25 while over ${DEFAULT_WAIT_LIMIT} tools have no cached vector for dense, hybrid-rrf or servers-then-tools)`,
    )
    .option('--k <n>', 'number of tools to return', '10')
    .option('--json', 'print [{name, server, score, origin}] as JSON');
  addRetrieverOptions(search).action(async (query: string, options: SearchOptions) => {
    const k = parsePositiveInteger(options.k, '--k');
    if (options.retriever !== undefined) parseRetrieverKind(options.retriever);
    const universe = await toolsFromOptions(options);
    const retriever = await searchRetriever(options, universe);
    const hits = await retriever.search(query, k);
    const rows = hits.map(({ tool, score }) => ({
      name: tool.name,
      server: tool.server,
      score: Number(score.toFixed(6)),
      origin: tool.origin,
    }));
    if (options.json) {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      return;
    }
    if (rows.length === 0) {
      process.stdout.write('no matching tools\n');
      return;
    }
    hits.forEach(({ tool, score }, rank) => {
      const description = tool.description.replace(/\s+/g, ' ').slice(0, 80);
      process.stdout.write(
        `${String(rank + 1).padStart(3)}. ${score.toFixed(4)}  ${tool.name}  ${description}\n`,
      );
    });
  });

  const embed = tools
    .command('embed')
    .description(
      'Embed every tool of a universe ahead (kept in the vector cache), so dense and hybrid-rrf retrieval start at once.',
    );
  addRetrieverOptions(embed).action(async (options: RetrieverCommandOptions) => {
    const universe = await toolsFromOptions(options);
    const embedder = embedderFromOptions(options);
    const missing = missingVectors(universe, embedder);
    const started = performance.now();
    if (missing > 0) await embedWithProgress(universe, embedder);
    process.stdout.write(
      `${universe.length.toLocaleString('en-US')} tools: ${missing.toLocaleString('en-US')} embedded now ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s), ` +
        `${(universe.length - missing).toLocaleString('en-US')} were cached; cache: ${defaultCacheDirectory()}\n`,
    );
  });
}
