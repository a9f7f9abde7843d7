import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, repoRoot } from './cli.ts';

/** Every process descending from `root`, read from /proc (parent ids from /proc/PID/stat). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number): void => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

function alive(pid: number): boolean {
  try {
    // A zombie has exited; only its parent's wait is missing.
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

const flaky = path.join(repoRoot, 'test/fixtures/servers/flaky-server.ts');

describe('the stdio gateway', () => {
  it('exits and stops its upstream servers, with all they started, when its client closes stdin', async () => {
    // The upstream leaves a process behind that no stdin EOF reaches: only its process group ends it.
    const upstream = `flaky=sh -c 'sleep 600 & exec ${process.execPath} --import tsx ${flaky}'`;
    const gateway = spawn(process.execPath, [bin, 'gateway', '--retriever', 'bm25', '--server', upstream], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    gateway.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const answered = (id: number): Promise<void> =>
      new Promise((resolve) => {
        const onData = (chunk: Buffer): void => {
          stdout += chunk;
          if (stdout.includes(`"id":${id}`)) {
            gateway.stdout.off('data', onData);
            resolve();
          }
        };
        gateway.stdout.on('data', onData);
      });
    const send = (message: object): boolean => gateway.stdin.write(`${JSON.stringify(message)}\n`);
    const exited = new Promise<void>((resolve) => gateway.on('exit', () => resolve()));

    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    });
    await answered(1);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'call_tool', arguments: { name: 'flaky__pid', arguments: {} } },
    });
    await answered(2);
    const started = descendants(gateway.pid!);
    // sh (now the flaky server) and its sleep, at least.
    expect(started.length, stderr).toBeGreaterThanOrEqual(2);

    gateway.stdin.end();
    expect(await until(() => gateway.exitCode !== null || gateway.signalCode !== null, 30_000), stderr).toBe(
      true,
    );
    await exited;
    expect(await until(() => started.every((pid) => !alive(pid)), 10_000)).toBe(true);
  }, 120_000);
});
