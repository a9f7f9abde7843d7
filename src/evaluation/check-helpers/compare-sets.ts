export interface SetComparison<Value> {
  /** Exactly the expected values: none missing, none extra. */
  passed: boolean;
  missing: Value[];
  extra: Value[];
  /** `missing: ...; extra: ...` for a checkpoint's detail (empty when passed). */
  detail: string;
}

/**
 * What a text claims for a point, compared with the truth as sets: the values stated (ids, dates, amounts,
 * people) must be exactly the expected ones, none missing and none extra. `key` says when two values are
 * the same (default: `String(value)`); an extra value beside the right one fails as much as a missing one.
 */
export function compareSets<Value>(
  stated: Iterable<Value>,
  expected: Iterable<Value>,
  key: (value: Value) => string = (value) => String(value),
): SetComparison<Value> {
  const unique = (values: Iterable<Value>): Map<string, Value> =>
    new Map([...values].map((value) => [key(value), value]));
  const have = unique(stated);
  const want = unique(expected);
  const missing = [...want].filter(([name]) => !have.has(name)).map(([, value]) => value);
  const extra = [...have].filter(([name]) => !want.has(name)).map(([, value]) => value);
  const parts = [
    missing.length > 0 ? `missing: ${missing.map(key).join(', ')}` : '',
    extra.length > 0 ? `extra: ${extra.map(key).join(', ')}` : '',
  ].filter(Boolean);
  return { passed: parts.length === 0, missing, extra, detail: parts.join('; ') };
}
