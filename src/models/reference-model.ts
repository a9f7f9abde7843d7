import { isToolStep, type PlanStep } from '../tasks/index.ts';
import { sleep } from './sleep.ts';
import { type Model, type ModelRequest, type ModelResponse, ZERO_USAGE } from './model.ts';

/**
 * Follows a task's validated plan one tool call per turn, then gives the plan's answer.
 * No LLM: it proves a task is solvable and that its checks pass on a correct run.
 * `delayMs` adds a fixed think time per turn, to benchmark and test the runner like a real model.
 */
export class ReferenceModel implements Model {
  readonly id: string;
  private readonly plan: PlanStep[];
  private readonly answer: string;
  private readonly delayMs: number;
  /** Plan steps given so far in this episode: the context may be trimmed, so it is not counted there. */
  private given = 0;

  constructor(plan: PlanStep[], answer: string, options: { id?: string; delayMs?: number } = {}) {
    this.id = options.id ?? 'reference';
    this.plan = plan;
    this.answer = answer;
    this.delayMs = options.delayMs ?? 0;
  }

  async generate(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
    if (this.delayMs > 0) await sleep(this.delayMs, signal);
    // A conversation without an assistant turn is a new episode: start the plan over.
    if (!request.messages.some((message) => message.role === 'assistant')) this.given = 0;
    const done = this.given;
    const step = this.plan[done];
    if (step === undefined) return { text: this.answer, toolCalls: [], usage: ZERO_USAGE };
    this.given += 1;
    // A message to the user of a conversation: a reply without a tool call.
    if (!isToolStep(step)) return { text: step.say, toolCalls: [], usage: ZERO_USAGE };
    return {
      text: step.why ?? '',
      toolCalls: [{ id: `call-${done + 1}`, name: step.tool, arguments: step.arguments }],
      usage: ZERO_USAGE,
    };
  }
}
