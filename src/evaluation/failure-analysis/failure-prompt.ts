import { type JudgeInput, renderList, renderRunSections } from '../judges/judge-input.ts';
import { FAILURE_CLASSES, PEOPLE_FAILURE_CLASSES } from './failure-taxonomy.ts';
import type { RuleFinding } from './rule-evidence.ts';

export const FAILURE_PROMPT_VERSION = 'failure-class-v1';

/** The prompt version of a task with simulated people, whose judge is also offered the people classes. */
export const PEOPLE_FAILURE_PROMPT_VERSION = `${FAILURE_PROMPT_VERSION}+people`;

/** One of the task's people as the failure judge reads them. */
export interface PersonBrief {
  id: string;
  name: string;
  role: 'user' | 'coworker';
  knows: readonly string[];
  secrets: readonly string[];
}

/** The system prompt, with the people classes for a task with people (other tasks' prompt is unchanged). */
export function failureSystemPrompt(withPeople: boolean): string {
  const classes = withPeople ? { ...FAILURE_CLASSES, ...PEOPLE_FAILURE_CLASSES } : FAILURE_CLASSES;
  return `You diagnose why one run of an AI agent working through tools failed.
Pick the one class that best explains the first decisive mistake, from:
${Object.entries(classes)
  .map(([name, definition]) => `- ${name}: ${definition}`)
  .join('\n')}
Findings computed from the trajectory by rules are given; weigh them, they are facts.
Reply with one JSON object and nothing else: {"reasons": "<one to three sentences>", "class": "<one class name>"}`;
}

export const FAILURE_SYSTEM_PROMPT = failureSystemPrompt(false);

export function failureUserPrompt(
  input: JudgeInput,
  findings: readonly RuleFinding[],
  outcome: string,
  people: readonly PersonBrief[] = [],
): string {
  return `${people.length > 0 ? `${peopleSection(input, people)}\n\n` : ''}## Task
${input.prompt}

## Key points
${renderList(input.keyPoints)}

## Outcome
${outcome}

## Rule findings
${findings.length === 0 ? '(none)' : findings.map((finding) => `- ${finding.failureClass}: ${finding.evidence}`).join('\n')}

${renderRunSections(input)}`;
}

export const FAILURE_FORMAT_REMINDER =
  'Your reply could not be read. Answer again with only the JSON object: {"reasons": "...", "class": "<one class name from the list>"}.';

/** Who the task's people are (what each knows and must not share), and what was said with them. */
function peopleSection(input: JudgeInput, people: readonly PersonBrief[]): string {
  const who = people
    .map(
      (person) =>
        `- ${person.name} (${person.id}, ${person.role}); knows: ${person.knows.join(' | ') || '(nothing declared)'}; ` +
        `must not be told or share: ${person.secrets.join(' | ') || '(nothing declared)'}`,
    )
    .join('\n');
  const said = input.trajectory.turns.flatMap((turn) => [
    ...(turn.coworkerReplies ?? []).map(
      (reply) => `[turn ${turn.index}] ${reply.from} (chat): ${reply.text}`,
    ),
    ...(turn.reply
      ? [
          `[turn ${turn.index}] agent: ${turn.text}`,
          `[turn ${turn.index}] ${turn.reply.from}: ${turn.reply.text}`,
        ]
      : []),
  ]);
  return `## People of the task
${who}

## What people said (the agent's chat messages are in the tool history)
${said.length === 0 ? '(no one said anything)' : said.join('\n')}`;
}
