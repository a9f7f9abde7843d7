/**
 * The user of an imported τ²-bench task, from its `user_scenario`: upstream's user simulator is told the
 * reason for the call, what it knows and does not know, and how to behave; here that is the person's
 * `scenario` (the LLM player's brief, `run --people-model`, as upstream words it), their persona, knows and
 * wants for reviewers, and a scripted player for offline runs that
 * gives what it knows when asked, agrees to what the agent proposes, and ends when the agent is done or
 * transfers it.
 */
import type { Person } from '../tasks/index.ts';
import type { Tau2Task } from '../environments/app-state.ts';
import type { Tau2Instructions } from '../environments/apps/tau2/tau2-reader.ts';

/** The scenario's instructions in their structured form: one text (mock's) is the reason for the call. */
export function instructionsOf(task: Tau2Task): Tau2Instructions {
  const { instructions } = task.user_scenario;
  return typeof instructions === 'string' ? { reason_for_call: instructions } : instructions;
}

const OBJECT_AFTER =
  /\b(asks?|asked|ask|tell|tells|told|give|gives|to|for|with|help|helps|let|lets|offer|offers|offered|remind|reminds|show|shows|send|sends)\s+you\b/gi;

/** The scenario's second person ("You want to ...") as the user would say it ("I want to ..."). */
export function firstPerson(text: string): string {
  return text
    .replace(OBJECT_AFTER, (_match, verb: string) => `${verb} me`)
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byou've\b/gi, "I've")
    .replace(/\byou'd\b/gi, "I'd")
    .replace(/\byou'll\b/gi, "I'll")
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\bYour\b/g, 'My')
    .replace(/\byour\b/g, 'my')
    .replace(/\bYou\b/g, 'I')
    .replace(/\byou\b/g, 'I');
}

/** The first sentence of a text (up to the first `.`, `!` or `?` followed by a space or the end). */
export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/s.exec(text.trim());
  return (match?.[1] ?? text).trim();
}

/** What the user opens the conversation with: the first sentence of the reason for the call. */
export function openingMessage(task: Tau2Task): string {
  return `Hi! ${firstPerson(firstSentence(instructionsOf(task).reason_for_call))}`;
}

/** The task's user as a person of the task, named after the customer the gold actions serve. */
export function tau2User(
  task: Tau2Task,
  customerName: string | undefined,
  service = 'the retail store’s customer service',
): Person {
  const { persona } = task.user_scenario;
  const instructions = instructionsOf(task);
  const known = instructions.known_info?.trim();
  const unknown = instructions.unknown_info?.trim();
  const behaviour = [persona, instructions.task_instructions]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part) && part !== '.');
  return {
    id: 'user',
    name: customerName ?? 'The customer',
    role: 'user',
    persona: [
      `A customer calling ${service}, played from τ²-bench’s user scenario: you are the customer, never the`,
      'agent. Write short, natural messages and give details only when asked.',
      ...behaviour,
      ...(unknown ? [`What you do not know: ${unknown}`] : []),
    ].join(' '),
    scenario: {
      ...(persona?.trim() ? { persona: persona.trim() } : {}),
      ...(instructions.domain ? { domain: instructions.domain } : {}),
      // One text (mock) is given whole as upstream gives it, not as a reason for the call.
      ...(typeof task.user_scenario.instructions === 'string'
        ? { instructions: task.user_scenario.instructions }
        : { reasonForCall: instructions.reason_for_call }),
      ...(known ? { knownInfo: known } : {}),
      ...(unknown ? { unknownInfo: unknown } : {}),
      ...(instructions.task_instructions?.trim()
        ? { taskInstructions: instructions.task_instructions.trim() }
        : {}),
    },
    knows: known ? [known] : [],
    secrets: [],
    wants: instructions.reason_for_call,
    ends:
      'When everything you called about is handled (or cannot be), say goodbye; when the agent transfers you to a ' +
      'human agent, end with transfer; when the request is outside what the agent can do, end with out-of-scope.',
    replies: [
      // The agent's explicit request for a yes first: its list of details may name an email or a zip code.
      {
        when: { any: ['do you confirm', 'yes/no', 'yes or no'] },
        say: 'Yes, please go ahead.',
        once: false,
      },
      {
        when: {
          any: [
            'email',
            'zip',
            'zip code',
            'phone number',
            'full name',
            'your name',
            'user id',
            'verify',
            'authenticate',
            'identity',
          ],
        },
        say: known ? firstPerson(known) : 'I do not have those details at hand.',
        once: true,
      },
      {
        when: { any: ['transfer', 'transferring', 'transferred', 'human agent'] },
        say: 'Okay, thank you.',
        end: 'transfer',
        once: false,
      },
      {
        when: {
          any: [
            'confirm',
            'proceed',
            'go ahead',
            'shall i',
            'should i',
            'would you like me to',
            'do you want me to',
            'yes or no',
          ],
        },
        say: 'Yes, please go ahead.',
        once: false,
      },
      {
        when: {
          any: ['anything else', 'is there anything', 'all set', 'has been', 'have been', 'successfully'],
        },
        say: "No, that's all. Thank you!",
        end: 'done',
        once: false,
      },
    ],
    fallback: firstPerson(instructions.reason_for_call),
  };
}
