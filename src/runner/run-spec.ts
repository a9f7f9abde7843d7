import { z } from 'zod';
// Not the folders' indexes: `run`'s command line is built from this file when the CLI starts.
import { DEFAULT_RETRIEVER, RETRIEVER_KINDS } from '../retrieval/retriever-kind.ts';
import { DEFAULT_HARNESS_TIMEOUT_SECONDS, DEFAULT_RETRIES } from './run-defaults.ts';

/** What the command line and `--resume` need to know of a run option, beside its stored value's schema. */
export interface RunOptionMeta {
  /** Commander's flags: `--name` for a switch, `--name <value>` for an option that takes a value. */
  flags: string;
  /** The help text `--help` shows. */
  help: string;
  /** `model`: shared by every command that calls models (`run`, `agent`, `judge`); `run`: `run` only. */
  group: 'model' | 'run';
  /** A file: stored as an absolute path, and read relative to a worker's own checkout where it is not. */
  file?: true;
  /** Whether `run --resume` may give it again to replace the stored value (default `override`). */
  resume?: 'override' | 'refuse';
  /**
   * A valid value as typed on the command line (for a file option, the file's content), other than the
   * default: the value the run spec's round-trip test gives it.
   */
  example?: string;
}

/** The metadata of each entry of RUN_OPTIONS. */
export const runOptionMeta = z.registry<RunOptionMeta>();

/** A whole number of `min` or more, with the command line's message for anything else. */
function count(min: 0 | 1): z.ZodNumber {
  const error = `must be a whole number of ${min} or more`;
  return z.number({ error }).int({ error }).min(min, { error });
}

function usd(): z.ZodNumber {
  const error = 'must be an amount in USD, such as 2.50';
  return z.number({ error }).min(0, { error });
}

/**
 * The run options kept with a run (never API keys), so `run --resume` and queue workers run it alike.
 * Each entry is one option: its stored value's schema (with the default a run stored without it gets),
 * and its command line (flags, help, group), whether `--resume` may override it, whether it is a file.
 * The CLI's options, the stored record, resume's merge, the check of a loaded run and the settings'
 * inputs all derive from it: adding a run option is one entry here, plus its use.
 *
 * Keys are the stored names (stored runs keep them); the command line's name comes from the flags.
 * The order is `--help`'s.
 */
export const RUN_OPTIONS = z.object({
  agents: z.string().optional().register(runOptionMeta, {
    flags: '--agents <file>',
    help: 'agents YAML adding to the built-in agent definitions',
    group: 'run',
    file: true,
    example: 'agents: {}',
  }),
  retries: count(0).default(DEFAULT_RETRIES).register(runOptionMeta, {
    flags: '--retries <n>',
    help: 'further tries of a cell that ended in an infrastructure error',
    group: 'run',
    example: '5',
  }),
  maxCostUsd: usd().optional().register(runOptionMeta, {
    flags: '--max-cost <usd>',
    help: 'start no more cells once the run has cost this much',
    group: 'run',
    example: '2.5',
  }),
  harnessTimeoutSeconds: count(1).default(DEFAULT_HARNESS_TIMEOUT_SECONDS).register(runOptionMeta, {
    flags: '--harness-timeout <seconds>',
    help: 'wall-clock limit of one cell attempt, harness included; past it the attempt is an error',
    group: 'run',
    example: '900',
  }),
  universe: z.string().optional().register(runOptionMeta, {
    flags: '--universe <file>',
    help: 'universe YAML (as for `gateway --config`) whose tools are the distractors',
    group: 'run',
    file: true,
    example: '{}',
  }),
  distractors: count(0).optional().register(runOptionMeta, {
    flags: '--distractors <n>',
    help: 'distractor servers from --universe added in servers mode',
    group: 'run',
    example: '3',
  }),
  retriever: z
    .enum(RETRIEVER_KINDS)
    .optional()
    .register(runOptionMeta, {
      flags: '--retriever <kind>',
      help: `how retrieval mode ranks tools (default ${DEFAULT_RETRIEVER})`,
      group: 'run',
      example: 'bm25',
    }),
  unsafeSandbox: z.boolean().optional().register(runOptionMeta, {
    flags: '--unsafe-sandbox',
    help: 'let the sandbox app run without isolation where bubblewrap is missing',
    group: 'run',
  }),
  callTimeoutSeconds: count(1).optional().register(runOptionMeta, {
    flags: '--call-timeout <seconds>',
    help: "how long one tool call may take (default 120; a task's limits.callTimeoutSeconds when longer); past it the call is an error result and the cell an error",
    group: 'run',
    example: '7',
  }),
  reference: z.enum(['cotemporal']).optional().register(runOptionMeta, {
    flags: '--reference <when>',
    help: "`cotemporal`: run each task's reference plan beside the agent, at the same time (for likert judges)",
    group: 'run',
    example: 'cotemporal',
  }),
  peopleModel: z.string().optional().register(runOptionMeta, {
    flags: '--people-model <id>',
    help: "model that plays the tasks' simulated people, e.g. openai:gpt-4.1 (default: their scripts, offline)",
    group: 'run',
    example: 'openai:gpt-4.1-mini',
  }),
  baseUrl: z.string().optional().register(runOptionMeta, {
    flags: '--base-url <url>',
    help: 'OpenAI-compatible server for openai-compatible:<model> (vLLM, Ollama, llama.cpp); or give each model its own: openai-compatible:qwen3@http://127.0.0.1:8000/v1',
    group: 'model',
    example: 'http://127.0.0.1:8000/v1',
  }),
  prices: z.string().optional().register(runOptionMeta, {
    flags: '--prices <file>',
    help: 'price table (USD per million tokens) on top of the built-in one',
    group: 'model',
    file: true,
    example: '{"models": {}}',
  }),
  modelLimits: z.string().optional().register(runOptionMeta, {
    flags: '--model-limits <file>',
    help: 'context window and output limit per model (tokens) on top of the built-in table',
    group: 'model',
    file: true,
    example: '{"models": {}}',
  }),
  thinkingTokens: count(1).optional().register(runOptionMeta, {
    flags: '--thinking-tokens <n>',
    help: 'Anthropic extended thinking budget per reply (thinking is off without it)',
    group: 'model',
    example: '2048',
  }),
  reasoningSummaries: z.boolean().optional().register(runOptionMeta, {
    flags: '--reasoning-summaries',
    help: 'ask OpenAI reasoning models for reasoning summaries (needs a verified OpenAI organization)',
    group: 'model',
  }),
  textReminders: count(0).optional().register(runOptionMeta, {
    flags: '--text-reminders <n>',
    help: 'reminders after a text reply without a tool call before it counts as the answer (default 1)',
    group: 'model',
    example: '0',
  }),
  requestTimeoutSeconds: count(1).default(120).register(runOptionMeta, {
    flags: '--request-timeout <seconds>',
    help: 'timeout of one model request; retried after',
    group: 'model',
    example: '30',
  }),
  cellTimeoutSeconds: count(1).optional().register(runOptionMeta, {
    flags: '--cell-timeout <seconds>',
    help: 'wall-clock budget of one agent episode',
    group: 'model',
    example: '600',
  }),
  contextTokens: count(1).optional().register(runOptionMeta, {
    flags: '--context-tokens <n>',
    help: 'context budget; older turns are dropped past 80% of it',
    group: 'model',
    example: '64000',
  }),
});

/** The run options as stored with a run and as a loaded run has them (defaults filled in). */
export type RunOptions = z.infer<typeof RUN_OPTIONS>;

/** The name of a run option (its stored key). */
export type RunOptionKey = keyof RunOptions;
