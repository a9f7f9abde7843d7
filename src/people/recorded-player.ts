import type { ConversationPartner, PersonReply } from '../agent/index.ts';
import { ArenaError } from '../errors.ts';

/**
 * The replies a person gave in a recorded run, in order, whoever played them: `replay:` reproduces a run
 * with LLM-played people offline.
 */
export class RecordedPlayer implements ConversationPartner {
  private readonly replies: readonly PersonReply[];
  private given = 0;

  private readonly who: string;

  constructor(replies: readonly PersonReply[], who = 'the user') {
    this.replies = replies;
    this.who = who;
  }

  async reply(): Promise<PersonReply> {
    const next = this.replies[this.given];
    if (!next)
      throw new ArenaError(
        'MODEL_UNKNOWN',
        `replay ran out of recorded replies of ${this.who} at reply ${this.given + 1}: the run diverged from its recording`,
      );
    this.given += 1;
    return next;
  }
}
