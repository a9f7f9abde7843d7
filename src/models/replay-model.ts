import { ArenaError } from '../errors.ts';
import type { RecordedTurn } from './cassette.ts';
import type { Model, ModelRequest, ModelResponse } from './model.ts';

/** Plays back a recorded run's model turns in order: the same calls, text and usage, no network. */
export class ReplayModel implements Model {
  readonly id: string;
  private readonly turns: RecordedTurn[];
  /** Turns played so far in this episode: the context may be trimmed, so it is not counted there. */
  private played = 0;

  constructor(id: string, turns: RecordedTurn[]) {
    this.id = id;
    this.turns = turns;
  }

  async generate(request: ModelRequest): Promise<ModelResponse> {
    // A conversation without an assistant turn is a new episode: play from the start.
    if (!request.messages.some((message) => message.role === 'assistant')) this.played = 0;
    const index = this.played;
    this.played += 1;
    const turn = this.turns[index];
    if (!turn) {
      throw new ArenaError(
        'MODEL_UNKNOWN',
        `replay ran out of recorded turns at turn ${index + 1}: the run diverged from its recording`,
      );
    }
    return {
      text: turn.text,
      toolCalls: turn.toolCalls.map((call) => ({ ...call, arguments: structuredClone(call.arguments) })),
      usage: turn.usage,
      ...(turn.reasoning === undefined ? {} : { reasoning: turn.reasoning }),
      ...(turn.finishReason === undefined ? {} : { finishReason: turn.finishReason }),
    };
  }
}
