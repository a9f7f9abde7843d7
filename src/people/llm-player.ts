import type { ConversationPartner, PersonReply } from '../agent/index.ts';
import type { Message, Model } from '../models/index.ts';
import { type ConversationEnd, CONVERSATION_ENDS, type Person } from '../tasks/index.ts';
import { END_MARKERS, personaPrompt } from './persona-prompt.ts';
import { SCENARIO_END_TOKENS, scenarioPrompt } from './scenario-prompt.ts';

/**
 * A person played by an LLM (`run --people-model`): its brief is written from the task's declaration (from
 * its `scenario` as τ²-bench briefs its simulated customer, when it has one),
 * the conversation so far is its context (the task's prompt is what it said first), and its replies carry
 * their own usage, kept apart from the agent's.
 */
export class LlmPlayer implements ConversationPartner {
  private readonly person: Person;
  private readonly model: Model;
  private readonly messages: Message[];

  /** `firstMessage`: what the person said first (the user's request); a coworker speaks only when asked. */
  constructor(person: Person, firstMessage: string | undefined, model: Model) {
    this.person = person;
    this.model = model;
    this.messages = [
      {
        role: 'system',
        content: person.scenario ? scenarioPrompt(person.scenario) : personaPrompt(person),
      },
      ...(firstMessage === undefined
        ? []
        : [{ role: 'assistant' as const, content: firstMessage, toolCalls: [] }]),
    ];
  }

  async reply(message: string, signal?: AbortSignal): Promise<PersonReply> {
    this.messages.push({ role: 'user', content: message });
    const response = await this.model.generate({ messages: this.messages, tools: [] }, signal);
    this.messages.push({ role: 'assistant', content: response.text, toolCalls: [] });
    const { text, end } = readEnd(response.text);
    return { from: this.person.id, text, ...(end ? { end } : {}), usage: response.usage };
  }
}

/**
 * A reply without its end marker, and the end it gave (the last kind found, if any): mcp-arena's markers
 * (`[END: done]`) or τ²-bench's tokens (`###STOP###`), whichever brief the player had.
 */
export function readEnd(reply: string): { text: string; end?: ConversationEnd } {
  let end: ConversationEnd | undefined;
  let text = reply;
  for (const kind of CONVERSATION_ENDS) {
    for (const marker of [END_MARKERS[kind], SCENARIO_END_TOKENS[kind]]) {
      if (text.includes(marker)) {
        end = kind;
        text = text.replaceAll(marker, '');
      }
    }
  }
  return { text: text.trim(), ...(end ? { end } : {}) };
}
