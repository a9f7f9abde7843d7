import type { ToolDefinition } from '../models/index.ts';

/** Tools the agent loop itself provides beside the MCP tools; their names never contain `__`. */
export const BUILTIN_TOOLS: ToolDefinition[] = [
  {
    name: 'claim_done',
    description:
      'Call when the task is complete. Ends the episode; `answer` is your final answer to the user.',
    inputSchema: {
      type: 'object',
      properties: { answer: { type: 'string', description: 'Final answer to the user.' } },
    },
  },
  {
    name: 'read_output',
    description: 'Read one page (10,000 characters) of a tool output that was too long to show whole.',
    inputSchema: {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The output id given in the truncation note.' },
        page: { type: 'integer', minimum: 1, description: 'Page number, from 1.' },
      },
      required: ['id', 'page'],
    },
  },
  {
    name: 'search_output',
    description:
      'Find the lines of a truncated tool output that match a pattern (regular expression or text).',
    inputSchema: {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The output id given in the truncation note.' },
        pattern: { type: 'string', description: 'Regular expression (case-insensitive) or plain text.' },
      },
      required: ['id', 'pattern'],
    },
  },
  {
    name: 'search_history',
    description:
      'Search earlier turns that were removed from the conversation to save context: your calls and their results.',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Regular expression (case-insensitive) or plain text.' },
      },
      required: ['query'],
    },
  },
];

export const BUILTIN_TOOL_NAMES = new Set(BUILTIN_TOOLS.map((tool) => tool.name));
