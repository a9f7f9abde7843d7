import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const bin = path.join(repoRoot, 'bin', 'mcp-arena.js');

/** A private arena home and cell folder per test, so tests never share a store or clean up each other. */
export function isolatedEnv(): NodeJS.ProcessEnv {
  const root = mkdtempSync(path.join(os.tmpdir(), 'arena-test-'));
  // The mail app's IMAP server runs as the mail user and must pass through to the cells.
  chmodSync(root, 0o711);
  return {
    ...process.env,
    MCP_ARENA_HOME: path.join(root, 'home'),
    MCP_ARENA_TMPDIR: path.join(root, 'cells'),
    // Each test home has its own store server: stop it soon after the test's last command, not 30 s later.
    MCP_ARENA_STORE_IDLE_MS: '3000',
  };
}

export function startCli(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [bin, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = startCli(args, env);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Resolves with the first match of `pattern` in what the child writes from now on to stderr (or stdout):
 * a test waits for the line that says something happened. Rejects when the child exits without it.
 */
export function outputMatch(
  child: ChildProcess,
  pattern: RegExp,
  stream: 'stdout' | 'stderr' = 'stderr',
): Promise<RegExpExecArray> {
  const output = child[stream]!;
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (!match) return;
      done();
      resolve(match);
    };
    const onClose = (): void => {
      done();
      reject(new Error(`the process ended without writing ${pattern} to ${stream}:\n${text}`));
    };
    const done = (): void => {
      output.off('data', onData);
      child.off('close', onClose);
    };
    output.on('data', onData);
    child.on('close', onClose);
  });
}

/**
 * Resolves once `count` cells of the child's run are in flight in the cells folder (each has recorded a
 * child process in its owner.json: an MCP server or an app's service is up), or once the child has exited.
 * A bounded poll: it fails after `timeoutMs`.
 */
export async function cellsInFlight(
  cells: string,
  child: ChildProcess,
  count = 1,
  timeoutMs = 60_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (child.exitCode === null && child.signalCode === null) {
    let inFlight = 0;
    for (const name of existsSync(cells) ? readdirSync(cells) : []) {
      try {
        const owner = JSON.parse(readFileSync(path.join(cells, name, 'owner.json'), 'utf8'));
        if (owner.pid === child.pid && owner.children.length > 0) inFlight += 1;
      } catch {
        // owner.json not written yet, or the cell is gone
      }
    }
    if (inFlight >= count) return;
    if (Date.now() > until)
      throw new Error(`${count} cells of the run were not in flight within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
