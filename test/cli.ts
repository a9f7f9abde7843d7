import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
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
