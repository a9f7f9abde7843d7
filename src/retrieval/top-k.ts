/** One scored document of an index, by position. */
export interface ScoredDocument {
  document: number;
  score: number;
}

/**
 * The k best of `candidates` by `scores[candidate]`, best first; ties go to the lower document number
 * so results are deterministic. A bounded min-heap: O(n log k).
 */
export function selectTopK(
  candidates: ArrayLike<number>,
  scores: ArrayLike<number>,
  k: number,
): ScoredDocument[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  // "a is worse than b": lower score, or equal score and higher document number.
  const worse = (a: number, b: number): boolean => {
    const scoreA = scores[a]!;
    const scoreB = scores[b]!;
    return scoreA < scoreB || (scoreA === scoreB && a > b);
  };
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates[index]!;
    if (heap.length < k) {
      heap.push(candidate);
      siftUp(heap, heap.length - 1, worse);
    } else if (worse(heap[0]!, candidate)) {
      heap[0] = candidate;
      siftDown(heap, 0, worse);
    }
  }
  return heap
    .sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
    .map((document) => ({ document, score: scores[document]! }));
}

function siftUp(heap: number[], start: number, worse: (a: number, b: number) => boolean): void {
  let index = start;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (!worse(heap[index]!, heap[parent]!)) break;
    [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
    index = parent;
  }
}

function siftDown(heap: number[], start: number, worse: (a: number, b: number) => boolean): void {
  let index = start;
  for (;;) {
    const left = 2 * index + 1;
    const right = left + 1;
    let smallest = index;
    if (left < heap.length && worse(heap[left]!, heap[smallest]!)) smallest = left;
    if (right < heap.length && worse(heap[right]!, heap[smallest]!)) smallest = right;
    if (smallest === index) return;
    [heap[index], heap[smallest]] = [heap[smallest]!, heap[index]!];
    index = smallest;
  }
}
