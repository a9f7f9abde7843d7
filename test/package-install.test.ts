import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './cli.ts';

// mcp-arena as a user gets it: `npm pack` of this checkout installed into an empty folder that has no
// clone beside it, then the installed command run there: --help, setup --check, a gateway over the
// user's own MCP server, and a run of the user's own one-task suite whose check imports
// mcp-arena/evaluation. Dependencies come from npm's cache where it has them (--prefer-offline).

const work = mkdtempSync(path.join(os.tmpdir(), 'package-install-'));
const project = path.join(work, 'project');
// The installed command, through the link npm made, with node on the PATH as a user's shell has it.
const installedBin = path.join(project, 'node_modules', '.bin', 'mcp-arena');
const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  MCP_ARENA_HOME: path.join(work, 'home'),
  MCP_ARENA_TMPDIR: path.join(work, 'cells'),
  MCP_ARENA_STORE_IDLE_MS: '3000',
};
/** Why npm could not install here (no registry and an incomplete cache), when it could not. */
let notInstallable: string | undefined;

function npm(args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    timeout: 900_000,
  });
}

function installed(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(installedBin, args, { cwd: project, env, encoding: 'utf8', timeout: 600_000 });
}

beforeAll(() => {
  // `npm pack` runs `prepare`: the tarball holds dist/ as built from the sources now.
  const packed = npm(['pack', '--pack-destination', work], repoRoot);
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), '{ "name": "user-project", "private": true }\n');
  const install = npm(['install', path.join(work, tarball!), '--prefer-offline'], project);
  if (install.status === 0) return;
  if (/ENOTCACHED|EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|ENETUNREACH/.test(install.stderr)) {
    notInstallable = install.stderr.split('\n').find((line) => /npm error/.test(line)) ?? install.stderr;
    return;
  }
  throw new Error(`npm install of the packed tarball failed:\n${install.stderr}`);
}, 1_200_000);

afterAll(() => rmSync(work, { recursive: true, force: true }), 600_000);

