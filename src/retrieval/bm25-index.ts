import { type ScoredDocument, selectTopK } from './top-k.ts';

/** Weight and length normalisation of one field in BM25F. */
export interface Bm25Field {
  weight: number;
  /** Length normalisation, 0 (none) to 1 (full). */
  b: number;
}

export interface Bm25Parameters {
  /** Term-frequency saturation. */
  k1: number;
  fields: Record<string, Bm25Field>;
}

/** A document as terms per field; fields missing from the parameters are ignored. */
export type FieldedTerms = Record<string, readonly string[]>;

/** Distinct query terms used per search, the rarest first. */
export const MAX_QUERY_TERMS = 64;

interface Postings {
  idf: number;
  documents: Int32Array;
  /** Each document's precomputed BM25F contribution for this term (idf × saturated weighted tf). */
  impacts: Float32Array;
}

/**
 * BM25F over an inverted index (Robertson & Zaragoza's "simple BM25F"): per-field term frequencies are
 * length-normalised, weighted and summed before saturation. Every term's contribution to every document
 * is query-independent, so it is computed at build time and a query only adds up postings.
 */
export class Bm25Index {
  readonly size: number;
  private readonly postings: Map<string, Postings>;
  /** Score accumulators, valid for a document only when its stamp equals the current search's epoch. */
  private readonly scores: Float64Array;
  private readonly stamps: Uint32Array;
  private readonly touched: Int32Array;
  private epoch = 0;

  private constructor(size: number, postings: Map<string, Postings>) {
    this.size = size;
    this.postings = postings;
    this.scores = new Float64Array(size);
    this.stamps = new Uint32Array(size);
    this.touched = new Int32Array(size);
  }

  static build(documents: readonly FieldedTerms[], parameters: Bm25Parameters): Bm25Index {
    const fieldNames = Object.keys(parameters.fields);
    const averageLength = new Map<string, number>();
    for (const field of fieldNames) {
      let total = 0;
      for (const document of documents) total += document[field]?.length ?? 0;
      averageLength.set(field, Math.max(total / Math.max(documents.length, 1), 1e-9));
    }

    const termDocuments = new Map<string, number[]>();
    const termWeights = new Map<string, number[]>();
    const weighted = new Map<string, number>();
    documents.forEach((document, documentIndex) => {
      weighted.clear();
      for (const field of fieldNames) {
        const terms = document[field];
        if (!terms || terms.length === 0) continue;
        const { weight, b } = parameters.fields[field]!;
        const norm = 1 - b + (b * terms.length) / averageLength.get(field)!;
        const perOccurrence = weight / norm;
        for (const term of terms) weighted.set(term, (weighted.get(term) ?? 0) + perOccurrence);
      }
      for (const [term, value] of weighted) {
        let list = termDocuments.get(term);
        if (!list) {
          list = [];
          termDocuments.set(term, list);
          termWeights.set(term, []);
        }
        list.push(documentIndex);
        termWeights.get(term)!.push(value);
      }
    });

    const count = documents.length;
    const { k1 } = parameters;
    const postings = new Map<string, Postings>();
    for (const [term, list] of termDocuments) {
      const weights = termWeights.get(term)!;
      const idf = Math.log(1 + (count - list.length + 0.5) / (list.length + 0.5));
      const impacts = new Float32Array(list.length);
      for (let index = 0; index < list.length; index++) {
        const tf = weights[index]!;
        impacts[index] = (idf * tf * (k1 + 1)) / (k1 + tf);
      }
      postings.set(term, { idf, documents: Int32Array.from(list), impacts });
    }
    return new Bm25Index(count, postings);
  }

  /**
   * The k best documents for the query terms (repeated terms count more), best first; only matches. Only the
   * `MAX_QUERY_TERMS` rarest distinct terms are used, so a pasted document as a query stays fast.
   */
  search(queryTerms: readonly string[], k: number): ScoredDocument[] {
    const queryWeights = new Map<string, number>();
    for (const term of queryTerms) queryWeights.set(term, (queryWeights.get(term) ?? 0) + 1);
    const terms: Array<{ list: Postings; weight: number }> = [];
    for (const [term, weight] of queryWeights) {
      const list = this.postings.get(term);
      if (list) terms.push({ list, weight });
    }
    if (terms.length > MAX_QUERY_TERMS) {
      terms.sort((a, b) => b.list.idf - a.list.idf);
      terms.length = MAX_QUERY_TERMS;
    }
    this.epoch = (this.epoch + 1) >>> 0;
    if (this.epoch === 0) {
      this.stamps.fill(0);
      this.epoch = 1;
    }
    const { scores, stamps, touched, epoch } = this;
    let count = 0;
    for (const { list, weight } of terms) {
      const { documents, impacts } = list;
      for (let index = 0; index < documents.length; index++) {
        const document = documents[index]!;
        if (stamps[document] !== epoch) {
          stamps[document] = epoch;
          scores[document] = weight * impacts[index]!;
          touched[count++] = document;
        } else {
          scores[document]! += weight * impacts[index]!;
        }
      }
    }
    return selectTopK(touched.subarray(0, count), scores, k);
  }
}
