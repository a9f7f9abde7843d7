import type { RetailDb } from './retail-data.ts';
import type { TelecomState } from './telecom-data.ts';
import type { TelecomEnvCall } from './telecom-toolkit.ts';
import type { MockState } from './mock-toolkit.ts';

/** One tool call on a τ² domain's tools, by upstream's tool name (no server prefix). */
export interface Tau2Call {
  name: string;
  arguments: Record<string, unknown>;
  /** Who makes it: the agent (the default) or, in telecom, the user on their own phone. */
  requestor?: 'assistant' | 'user';
}

/** A gold action of an upstream task (`evaluation_criteria.actions[]`). */
export interface Tau2Action extends Tau2Call {
  action_id: string;
  /** Arguments compared when matching an agent's call; all of the action's when absent, none when empty. */
  compare_args?: string[] | null;
  info?: string | null;
}

/** The user's instructions of a scenario: structured (retail, telecom), or one text (mock). */
export interface Tau2Instructions {
  domain?: string;
  reason_for_call: string;
  known_info?: string | null;
  unknown_info?: string | null;
  task_instructions?: string | null;
}

/** One message of a task's `initial_state.message_history` (the conversation before the episode). */
export interface Tau2HistoryMessage {
  role: 'user' | 'assistant' | 'tool';
  content?: string | null;
  tool_calls?: { id: string; name: string; arguments: Record<string, unknown> }[] | null;
  /** A tool message: the id of the call it answers. */
  id?: string;
}

/** An upstream τ²-bench task, as `tasks.json` holds it (the fields mcp-arena reads). */
export interface Tau2Task {
  id: string;
  user_scenario: {
    persona?: string | null;
    instructions: Tau2Instructions | string;
  };
  /**
   * The state the episode starts from: set-up actions (telecom's breakage on the phone; mock's notification),
   * data merged into the databases, and the conversation so far (mock), whose writes have happened.
   */
  initial_state?: {
    initialization_actions?: TelecomEnvCall[] | null;
    initialization_data?: {
      agent_data?: Record<string, unknown> | null;
      user_data?: Record<string, unknown> | null;
    } | null;
    message_history?: Tau2HistoryMessage[] | null;
  } | null;
  evaluation_criteria: {
    actions?: Tau2Action[] | null;
    /** Telecom: assertions on the state after the episode (ENV_ASSERTION). */
    env_assertions?: TelecomEnvCall[] | null;
    communicate_info?: string[] | null;
    nl_assertions?: string[] | null;
    /** The components the reward multiplies; upstream's default `[DB, COMMUNICATE]` when absent. */
    reward_basis?: string[] | null;
  };
}

/** What replaying calls on a fresh copy of the seeded database gave. */
export interface Tau2Replay {
  db: RetailDb;
  /** The calls that failed, with upstream's error text. */
  failed: { call: Tau2Call; error: string }[];
}

/** What replaying calls on a fresh copy of a telecom task's initial state gave. */
export interface TelecomReplay {
  state: TelecomState;
  failed: { call: Tau2Call; error: string }[];
}

/** One of the user's tools as a model sees it. */
export interface UserToolSpec {
  name: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
}

/**
 * What the tau2 app offers checks (`context.tau2`; `before.tau2` as seeded): the domain's database, the
 * upstream task the seed carries, and replays on fresh copies of the seed (upstream's gold replay).
 */
export interface Tau2State {
  tau2: {
    /** The domain (`retail`); its tools are `tau2__<tool>` whatever the domain. */
    domain(): Promise<string>;
    /** The database now: the seed with every write call made through the server replayed on it. */
    db(): Promise<RetailDb>;
    /** The upstream task of the seed (`seed/tau2/tau2.json`'s `task`), if it carries one. */
    task(): Promise<Tau2Task | undefined>;
    /** The write calls made through the server, in order (failed ones too: upstream replays every call). */
    writes(): Promise<Tau2Call[]>;
    /** A fresh copy of the seeded database with these calls run on it, in order. */
    replay(calls: readonly Tau2Call[]): Promise<Tau2Replay>;
    /** Telecom: both databases now (the task's set-up, then every write call of agent and user replayed). */
    telecom(): Promise<TelecomState>;
    /** Telecom: a fresh copy of the task's initial state with these calls run on it (`sync: false`: upstream's gold replay). */
    telecomReplay(calls: readonly Tau2Call[], sync?: boolean): Promise<TelecomReplay>;
    /** Mock: both databases now (the task's initial state, then every write call of agent and user replayed). */
    mock(): Promise<MockState>;
    /** Mock: a fresh copy of the task's initial state with these calls run on it. */
    mockReplay(calls: readonly Tau2Call[]): Promise<{ state: MockState; failed: Tau2Replay['failed'] }>;
    /** The user's own tools (telecom: their phone; mock: their inbox; none in retail), as MCP tools. */
    userTools(): Promise<UserToolSpec[]>;
    /** Runs one of the user's tools on their device, as the user: its text, and whether it failed. */
    callUserTool(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
  };
}