describe('mcp-arena installed from its npm pack tarball', { timeout: 600_000 }, () => {
  it('is installed (or the test says why npm cannot install here)', (context) => {
    if (notInstallable) {
      context.skip(
        `npm cannot install the tarball's dependencies without the registry here: ${notInstallable}`,
      );
    }
    expect(existsSync(installedBin)).toBe(true);
    // Only the build is shipped: the sources, tests and suites stay in the repository.
    const shipped = readdirSync(path.join(project, 'node_modules', 'mcp-arena'));
    expect(shipped).toEqual(expect.arrayContaining(['bin', 'dist', 'package.json', 'schema']));
    expect(shipped).not.toContain('src');
    // The vendored Azure specs travel in the build, with the file that says where they come from.
    const specs = path.join(
      project,
      'node_modules',
      'mcp-arena',
      'dist',
      'environments',
      'apps',
      'azure',
      'specs',
    );
    expect(existsSync(path.join(specs, 'SOURCES.md'))).toBe(true);
    expect(existsSync(path.join(specs, 'tool-names.json'))).toBe(true);
  });

  it('--help lists the commands', (context) => {
    if (notInstallable) context.skip(notInstallable);
    const result = installed(['--help']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('run [options] [paths...]');
    expect(result.stdout).toContain('gateway [options]');
  });

  it('setup --check reports the system packages the apps need', (context) => {
    if (notInstallable) context.skip(notInstallable);
    const result = installed(['setup', '--check']);
    // 0 when everything is installed, 1 when something is missing: a report either way, no crash.
    expect([0, 1]).toContain(result.status);
    expect(result.stdout).toMatch(/bubblewrap/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("serves the user's own MCP server's tools through the gateway", async (context) => {
    if (notInstallable) context.skip(notInstallable);
    const server = path.join(project, 'shout-server.mjs');
    writeFileSync(server, USER_MCP_SERVER);
    const client = new Client({ name: 'package-install-test', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: installedBin,
        args: ['gateway', '--server', `shout=${process.execPath} ${server}`, '--retriever', 'bm25'],
        cwd: project,
        env: env as Record<string, string>,
        stderr: 'ignore',
      }),
    );
    try {
      const found = await client.callTool({ name: 'find_tools', arguments: { query: 'capital letters' } });
      expect(JSON.stringify(found.content)).toContain('shout__shout');
      const called = await client.callTool({
        name: 'call_tool',
        arguments: { name: 'shout__shout', arguments: { text: 'hello from the user' } },
      });
      expect(called.content).toEqual([{ type: 'text', text: 'HELLO FROM THE USER' }]);
    } finally {
      await client.close();
    }
  });

  it("runs the user's own one-task suite, whose check imports mcp-arena/evaluation", (context) => {
    if (notInstallable) context.skip(notInstallable);
    const task = path.join(project, 'my-suite', 'write-greeting');
    mkdirSync(path.join(task, 'workspace'), { recursive: true });
    writeFileSync(path.join(task, 'workspace', 'README.md'), 'Greetings go in greeting.txt.\n');
    writeFileSync(path.join(task, 'task.yaml'), USER_TASK);
    writeFileSync(path.join(task, 'check.ts'), USER_CHECK);
    // The project is not an ES module package: its check is compiled to CommonJS, the harder case.
    const result = installed(['run', 'my-suite', '--model', 'reference', '--json']);
    expect(result.stderr).toMatch(/^Run \S+: 1 cells to run/);
    expect(result.status).toBe(0);
    // Both checkpoints earned: the check ran (a check that cannot load gives one failed checkpoint).
    expect(JSON.parse(result.stdout).cells).toMatchObject([
      { task: 'write-greeting', status: 'passed', score: 1, checkpoints: { earned: 2, total: 2 } },
    ]);
  });

  it('names the command that adds the mail and pdf servers, and that command adds them', (context) => {
    if (notInstallable) context.skip(notInstallable);
    // npm cannot resolve the file: dependencies of an installed package: the install went on without them.
    type Doctor = { apps: Array<{ name: string; available: boolean; install?: string }> };
    const pdfApp = (): Doctor['apps'][number] | undefined =>
      (JSON.parse(installed(['doctor', '--json']).stdout) as Doctor).apps.find((app) => app.name === 'pdf');
    const tarball = path.join(
      project,
      'node_modules',
      'mcp-arena',
      'vendor',
      'npm',
      'sylphx-pdf-reader-mcp-2.4.0-node20.tgz',
    );
    expect(pdfApp()).toMatchObject({
      available: false,
      install: expect.stringContaining(`npm install --no-save ${tarball}`),
    });
    const added = npm(['install', '--no-save', tarball, '--prefer-offline'], project);
    expect(added.status, added.stderr).toBe(0);
    expect(pdfApp()).toMatchObject({ available: true });
  });
});

/** A user's MCP server, in plain Node: one tool over stdio (newline-delimited JSON-RPC). */
const USER_MCP_SERVER = `import readline from 'node:readline';
const send = (message) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\\n');
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, method, params } = JSON.parse(line);
  if (id === undefined) return;
  if (method === 'initialize')
    send({ id, result: { protocolVersion: params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'shout', version: '1.0.0' } } });
  else if (method === 'tools/list')
    send({ id, result: { tools: [{ name: 'shout', description: 'Repeat a text in capital letters', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } }] } });
  else if (method === 'tools/call')
    send({ id, result: { content: [{ type: 'text', text: String(params.arguments.text).toUpperCase() }] } });
  else send({ id, error: { code: -32601, message: 'no such method' } });
});
`;

const USER_TASK = `id: write-greeting
title: Write a greeting file
category: files
difficulty: easy
prompt: Please put a short greeting into greeting.txt, as the README says.
apps: [files]
tools: [files__read_text_file, files__write_file]
reference:
  plan:
    - tool: files__read_text_file
      arguments: { path: README.md }
    - tool: files__write_file
      arguments: { path: greeting.txt, content: Hello there! }
  answer: I wrote a greeting into greeting.txt.
`;

const USER_CHECK = `import { type CheckFunction, normalizeText } from 'mcp-arena/evaluation';

const check: CheckFunction = ({ readText, readSeed }) => [
  { name: 'greeting written', passed: normalizeText(readText('greeting.txt') ?? '').includes('hello') },
  { name: 'README kept', passed: readText('README.md') === readSeed('README.md') },
];
export default check;
`;
