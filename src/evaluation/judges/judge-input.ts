import type { Trajectory } from '../../agent/index.ts';

/** What a judge reads about one cell. */
export interface JudgeInput {
  taskId: string;
  /** The task as the agent was given it. */
  prompt: string;
  /** Facts or steps a successful run establishes (given, or extracted once by a judge). */
  keyPoints: string[];
  trajectory: Pick<Trajectory, 'turns' | 'finalAnswer'>;
  /** Descriptions of the tools the agent called, by tool name, when known. */
  toolDescriptions: ReadonlyMap<string, string>;
}

/** Per-call limits that keep a long trajectory within a judge's context. */
export interface HistoryLimits {
  argumentChars: number;
  resultChars: number;
  totalChars: number;
}

export const DEFAULT_HISTORY_LIMITS: HistoryLimits = {
  argumentChars: 1_500,
  resultChars: 3_000,
  totalChars: 120_000,
};

/** The tool calls in order, numbered, with arguments and results (cut where long, saying so). */
export function renderToolHistory(
  trajectory: JudgeInput['trajectory'],
  limits: HistoryLimits = DEFAULT_HISTORY_LIMITS,
): string {
  const lines: string[] = [];
  let step = 0;
  for (const turn of trajectory.turns) {
    for (const call of turn.toolCalls) {
      step += 1;
      lines.push(
        `[${step}] ${call.name}(${cut(JSON.stringify(call.arguments), limits.argumentChars)})`,
        `    ${call.isError ? 'ERROR' : 'result'}: ${cut(call.result, limits.resultChars).replace(/\n/g, '\n    ')}`,
      );
    }
  }
  if (lines.length === 0) return '(the agent called no tool)';
  return cut(lines.join('\n'), limits.totalChars);
}

/** The descriptions of the tools the agent called, one per line. */
export function renderToolDescriptions(input: JudgeInput): string {
  const used = [
    ...new Set(input.trajectory.turns.flatMap((turn) => turn.toolCalls.map((call) => call.name))),
  ];
  if (used.length === 0) return '(none)';
  return used
    .map((name) => `- ${name}: ${input.toolDescriptions.get(name) ?? '(no description recorded)'}`)
    .join('\n');
}

/** The closing sections of a judge's prompt: the tools used, their calls and results, the final answer. */
export function renderRunSections(input: JudgeInput): string {
  return `## Tools the agent used
${renderToolDescriptions(input)}

## Tool history
${renderToolHistory(input.trajectory)}

## Final answer
${input.trajectory.finalAnswer || '(empty)'}`;
}

export function renderList(items: readonly string[]): string {
  return items.length === 0 ? '(none)' : items.map((item, index) => `${index + 1}. ${item}`).join('\n');
}

function cut(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)} […${text.length - limit} more characters]`;
}
