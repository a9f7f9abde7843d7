import { createHash } from 'node:crypto';

/** Contents kept at the most: a task's tickets and mails (a few hundred each) several times over. */
const DEFAULT_LIMIT = 5000;

/**
 * A parser that parses each content once: validate reads every ticket and mail of a task's apps after each of
 * its runs (the reset's snapshot, the checks, `before`), and almost all of them are as seeded, so most reads
 * would parse again what was parsed a run before (YAML front matter, MIME). Results are kept by a digest of
 * the content and the other arguments, the least recently used forgotten beyond `limit`, a failed parse not
 * kept. Every caller gets a copy of its own: a check that sorts or edits what it read must not change what
 * the next read returns.
 */
export function memoByContent<C extends string | Buffer, A extends unknown[], V>(
  parse: (content: C, ...rest: A) => V,
  limit = DEFAULT_LIMIT,
): (content: C, ...rest: A) => V {
  const kept = new Map<string, V>();
  return (content, ...rest) => {
    const key = createHash('sha1').update(content).update(JSON.stringify(rest)).digest('base64');
    let value = kept.get(key);
    if (value === undefined) {
      value = parse(content, ...rest);
      if (value instanceof Promise) {
        const pending = value;
        pending.catch(() => kept.get(key) === pending && kept.delete(key));
      }
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    } else kept.delete(key); // set again below: the most recently used is last
    kept.set(key, value);
    return (
      value instanceof Promise ? value.then((result) => structuredClone(result)) : structuredClone(value)
    ) as V;
  };
}
