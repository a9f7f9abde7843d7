import type { ToolResult, ToolSurface } from '../../catalog/index.ts';
import { closestNames } from '../../catalog/index.ts';
import type { ToolCallRecord } from '../trajectory.ts';

/** A recorded call, with when it started (an external agent's "turns" are its calls). */
export interface TimedCall {
  record: ToolCallRecord;
  startedAt: string;
}

/**
 * A cell's surface as an external agent reaches it: every call is recorded from the server side (name,
 * arguments, whole result, error flag, timing), exactly as the built-in loop records its own, so checks,
 * judges and reports read the same trajectory. Unknown names get the same answer as in the loop.
 */
export class RecordingSurface implements ToolSurface {
  readonly tools;
  readonly calls: TimedCall[] = [];
  private readonly inner: ToolSurface;
  private readonly names: Set<string>;
  private readonly maxCalls: number;
  private readonly onBudgetSpent: () => void;

  /** `maxCalls`: past it calls are refused and `onBudgetSpent` ends the episode (an agent that floods). */
  constructor(inner: ToolSurface, maxCalls: number, onBudgetSpent: () => void) {
    this.inner = inner;
    this.tools = inner.tools;
    this.names = new Set(inner.tools.map((tool) => tool.name));
    this.maxCalls = maxCalls;
    this.onBudgetSpent = onBudgetSpent;
  }

  has(name: string): boolean {
    return this.inner.has?.(name) ?? this.names.has(name);
  }

  async call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    if (this.calls.length >= this.maxCalls) {
      this.onBudgetSpent();
      return {
        content: `Error: the episode's budget of ${this.maxCalls} tool calls is spent.`,
        isError: true,
      };
    }
    const startedAt = new Date().toISOString();
    const start = performance.now();
    const id = `call-${this.calls.length + 1}`;
    const timed: TimedCall = {
      startedAt,
      record: { id, name, arguments: args, result: '', isError: false, unknownTool: false, durationMs: 0 },
    };
    this.calls.push(timed);
    let result: ToolResult;
    if (!this.has(name)) {
      const suggestions = closestNames(name, [...this.names]);
      result = {
        content: `Error: there is no tool named "${name}". Closest tools: ${suggestions.join(', ')}.`,
        isError: true,
      };
      timed.record.unknownTool = true;
    } else {
      result = await this.inner.call(name, args, signal);
    }
    timed.record.result = result.content;
    timed.record.isError = result.isError;
    timed.record.durationMs = performance.now() - start;
    if (result.policy) timed.record.policy = result.policy;
    return result;
  }
}
