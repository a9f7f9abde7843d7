import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The crm app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'crm'),
  seeded: async (state) => {
    const deals = await state.crm!.items('deals');
    const products = await state.crm!.items('products');
    return (
      deals.length === 61 &&
      deals.some((deal) => deal.id === 901 && deal.amount === 18500.5 && deal.close_date === '2026-12-15') &&
      products[0]?.active === true
    );
  },
  read: { tool: 'crm__readSingleItemsDeals', arguments: { id: 901 }, expect: 'Fleet analytics' },
  change: { tool: 'crm__updateSingleItemsDeals', arguments: { id: 901, body: { stage: 'negotiation' } } },
  changed: async (state) =>
    (await state.crm!.items('deals')).find((deal) => deal.id === 901)?.stage === 'negotiation',
};
