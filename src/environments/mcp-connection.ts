import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpToolSpec, type ToolResult, type ToolSpec } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import type { StdioServerLaunch } from './app.ts';
import type { CellDir } from './cell-dir.ts';
import { GroupStdioTransport } from './group-stdio-transport.ts';

/** An MCP client connected to one server of a cell, with the server's tools as universe-wide specs. */
export class McpConnection {
  readonly server: string;
  readonly tools: ToolSpec[];
  private readonly client: Client;
  private closing = false;
  private lostWith: string | undefined;

  private constructor(server: string, client: Client, tools: ToolSpec[], stderr: () => string) {
    this.server = server;
    this.client = client;
    this.tools = tools;
    // A connection that closes before we close it was cut from under the cell: the harness's fault.
    client.onclose = () => {
      if (!this.closing) this.lostWith = stderr().trim().split('\n').at(-1) ?? '';
    };
  }

  /** Why the server went away before the cell closed it (it exited or was killed), if it did. */
  get lost(): string | undefined {
    if (this.lostWith === undefined) return undefined;
    return `MCP server "${this.server}" exited during the cell${this.lostWith ? `: ${this.lostWith}` : ''}`;
  }

  static async open(launch: StdioServerLaunch, cell: CellDir): Promise<McpConnection> {
    const transport = new GroupStdioTransport({
      command: launch.command,
      args: launch.args,
      cwd: launch.cwd,
      env: { ...getDefaultEnvironment(), ...launch.env },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const client = new Client({ name: 'mcp-arena', version: '0.1.0' });
    try {
      await client.connect(transport);
      if (transport.pid) cell.adoptChild(transport.pid);
      const { tools } = await client.listTools();
      const specs = tools.map((tool) => mcpToolSpec(launch.name, tool));
      return new McpConnection(launch.name, client, specs, () => stderr);
    } catch (error) {
      await client.close().catch(() => {});
      throw new ArenaError(
        'APP_START_FAILED',
        `MCP server "${launch.name}" did not start: ${(error as Error).message}${stderr ? `\n${stderr}` : ''}`,
        { cause: error },
      );
    }
  }

  /** Calls a tool by its upstream name; protocol errors come back as error results, not exceptions. */
  async call(toolName: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    // The SDK never removes its abort listener, so it gets a per-call signal instead of the cell's.
    const perCall = new AbortController();
    const forward = (): void => perCall.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    try {
      const result = (await this.client.callTool({ name: toolName, arguments: args }, undefined, {
        signal: perCall.signal,
      })) as CallToolResult;
      return { content: contentToText(result.content), isError: result.isError === true };
    } catch (error) {
      return { content: `Error: ${(error as Error).message}`, isError: true };
    } finally {
      signal?.removeEventListener('abort', forward);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.client.close();
  }
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
