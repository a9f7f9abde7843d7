/**
 * A mock episode's state, as upstream's environment sets it (`set_state`): both databases loaded, the task's
 * `initialization_data` merged into them (dicts merged key by key, anything else replaced), its
 * `initialization_actions` run, then the write calls of its `message_history` (the conversation so far)
 * replayed, each required to give what the history recorded; the calls of the episode (the agent's and the
 * user's, from the journal) are replayed on that. Files are read and the set-up run once per process.
 */
import { readFileSync } from 'node:fs';
import { sameValue } from './retail-data.ts';
import type { Tau2Call, Tau2HistoryMessage, Tau2Task } from './tau2-reader.ts';
import { type MockState, mockAssertion, mockToolKind, runMockCall, runMockSetup } from './mock-toolkit.ts';
import type { TelecomEnvCall } from './telecom-toolkit.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Upstream's merge of initialization data into a database: nested dicts merged, other values replaced. */
export function mergeInto(target: Json, update: Json): void {
  for (const [key, value] of Object.entries(update)) {
    const current = target[key];
    if (isObject(value) && isObject(current)) mergeInto(current, value);
    else target[key] = structuredClone(value);
  }
}

/** The calls of a message history with what each recorded: upstream pairs each call with the tool message after it. */
export function historyCalls(history: readonly Tau2HistoryMessage[]): { call: Tau2Call; recorded: string }[] {
  const out: { call: Tau2Call; recorded: string }[] = [];
  for (const [index, message] of history.entries()) {
    for (const [offset, toolCall] of (message.tool_calls ?? []).entries()) {
      const answer = history[index + 1 + offset];
      if (answer?.role !== 'tool' || answer.id !== toolCall.id)
        throw new Error(
          `message history: the call ${toolCall.id} (${toolCall.name}) has no tool message after it`,
        );
      const requestor = message.role === 'user' ? 'user' : 'assistant';
      out.push({
        call: { name: toolCall.name, arguments: toolCall.arguments, requestor },
        recorded: answer.content ?? '',
      });
    }
  }
  return out;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const initial = new Map<string, MockState>();

/** A fresh copy of the task's initial state (see the module comment). */
export function mockInitial(
  dbPath: string,
  userDbPath: string,
  task: Pick<Tau2Task, 'initial_state'> | undefined,
) {
  const key = JSON.stringify([dbPath, userDbPath, task?.initial_state ?? null]);
  let state = initial.get(key);
  if (!state) {
    state = {
      db: JSON.parse(readFileSync(dbPath, 'utf8')) as MockState['db'],
      user: JSON.parse(readFileSync(userDbPath, 'utf8')) as MockState['user'],
    };
    const setup = task?.initial_state;
    if (setup?.initialization_data?.agent_data) mergeInto(state.db, setup.initialization_data.agent_data);
    if (setup?.initialization_data?.user_data) mergeInto(state.user, setup.initialization_data.user_data);
    for (const action of setup?.initialization_actions ?? []) runMockSetup(state, action);
    for (const { call, recorded } of historyCalls(setup?.message_history ?? [])) {
      if (mockToolKind(call.name, call.requestor) !== 'write') continue;
      const outcome = runMockCall(state, call);
      if (!sameValue(parsed(outcome.text), parsed(recorded)))
        throw new Error(
          `message history: ${call.name} gives ${outcome.text}, the history recorded ${recorded}`,
        );
    }
    initial.set(key, state);
  }
  return structuredClone(state);
}

/** Runs calls on `state` in order, as upstream replays a trajectory: a failing call is noted and skipped. */
export function replayMock(
  state: MockState,
  calls: readonly Tau2Call[],
): { state: MockState; failed: { call: Tau2Call; error: string }[] } {
  const failed: { call: Tau2Call; error: string }[] = [];
  for (const call of calls) {
    const outcome = runMockCall(state, call);
    if (outcome.isError) failed.push({ call, error: outcome.text.replace(/^Error: /, '') });
  }
  return { state, failed };
}

/** Each of the task's env assertions with whether it holds on `state`. */
export function mockAssertions(
  state: MockState,
  task: { evaluation_criteria: { env_assertions?: TelecomEnvCall[] | null } },
): { assertion: TelecomEnvCall; met: boolean }[] {
  return (task.evaluation_criteria.env_assertions ?? []).map((assertion) => ({
    assertion,
    met: mockAssertion(state, assertion),
  }));
}
