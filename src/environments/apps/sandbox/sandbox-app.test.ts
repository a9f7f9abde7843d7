import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeAppContract } from '../../app-contract.ts';
import type { RunningApp } from '../../app.ts';
import type { FilesState } from '../files/files-state.ts';
import { CellDir } from '../../cell-dir.ts';
import { McpConnection } from '../../mcp-connection.ts';
import { fixtureTask } from '../../app-contract-fixture.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';
import { SandboxApp } from './sandbox-app.ts';
import { detectIsolation } from './sandbox-isolation.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describeAppContract('sandbox', () => new SandboxApp(), contractFixture);

const probe = detectIsolation();
const bubblewrap = probe.ok && probe.isolation.kind === 'bubblewrap';
const title = bubblewrap
  ? 'sandbox confinement (bubblewrap)'
  : `sandbox confinement (skipped: bubblewrap does not work here: ${probe.ok ? 'isolation none' : probe.reason})`;

/** Processes on the machine whose command line contains the marker. */
function processesWith(marker: string): string[] {
  const list = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return list.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

describe.skipIf(!bubblewrap)(title, () => {
  let cell: CellDir;
  let app: RunningApp<FilesState>;
  let connection: McpConnection;
  let workspace: string;
  const run = (tool: string, args: Record<string, unknown>) => connection.call(tool, args);

  beforeAll(async () => {
    cell = CellDir.create('sandbox-test');
    app = await new SandboxApp().start(fixtureTask(contractFixture.taskDir, 'sandbox'), cell);
    connection = await McpConnection.open(app.servers[0]!, cell);
    workspace = app.state.workspace!;
  });

  afterAll(async () => {
    await connection?.close();
    await app?.stop();
    cell?.remove();
  });

  test('offers run_shell, run_python, think and sleep', () => {
    expect(connection.tools.map((tool) => tool.name).sort()).toEqual([
      'sandbox__run_python',
      'sandbox__run_shell',
      'sandbox__sleep',
      'sandbox__think',
    ]);
  });

  test('runs in the workspace, and what it writes there stays', async () => {
    const result = await run('run_shell', { command: 'pwd; echo "$HOME"; echo made > made.txt' });
    expect(result.isError).toBe(false);
    expect(result.content).toContain(`exit code 0`);
    expect(result.content).toContain(workspace);
    expect(readFileSync(path.join(workspace, 'made.txt'), 'utf8')).toBe('made\n');
    const python = await run('run_python', { code: 'import os\nprint(sorted(os.listdir(".")))' });
    expect(python.content).toContain("'made.txt'");
    expect(python.content).toContain("'notes.txt'");
  });

  test('a command that writes outside the workspace fails', async () => {
    for (const outside of [
      '/etc/mcp-arena-escaped',
      '/root/escaped.txt',
      path.join(repoRoot, 'escaped.txt'),
    ]) {
      const result = await run('run_shell', { command: `echo x > ${outside}` });
      expect(result.isError, outside).toBe(true);
      // Read-only everywhere, except under /tmp, which is private to the call: a checkout there is not
      // even visible.
      expect(result.content).toMatch(/Read-only file system|No such file or directory/);
      expect(existsSync(outside)).toBe(false);
    }
    const python = await run('run_python', { code: "open('/usr/escaped.txt', 'w').write('x')" });
    expect(python.isError).toBe(true);
    expect(python.content).toContain('Read-only file system');
    // /tmp (where the cell folders are) is private to each call: the other apps' files are not even
    // visible, and what is written there never reaches the machine.
    for (const elsewhere of [
      path.join(cell.dir, 'escaped.txt'),
      path.join(path.dirname(cell.dir), 'escaped.txt'),
    ]) {
      const result = await run('run_shell', { command: `ls ${cell.dir}; echo x > ${elsewhere}` });
      expect(result.content).not.toContain('owner.json');
      expect(existsSync(elsewhere)).toBe(false);
    }
  });

  test('a network request to a non-loopback address fails, and so does the host’s loopback', async () => {
    const host = net.createServer((socket) => socket.end('hello from the host\n'));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const port = (host.address() as net.AddressInfo).port;
    try {
      const code = (address: string, to: number) =>
        `import socket\ntry:\n    socket.create_connection(('${address}', ${to}), timeout=3)\n    print('CONNECTED')\n` +
        `except OSError as error:\n    print('FAILED', error)`;
      const outside = await run('run_python', { code: code('1.1.1.1', 80) });
      expect(outside.content).toContain('FAILED');
      expect(outside.content).not.toContain('CONNECTED');
      const loopback = await run('run_python', { code: code('127.0.0.1', port) });
      expect(loopback.content).toContain('FAILED');
    } finally {
      host.close();
    }
  });

  test('an endless loop is stopped by the wall-time limit and the server answers the next call', async () => {
    const result = await run('run_shell', { command: 'while true; do :; done', timeout_seconds: 2 });
    expect(result.isError).toBe(true);
    expect(result.content).toContain('wall-time limit of 2 s');
    expect((await run('run_shell', { command: 'echo still here' })).content).toContain('still here');
  });

  test('a fork bomb is stopped by the limits, leaves no process behind, and the server answers the next call', async () => {
    const marker = 'mcp_arena_fork_bomb';
    const result = await run('run_shell', {
      command: `${marker}() { ${marker} | ${marker} & }; ${marker}; sleep 60`,
      timeout_seconds: 3,
    });
    expect(result.isError).toBe(true);
    expect(result.content).toContain('wall-time limit of 3 s');
    await expect.poll(() => processesWith(marker), { timeout: 10_000 }).toEqual([]);
    expect((await run('run_python', { code: 'print(6 * 7)' })).content).toContain('42');
  });

  test.skipIf(!(probe.ok && probe.isolation.pidsCgroup))('processes are capped (pids cgroup)', async () => {
    const code =
      'import os, time\nstarted = 0\ntry:\n    for _ in range(400):\n        if os.fork() == 0:\n' +
      '            time.sleep(2)\n            os._exit(0)\n        started += 1\nexcept OSError:\n    pass\nprint("started", started)';
    const result = await run('run_python', { code });
    const started = Number(/started (\d+)/.exec(result.content)?.[1]);
    expect(started).toBeGreaterThan(50);
    expect(started).toBeLessThan(128);
  });

  test('memory and file size are limited', async () => {
    const memory = await run('run_python', { code: 'block = bytearray(3 * 1024 ** 3)' });
    expect(memory.isError).toBe(true);
    expect(memory.content).toContain('MemoryError');
    const file = await run('run_shell', { command: 'truncate -s 300M big.bin' });
    expect(file.isError).toBe(true);
    expect(file.content).toContain('file-size limit of 256 MiB');
    expect(statSync(path.join(workspace, 'big.bin')).size).toBe(0);
  });

  test('output over the cap is cut with a note saying what was cut', async () => {
    const result = await run('run_shell', { command: 'head -c 1500000 /dev/zero | tr "\\0" a' });
    expect(result.isError).toBe(false);
    expect(result.content).toContain(
      '[sandbox: output cut: kept the first 1,000,000 of 1,500,000 characters',
    );
    expect(result.content.length).toBeLessThan(1_001_000);
    const under = await run('run_shell', { command: 'head -c 200000 /dev/zero | tr "\\0" b' });
    expect(under.content).not.toContain('output cut');
    expect(under.content).toContain('b'.repeat(200_000));
  });

  test('think records nothing and sleep waits', async () => {
    expect((await run('think', { thought: 'sum first, then compare' })).content).toBe('Thought recorded.');
    const started = Date.now();
    expect((await run('sleep', { seconds: 0.2 })).content).toBe('Slept 0.2 s.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect((await run('sleep', { seconds: 31 })).isError).toBe(true);
  });

  test('every process of the cell is killed when the cell ends', async () => {
    const marker = 'mcp_arena_cell_end';
    const pending = run('run_shell', {
      command: `${marker}() { sleep 40; }; ${marker} & ${marker}`,
      timeout_seconds: 45,
    });
    await expect.poll(() => processesWith(marker).length, { timeout: 5000 }).toBeGreaterThan(0);
    await connection.close();
    await app.stop();
    expect((await pending).isError).toBe(true);
    await expect.poll(() => processesWith(marker), { timeout: 5000 }).toEqual([]);
  });
});
