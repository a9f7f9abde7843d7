/**
 * A telecom episode's state, as upstream's environment builds it: both databases loaded, the task's
 * initialization actions run (each followed by a sync), then the calls of the episode (the agent's and
 * the user's, in the order they were made) replayed on it. The journal of calls is the one record both
 * the MCP server (the agent's calls) and the user's device (the user's calls, in the harness's process)
 * append to, so each rebuilds the same state from it: a few hundred microseconds on this small database.
 */
import { readFileSync } from 'node:fs';
import { ToolFailure } from './retail-tools.ts';
import { parseTelecomDb, parseTelecomUserDb, type TelecomState } from './telecom-data.ts';
import {
  runTelecomCall,
  runTelecomSetup,
  telecomAssertion,
  type TelecomCall,
  type TelecomEnvCall,
} from './telecom-toolkit.ts';

/** The part of an upstream telecom task the episode reads. */
export interface TelecomTaskState {
  initial_state?: { initialization_actions?: TelecomEnvCall[] | null } | null;
  evaluation_criteria: { env_assertions?: TelecomEnvCall[] | null };
}

const initial = new Map<string, TelecomState>();

/** A fresh copy of the task's initial state (files read and initialization run once per process). */
export function telecomInitial(
  dbPath: string,
  userDbPath: string,
  task: TelecomTaskState | undefined,
): TelecomState {
  const key = JSON.stringify([dbPath, userDbPath, task?.initial_state ?? null]);
  let state = initial.get(key);
  if (!state) {
    state = {
      db: parseTelecomDb(readFileSync(dbPath, 'utf8'), dbPath),
      user: parseTelecomUserDb(readFileSync(userDbPath, 'utf8')),
    };
    for (const action of task?.initial_state?.initialization_actions ?? []) runTelecomSetup(state, action);
    initial.set(key, state);
  }
  return structuredClone(state);
}

/** Runs calls on `state` in order, as upstream replays a trajectory: a failing call is noted and skipped. */
export function replayTelecom(
  state: TelecomState,
  calls: readonly TelecomCall[],
  sync = true,
): { state: TelecomState; failed: { call: TelecomCall; error: string }[] } {
  const failed: { call: TelecomCall; error: string }[] = [];
  for (const call of calls) {
    const outcome = runTelecomCall(state, call, sync);
    if (outcome.isError) failed.push({ call, error: outcome.text.replace(/^Error: /, '') });
  }
  return { state, failed };
}

/** Each of the task's env assertions with whether it holds on `state` (a failing function: it does not). */
export function telecomAssertions(
  state: TelecomState,
  task: TelecomTaskState,
): { assertion: TelecomEnvCall; met: boolean }[] {
  return (task.evaluation_criteria.env_assertions ?? []).map((assertion) => {
    try {
      return { assertion, met: telecomAssertion(state, assertion) };
    } catch (error) {
      if (error instanceof ToolFailure) return { assertion, met: false };
      throw error;
    }
  });
}
