import type { ConversationPartner, PersonReply } from '../agent/index.ts';
import type { ToolResult, ToolSpec, ToolSurface } from '../catalog/index.ts';
import { type ConversationEnd, CONVERSATION_ENDS } from '../tasks/index.ts';

/**
 * How an external agent reaches the task's user: a tool on the cell's MCP endpoint. The native loop
 * sends its text replies to the user instead; both end up in the same conversation.
 */
export const USER_TOOL = 'user__send_message';

const ENDED = /\n\[The user ended the conversation: (done|transfer|out-of-scope)\]$/;

export const USER_TOOL_SPEC: ToolSpec = {
  name: USER_TOOL,
  server: 'user',
  toolName: 'send_message',
  description:
    'Send a message to the user who gave you this task (to ask what you need to know, or to confirm or ' +
    'report) and get their answer. When they end the conversation, the answer says so.',
  inputSchema: {
    type: 'object',
    properties: { message: { type: 'string', description: 'What you tell the user.' } },
    required: ['message'],
    additionalProperties: false,
  },
  origin: { kind: 'mcp', server: 'user' },
};

/** The surface with the user tool beside its own tools, answered by the task's user. */
export function withUserTool(surface: ToolSurface, user: ConversationPartner): ToolSurface {
  return {
    tools: [...surface.tools, USER_TOOL_SPEC],
    has: (name) =>
      name === USER_TOOL || (surface.has?.(name) ?? surface.tools.some((tool) => tool.name === name)),
    ...(surface.target ? { target: surface.target.bind(surface) } : {}),
    call: async (name, args, signal): Promise<ToolResult> => {
      if (name !== USER_TOOL) return surface.call(name, args, signal);
      const message = typeof args.message === 'string' ? args.message.trim() : '';
      if (!message) return { content: 'Error: give the message to send as "message" (text).', isError: true };
      return { content: userToolResult(await user.reply(message, signal)), isError: false };
    },
  };
}

/** What the user tool returns for a reply: its text, and a last line when the user ended the conversation. */
export function userToolResult(reply: PersonReply): string {
  return reply.end ? `${reply.text}\n[The user ended the conversation: ${reply.end}]` : reply.text;
}

/** A reply read back from the user tool's result. */
export function readUserToolResult(result: string, from: string): PersonReply {
  const ended = ENDED.exec(result);
  const end = ended?.[1] as ConversationEnd | undefined;
  return {
    from,
    text: ended ? result.slice(0, ended.index) : result,
    ...(end && CONVERSATION_ENDS.includes(end) ? { end } : {}),
  };
}

/**
 * The user behind an MCP endpoint's user tool, for an agent that converses in text (`mcp-arena agent`):
 * its text replies become calls of the tool. Undefined when the endpoint has no user.
 */
export function userBehindTool(surface: ToolSurface): ConversationPartner | undefined {
  if (!surface.tools.some((tool) => tool.name === USER_TOOL)) return undefined;
  return {
    reply: async (message, signal) => {
      const result = await surface.call(USER_TOOL, { message }, signal);
      if (result.isError) throw new Error(`the user tool failed: ${result.content}`);
      return readUserToolResult(result.content, 'user');
    },
  };
}

/** The surface without the user tool: for an agent that reaches the user in text (the native loop). */
export function withoutUserTool(surface: ToolSurface): ToolSurface {
  const listed = (name: string): boolean => surface.tools.some((tool) => tool.name === name);
  return {
    tools: surface.tools.filter((tool) => tool.name !== USER_TOOL),
    has: (name) => name !== USER_TOOL && (surface.has?.(name) ?? listed(name)),
    call: (name, args, signal) => surface.call(name, args, signal),
  };
}
