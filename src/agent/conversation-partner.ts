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
}

/**
 * The other side of the agent's conversation: the task's user, played by a script or an LLM (people/).
 * The loop knows only this.
 */
export interface ConversationPartner {
  reply(message: string, signal?: AbortSignal): Promise<PersonReply>;
}
