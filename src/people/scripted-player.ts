import type { ConversationPartner, PersonReply } from '../agent/index.ts';
import { mentionsAll, mentionsAny } from '../evaluation/check-helpers/mentions-text.ts';
import type { Person, ScriptedReply } from '../tasks/index.ts';

/**
 * A person played from the task's script, offline and deterministic: the first reply rule whose words the
 * agent's message mentions (as whole words, case, accents and punctuation aside) answers; a `once` rule
 * answers one time only; nothing matching, the fallback. Used by `reference`, `validate` and the probes.
 */
export class ScriptedPlayer implements ConversationPartner {
  private readonly person: Person;
  private readonly used = new Set<ScriptedReply>();

  constructor(person: Person) {
    this.person = person;
  }

  async reply(message: string): Promise<PersonReply> {
    const rule = this.person.replies.find(
      (candidate) => !this.used.has(candidate) && matches(candidate, message),
    );
    if (!rule) return { from: this.person.id, text: this.person.fallback };
    if (rule.once) this.used.add(rule);
    return { from: this.person.id, text: rule.say, ...(rule.end ? { end: rule.end } : {}) };
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
