import type { ToolSpec } from '../catalog/index.ts';
import { Bm25Index, type Bm25Parameters, type FieldedTerms } from './bm25-index.ts';
import type { RetrievalHit, Retriever } from './retriever.ts';
import { type TokenizeOptions, tokenize } from './tokenize.ts';
import { TOOL_FIELD_NAMES, toolFields, toolText } from './tool-fields.ts';

export interface Bm25Options {
  /** BM25F parameters over the fields `name`, `server`, `description`, `parameters`, or `text` (plain). */
  parameters?: Bm25Parameters;
  tokenize?: TokenizeOptions;
  /** `fielded` (BM25F over tool fields, the default) or `plain` (one field of all text). */
  variant?: 'fielded' | 'plain';
}

/**
 * Field weights chosen on MetaTool and LiveMCPBench (see bench/RESULTS.md, "Tool retrieval"): the tool name
 * counts most, the server name helps where queries name a product or service, parameters help little.
 */
export const DEFAULT_BM25F_PARAMETERS: Bm25Parameters = {
  k1: 1.6,
  fields: {
    name: { weight: 4, b: 0.75 },
    server: { weight: 1, b: 0.3 },
    description: { weight: 1, b: 0.75 },
    parameters: { weight: 0.6, b: 0.75 },
  },
};

/** Classic single-field BM25 (k1 1.2, b 0.75) over all of a tool's text: the baseline. */
export const PLAIN_BM25_PARAMETERS: Bm25Parameters = {
  k1: 1.2,
  fields: { text: { weight: 1, b: 0.75 } },
};

const PLAIN_TOKENIZE: TokenizeOptions = { splitIdentifiers: false, dropStopWords: false, stem: false };

/** Lexical retrieval: BM25F over tool fields with split identifiers and light stemming, or plain BM25. */
export class Bm25Retriever implements Retriever {
  readonly kind: string;
  private readonly tools: readonly ToolSpec[];
  private readonly index: Bm25Index;
  private readonly tokenizeOptions: TokenizeOptions;

  constructor(tools: readonly ToolSpec[], options: Bm25Options = {}) {
    const plain = options.variant === 'plain';
    this.kind = plain ? 'bm25-plain' : 'bm25';
    this.tools = tools;
    this.tokenizeOptions = options.tokenize ?? (plain ? PLAIN_TOKENIZE : {});
    const parameters = options.parameters ?? (plain ? PLAIN_BM25_PARAMETERS : DEFAULT_BM25F_PARAMETERS);
    const documents = tools.map((tool) => (plain ? this.plainTerms(tool) : this.fieldedTerms(tool)));
    this.index = Bm25Index.build(documents, parameters);
  }

  async search(query: string, k: number): Promise<RetrievalHit[]> {
    return this.searchNow(query, k);
  }

  /** The same as `search`, synchronously: lexical search needs no I/O. */
  searchNow(query: string, k: number): RetrievalHit[] {
    return this.index
      .search(tokenize(query, this.tokenizeOptions), k)
      .map(({ document, score }) => ({ tool: this.tools[document]!, score }));
  }

  private fieldedTerms(tool: ToolSpec): FieldedTerms {
    const fields = toolFields(tool);
    const terms: Record<string, string[]> = {};
    for (const field of TOOL_FIELD_NAMES) terms[field] = tokenize(fields[field], this.tokenizeOptions);
    return terms;
  }

  private plainTerms(tool: ToolSpec): FieldedTerms {
    return { text: tokenize(toolText(tool, Number.POSITIVE_INFINITY), this.tokenizeOptions) };
  }
}
