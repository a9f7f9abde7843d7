import type { RetrievalHit, Retriever } from './retriever.ts';

/**
 * Answers at once with a fast retriever (BM25) while a better one (dense, hybrid-rrf) is built in the
 * background, and with the better one from the moment it is ready. Should the build fail, the fast one
 * stays.
 */
export class WarmingRetriever implements Retriever {
  private readonly fallback: Retriever;
  private better: Retriever | undefined;
  /** Settles when the background build has ended, either way. */
  readonly settled: Promise<void>;

  constructor(
    fallback: Retriever,
    building: Promise<Retriever>,
    events: { onReady?: (retriever: Retriever) => void; onFailure?: (error: Error) => void } = {},
  ) {
    this.fallback = fallback;
    this.settled = building.then(
      (retriever) => {
        this.better = retriever;
        events.onReady?.(retriever);
      },
      (error: unknown) => events.onFailure?.(error as Error),
    );
  }

  /** The kind answering now: the fallback's until the better one is ready. */
  get kind(): string {
    return (this.better ?? this.fallback).kind;
  }

  get ready(): boolean {
    return this.better !== undefined;
  }

  search(query: string, k: number): Promise<RetrievalHit[]> {
    return (this.better ?? this.fallback).search(query, k);
  }
}
