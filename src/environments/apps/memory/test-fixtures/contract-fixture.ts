import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The memory app's contract: a seed, a read and a change through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'memory'),
  seeded: async (state) => {
    const graph = await state.memory!();
    return graph.entities.length === 2 && graph.relations.length === 1;
  },
  read: { tool: 'memory__read_graph', arguments: {}, expect: 'Priya Nair' },
  change: {
    tool: 'memory__add_observations',
    arguments: {
      observations: [{ entityName: 'Priya Nair', contents: ['Out of office until 30 November'] }],
    },
  },
  changed: async (state) =>
    (await state.memory!()).entities.some((entity) =>
      entity.observations.includes('Out of office until 30 November'),
    ),
};
