import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The tau2 app's contract: the small retail database, a read and a cancellation through its MCP server. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'tau2'),
  seeded: async (state) => {
    const db = await state.tau2!.db();
    return Object.keys(db.orders).length === 4 && db.orders['#W1']?.status === 'pending';
  },
  read: { tool: 'tau2__get_order_details', arguments: { order_id: '#W1' }, expect: '"status": "pending"' },
  change: {
    tool: 'tau2__cancel_pending_order',
    arguments: { order_id: '#W1', reason: 'ordered by mistake' },
  },
  changed: async (state) => (await state.tau2!.db()).orders['#W1']?.status === 'cancelled',
  afterReset: [{ tool: 'tau2__get_order_details', arguments: { order_id: '#W1' }, lacks: 'cancelled' }],
};
