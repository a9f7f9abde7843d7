import type { Trajectory } from '../agent/index.ts';
import { type AskOptions, askJudge, jsonObjectsOf, type Verdict } from '../evaluation/index.ts';
import type { Model } from '../models/index.ts';
import type { Person } from '../tasks/index.ts';
import { conversationOf } from './conversation.ts';
import {
  type HeardMessage,
  PEOPLE_JUDGE_FORMAT_REMINDER,
  PEOPLE_JUDGE_PROMPT_VERSION,
  PEOPLE_JUDGE_SYSTEM_PROMPT,
  peopleJudgeUserPrompt,
  SIMULATOR_FAULT_NAMES,
  type SimulatorFault,
} from './people-judge-prompt.ts';

/** A fault the judge found in what one person said. */
export interface PersonFault {
  person: string;
  fault: SimulatorFault;
  evidence: string;
}

/** What the judge read from its reply about one person. */
export interface PersonReading {
  faults: Array<{ fault: SimulatorFault; evidence: string }>;
  reasons: string;
}

const CHAT_POST = /(^|__)chat_postMessage$/;

/**
 * What passed between the agent and one person, in order: for the user, the task's prompt (their first
 * message) and the conversation; for a coworker, every chat message the agent posted and their answers
 * (each answer comes in before the tool calls of its turn).
 */
export function heardMessages(
  person: Person,
  prompt: string,
  trajectory: Pick<Trajectory, 'turns'>,
): HeardMessage[] {
  if (person.role === 'user') {
    const ends = new Map(
      trajectory.turns.flatMap((turn) =>
        turn.reply?.from === person.id && turn.reply.end ? [[turn.index, turn.reply.end] as const] : [],
      ),
    );
    return [
      { from: 'person', text: prompt, turn: 0 },
      ...conversationOf(trajectory, person.id).map((message): HeardMessage => {
        const end = message.from === person.id ? ends.get(message.turn) : undefined;
        return {
          from: message.from === person.id ? 'person' : 'assistant',
          text: message.text,
          turn: message.turn,
          ...(end ? { end } : {}),
        };
      }),
    ];
  }
  return trajectory.turns.flatMap((turn) => [
    ...(turn.coworkerReplies ?? [])
      .filter((reply) => reply.from === person.id)
      .map((reply): HeardMessage => ({ from: 'person', text: reply.text, turn: turn.index })),
    ...turn.toolCalls
      .filter((call) => CHAT_POST.test(call.name) && !call.isError)
      .map((call): HeardMessage => ({
        from: 'assistant',
        text: `(in ${String(call.arguments.channel ?? '?')}) ${String(call.arguments.text ?? '')}`,
        turn: turn.index,
      })),
  ]);
}

/** Whether the person said anything in the cell (the user's first message, the task's prompt, aside). */
export function spoke(person: Person, trajectory: Pick<Trajectory, 'turns'>): boolean {
  return heardMessages(person, '', trajectory).some(
    (message, index) => message.from === 'person' && !(person.role === 'user' && index === 0),
  );
}

/**
 * Reads `{"faults": [{"fault": ..., "evidence": ...}], "reasons": ...}` (fault names as a judge may write
 * them: `Leaked secret`, `invented_fact`); `"faults": []` or `"faults": "none"` is a clean verdict. A
 * fault name outside the list makes the reply unreadable (asked again), never a guess.
 */
export function parsePeopleVerdict(reply: string): PersonReading | undefined {
  for (const object of jsonObjectsOf(reply).reverse()) {
    const list = object.faults ?? object.fault;
    const items =
      list === null || list === 'none' || list === ''
        ? []
        : Array.isArray(list)
          ? list
          : typeof list === 'string' || (typeof list === 'object' && list !== null)
            ? [list]
            : undefined;
    if (!items) continue;
    const faults: PersonReading['faults'] = [];
    let readable = true;
    for (const item of items) {
      const name =
        typeof item === 'string'
          ? item
          : typeof item === 'object' && item !== null
            ? ((item as Record<string, unknown>).fault ?? (item as Record<string, unknown>).name)
            : undefined;
      const fault = typeof name === 'string' ? toSimulatorFault(name) : undefined;
      if (!fault) {
        readable = false;
        break;
      }
      const evidence =
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>).evidence : undefined;
      faults.push({ fault, evidence: typeof evidence === 'string' ? evidence.trim() : '' });
    }
    if (!readable) continue;
    const reasons = object.reasons ?? object.reason;
    return { faults, reasons: typeof reasons === 'string' ? reasons.trim() : '' };
  }
  return undefined;
}

/** A fault name as a judge may write it → the fault, if any. */
export function toSimulatorFault(text: string): SimulatorFault | undefined {
  const normal = text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
    .replace(/[^a-z-]/g, '');
  return SIMULATOR_FAULT_NAMES.find((name) => name === normal || `${name}s` === normal);
}

/**
 * Judges whether each of the task's people who spoke kept to their declaration, one ask per person, and
 * folds the answers into one `people` verdict: success when no one made a fault; failed with the faults in
 * `reasons` (`person: fault: evidence`, one a line) when anyone did; unparsed when no fault was found but a
 * person's judgement could not be read. Undefined when no person spoke.
 */
export async function judgePeople(
  people: readonly Person[],
  prompt: string,
  trajectory: Pick<Trajectory, 'turns'>,
  model: Model,
  options: AskOptions & { sample?: number } = {},
): Promise<Verdict | undefined> {
  const speakers = people.filter((person) => spoke(person, trajectory));
  if (speakers.length === 0) return undefined;
  const faults: PersonFault[] = [];
  const notes: string[] = [];
  const raws: string[] = [];
  let unread = 0;
  for (const person of speakers) {
    const reply = await askJudge(
      model,
      {
        system: PEOPLE_JUDGE_SYSTEM_PROMPT,
        user: peopleJudgeUserPrompt(person, heardMessages(person, prompt, trajectory)),
        reminder: PEOPLE_JUDGE_FORMAT_REMINDER,
      },
      parsePeopleVerdict,
      options,
    );
    raws.push(`--- ${person.id} ---\n${reply.raw}`);
    if (!reply.reading) {
      unread += 1;
      notes.push(`${person.id}: judgement unreadable`);
      continue;
    }
    faults.push(...reply.reading.faults.map((fault) => ({ person: person.id, ...fault })));
    if (reply.reading.faults.length === 0)
      notes.push(
        `${person.id}: kept to the declaration${reply.reading.reasons ? ` (${reply.reading.reasons})` : ''}`,
      );
  }
  const base = {
    judge: 'people' as const,
    judgeModel: model.id,
    promptVersion: PEOPLE_JUDGE_PROMPT_VERSION,
    sample: options.sample ?? 0,
    raw: raws.join('\n\n'),
  };
  if (faults.length > 0) {
    return {
      ...base,
      status: 'parsed',
      success: false,
      reasons: [
        ...faults.map((fault) => `${fault.person}: ${fault.fault}: ${fault.evidence}`),
        ...notes,
      ].join('\n'),
    };
  }
  if (unread > 0) return { ...base, status: 'unparsed', reasons: notes.join('\n') };
  return { ...base, status: 'parsed', success: true, reasons: notes.join('\n') };
}
