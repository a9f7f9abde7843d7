import { type ChildProcess, spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { signalGroup, trackGroup, untrackGroup } from './process-groups.ts';

export interface GroupStdioLaunch {
  command: string;
  args?: string[];
  cwd?: string;
  /** The whole environment of the server (nothing is inherited besides). */
  env: Record<string, string>;
  stderr: 'pipe' | 'ignore' | 'inherit';
}

/** How long a server may take to exit on its own once its stdin is closed, and then after SIGTERM. */
const GRACE_MS = 2000;

/**
 * The SDK's stdio client transport, but the server runs in a process group of its own (see
 * process-groups.ts), and closing ends the whole group: the server and whatever it started.
 */
export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child: ChildProcess | undefined;
  private readonly readBuffer = new ReadBuffer();
  private readonly stderrStream: PassThrough | undefined;

  constructor(private readonly launch: GroupStdioLaunch) {
    if (launch.stderr === 'pipe') this.stderrStream = new PassThrough();
  }

  /** The server's stderr when `stderr: 'pipe'`, readable before start. */
  get stderr(): PassThrough | undefined {
    return this.stderrStream;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): Promise<void> {
    if (this.child) throw new Error('GroupStdioTransport already started');
    return new Promise((resolve, reject) => {
      const child = spawn(this.launch.command, this.launch.args ?? [], {
        env: this.launch.env,
        cwd: this.launch.cwd,
        stdio: ['pipe', 'pipe', this.launch.stderr],
        detached: true,
      });
      this.child = child;
      child.on('error', (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.on('spawn', () => {
        if (child.pid) trackGroup(child.pid);
        resolve();
      });
      child.on('close', () => {
        if (this.child === child) this.child = undefined;
        this.onclose?.();
      });
      child.stdin?.on('error', (error) => this.onerror?.(error));
      child.stdout?.on('error', (error) => this.onerror?.(error));
      child.stdout?.on('data', (chunk: Buffer) => {
        this.readBuffer.append(chunk);
        this.readMessages();
      });
      if (this.stderrStream) child.stderr?.pipe(this.stderrStream);
    });
  }

  private readMessages(): void {
    for (;;) {
      try {
        const message = this.readBuffer.readMessage();
        if (message === null) return;
        this.onmessage?.(message);
      } catch (error) {
        this.onerror?.(error as Error);
      }
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin) return Promise.reject(new Error('Not connected'));
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** Closes stdin, then SIGTERM, then SIGKILL to the group; whatever of the group remains is killed. */
  async close(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.readBuffer.clear();
    if (!child?.pid) return;
    const pid = child.pid;
    const exited =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const within = (ms: number): Promise<boolean> =>
      Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
      ]);
    child.stdin?.end();
    if (!(await within(GRACE_MS))) {
      signalGroup(pid, 'SIGTERM');
      if (!(await within(GRACE_MS))) signalGroup(pid, 'SIGKILL');
    }
    // Whatever the server started outlives it in its group.
    signalGroup(pid, 'SIGKILL');
    untrackGroup(pid);
  }
}
