import type { Command } from 'commander';
import {
  computeOpenapiStats,
  createOpenapiSource,
  discoverSpecSources,
  findInvalidSchemas,
  formatOpenapiStats,
  loadOpenapiConversion,
  serveOpenapiStdio,
} from '../openapi/index.ts';

interface StatsOptions {
  json?: boolean;
  cache: boolean;
  validate: boolean;
}

interface ServeOptions {
  baseUrl?: string;
  service?: string;
  cache: boolean;
}

/** `mcp-arena openapi stats|serve`: convert OpenAPI/Swagger specs into MCP tools. */
export function registerOpenapiCommand(program: Command): void {
  const openapi = program.command('openapi').description('OpenAPI/Swagger specs as MCP tools');

  openapi
    .command('stats')
    .description('convert specs and print tools, average arguments and array/object share per service')
    .argument('<dir...>', 'corpus root (with manifest.json), service folder or spec file')
    .option('--json', 'print JSON: {services, total, invalidSchemas, skippedOperations}')
    .option('--no-cache', 'convert again instead of loading the cached conversion')
    .option('--no-validate', 'do not compile every input schema with Ajv (faster)')
    .action(async (dirs: string[], options: StatsOptions) => {
      const conversion = await loadOpenapiConversion(discoverSpecSources(dirs), {
        cacheDir: options.cache ? undefined : false,
      });
      const invalid = options.validate ? findInvalidSchemas(conversion.tools) : [];
      const stats = computeOpenapiStats(conversion, invalid.length);
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ ...stats, invalid }, null, 2)}\n`);
        return;
      }
      process.stdout.write(`${formatOpenapiStats(stats)}\n`);
      for (const { name, error } of invalid) process.stdout.write(`invalid schema: ${name}: ${error}\n`);
    });

  openapi
    .command('serve')
    .description('serve the tools of OpenAPI specs as an MCP server over stdio')
    .argument('<spec...>', 'spec file, service folder or corpus root')
    .option(
      '--base-url <url>',
      'base URL of the API (default: the spec servers, or MCP_ARENA_OPENAPI_*_BASE_URL)',
    )
    .option('--service <name>', 'service name used as the tool-name prefix (default: the folder name)')
    .option('--no-cache', 'convert again instead of loading the cached conversion')
    .action(async (specs: string[], options: ServeOptions) => {
      const source = await createOpenapiSource(specs, {
        ...(options.service ? { service: options.service } : {}),
        cacheDir: options.cache ? undefined : false,
        executor: options.baseUrl ? { config: { baseUrl: options.baseUrl } } : {},
      });
      process.stderr.write(`mcp-arena openapi: serving ${source.tools.length} tools over stdio\n`);
      await serveOpenapiStdio(source.tools, source.executor);
    });
}
