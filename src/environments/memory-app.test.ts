import path from 'node:path';
import { describeAppContract } from './app-contract.ts';
import { MemoryApp } from './memory-app.ts';

describeAppContract('memory', () => new MemoryApp(), {
  taskDir: path.join(import.meta.dirname, 'test-fixtures', 'memory'),
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
});
