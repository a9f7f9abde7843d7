import { type Task, toolStepsOf } from '../src/tasks/index.ts';
import { FakeProvider, type RecordedRequest, type ScriptedTurn } from './fake-provider.ts';

/** The model turns already in a Chat Completions request: the plan steps this cell has been given. */
function turnsGiven(request: RecordedRequest): number {
  const messages = (request.body.messages ?? []) as Array<{ role?: string }>;
  return messages.filter((message) => message.role === 'assistant').length;
}

/** The plan step after `given` steps, as one tool call; then claim_done with the plan's answer. */
function planTurn(task: Task, given: number): ScriptedTurn {
  const step = toolStepsOf(task.reference.plan)[given];
  if (!step)
    return {
      kind: 'turn',
      toolCalls: [{ name: 'claim_done', arguments: { answer: task.reference.answer } }],
    };
  return { kind: 'turn', text: step.why ?? '', toolCalls: [{ name: step.tool, arguments: step.arguments }] };
}

/**
 * A model a CLI run reaches over the wire (an OpenAI-compatible server on loopback) that follows a task's
 * reference plan in every cell, and lets the test decide when cells go on: from the `holdFrom`-th cell of
 * the task on (1 = every cell), a cell's first request gets no answer until `open()`. A held cell is mid-cell
 * (its apps and MCP servers all up, its agent asking) for as long as the test needs, where a think time
 * (`reference:delay=...`) was long enough only on a machine fast enough.
 */
export class PlanModel {
  /** The `--model` of a run that uses it, with `--base-url` the URL `start()` gives. */
  readonly model = 'openai-compatible:qwen3-32b';
  private readonly provider: FakeProvider;
  private cells = 0;
  private readonly asking: Array<{ count: number; resolve: () => void }> = [];
  private release!: () => void;
  private readonly opened = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  constructor(task: Task, options: { holdFrom?: number } = {}) {
    const holdFrom = options.holdFrom ?? 1;
    this.provider = new FakeProvider(async (request) => {
      const given = turnsGiven(request);
      if (given === 0) {
        this.cells += 1;
        for (const waiter of this.asking) if (this.cells >= waiter.count) waiter.resolve();
        if (this.cells >= holdFrom) await this.opened;
      }
      return planTurn(task, given);
    });
  }

  /** Listens on a free loopback port; returns the `--base-url`. */
  start(): Promise<string> {
    return this.provider.start();
  }

  stop(): Promise<void> {
    return this.provider.stop();
  }

  /** Resolves once `count` cells have asked for their first turn: they are in their agent loop. */
  cellsAsking(count: number): Promise<void> {
    if (this.cells >= count) return Promise.resolve();
    return new Promise((resolve) => this.asking.push({ count, resolve }));
  }

  /** Answers the held cells, and every cell after them at once. */
  open(): void {
    this.release();
  }

  /** Requests the provider rejected as invalid (it checks them as the real API does). */
  get rejected(): FakeProvider['rejected'] {
    return this.provider.rejected;
  }
}
