/** How well a judge agrees with reference labels (people's), on the items both labelled. */
export interface Agreement {
  /** Items with both a label and a judge verdict. */
  n: number;
  /** Share of items where judge and label are the same. */
  agreement: number;
  /** Cohen's κ: agreement beyond chance. Null when chance agreement is 1 (one category only). */
  kappa: number | null;
  /** Cohen's κ with quadratic weights (for ordered categories such as Likert 1–5). */
  weightedKappa: number | null;
  confusion: ConfusionMatrix;
}

/** Rows: the reference labels; columns: the judge; both in `categories` order. */
export interface ConfusionMatrix {
  categories: string[];
  counts: number[][];
}

/**
 * Agreement of paired categorical ratings. `categories` fixes the order (and so the weights of weighted κ:
 * category i and j are |i − j| apart); values outside it are an error.
 */
export function computeAgreement(
  pairs: ReadonlyArray<{ label: string; judge: string }>,
  categories: readonly string[],
): Agreement {
  const index = new Map(categories.map((category, position) => [category, position]));
  const k = categories.length;
  const counts = categories.map(() => categories.map(() => 0));
  for (const pair of pairs) {
    const row = index.get(pair.label);
    const column = index.get(pair.judge);
    if (row === undefined || column === undefined) {
      throw new Error(
        `rating ${row === undefined ? pair.label : pair.judge} is not one of ${categories.join(', ')}`,
      );
    }
    counts[row]![column]! += 1;
  }
  const n = pairs.length;
  const confusion = { categories: [...categories], counts };
  if (n === 0) return { n, agreement: 0, kappa: null, weightedKappa: null, confusion };
  const rowTotals = counts.map((row) => row.reduce((sum, value) => sum + value, 0));
  const columnTotals = categories.map((_, column) => counts.reduce((sum, row) => sum + row[column]!, 0));
  const observed = counts.reduce((sum, row, position) => sum + row[position]!, 0) / n;
  const expected =
    rowTotals.reduce((sum, total, position) => sum + total * columnTotals[position]!, 0) / (n * n);
  const kappa = expected === 1 ? null : (observed - expected) / (1 - expected);

  // Quadratic weights of disagreement: ((i − j) / (k − 1))².
  let observedDisagreement = 0;
  let expectedDisagreement = 0;
  for (let row = 0; row < k; row += 1) {
    for (let column = 0; column < k; column += 1) {
      const weight = k > 1 ? ((row - column) / (k - 1)) ** 2 : 0;
      observedDisagreement += (weight * counts[row]![column]!) / n;
      expectedDisagreement += (weight * rowTotals[row]! * columnTotals[column]!) / (n * n);
    }
  }
  const weightedKappa = expectedDisagreement === 0 ? null : 1 - observedDisagreement / expectedDisagreement;
  return { n, agreement: observed, kappa, weightedKappa, confusion };
}

export const BINARY_CATEGORIES = ['failure', 'success'] as const;
export const LIKERT_CATEGORIES = ['1', '2', '3', '4', '5'] as const;
