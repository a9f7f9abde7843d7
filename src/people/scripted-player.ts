import type { ConversationPartner, PersonReply, PersonToolCall, UserDevice } from '../agent/index.ts';
import { mentionsAll, mentionsAny } from '../evaluation/check-helpers/mentions-text.ts';
import type { Person, ScriptedReply } from '../tasks/index.ts';

/**
 * A person played from the task's script, offline and deterministic: the first reply rule whose words the
 * agent's message mentions (as whole words, case, accents and punctuation aside) answers; a `once` rule
 * answers one time only; nothing matching, the fallback. A rule's `act` runs on the person's own device
 * (when they have one) before they answer, and what it showed follows their words. Used by `reference`,
 * `validate` and the probes.
 */
export class ScriptedPlayer implements ConversationPartner {
  private readonly person: Person;
  private readonly device: UserDevice | undefined;
  private readonly used = new Set<ScriptedReply>();

  constructor(person: Person, device?: UserDevice) {
    this.person = person;
    this.device = device;
  }

  async reply(message: string): Promise<PersonReply> {
    const rule = this.person.replies.find(
      (candidate) => !this.used.has(candidate) && matches(candidate, message),
    );
    if (!rule) return { from: this.person.id, text: this.person.fallback };
    if (rule.once) this.used.add(rule);
    const toolCalls: PersonToolCall[] = [];
    for (const act of this.device ? (rule.act ?? []) : []) {
      const outcome = await this.device!.call(act.tool, act.arguments);
      toolCalls.push({
        name: act.tool,
        arguments: act.arguments,
        result: outcome.text,
        isError: outcome.isError,
      });
    }
    const text = [rule.say, ...toolCalls.map((call) => call.result)].join('\n');
    return {
      from: this.person.id,
      text,
      ...(rule.end ? { end: rule.end } : {}),
      ...(toolCalls.length > 0 ? { toolCalls } : {}),
    };
  }
}

function matches(rule: ScriptedReply, message: string): boolean {
  const { any, all, none } = rule.when;
  return (
    (any === undefined || mentionsAny(message, any)) &&
    (all === undefined || mentionsAll(message, all)) &&
    (none === undefined || !mentionsAny(message, none))
  );
}
