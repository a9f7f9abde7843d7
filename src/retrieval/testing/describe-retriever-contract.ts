import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../../catalog/index.ts';
import type { Retriever } from '../retriever.ts';
import { FIXTURE_QUERIES, FIXTURE_TOOLS } from './fixture-tools.ts';

/** The behaviour every Retriever must have, run by each implementation's test file. */
export function describeRetrieverContract(
  name: string,
  createRetriever: (tools: readonly ToolSpec[]) => Promise<Retriever>,
): void {
  describe(`${name} (Retriever contract)`, () => {
    let retriever: Retriever;
    const ready = (async () => {
      retriever = await createRetriever(FIXTURE_TOOLS);
    })();

    it('returns at most k hits, best first, without duplicates, all from the universe', async () => {
      await ready;
      const hits = await retriever.search('list files in a folder', 3);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.length).toBeLessThanOrEqual(3);
      const names = hits.map((hit) => hit.tool.name);
      expect(new Set(names).size).toBe(names.length);
      for (const hit of hits) expect(FIXTURE_TOOLS).toContain(hit.tool);
      for (let index = 1; index < hits.length; index++) {
        expect(hits[index - 1]!.score).toBeGreaterThanOrEqual(hits[index]!.score);
      }
    });

    it.each(FIXTURE_QUERIES)('ranks the obvious tool first: $query', async ({ query, expected }) => {
      await ready;
      const hits = await retriever.search(query, 5);
      expect(hits[0]?.tool.name).toBe(expected);
    });

    it('returns nothing for k = 0 and no more than the universe for a large k', async () => {
      await ready;
      expect(await retriever.search('email', 0)).toEqual([]);
      const all = await retriever.search('file', 1000);
      expect(all.length).toBeLessThanOrEqual(FIXTURE_TOOLS.length);
    });

    it('answers the same query the same way twice', async () => {
      await ready;
      const first = await retriever.search('delete an event', 5);
      const second = await retriever.search('delete an event', 5);
      expect(second.map((hit) => hit.tool.name)).toEqual(first.map((hit) => hit.tool.name));
    });
  });
}
