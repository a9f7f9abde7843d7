import {
  type ConversationPartner,
  type PersonReply,
  type PersonToolCall,
  type UserDevice,
  userHistoryMessages,
} from '../agent/index.ts';
import { addUsage, type Message, type Model, type ModelResponse } from '../models/index.ts';
import { type ConversationEnd, CONVERSATION_ENDS, type HistoryEntry, type Person } from '../tasks/index.ts';
import { END_MARKERS, personaPrompt } from './persona-prompt.ts';
import { SCENARIO_END_TOKENS, scenarioPrompt } from './scenario-prompt.ts';

/** How many rounds of calls on their device a person may make before they must answer. */
const MAX_DEVICE_ROUNDS = 10;

/**
 * A person played by an LLM (`run --people-model`): its brief is written from the task's declaration (from
 * its `scenario` as τ²-bench briefs its simulated customer, when it has one),
 * the conversation so far is its context (the task's prompt is what it said first), and its replies carry
 * their own usage, kept apart from the agent's. A person with a device (τ²-bench telecom's phone) is given
 * its tools, as upstream's user simulator is: they call them before answering, and the calls go with the
 * reply.
 */
export class LlmPlayer implements ConversationPartner {
  private readonly person: Person;
  private readonly model: Model;
  private readonly messages: Message[];

  /** `firstMessage`: what the person said first (the user's request); a coworker speaks only when asked. */
  private readonly device: UserDevice | undefined;

  /** `history`: the conversation before the episode (a task's), which the person was part of. */
  constructor(
    person: Person,
    firstMessage: string | undefined,
    model: Model,
    device?: UserDevice,
    history: readonly HistoryEntry[] = [],
  ) {
    this.person = person;
    this.model = model;
    this.device = device;
    this.messages = [
      {
        role: 'system',
        content: person.scenario ? scenarioPrompt(person.scenario) : personaPrompt(person),
      },
      ...userHistoryMessages(history),
      ...(firstMessage === undefined
        ? []
        : [{ role: 'assistant' as const, content: firstMessage, toolCalls: [] }]),
    ];
  }

  async reply(message: string, signal?: AbortSignal): Promise<PersonReply> {
    this.messages.push({ role: 'user', content: message });
    const tools = this.device?.tools ?? [];
    const toolCalls: PersonToolCall[] = [];
    let response: ModelResponse = await this.model.generate({ messages: this.messages, tools }, signal);
    let usage = response.usage;
    for (let round = 0; this.device && response.toolCalls.length > 0; round += 1) {
      // The provider's echo (signed reasoning, call metadata) goes back with the turn, as the agent's does.
      this.messages.push({
        role: 'assistant',
        content: response.text,
        toolCalls: response.toolCalls,
        ...(response.echo ? { echo: response.echo } : {}),
      });
      for (const call of response.toolCalls) {
        const outcome = call.argumentsError
          ? { text: `Error: ${call.argumentsError}`, isError: true }
          : await this.device.call(call.name, call.arguments);
        toolCalls.push({
          name: call.name,
          arguments: call.arguments,
          result: outcome.text,
          isError: outcome.isError,
        });
        this.messages.push({
          role: 'tool',
          toolCallId: call.id,
          toolName: call.name,
          content: outcome.text,
          isError: outcome.isError,
        });
      }
      // Past the limit the person answers without their tools, so a conversation never stalls on them.
      const last = round + 1 >= MAX_DEVICE_ROUNDS;
      response = await this.model.generate({ messages: this.messages, tools: last ? [] : tools }, signal);
      usage = addUsage(usage, response.usage);
    }
    this.messages.push({ role: 'assistant', content: response.text, toolCalls: [] });
    const { text, end } = readEnd(response.text);
    return {
      from: this.person.id,
      text,
      ...(end ? { end } : {}),
      usage,
      ...(toolCalls.length > 0 ? { toolCalls } : {}),
    };
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
