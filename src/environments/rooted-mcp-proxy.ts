/**
 * An MCP stdio server in front of another one whose tools insist on absolute paths: relative values of
 * the named path arguments are resolved against a root folder (and must stay inside it), and the root is
 * written back out of results, so tasks and plans name files the same way in every cell. It adds a
 * `list_files` tool: servers such as the PDF reader and the Excel server can open a file by name but
 * have no way to find out which files there are.
 *
 * Run: node --import tsx/esm rooted-mcp-proxy.ts <root> <arg,arg> <command> [args...]
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { moduleProcessArgs } from '../module-process.ts';
import type { StdioServerLaunch } from './app.ts';

/** Wraps a launch so the given path arguments may be relative to `root`. */
export function rootedLaunch(
  launch: StdioServerLaunch,
  root: string,
  pathArguments: string[],
): StdioServerLaunch {
  return {
    ...launch,
    command: process.execPath,
    args: [
      ...moduleProcessArgs(import.meta.url, './rooted-mcp-proxy.ts'),
      root,
      pathArguments.join(','),
      launch.command,
      ...launch.args,
    ],
  };
}

function resolveInside(root: string, value: string): string {
  const absolute = path.resolve(root, value);
  const relative = path.relative(root, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${value} is outside the folder this server may use`);
  }
  return absolute;
}

const LIST_FILES = {
  name: 'list_files',
  description: 'List the files this server can open (paths relative to its folder, with sizes in bytes).',
  inputSchema: { type: 'object' as const, properties: {} },
};

/** `path (size bytes)` lines for every file under the root, sorted. */
export function listFiles(root: string): string {
  const lines = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(root, file)} (${statSync(file).size} bytes)`;
    })
    .sort();
  return lines.length > 0 ? lines.join('\n') : 'no files';
}

async function main(): Promise<void> {
  // Imported here, where the proxy runs: the apps that launch it only need rootedLaunch.
  const [
    { Client },
    { getDefaultEnvironment, StdioClientTransport },
    { Server },
    { StdioServerTransport },
    types,
  ] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/stdio.js'),
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/stdio.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  const { CallToolRequestSchema, ListToolsRequestSchema } = types;
  const [root = '', names = '', command = '', ...args] = process.argv.slice(2);
  const pathArguments = new Set(names.split(',').filter(Boolean));
  const upstream = new Client({ name: 'mcp-arena-rooted-proxy', version: '0.1.0' });
  await upstream.connect(
    new StdioClientTransport({ command, args, cwd: root, env: getDefaultEnvironment(), stderr: 'inherit' }),
  );
  const { tools } = await upstream.listTools();
  const server = new Server(
    { name: 'mcp-arena-rooted-proxy', version: '0.1.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools, LIST_FILES].map((tool) => ({
      ...tool,
      description: tool.description?.replaceAll('Absolute path', 'Path'),
      inputSchema: JSON.parse(
        JSON.stringify(tool.inputSchema).replaceAll(
          'Absolute path to',
          'Path (relative to the working folder) of',
        ),
      ) as typeof tool.inputSchema,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    if (request.params.name === LIST_FILES.name)
      return { content: [{ type: 'text', text: listFiles(root) }] };
    const input = { ...(request.params.arguments ?? {}) };
    try {
      for (const name of pathArguments) {
        if (typeof input[name] === 'string') input[name] = resolveInside(root, input[name]);
      }
    } catch (error) {
      return { content: [{ type: 'text', text: (error as Error).message }], isError: true };
    }
    const result = await upstream.callTool({ name: request.params.name, arguments: input });
    const text = JSON.stringify(result).replaceAll(`${root}/`, '').replaceAll(root, '.');
    return JSON.parse(text) as typeof result;
  });
  const transport = new StdioServerTransport();
  transport.onclose = () => void upstream.close();
  await server.connect(transport);
  process.stdin.on('end', () => void upstream.close().finally(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
