import type { ConversationPartner, PersonReply, Trajectory } from '../agent/index.ts';
import type { ToolSurface } from '../catalog/index.ts';
import type { MessageToPerson, PeopleChat } from '../environments/index.ts';
import type { Person } from '../tasks/index.ts';

interface Pending {
  message: MessageToPerson;
  /** The agent turn from which the answer is in the chat. */
  due: number;
}

/** A coworker's answer as it went into the chat, and the agent turn it came in. */
export interface DeliveredReply {
  turn: number;
  reply: PersonReply;
}

/**
 * The task's coworkers on the chat, each in their own time: a message the agent writes to one (a direct
 * message or a mention) is answered by their player `timing.afterTurns` agent turns later (default: by the
 * next turn), or, with `timing.askedAgain`, only when the agent writes to them again (the player then
 * reads both). Answers are posted before the agent's next tool call once due, so what the agent sees
 * of the chat depends only on its own turns, never on wall-clock time. A player is asked when its
 * answer falls due, so an answer never given costs nothing.
 */
export class CoworkerDesk {
  private readonly pending: Pending[] = [];
  private readonly waiting = new Map<string, string[]>();
  private readonly given: DeliveredReply[] = [];
  private turn = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly chat: PeopleChat,
    private readonly people: readonly Person[],
    private readonly players: ReadonlyMap<string, ConversationPartner>,
  ) {
    this.unsubscribe = chat.onMessageToPerson((message) => this.heard(message));
  }

  /** The agent's turn now (its model turns; for an external agent, its tool calls). */
  setTurn(turn: number): void {
    this.turn = Math.max(this.turn, turn);
  }

  private heard(message: MessageToPerson): void {
    const person = this.people.find((candidate) => candidate.id === message.person);
    if (!person || !this.players.has(person.id)) return;
    const earlier = this.waiting.get(person.id) ?? [];
    if (
      person.timing?.askedAgain &&
      earlier.length === 0 &&
      !this.given.some((given) => given.reply.from === person.id)
    ) {
      this.waiting.set(person.id, [message.text]);
      return;
    }
    this.waiting.delete(person.id);
    const text = [...earlier, message.text].join('\n\n');
    this.pending.push({ message: { ...message, text }, due: this.turn + (person.timing?.afterTurns ?? 1) });
  }

  /** Posts every answer now due, in the order the agent's messages were written. */
  async deliver(signal?: AbortSignal): Promise<void> {
    while (this.pending.length > 0 && this.pending[0]!.due <= this.turn) {
      const { message } = this.pending.shift()!;
      const reply = await this.players.get(message.person)!.reply(message.text, signal);
      this.chat.postAs(message.person, message.conversation, reply.text, message.threadTs);
      this.given.push({ turn: this.turn, reply });
    }
  }

  /** Every answer given, with its turn. */
  get delivered(): readonly DeliveredReply[] {
    return this.given;
  }

  close(): void {
    this.unsubscribe();
  }
}

/**
 * The surface with due coworker answers posted before each call. `perCall`: every call is a turn (an
 * external agent, whose model turns are not visible); otherwise the loop's turn-start events set it.
 */
export function withCoworkers(surface: ToolSurface, desk: CoworkerDesk, perCall: boolean): ToolSurface {
  let calls = 0;
  return {
    tools: surface.tools,
    ...(surface.has ? { has: surface.has.bind(surface) } : {}),
    ...(surface.target ? { target: surface.target.bind(surface) } : {}),
    call: async (name, args, signal) => {
      if (perCall) desk.setTurn((calls += 1) - 1);
      await desk.deliver(signal);
      return surface.call(name, args, signal);
    },
  };
}

/** The trajectory with each coworker answer on the turn it came in (the last turn, when later). */
export function withCoworkerReplies(
  trajectory: Trajectory,
  delivered: readonly DeliveredReply[],
): Trajectory {
  if (delivered.length === 0 || trajectory.turns.length === 0) return trajectory;
  const last = trajectory.turns.length - 1;
  const turns = trajectory.turns.map((turn) => ({ ...turn }));
  for (const { turn, reply } of delivered) {
    const target = turns[Math.min(turn, last)]!;
    target.coworkerReplies = [...(target.coworkerReplies ?? []), reply];
  }
  return { ...trajectory, turns };
}
