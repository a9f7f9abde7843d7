import { type Command, InvalidArgumentError } from 'commander';
// The gateway's modules are imported when the command runs, each from its own file: the folders' indexes
// load the run-time apps and every retriever, and an MCP client starting the gateway waits for its imports.
import type { Gateway } from '../gateway/gateway.ts';
import type { GatewayStyle } from '../gateway/gateway-tools.ts';
import type { UniverseConfig } from '../gateway/universe-config.ts';
import {
  DEFAULT_RETRIEVER,
  isRetrieverKind,
  RETRIEVER_KINDS,
  type RetrieverKind,
} from '../retrieval/retriever-kind.ts';
import { collect, positiveInteger } from './options.ts';

interface GatewayOptions {
  config?: string;
  openapi?: string[];
  server?: string[];
  tools?: string[];
  retriever?: string;
  style?: GatewayStyle;
  http?: string;
  host?: string;
  token?: string;
  allowOrigin?: string[];
  callTimeout: number;
  refresh?: boolean;
}

function style(value: string): GatewayStyle {
  if (value !== 'find-call' && value !== 'route-execute')
    throw new InvalidArgumentError('use find-call or route-execute');
  return value;
}

export function registerGatewayCommand(program: Command): void {
  program
    .command('gateway')
    .description('serve find_tools / call_tool over every tool of the given sources, to any MCP client')
    .option('--config <file>', 'universe YAML: servers, openapi, tools, retriever, style')
    .option('--openapi <path>', 'OpenAPI spec file, service folder or corpus root, repeatable', collect)
    .option(
      '--server <command>',
      'upstream MCP server: "name=command args" or "name=http://host/mcp", repeatable',
      collect,
    )
    .option('--tools <file>', 'JSON list of tool specs (searchable, not callable), repeatable', collect)
    .option(
      '--retriever <kind>',
      `how find_tools ranks: ${RETRIEVER_KINDS.join(', ')} (default ${DEFAULT_RETRIEVER})`,
    )
    .option('--style <style>', 'find-call (find_tools / call_tool) or route-execute (route / execute)', style)
    .option('--http <host:port>', 'serve streamable HTTP at http://host:port/mcp instead of stdio')
    .option('--host <host>', 'interface to bind for --http (default 127.0.0.1)')
    .option('--token <token>', 'bearer token HTTP clients must send (default: generated and printed)')
    .option(
      '--allow-origin <origin>',
      'browser origin allowed to call the HTTP endpoint, repeatable',
      collect,
    )
    .option(
      '--call-timeout <seconds>',
      'an upstream call taking longer returns an error result',
      positiveInteger,
      60,
    )
    .option('--refresh', 'list every upstream server again instead of using cached tool lists')
    .action(async (options: GatewayOptions) => runGateway(options));
}

async function runGateway(options: GatewayOptions): Promise<void> {
  const { parseServerFlag, readUniverseConfig } = await import('../gateway/universe-config.ts');
  const fromFile: UniverseConfig = options.config
    ? readUniverseConfig(options.config)
    : { servers: [], openapi: [], tools: [] };
  const config: UniverseConfig = {
    ...fromFile,
    servers: [...fromFile.servers, ...(options.server ?? []).map(parseServerFlag)],
    openapi: [...fromFile.openapi, ...(options.openapi ?? [])],
    tools: [...fromFile.tools, ...(options.tools ?? [])],
  };
  if (config.servers.length + config.openapi.length + config.tools.length === 0) {
    throw new InvalidArgumentError('give at least one source: --config, --server, --openapi or --tools');
  }
  const retriever = options.retriever ?? config.retriever ?? DEFAULT_RETRIEVER;
  if (!isRetrieverKind(retriever))
    throw new InvalidArgumentError(`--retriever: use one of ${RETRIEVER_KINDS.join(', ')}`);
  const chosenStyle = options.style ?? config.style ?? 'find-call';
  const log = (message: string): boolean => process.stderr.write(`gateway: ${message}\n`);

  const building = import('../gateway/build-gateway.ts').then(({ buildGateway }) =>
    buildGateway(config, {
      retriever: retriever as RetrieverKind,
      upstream: { callTimeoutMs: options.callTimeout * 1000 },
      refresh: options.refresh === true,
      onProgress: log,
    }),
  );
  let built: Gateway | undefined;
  building.then((gateway) => (built = gateway)).catch(() => {});
  let stopping = false;
  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    // A universe still loading is not waited for, and upstreams get a moment to stop cleanly: whatever
    // is left dies with this process (process-groups.ts).
    await Promise.race([built?.universe.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  if (!options.http) {
    // Serving before the universe is loaded: a client's `initialize` is answered at once, its requests
    // as soon as the gateway is ready.
    const [{ createGatewayServer }, { StdioServerTransport }] = await Promise.all([
      import('../gateway/gateway-server.ts'),
      import('@modelcontextprotocol/sdk/server/stdio.js'),
    ]);
    const server = createGatewayServer(building, chosenStyle);
    server.onclose = () => void shutdown();
    await server.connect(new StdioServerTransport());
    // The client is gone when it closes our stdin or stops reading our stdout: so is the gateway.
    process.stdin.once('end', () => void shutdown());
    process.stdin.once('close', () => void shutdown());
    process.stdout.once('error', () => void shutdown());
    await building;
    log(`serving ${chosenStyle} over stdio`);
    return;
  }
  const gateway = await building;
  const { serveGatewayHttp } = await import('../gateway/serve-http.ts');
  const match = /^(.*):(\d+)$/.exec(options.http);
  if (!match) throw new InvalidArgumentError('--http takes host:port, e.g. 127.0.0.1:8808');
  const running = await serveGatewayHttp(gateway, chosenStyle, {
    host: options.host ?? (match[1] || '127.0.0.1'),
    port: Number(match[2]),
    ...(options.token ? { token: options.token } : {}),
    ...(options.allowOrigin ? { allowedOrigins: options.allowOrigin } : {}),
  });
  log(`serving ${chosenStyle} at ${running.url}`);
  if (!options.token) log(`bearer token: ${running.token}`);
}
