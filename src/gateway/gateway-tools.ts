import type { ToolSpec } from '../catalog/index.ts';

/** How many tools `find_tools` returns when the caller does not say. */
export const DEFAULT_NUM_TOOLS = 5;

/** Which pair of tools the gateway exposes. */
export type GatewayStyle = 'find-call' | 'route-execute';

const gatewayTool = (name: string, description: string, inputSchema: ToolSpec['inputSchema']): ToolSpec => ({
  name,
  server: 'gateway',
  toolName: name,
  description,
  inputSchema,
  origin: { kind: 'mcp', server: 'gateway' },
});

/** The gateway's own tools, written for mcp-arena. */
export function gatewayTools(style: GatewayStyle, universeSize: number): ToolSpec[] {
  if (style === 'route-execute') {
    return [
      gatewayTool(
        'route',
        `Find the servers and tools (among ${universeSize}) that fit what you need to do. ` +
          'Returns up to 5 servers with up to 3 tools each, with their input schemas.',
        {
          type: 'object',
          properties: { query: { type: 'string', description: 'What you want to do, in a sentence.' } },
          required: ['query'],
        },
      ),
      gatewayTool('execute', 'Call a tool that route returned.', {
        type: 'object',
        properties: {
          server_name: { type: 'string', description: 'The server, as route gave it.' },
          tool_name: { type: 'string', description: 'The tool, as route gave it.' },
          params: { type: 'object', description: 'Arguments matching the tool input schema.' },
        },
        required: ['server_name', 'tool_name'],
      }),
    ];
  }
  return [
    gatewayTool(
      'find_tools',
      `Search ${universeSize} tools by what you want to do. Returns the best matches with their names, ` +
        'descriptions and input schemas; then call one with call_tool.',
      {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'What you want to do, e.g. "list open merge requests".' },
          num_tools: {
            type: 'integer',
            minimum: 1,
            maximum: 50,
            default: DEFAULT_NUM_TOOLS,
            description: 'How many tools to return.',
          },
        },
        required: ['query'],
      },
    ),
    gatewayTool('call_tool', 'Call a tool found with find_tools, by its exact name.', {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'The tool name as find_tools returned it.' },
        arguments: { type: 'object', description: 'Arguments matching the tool input schema.' },
      },
      required: ['name'],
    }),
  ];
}
