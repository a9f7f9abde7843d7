import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ToolSpec } from '../../../catalog/index.ts';
import { loadOpenapiConversion } from '../../../openapi/conversion-cache.ts';
import { discoverSpecSources } from '../../../openapi/spec-sources.ts';
import { Bm25Retriever } from '../../../retrieval/bm25-retriever.ts';
import { loadCrmSchema } from './crm-schema.ts';
import { directusCli } from './directus-process.ts';
import { CRM_SERVICE, ensureTemplate } from './directus-template.ts';

const shared = process.env.MCP_ARENA_SHARED_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared');
const corpus = path.join(shared, 'corpus', 'openapi');
const present = existsSync(path.join(corpus, 'manifest.json'));
const installed = directusCli() !== undefined;
if (!present)
  console.warn(
    `skipping the crm retrieval test: ${corpus} is absent (needs ../shared beside the repo, or MCP_ARENA_SHARED_DIR)`,
  );
else if (!installed)
  console.warn('skipping the crm retrieval test: Directus is not installed (npx mcp-arena setup)');

/** What an agent of a crm task would search for, and the tool it needs. */
const QUERIES: Array<[string, string]> = [
  ['list the deals in the CRM pipeline of a sales rep', 'crm__readItemsDeals'],
  ['update the stage of a CRM deal', 'crm__updateSingleItemsDeals'],
  ['read the sales playbook notes in the CRM', 'crm__readItemsCrmNotes'],
  ['log a meeting activity in the CRM', 'crm__createItemsActivities'],
  ['find a CRM contact by email', 'crm__readItemsContacts'],
  ['change the owner of a CRM account', 'crm__updateSingleItemsAccounts'],
  ['list CRM accounts renewing next quarter', 'crm__readItemsAccounts'],
  ['look up the product price list in the CRM', 'crm__readItemsProducts'],
  ['create a quote for a deal in the CRM', 'crm__createItemsQuotes'],
  ['add product lines to a CRM quote', 'crm__createItemsQuoteLines'],
  ['find a sales rep and their territory', 'crm__readItemsSalesReps'],
];

describe.skipIf(!present || !installed)('crm tools among the whole OpenAPI corpus (retrieval mode)', () => {
  let retriever: Bm25Retriever;
  let universe: number;

  beforeAll(async () => {
    const template = await ensureTemplate(loadCrmSchema());
    const crm = await loadOpenapiConversion(discoverSpecSources([template.spec], CRM_SERVICE), {
      cacheDir: template.cacheDir,
    });
    const others = await loadOpenapiConversion(discoverSpecSources([corpus]));
    const tools: ToolSpec[] = [...others.tools, ...crm.tools].map((tool) => tool.spec);
    universe = tools.length;
    // The gateway ranks a universe this large with BM25F until its vectors are built.
    retriever = new Bm25Retriever(tools);
  }, 600_000);

  it('finds the tool a crm task needs in the top 5 (find_tools default) for each natural query', async () => {
    expect(universe).toBeGreaterThan(23_000);
    const ranks: Array<{ query: string; tool: string; rank: number | undefined }> = [];
    for (const [query, tool] of QUERIES) {
      const hits = await retriever.search(query, 20);
      const index = hits.findIndex((hit) => hit.tool.name === tool);
      ranks.push({ query, tool, rank: index === -1 ? undefined : index + 1 });
    }
    console.info(
      `crm retrieval over ${universe} tools: ${ranks.map((entry) => `${entry.tool} #${entry.rank ?? '>20'}`).join(', ')}`,
    );
    expect(ranks.filter((entry) => entry.rank === undefined || entry.rank > 5)).toEqual([]);
  });
});
