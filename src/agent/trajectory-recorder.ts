import { addUsage, type Model, ZERO_USAGE } from '../models/index.ts';
import type { AgentEvent } from './agent-events.ts';
import type { EndReason, Trajectory, Turn } from './trajectory.ts';

/** Records an episode's trajectory from its events: turns as they end, usage as the model answers. */
export class TrajectoryRecorder {
  private readonly turns: Turn[] = [];
  private usage = ZERO_USAGE;
  private finalAnswer = '';
  private endReason: EndReason = 'max-turns';
  private readonly started = performance.now();

  onEvent(event: AgentEvent): void {
    if (event.type === 'model-end') this.usage = addUsage(this.usage, event.response.usage);
    else if (event.type === 'turn-end') this.turns.push(event.turn);
    else if (event.type === 'episode-end') {
      this.endReason = event.endReason;
      this.finalAnswer = event.finalAnswer;
    }
  }

  /** The trajectory so far (whole once `episode-end` was seen). */
  trajectory(model: Model): Trajectory {
    return {
      turns: [...this.turns],
      finalAnswer: this.finalAnswer,
      endReason: this.endReason,
      usage: this.usage,
      durationMs: performance.now() - this.started,
      ...toolNamesOf(model),
    };
  }
}

/** The tools the model's provider knows under another name, for the record. */
function toolNamesOf(model: Model): { toolNames?: Record<string, string> } {
  const renamed = model.adaptation?.()?.toolNames;
  return renamed && Object.keys(renamed).length > 0 ? { toolNames: renamed } : {};
}
