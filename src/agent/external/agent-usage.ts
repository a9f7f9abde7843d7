import { existsSync, readFileSync } from 'node:fs';
import type { Usage } from '../../models/index.ts';

/** Tokens are 0 and cost unknown (null) when an agent reports nothing: never a guessed 0 cost. */
export const UNKNOWN_USAGE: Usage = {
  inputTokens: 0,
  cachedInputTokens: 0,
  outputTokens: 0,
  reasoningTokens: 0,
  costUsd: null,
};

/**
 * An agent reports its usage as JSON lines `{"mcp_arena_usage": {"inputTokens": 1200, "outputTokens": 80,
 * "costUsd": 0.004}}` on stderr or in $MCP_ARENA_USAGE_FILE; several lines add up. A line that is not
 * such an object is ignored. `base` is what the agent's output already reported (see agent-output.ts).
 */
export function readReportedUsage(stderr: string, usageFile: string, base?: Usage): Usage {
  const lines = [
    ...stderr.split('\n'),
    ...(existsSync(usageFile) ? readFileSync(usageFile, 'utf8').split('\n') : []),
  ];
  let usage: Usage | undefined = base;
  for (const line of lines) {
    const reported = parseUsageLine(line.trim());
    if (!reported) continue;
    const base: Usage = usage ?? { ...UNKNOWN_USAGE };
    usage = {
      inputTokens: base.inputTokens + (reported.inputTokens ?? 0),
      cachedInputTokens: base.cachedInputTokens + (reported.cachedInputTokens ?? 0),
      outputTokens: base.outputTokens + (reported.outputTokens ?? 0),
      reasoningTokens: base.reasoningTokens + (reported.reasoningTokens ?? 0),
      costUsd: reported.costUsd === undefined ? base.costUsd : (base.costUsd ?? 0) + reported.costUsd,
    };
  }
  return usage ?? UNKNOWN_USAGE;
}

type Reported = Partial<
  Record<'inputTokens' | 'cachedInputTokens' | 'outputTokens' | 'reasoningTokens' | 'costUsd', number>
>;

function parseUsageLine(line: string): Reported | undefined {
  if (!line.startsWith('{') || !line.includes('mcp_arena_usage')) return undefined;
  try {
    const value = (JSON.parse(line) as { mcp_arena_usage?: unknown }).mcp_arena_usage;
    if (typeof value !== 'object' || value === null) return undefined;
    const reported: Reported = {};
    for (const key of [
      'inputTokens',
      'cachedInputTokens',
      'outputTokens',
      'reasoningTokens',
      'costUsd',
    ] as const) {
      const number = (value as Record<string, unknown>)[key];
      if (typeof number === 'number' && Number.isFinite(number) && number >= 0) reported[key] = number;
    }
    return reported;
  } catch {
    return undefined;
  }
}
