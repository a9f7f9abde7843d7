import type { ChatMessage, ChatReader } from '../../environments/app-state.ts';
import type { CheckContext, CheckpointInput } from '../checkpoint.ts';

/** A chat message as far as ordering needs it: its `ts` is what a tool result that showed it carries. */
interface Timestamped {
  ts: string;
}

/** A tool call as far as ordering needs it (a `context.toolCalls` entry). */
interface ShownIn {
  result?: string;
}

/**
 * The chat messages the run added: every message of the final chat whose `ts` the seeded chat did not
 * have (the agent's own and the answers of the task's people). `await addedMessages(before.chat, chat)`.
 */
export async function addedMessages<Message extends Timestamped>(
  before: { messages(): Promise<Timestamped[]> },
  after: { messages(): Promise<Message[]> },
): Promise<Message[]> {
  const seeded = new Set((await before.messages()).map((message) => message.ts));
  return (await after.messages()).filter((message) => !seeded.has(message.ts));
}

/**
 * When the agent first saw any of these messages: the index of the first tool call whose result carries
 * one of their `ts`, or -1 when none did. `firstCallShowing(context.toolCalls, fromNina)`.
 */
export function firstCallShowing(calls: readonly ShownIn[], messages: readonly Timestamped[]): number {
  return calls.findIndex((call) => messages.some((message) => (call.result ?? '').includes(message.ts)));
}

type ToolCall = CheckContext['toolCalls'][number];

/**
 * The first call that acted, -1 when none did: `acts` is tested on the call's name and JSON arguments
 * (`/send_email|update_ticket/`), or is a test of the call; a failed call never acts.
 */
export function firstCallActing(
  calls: readonly ToolCall[],
  acts: RegExp | ((call: ToolCall) => boolean),
): number {
  const test =
    acts instanceof RegExp ? (call: ToolCall) => acts.test(call.name + JSON.stringify(call.arguments)) : acts;
  return calls.findIndex((call) => !call.isError && test(call));
}

/**
 * What a people task's check reads of its chat: the messages the run added, the person's among them (their
 * answers) and the call whose result first showed one of those (-1 when none did).
 * `const { messages, answers, firstRead } = await personAnswers(context, 'sara')`.
 */
export async function personAnswers(
  context: { before: { chat: ChatReader }; chat: ChatReader; toolCalls: readonly ToolCall[] },
  person: string,
): Promise<{ messages: ChatMessage[]; answers: ChatMessage[]; firstRead: number }> {
  const messages = await addedMessages(context.before.chat, context.chat);
  const answers = messages.filter((message) => message.person === person);
  return { messages, answers, firstRead: firstCallShowing(context.toolCalls, answers) };
}

/** Who answered, and when the agent read it against when it first acted (indexes into `toolCalls`). */
export interface AnswerOrder {
  /** The person's name as the detail gives it: `Nina` → "Nina's answer first read in call 3; ...". */
  person: string;
  /** The person's messages the run added (their answers). */
  answers: readonly unknown[];
  /** `firstCallShowing(calls, answers)`. */
  firstRead: number;
  /** The first call that acted (the first write the answer had to come before), -1 when none did. */
  firstWrite: number;
  /** What that first act was, for the detail: `calendar change` → "first calendar change in call 5". */
  write: string;
  /** The detail when the person never answered; default "<person> never answered". */
  unanswered?: string;
}

/**
 * The checkpoint that the agent had a person's answer before it acted (an approval, a decision, a date
 * that was theirs to give): it passes when a tool result showed the answer before the first write, and
 * there was a write, so a run that never acts does not earn it.
 */
export function answerReadFirst(
  name: string,
  order: AnswerOrder,
  extra: Pick<CheckpointInput, 'points' | 'required'> = {},
): CheckpointInput {
  const { person, firstRead, firstWrite } = order;
  return {
    name,
    ...extra,
    passed: firstWrite >= 0 && firstRead >= 0 && firstRead < firstWrite,
    detail:
      order.answers.length === 0
        ? (order.unanswered ?? `${person} never answered`)
        : `${person}'s answer first read in call ${firstRead + 1}; first ${order.write} in call ${firstWrite + 1}`,
  };
}
