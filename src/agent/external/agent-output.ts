import type { Usage } from '../../models/index.ts';

/**
 * How an agent's standard output is read: `text` is the answer itself; the others are the documented
 * machine-readable outputs of widely used CLIs, which carry the answer and the usage (so their cost is
 * known without a wrapper): Claude Code's `-p --output-format json` result object and Codex's
 * `codex exec --json` JSON Lines events.
 */
export const AGENT_OUTPUT_FORMATS = ['text', 'claude-json', 'codex-jsonl'] as const;
export type AgentOutputFormat = (typeof AGENT_OUTPUT_FORMATS)[number];

export interface ReadOutput {
  answer: string;
  /** What the output reported, when it did. */
  usage?: Usage;
}

/** The answer and usage in `stdout`; output that is not in the format is taken as the answer itself. */
export function readAgentOutput(stdout: string, format: AgentOutputFormat): ReadOutput {
  if (format === 'claude-json') return readClaudeResult(stdout) ?? { answer: stdout };
  if (format === 'codex-jsonl') return readCodexEvents(stdout) ?? { answer: stdout };
  return { answer: stdout };
}

type Json = Record<string, unknown>;

const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function jsonLines(stdout: string): Json[] {
  const objects: Json[] = [];
  for (const line of stdout.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(trimmed);
      if (typeof value === 'object' && value !== null) objects.push(value as Json);
    } catch {
      // not an event: a log line
    }
  }
  return objects;
}

/**
 * `{"type": "result", "subtype": "success", "is_error": false, "result": "...", "total_cost_usd": 0.01,
 * "usage": {"input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens", "output_tokens"}}`.
 * Anthropic counts cached input apart from `input_tokens`; here input includes it (as for every model).
 */
function readClaudeResult(stdout: string): ReadOutput | undefined {
  const result = jsonLines(stdout)
    .reverse()
    .find((object) => object.type === 'result');
  if (!result) return undefined;
  const usage = (result.usage ?? {}) as Json;
  const cached = number(usage.cache_read_input_tokens);
  const cost = result.total_cost_usd ?? result.cost_usd; // `cost_usd` in releases before 1.0
  return {
    answer: typeof result.result === 'string' ? result.result : '',
    usage: {
      inputTokens: number(usage.input_tokens) + number(usage.cache_creation_input_tokens) + cached,
      cachedInputTokens: cached,
      outputTokens: number(usage.output_tokens),
      reasoningTokens: 0,
      costUsd: typeof cost === 'number' && Number.isFinite(cost) ? cost : null,
    },
  };
}

/**
 * `thread.started`, `turn.started`, `item.completed` (`agent_message`, `mcp_tool_call`, ...),
 * `turn.completed` with `usage: {input_tokens, cached_input_tokens, output_tokens}`. The answer is the
 * last agent message. Codex reports no cost: it stays unknown.
 */
function readCodexEvents(stdout: string): ReadOutput | undefined {
  const events = jsonLines(stdout).filter((event) => typeof event.type === 'string');
  if (events.length === 0) return undefined;
  let answer = '';
  let usage: Usage | undefined;
  for (const event of events) {
    const item = event.item as Json | undefined;
    if (event.type === 'item.completed' && item?.type === 'agent_message' && typeof item.text === 'string')
      answer = item.text;
    if (event.type === 'turn.completed' && typeof event.usage === 'object' && event.usage !== null) {
      const reported = event.usage as Json;
      usage = {
        inputTokens: (usage?.inputTokens ?? 0) + number(reported.input_tokens),
        cachedInputTokens: (usage?.cachedInputTokens ?? 0) + number(reported.cached_input_tokens),
        outputTokens: (usage?.outputTokens ?? 0) + number(reported.output_tokens),
        reasoningTokens: (usage?.reasoningTokens ?? 0) + number(reported.reasoning_output_tokens),
        costUsd: null,
      };
    }
  }
  return usage ? { answer, usage } : { answer };
}
