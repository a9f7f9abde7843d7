import { z } from 'zod';

/** How a person ends a conversation: satisfied, handed to someone else, or asked for what no one here does. */
export const CONVERSATION_ENDS = ['done', 'transfer', 'out-of-scope'] as const;
export type ConversationEnd = (typeof CONVERSATION_ENDS)[number];

const phrases = z.array(z.string().min(1)).min(1);

/**
 * One rule of the scripted player: when a message from the agent matches, the person says this. Rules are
 * tried in order and the first that matches answers; a `once` rule answers one time only, so a later rule
 * for the same words can say something else (a person who changes their mind at the second confirmation).
 */
export const scriptedReply = z.strictObject({
  when: z
    .strictObject({
      any: phrases
        .optional()
        .describe('The message mentions at least one of these (case and punctuation aside).'),
      all: phrases.optional().describe('The message mentions every one of these.'),
      none: phrases.optional().describe('The message mentions none of these.'),
    })
    .refine((when) => when.any !== undefined || when.all !== undefined, 'give any or all')
    .describe('What the agent must have said for this reply.'),
  say: z.string().min(1).describe('What the person replies.'),
  act: z
    .array(
      z.strictObject({
        tool: z.string().min(1).describe("One of the person's own tools (a τ²-bench telecom user's phone)."),
        arguments: z.record(z.string(), z.unknown()).default({}).describe('Its arguments.'),
      }),
    )
    .optional()
    .describe(
      'What the person does on their own device before replying, in order; the reply is `say` followed by ' +
        'what each call showed them.',
    ),
  end: z.enum(CONVERSATION_ENDS).optional().describe('The person ends the conversation with this reply.'),
  once: z.boolean().default(false).describe('Answer with this rule one time only.'),
});

/**
 * A simulated person of a task: the user who asked (in conversation with the agent) or a coworker the
 * agent can reach. What they know and want is the LLM player's brief and the reviewer's; `replies` and
 * `fallback` are the scripted player, offline and deterministic.
 */
export const personSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes')
    .describe('How checks and probes name this person.'),
  name: z.string().min(1).describe('Full name, as the agent knows them.'),
  role: z
    .enum(['user', 'coworker'])
    .describe(
      'user: the person who asked, in conversation with the agent; coworker: reachable through chat.',
    ),
  persona: z.string().min(1).describe('Who they are and how they talk (terse, busy, ...).'),
  knows: z.array(z.string().min(1)).default([]).describe('Facts they give when asked (and only then).'),
  secrets: z.array(z.string().min(1)).default([]).describe('What they must not share, whoever asks.'),
  wants: z.string().optional().describe('What they want from the conversation.'),
  ends: z.string().optional().describe('When they end the conversation.'),
  timing: z
    .strictObject({
      afterTurns: z
        .int()
        .min(1)
        .max(50)
        .default(1)
        .describe('The answer is in the chat this many agent turns after the message (1: by the next turn).'),
      askedAgain: z
        .boolean()
        .default(false)
        .describe('The first message gets no answer; the next one (a reminder) is answered, with both read.'),
    })
    .optional()
    .describe("Coworkers: when their answer appears in the chat (default: by the agent's next turn)."),
  scenario: z
    .strictObject({
      persona: z.string().min(1).optional().describe("The scenario's persona line, when it has one."),
      domain: z.string().min(1).optional().describe('The service they call (retail, telecom, ...).'),
      reasonForCall: z.string().min(1).optional().describe('Why they call, as the scenario tells them.'),
      instructions: z
        .string()
        .min(1)
        .optional()
        .describe(
          'A scenario given as one text (τ²-bench mock): its instructions, instead of the parts below.',
        ),
      knownInfo: z.string().min(1).optional().describe('What they know and give when asked.'),
      unknownInfo: z.string().min(1).optional().describe('What they do not know.'),
      taskInstructions: z.string().min(1).optional().describe('How they behave.'),
    })
    .refine(
      (scenario) => scenario.reasonForCall ?? scenario.instructions,
      'give reasonForCall or instructions',
    )
    .optional()
    .describe(
      "A customer's scenario in τ²-bench's form: the LLM player is briefed as τ²-bench briefs its simulated user " +
        '(these instructions verbatim, in the scenario block of its customer-service guidelines) instead of from ' +
        'persona, knows and wants, which the scripted player and reviewers still read.',
    ),
  replies: z.array(scriptedReply).default([]).describe('The scripted player: rules tried in order.'),
  fallback: z
    .string()
    .min(1)
    .default("Sorry, I don't follow. What do you need from me?")
    .describe('What the scripted player says when no rule matches.'),
});

export type Person = z.infer<typeof personSchema>;
export type ScriptedReply = z.infer<typeof scriptedReply>;

/** The task's people: ids unique, at most one user. */
export const peopleSchema = z
  .array(personSchema)
  .superRefine((people, context) => {
    const seen = new Set<string>();
    for (const [index, person] of people.entries()) {
      if (seen.has(person.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `${person.id} is given twice` });
      seen.add(person.id);
    }
    if (people.filter((person) => person.role === 'user').length > 1)
      context.addIssue({ code: 'custom', message: 'at most one person is the user' });
  })
  .optional()
  .describe('Simulated people: the user in conversation with the agent, coworkers on the chat app.');

/** The person in conversation with the agent, if the task has one. */
export function userOf(task: { people?: readonly Person[] | undefined }): Person | undefined {
  return task.people?.find((person) => person.role === 'user');
}
