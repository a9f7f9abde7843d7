import type { Person } from '../tasks/index.ts';

/** Bump when the brief changes: a stored run says which brief its people were played from. */
export const SCENARIO_PROMPT_VERSION = 'scenario-v1';

/**
 * The end tokens of τ²-bench's simulated user, with what each means here: the goal is reached, the user
 * was handed to a human, or the scenario gives them nothing more to go on.
 */
export const SCENARIO_END_TOKENS = {
  done: '###STOP###',
  transfer: '###TRANSFER###',
  'out-of-scope': '###OUT-OF-SCOPE###',
} as const;

type Scenario = NonNullable<Person['scenario']>;

/** The scenario block: each part of the user's instructions under its own heading, as upstream lays it out. */
export function scenarioBlock(scenario: Scenario): string {
  const parts: Array<[string, string | undefined]> = [
    ['Persona', scenario.persona],
    ['Instructions', scenario.instructions],
    ['Domain', scenario.domain],
    ['Reason for call', scenario.reasonForCall],
    ['Known info', scenario.knownInfo],
    ['Unknown info', scenario.unknownInfo],
    ['Task instructions', scenario.taskInstructions],
  ];
  return parts
    .flatMap(([heading, text]) => (text?.trim() ? [`${heading}:\n${text.trim()}`] : []))
    .join('\n\n');
}

/**
 * The system prompt of an LLM playing a customer from a τ²-bench scenario, with the semantics of
 * upstream's user simulator (written for mcp-arena, not copied): play the customer, one message at a time;
 * follow the scenario strictly and invent nothing (what it does not give is unknown); paraphrase rather than
 * recite; give information only as the agent asks for it; keep going until the task is done, then end with
 * the stop token, with the transfer token once handed to a human, and with the out-of-scope token when the
 * scenario gives nothing to go on.
 */
export function scenarioPrompt(scenario: Scenario): string {
  return [
    '# Playing a customer',
    'You are a customer contacting a customer service agent. Play that customer realistically, following ' +
      'the scenario below. Everything you write goes to the agent.',
    [
      '## How to play',
      '- Write one message at a time, as the conversation goes.',
      '- Follow the scenario strictly.',
      '- Never invent information: anything the scenario does not give you is unknown to you. Asked for it, say you do not know.',
      '- Do not repeat the scenario word for word; say it in your own words.',
      '- Give information step by step, when the agent asks for it, not all at once.',
      '- You are the customer, never the agent: do not do the agent’s work.',
    ].join('\n'),
    [
      '## Ending the conversation',
      'Keep the conversation going until your task is complete.',
      `- When what you called for is done (or the scenario says to stop), end your message with ${SCENARIO_END_TOKENS.done}.`,
      `- When the agent transfers you to another (human) agent, end with ${SCENARIO_END_TOKENS.transfer}.`,
      `- When the scenario does not give you enough to go on, end with ${SCENARIO_END_TOKENS['out-of-scope']}.`,
    ].join('\n'),
    `<scenario>\n${scenarioBlock(scenario)}\n</scenario>`,
  ].join('\n\n');
}
