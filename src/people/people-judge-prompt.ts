import type { Person } from '../tasks/index.ts';
import { scenarioBlock } from './scenario-prompt.ts';

/** Bump when the prompt changes: stored verdicts say which prompt judged them. */
export const PEOPLE_JUDGE_PROMPT_VERSION = 'people-v1';

/** What a simulated person can do wrong, judged against their declaration in the task. */
export const SIMULATOR_FAULTS = {
  'invented-fact':
    'stated a fact about the matter that their declaration does not give them (not among what they know, nor in their scenario), instead of saying they do not know',
  'contradicted-persona':
    'said or did something their persona, wants or behaviour rules out: another role, another goal, a tone or stance the declaration excludes, or taking over the assistant’s work',
  'ended-early':
    'ended the conversation before what they wanted was done, or without the cause their declaration gives for ending',
  'leaked-secret': 'told the assistant something the declaration says they must never share',
} as const;

export type SimulatorFault = keyof typeof SIMULATOR_FAULTS;

export const SIMULATOR_FAULT_NAMES = Object.keys(SIMULATOR_FAULTS) as SimulatorFault[];

export const PEOPLE_JUDGE_SYSTEM_PROMPT = `You review a simulated person in a benchmark of AI assistants.
A person was played by a script or a language model from a written declaration: who they are, what they know,
what they must keep to themselves, what they want and when they end the conversation. An assistant talked to
them. Your job is not to grade the assistant: judge only whether the person's own messages kept to the
declaration. A person may refuse, be terse, be slow, say they do not know, or change their mind when the
declaration says so: none of that is a fault. Facts the assistant told them first, or that they repeat from the
request, are not invented.
The faults:
${Object.entries(SIMULATOR_FAULTS)
  .map(([name, definition]) => `- ${name}: ${definition}`)
  .join('\n')}
Reply with one JSON object and nothing else:
{"reasons": "<one to three sentences>", "faults": [{"fault": "<fault name>", "evidence": "<the words that show it>"}]}
An empty "faults" list means the person kept to the declaration.`;

export const PEOPLE_JUDGE_FORMAT_REMINDER =
  'Your reply could not be read. Answer again with only the JSON object: {"reasons": "...", "faults": [{"fault": "<fault name>", "evidence": "..."}]} (an empty list when there is no fault).';

/** One message of the conversation as the judge reads it. */
export interface HeardMessage {
  from: 'assistant' | 'person';
  text: string;
  turn: number;
  /** The message ended the conversation, and how. */
  end?: string;
}

const bullets = (items: readonly string[]): string =>
  items.length === 0 ? '(none)' : items.map((item) => `- ${item}`).join('\n');

/** The person's declaration and what was said, for the judge. */
export function peopleJudgeUserPrompt(person: Person, messages: readonly HeardMessage[]): string {
  const declaration = [
    `Name: ${person.name} (${person.role === 'user' ? 'the user who asked the assistant for help' : 'a coworker reached on the chat'})`,
    `Persona:\n${person.persona}`,
    `Knows (may give when asked):\n${bullets(person.knows)}`,
    `Must never share:\n${bullets(person.secrets)}`,
    `Wants:\n${person.wants ?? '(not given)'}`,
    `Ends the conversation:\n${person.ends ?? '(not given: once what they want is done)'}`,
    ...(person.scenario ? [`Scenario they were briefed with:\n${scenarioBlock(person.scenario)}`] : []),
  ].join('\n\n');
  const transcript = messages
    .map(
      (message) =>
        `[turn ${message.turn}] ${message.from === 'person' ? person.name : 'assistant'}: ${message.text}` +
        (message.end ? `\n  (${person.name} ended the conversation here: ${message.end})` : ''),
    )
    .join('\n');
  return `## Declaration of ${person.name}
${declaration}

## Conversation
${person.role === 'coworker' ? "(The assistant's chat messages are all it posted; not every one was to this person.)\n" : ''}${transcript}`;
}
