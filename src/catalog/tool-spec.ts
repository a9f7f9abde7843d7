/** JSON Schema of a tool's arguments, as MCP publishes it (`type: 'object'` at the top). */
export interface ToolInputSchema {
  type: 'object';
  properties?: Record<string, unknown>;
  required?: string[];
  [keyword: string]: unknown;
}

/** MCP tool annotations that decide safety policy and retrieval hints. */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** Where a tool came from: an MCP server, or an operation of an OpenAPI spec. */
export type ToolOrigin =
  | { kind: 'mcp'; server: string }
  | { kind: 'openapi'; service: string; file: string; method: string; path: string }
  | { kind: 'static'; server: string; file: string };

/**
 * One tool of the universe. `name` is unique across the universe (`<server>__<tool>`);
 * `toolName` is the name the upstream server knows it by.
 */
export interface ToolSpec {
  name: string;
  server: string;
  toolName: string;
  description: string;
  inputSchema: ToolInputSchema;
  annotations?: ToolAnnotations;
  origin: ToolOrigin;
  /** The group its MCP server put it in (`_meta`, see tool-group.ts): read through `toolGroup`. */
  group?: string;
}

/** Separator between server and tool in a universe-wide tool name; valid under every provider's name rules. */
export const TOOL_NAME_SEPARATOR = '__';

export function qualifyToolName(server: string, toolName: string): string {
  return `${server}${TOOL_NAME_SEPARATOR}${toolName}`;
}

/**
 * The `_meta` key under which an MCP server says which group of its tools a tool is in. Servers with more
 * tools than a provider takes in one request (the azure app's 860) publish it, so a cell can offer the
 * groups its task's tools are in, whole, and leave the others out.
 */
export const TOOL_GROUP_META = 'mcp-arena/group';

/** A tool as an MCP server lists it, made a universe tool of that server. */
export function mcpToolSpec(
  server: string,
  tool: {
    name: string;
    description?: string;
    inputSchema: unknown;
    annotations?: ToolAnnotations;
    _meta?: Record<string, unknown>;
  },
): ToolSpec {
  const group = tool._meta?.[TOOL_GROUP_META];
  return {
    name: qualifyToolName(server, tool.name),
    server,
    toolName: tool.name,
    description: tool.description ?? '',
    inputSchema: tool.inputSchema as ToolInputSchema,
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
    origin: { kind: 'mcp', server },
    ...(typeof group === 'string' ? { group } : {}),
  };
}
