import type { ConversationPartner, PersonReply, UserDevice } from '../agent/index.ts';
import { ArenaError } from '../errors.ts';

/**
 * The replies a person gave in a recorded run, in order, whoever played them: `replay:` reproduces a run
 * with LLM-played people offline. The calls a reply records on the person's device are made again, so
 * the device ends as it did in the recording.
 */
export class RecordedPlayer implements ConversationPartner {
  private readonly replies: readonly PersonReply[];
  private given = 0;

  private readonly who: string;

  private readonly device: UserDevice | undefined;

  constructor(replies: readonly PersonReply[], who = 'the user', device?: UserDevice) {
    this.replies = replies;
    this.who = who;
    this.device = device;
  }

  async reply(): Promise<PersonReply> {
    const next = this.replies[this.given];
    if (!next)
      throw new ArenaError(
        'MODEL_UNKNOWN',
        `replay ran out of recorded replies of ${this.who} at reply ${this.given + 1}: the run diverged from its recording`,
      );
    this.given += 1;
    for (const call of this.device ? (next.toolCalls ?? []) : [])
      await this.device!.call(call.name, call.arguments);
    return next;
  }
}
