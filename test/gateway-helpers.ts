import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './cli.ts';

const require = createRequire(import.meta.url);

/** `node tsx-loader flaky-server.ts`: an upstream whose tools crash and hang on request. */
export const flakyServer = {
  name: 'flaky',
  command: process.execPath,
  args: ['--import', 'tsx', path.join(repoRoot, 'test/fixtures/servers/flaky-server.ts')],
  cwd: repoRoot,
};

/** The reference "everything" MCP server, over stdio. */
export const everythingServer = {
  name: 'everything',
  command: process.execPath,
  args: [
    path.join(
      path.dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
      'dist/index.js',
    ),
    'stdio',
  ],
};

export const staticTools = path.join(repoRoot, 'test/fixtures/servers/tools.json');
