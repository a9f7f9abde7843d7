import type { Usage } from '../models/index.ts';
import type { ConversationEnd } from '../tasks/index.ts';

/** What a simulated person said back, and whether they ended the conversation with it. */
export interface PersonReply {
  /** The person's id in the task. */
  from: string;
  text: string;
  end?: ConversationEnd;
  /** What playing the person cost (an LLM-played person), apart from the agent's usage. */
  usage?: Usage;
  /**
   * The calls the person made on their own device before answering (τ²-bench telecom's user and their
   * phone), in order: kept with the reply, so the trajectory shows them and a replay performs them again.
   */
  toolCalls?: PersonToolCall[];
}

/** One call of a person on their own device, with what it showed them. */
export interface PersonToolCall {
  name: string;
  arguments: Record<string, unknown>;
  result: string;
  isError: boolean;
}

/** A person's own device (τ²-bench telecom's phone): its tools, and a call as that person. */
export interface UserDevice {
  tools: { name: string; description: string; inputSchema: Record<string, unknown> }[];
  call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
}

/**
 * The other side of the agent's conversation: the task's user, played by a script or an LLM (people/).
 * The loop knows only this.
 */
export interface ConversationPartner {
  reply(message: string, signal?: AbortSignal): Promise<PersonReply>;
}
