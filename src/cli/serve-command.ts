import { type Command, InvalidArgumentError } from 'commander';
import { startDashboard } from '../report/index.ts';
import { Store } from '../store/index.ts';

interface ServeOptions {
  port: number;
  db?: string;
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('a read-only web dashboard over the store (runs, report views, trajectories) on 127.0.0.1')
    .option('--port <n>', 'port to listen on (0 = any free port)', port, 4173)
    .option('--db <url>', 'postgres://... to read a Postgres server instead of the embedded store')
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
  const dashboard = await startDashboard({ store, port: options.port });
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
