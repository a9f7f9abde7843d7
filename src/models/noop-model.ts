import { type Model, type ModelResponse, ZERO_USAGE } from './model.ts';

/** Answers at once and calls no tool: the do-nothing run every task's checks must fail. */
export class NoopModel implements Model {
  readonly id = 'noop';

  async generate(): Promise<ModelResponse> {
    return { text: 'Done.', toolCalls: [], usage: ZERO_USAGE };
  }
}
