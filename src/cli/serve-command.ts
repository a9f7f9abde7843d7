import { type Command, InvalidArgumentError } from 'commander';
import { startDashboard, withEvaluations } from '../report/index.ts';
import { Store, VerdictStore } from '../store/index.ts';
import { storeUrl } from './db-option.ts';

interface ServeOptions {
  port: number;
  db?: string;
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('a read-only web dashboard over the store (runs, report views, trajectories) on 127.0.0.1')
    .option('--port <n>', 'port to listen on (0 = any free port)', port, 4173)
    .option('--db <url>', 'postgres://... to read a Postgres server instead of the embedded store', storeUrl)
    .action(async (options: ServeOptions) => serveAction(options));
}

function port(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new InvalidArgumentError('must be a port number from 0 to 65535');
  return parsed;
}

async function serveAction(options: ServeOptions): Promise<void> {
  const store = await Store.open(options.db);
  const verdictStore = new VerdictStore(store);
  const dashboard = await startDashboard({
    store,
    port: options.port,
    // Judge verdicts, failure classes and retrieval records join the cells, as in `report`.
    loadMetricCells: async (runIds) =>
      withEvaluations(await store.listCellsOf(runIds), await verdictStore.listEvaluations(runIds)),
    loadCellExtras: async (cellId) => {
      const { runId } = await store.getCell(cellId);
      const evaluations = await verdictStore.listEvaluations([runId]);
      const failureClass = evaluations.failureClasses.find((record) => record.cellId === cellId);
      return {
        verdicts: evaluations.verdicts.filter((verdict) => verdict.cellId === cellId),
        retrieval: evaluations.retrieval.filter((record) => record.cellId === cellId),
        ...(failureClass ? { failureClass } : {}),
      };
    },
  });
  process.stdout.write(`mcp-arena dashboard on ${dashboard.url} (read-only; Ctrl-C to stop)\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await dashboard.close();
  await store.close();
}
