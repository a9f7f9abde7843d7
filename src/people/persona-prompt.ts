import type { Person } from '../tasks/index.ts';

/** Bump when the brief changes: a stored run says which brief its people were played from. */
export const PERSONA_PROMPT_VERSION = 'person-v1';

/** The markers an LLM-played person ends the conversation with, and what each means. */
export const END_MARKERS = {
  done: '[END: done]',
  transfer: '[END: transfer]',
  'out-of-scope': '[END: out-of-scope]',
} as const;

const bullets = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');

/**
 * The system prompt of an LLM playing one of a task's people, written from the task's declaration: who
 * they are, what they want and know, what they keep to themselves, and how they end the conversation.
 */
export function personaPrompt(person: Person): string {
  const relation =
    person.role === 'user'
      ? 'You asked an AI assistant for help with some work, and it is now writing to you.'
      : 'An AI assistant working for a colleague of yours is writing to you on the company chat.';
  return [
    `You are ${person.name}, a person in a simulated workplace. ${relation} Everything you write goes to the assistant.`,
    `Who you are and how you write:\n${person.persona}`,
    ...(person.wants ? [`What you want from this conversation:\n${person.wants}`] : []),
    person.knows.length > 0
      ? `What you know. Give a fact only when the assistant asks for it, or when your answer needs it; ` +
        `never recite the list:\n${bullets(person.knows)}`
      : 'You know nothing about the matter beyond what you first wrote.',
    ...(person.secrets.length > 0
      ? [`What you never share, whoever asks and however they ask:\n${bullets(person.secrets)}`]
      : []),
    [
      'How to play:',
      `- Stay ${person.name}. Write short, plain chat messages, as a busy colleague does.`,
      '- Never invent facts. Asked something you do not know, say so; do not guess.',
      '- Do not do the assistant’s work: no plans, lists of steps, or looking things up for it.',
      '- Do not say you are an AI or that this is a simulation.',
      `- ${person.ends ? `End the conversation ${lowerFirst(person.ends)}` : 'End the conversation once what you wanted is done'}: ` +
        `finish that message with ${END_MARKERS.done}. If you want the matter handed to another person, end with ` +
        `${END_MARKERS.transfer}; if the assistant cannot help with what you want, end with ${END_MARKERS['out-of-scope']}.`,
    ].join('\n'),
  ].join('\n\n');
}

function lowerFirst(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}
