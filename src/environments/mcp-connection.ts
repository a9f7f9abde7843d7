import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { mcpToolSpec, type ToolResult, type ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import type { StdioServerLaunch } from './app.ts';
import type { CellDir } from './cell-dir.ts';
import { DAEMON_START_TIMEOUT_MS } from './daemon-start.ts';
import { GroupStdioTransport } from './group-stdio-transport.ts';

/** How long one tool call may take before it counts as hung, unless the run or the task says otherwise. */
export const DEFAULT_CALL_TIMEOUT_MS = 120_000;

interface Connected {
  client: Client;
  tools: ToolSpec[];
  stderr: () => string;
}

/** An MCP client connected to one server of a cell, with the server's tools as universe-wide specs. */
export class McpConnection {
  readonly server: string;
  readonly tools: ToolSpec[];
  private readonly launch: StdioServerLaunch;
  private readonly cell: CellDir;
  private client: Client;
  /** The server started in place of a hung one, until it is up. */
  private restarting: Promise<void> | undefined;
  private closing = false;
  private lostWith: string | undefined;
  private hungWith: string | undefined;

  private constructor(launch: StdioServerLaunch, cell: CellDir, connected: Connected) {
    this.server = launch.name;
    this.launch = launch;
    this.cell = cell;
    this.tools = connected.tools;
    this.client = this.watch(connected);
  }

  /** Why the server went away before the cell closed it (it exited or was killed), if it did. */
  get lost(): string | undefined {
    if (this.lostWith === undefined) return undefined;
    return `MCP server "${this.server}" exited during the cell${this.lostWith ? `: ${this.lostWith}` : ''}`;
  }

  /** The first call the server did not answer within its deadline, if one hung: the app's fault. */
  get hung(): string | undefined {
    return this.hungWith && `MCP server "${this.server}" did not answer ${this.hungWith} (an app fault)`;
  }

  static async open(launch: StdioServerLaunch, cell: CellDir): Promise<McpConnection> {
    return new McpConnection(launch, cell, await connect(launch, cell));
  }

  /**
   * Calls a tool by its upstream name; protocol errors come back as error results, not exceptions. A call
   * not answered within `timeoutMs` is an error result too: the server is then restarted (a hung server
   * may hold locks that would hang every later call) and `hung` says so.
   */
  async call(
    toolName: string,
    args: Record<string, unknown>,
    signal?: AbortSignal,
    timeoutMs = DEFAULT_CALL_TIMEOUT_MS,
  ): Promise<ToolResult> {
    // The SDK never removes its abort listener, so it gets a per-call signal instead of the cell's.
    const perCall = new AbortController();
    const forward = (): void => perCall.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    try {
      await this.restarting;
      const result = (await this.client.callTool({ name: toolName, arguments: args }, undefined, {
        signal: perCall.signal,
        timeout: timeoutMs,
      })) as CallToolResult;
      return { content: contentToText(result.content), isError: result.isError === true };
    } catch (error) {
      if (!isTimeout(error) || signal?.aborted)
        return { content: `Error: ${(error as Error).message}`, isError: true };
      const within = `within ${timeoutMs / 1000} s`;
      this.hungWith ??= `${toolName} ${within}`;
      this.restarting ??= this.restart().finally(() => (this.restarting = undefined));
      return {
        content: `Error: ${this.server}__${toolName} did not answer ${within}; its server was restarted.`,
        isError: true,
      };
    } finally {
      signal?.removeEventListener('abort', forward);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.restarting;
    await this.client.close();
  }

  /** Ends the hung server's whole process group and starts the same server again. */
  private async restart(): Promise<void> {
    const hung = this.client;
    hung.onclose = undefined;
    await hung.close().catch(() => {});
    if (this.closing) return;
    try {
      this.client = this.watch(await connect(this.launch, this.cell));
    } catch (error) {
      // Later calls answer "Not connected", and the cell is an error through `lost`.
      this.lostWith ??= `restarting it after a hung call failed: ${(error as Error).message}`;
    }
  }

  /** A connection that closes before we close it was cut from under the cell: the harness's fault. */
  private watch({ client, stderr }: Connected): Client {
    client.onclose = () => {
      if (!this.closing) this.lostWith = stderr().trim().split('\n').at(-1) ?? '';
    };
    return client;
  }
}

/** Starts one stdio server in a process group of its own, owned by the cell, and lists its tools. */
async function connect(launch: StdioServerLaunch, cell: CellDir): Promise<Connected> {
  const transport = new GroupStdioTransport({
    command: launch.command,
    args: launch.args,
    cwd: launch.cwd,
    env: { ...getDefaultEnvironment(), ...cell.env, ...launch.env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const client = new Client({ name: 'mcp-arena', version: '0.1.0' });
  try {
    // A loaded machine starves a starting server for tens of seconds: the SDK's default of 60 s for the
    // handshake is too short there, while a server that fails exits, which is seen at once.
    await client.connect(transport, { timeout: DAEMON_START_TIMEOUT_MS });
    if (transport.pid) cell.adoptChild(transport.pid);
    const { tools } = await client.listTools(undefined, { timeout: DAEMON_START_TIMEOUT_MS });
    return { client, tools: tools.map((tool) => mcpToolSpec(launch.name, tool)), stderr: () => stderr };
  } catch (error) {
    await client.close().catch(() => {});
    throw new ArenaError(
      'APP_START_FAILED',
      `MCP server "${launch.name}" did not start: ${(error as Error).message}${stderr ? `\n${stderr}` : ''}`,
      { cause: error },
    );
  }
}

/** The SDK's own per-request timeout (it carries the timeout in `data`), not an abort from the caller. */
function isTimeout(error: unknown): boolean {
  return (
    error instanceof McpError &&
    error.code === ErrorCode.RequestTimeout &&
    (error.data as { timeout?: unknown } | undefined)?.timeout !== undefined
  );
}

/** Flattens MCP content blocks to the text a model reads. */
export function contentToText(content: CallToolResult['content']): string {
  return content
    .map((block) => {
      switch (block.type) {
        case 'text':
          return block.text;
        case 'image':
        case 'audio':
          return `[${block.type} ${block.mimeType}, ${block.data.length} base64 characters]`;
        case 'resource':
          return 'text' in block.resource ? block.resource.text : `[resource ${block.resource.uri}]`;
        case 'resource_link':
          return `[resource ${block.uri}]`;
        default:
          return JSON.stringify(block);
      }
    })
    .join('\n');
}
