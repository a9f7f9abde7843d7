import { FIRST_NAMES, LAST_NAMES } from '../../noise/people.ts';
import { Random, spreadDates } from '../../noise/random.ts';
import type { ChatNoiseSpec, ChatSeed, SeedChannel, SeedMessage, SeedUser } from './chat-seed-format.ts';
import DATA from './chat-noise.json' with { type: 'json' };

const DAY = 86_400_000;

/** What the noise must fit around: the task's own seed and the scenario's time. */
export interface ChatNoiseContext {
  taskId: string;
  seed: ChatSeed;
  /** The handle of the account the agent acts as (a member of every noise channel). */
  self: string;
  /** The e-mail domain of the workspace. */
  domain: string;
  now: Date;
}

/**
 * Unrelated chat for `seed/chat/noise.yaml`: colleagues from the invented pool, channels on social and
 * office topics (never a task's subject), their messages spread over the range, a third of them with a
 * thread of replies and reactions. Deterministic: the random source is seeded with the task id. The texts
 * come from chat-noise.json. Noise people never write in the task's own channels unless `into` names them.
 */
export function generateChatNoise(spec: ChatNoiseSpec, context: ChatNoiseContext): ChatSeed {
  const random = new Random(`${context.taskId}:chat-noise`);
  const avoid = spec.avoid.map((word) => word.toLowerCase());
  const clean = (text: string): boolean => !avoid.some((word) => text.toLowerCase().includes(word));
  const takenNames = new Set(context.seed.users.map((user) => user.name.toLowerCase()));
  const takenWords = new Set(context.seed.users.flatMap((user) => user.name.toLowerCase().split(/\s+/)));
  const users: SeedUser[] = [];
  for (let attempt = 0; users.length < spec.people && attempt < spec.people * 50; attempt += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    if (takenNames.has(name.toLowerCase()) || takenWords.has(first.toLowerCase())) continue;
    if (takenWords.has(last.toLowerCase()) || users.some((user) => user.handle === handle)) continue;
    if (!clean(name)) continue;
    users.push({
      handle,
      name,
      email: `${handle}@${context.domain}`,
      title: random.pick(DATA.TITLES),
      tz: 'Europe/Berlin',
      self: false,
      bot: false,
    });
  }
  const taken = new Set(context.seed.channels.map((channel) => channel.name));
  const themes = random.shuffle(
    DATA.CHANNELS.filter((theme) => !taken.has(theme.name) && clean(theme.topic)),
  );
  const to = spec.to ?? new Date(context.now.getTime() - DAY);
  const from = spec.from ?? new Date(to.getTime() - 90 * DAY);
  const channels: SeedChannel[] = themes.slice(0, spec.channels).map((theme) => ({
    name: theme.name,
    private: false,
    topic: theme.topic,
    purpose: theme.purpose,
    members: [
      context.self,
      ...random.sample(users, Math.max(2, Math.ceil(users.length * 0.7))).map((u) => u.handle),
    ],
    created: new Date(from.getTime() - random.int(30, 400) * DAY),
    creator: users[0]?.handle ?? context.self,
    archived: false,
  }));
  const into = context.seed.channels.filter((channel) => spec.into.includes(channel.name));
  const places = [
    ...channels.map((channel) => ({ name: channel.name, texts: themeOf(channel.name).messages })),
    ...into.map((channel) => ({
      name: channel.name,
      texts: DATA.CHANNELS.flatMap((theme) => theme.messages),
    })),
  ];
  const messages: SeedMessage[] = [];
  if (users.length === 0 || places.length === 0) return { users, channels, messages };
  const fill = (template: string): string =>
    template
      .replaceAll('{weekday}', random.pick(DATA.WEEKDAYS))
      .replaceAll('{n}', String(random.int(3, 9)))
      .replaceAll('{name}', random.pick(users).name.split(' ')[0]!);
  const react = (): Record<string, string[]> =>
    random.chance(0.35)
      ? { [random.pick(DATA.REACTIONS)]: random.sample(users, random.int(1, 4)).map((user) => user.handle) }
      : {};
  const budget = spec.messages;
  const starts = spreadDates(random, from.getTime(), to.getTime(), Math.max(1, Math.ceil(budget / 1.8)));
  let written = 0;
  for (const at of starts) {
    if (written >= budget) break;
    const place = random.pick(places);
    const text = fill(random.pick(place.texts));
    if (!clean(text)) continue;
    const replies =
      written + 1 < budget && random.chance(0.35) ? random.int(1, Math.min(5, budget - written - 1)) : 0;
    let last = at.getTime();
    messages.push({
      channel: place.name,
      user: random.pick(users).handle,
      at,
      text,
      reactions: react(),
      replies: Array.from({ length: replies }, () => {
        last += random.int(2, 180) * 60_000;
        return {
          user: random.pick(users).handle,
          at: new Date(Math.min(last, to.getTime())),
          text: random.pick(DATA.REPLIES),
          reactions: react(),
        };
      }),
    });
    written += 1 + replies;
  }
  for (const at of spreadDates(random, from.getTime(), to.getTime(), spec.dms)) {
    const text = fill(random.pick(DATA.DMS));
    if (clean(text))
      messages.push({
        dm: random.pick(users).handle,
        user: random.pick(users).handle,
        at,
        text,
        reactions: {},
        replies: [],
      });
  }
  // A direct message is from the colleague it is with.
  for (const message of messages) if (typeof message.dm === 'string') message.user = message.dm;
  return { users, channels, messages };
}

function themeOf(name: string): (typeof DATA.CHANNELS)[number] {
  return DATA.CHANNELS.find((theme) => theme.name === name)!;
}
