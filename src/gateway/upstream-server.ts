import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { GroupStdioTransport } from '../environments/group-stdio-transport.ts';
import { errorResult } from './error-result.ts';

/** How to reach one upstream MCP server: a command over stdio, or a streamable-HTTP URL. */
export type UpstreamLaunch =
  | { name: string; command: string; args?: string[]; env?: Record<string, string>; cwd?: string }
  | { name: string; url: string; headers?: Record<string, string> };

export interface UpstreamOptions {
  /** A call that takes longer returns an error result. Default 60 s. */
  callTimeoutMs?: number;
  /** First wait before reconnecting a crashed server; doubles per failure, up to 30 s. */
  restartBackoffMs?: number;
  /** Called with the pid of every stdio server started, so an owner can clean up after a crash. */
  onSpawn?: (pid: number) => void;
}

/**
 * One upstream server, connected on first use. A server that crashed or closed is reconnected on
 * its next use (after a backoff that grows while it keeps failing); calls never throw: every failure
 * is an error result, so the gateway never dies from an upstream's behaviour.
 */
export class UpstreamServer {
  readonly launch: UpstreamLaunch;
  private readonly options: Required<Omit<UpstreamOptions, 'onSpawn'>> & Pick<UpstreamOptions, 'onSpawn'>;
  private client?: Client;
  private connecting?: Promise<Client>;
  private failures = 0;
  private retryAt = 0;

  constructor(launch: UpstreamLaunch, options: UpstreamOptions = {}) {
    this.launch = launch;
    this.options = { callTimeoutMs: 60_000, restartBackoffMs: 500, ...options };
  }

  get name(): string {
    return this.launch.name;
  }

  async listTools(): Promise<Tool[]> {
    const client = await this.connect();
    const tools: Tool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    return tools;
  }

  async call(toolName: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult> {
    let client: Client;
    try {
      client = await this.connect();
    } catch (error) {
      return errorResult(`upstream server "${this.name}" is unavailable: ${(error as Error).message}`);
    }
    try {
      return (await client.callTool({ name: toolName, arguments: args }, undefined, {
        timeout: this.options.callTimeoutMs,
        ...(signal ? { signal } : {}),
      })) as CallToolResult;
    } catch (error) {
      const message = (error as Error).message;
      if (/timed out|timeout/i.test(message)) {
        return errorResult(
          `${this.name}/${toolName} did not answer within ${this.options.callTimeoutMs / 1000} s`,
        );
      }
      return errorResult(`${this.name}/${toolName} failed: ${message}`);
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.close().catch(() => {});
  }

  private connect(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.connecting) return this.connecting;
    if (Date.now() < this.retryAt) {
      const seconds = ((this.retryAt - Date.now()) / 1000).toFixed(1);
      return Promise.reject(
        new Error(`it failed ${this.failures} time(s) in a row; next try in ${seconds} s`),
      );
    }
    this.connecting = this.open()
      .then((client) => {
        this.failures = 0;
        this.client = client;
        return client;
      })
      .catch((error: unknown) => {
        this.failures += 1;
        this.retryAt =
          Date.now() + Math.min(30_000, this.options.restartBackoffMs * 2 ** (this.failures - 1));
        throw error;
      })
      .finally(() => {
        this.connecting = undefined;
      });
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const client = new Client({ name: 'mcp-arena-gateway', version: '0.1.0' });
    // Forget the client when its transport closes (a crash or exit): the next use reconnects.
    client.onclose = () => {
      if (this.client === client) this.client = undefined;
    };
    if ('url' in this.launch) {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(this.launch.url), {
          requestInit: { headers: this.launch.headers ?? {} },
        }),
      );
      return client;
    }
    // In a process group of its own (a terminal's Ctrl-C reaches only mcp-arena), ended with its group.
    const transport = new GroupStdioTransport({
      command: this.launch.command,
      args: this.launch.args ?? [],
      env: { ...getDefaultEnvironment(), ...this.launch.env },
      ...(this.launch.cwd ? { cwd: this.launch.cwd } : {}),
      stderr: 'ignore',
    });
    await client.connect(transport);
    if (transport.pid) this.options.onSpawn?.(transport.pid);
    return client;
  }
}
