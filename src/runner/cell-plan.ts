import type { AgentDefinition } from '../agent/external/index.ts';
import type { AgentEvent, TextReplyPolicy } from '../agent/index.ts';
import type { ToolPolicy } from '../catalog/index.ts';
import type { AppState, EnvironmentOptions, ToolMode } from '../environments/index.ts';
import type { GatewayStyle, ToolUniverse } from '../gateway/index.ts';
import type { ModelSettings } from '../models/index.ts';
import type { RetrieverKind } from '../retrieval/index.ts';
import type { Task } from '../tasks/index.ts';

/** One cell of a run's matrix: a task, run by a model (or agent) on a tool surface, the n-th time. */
export interface CellPlan {
  task: Task;
  model: string;
  mode: ToolMode;
  repeat: number;
}

/** What every cell of a run shares: how models are reached, and the per-cell budgets. */
export interface RunSettings {
  models: ModelSettings;
  /** Wall-clock budget of one agent episode. */
  cellTimeMs?: number;
  /** How long one tool call may take before it is an error result and the cell an error (default 60 s). */
  callTimeMs?: number;
  /** Context budget in tokens for the agent's conversation. */
  contextTokens?: number;
  /** What a text reply before claim_done gets (default: one reminder, then it is the answer). */
  textReplies?: TextReplyPolicy;
  /** Tools to hide the task's among: searchable in `retrieval` mode, `distractors` servers of it in `servers` mode. */
  universe?: ToolUniverse;
  /** Distractor servers added in `servers` mode. */
  distractors?: number;
  /**
   * Most tools one request may carry: the lowest limit among the run's models' providers, so every
   * model of a task sees the same tools. In `servers` mode, groups of the task's apps' tools that the task
   * does not use (see own-tools-within.ts) and distractor servers that would pass it are left out.
   */
  maxTools?: number;
  /** Hears which groups of tools (of the task's apps, or distractor servers) were left out to stay within `maxTools`. */
  onToolsLeftOut?: (taskId: string, leftOut: Array<{ name: string; tools: number }>, limit: number) => void;
  /** Safety policy for every tool call; default RUN_POLICY (allow, and flag destructive calls). */
  policy?: ToolPolicy;
  /** How the gateway ranks and which tools it shows in `retrieval` mode. */
  retrieval?: { retriever?: RetrieverKind; style?: GatewayStyle };
  /** External agents by name, for `agent:<name>` cells (the built-in definitions when absent). */
  agents?: Map<string, AgentDefinition>;
  /** Sees the apps as seeded, before the agent starts (validate measures the state's size). */
  onSeeded?: (state: AppState, task: Task) => Promise<void>;
  /** Runs beside the agent from the moment it starts: the co-temporal reference (runner/cotemporal-reference.ts). */
  reference?: (plan: CellPlan, runId: string, signal?: AbortSignal) => Promise<void>;
  /** The model that plays the tasks' people (`--people-model`); their scripts when absent. */
  peopleModel?: string;
  /** Hears every step of a native agent's episode, as it happens (a run's live progress). */
  onAgentEvent?: (plan: CellPlan, event: AgentEvent) => void;
  /** How the cells' apps may run here (`--unsafe-sandbox`). */
  environment?: EnvironmentOptions;
}
