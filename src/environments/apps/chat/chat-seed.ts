import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ArenaError } from '../../../errors.ts';
import type { Task } from '../../../tasks/index.ts';
import { seedDir } from '../../app-support.ts';
import { sourceHash } from '../../noise/seed-folder.ts';
import { hashString } from '../../noise/random.ts';
import { generateChatNoise } from './chat-noise.ts';
import {
  type ChatSeed,
  chatNoiseSpec,
  seedChannel,
  seedMessage,
  seedUser,
  type SeedUser,
} from './chat-seed-format.ts';
import { openSqlite, type SqliteDatabase } from './chat-sqlite.ts';
import { CHAT_SCHEMA, type ChannelKind } from './chat-store.ts';
import { tsOf } from './chat-clock.ts';

const SEED_FORMAT = 'chat seed 1';

/** A seed file of the chat app, parsed and checked: one clear error naming the file and field. */
function readList<Schema extends z.ZodType>(dir: string, file: string, schema: Schema): z.infer<Schema>[] {
  const where = path.join(dir, file);
  if (!existsSync(where)) return [];
  const parsed = z.array(schema).safeParse(parseYaml(readFileSync(where, 'utf8')) ?? []);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${where}: ${issue.path.join('.')}: ${issue.message}`);
  throw new ArenaError('TASK_INVALID', `invalid chat seed:\n  ${problems.join('\n  ')}`);
}

/** The task's chat seed (users, channels, messages) with the noise it asks for, before ids are given. */
export function readChatSeed(task: Task): ChatSeed {
  const dir = seedDir(task, 'chat');
  const seed: ChatSeed = {
    users: readList(dir, 'users.yaml', seedUser),
    channels: readList(dir, 'channels.yaml', seedChannel),
    messages: readList(dir, 'messages.yaml', seedMessage),
  };
  if (!seed.users.some((user) => user.self))
    seed.users.unshift({ ...seedUser.parse({ handle: 'assistant', name: 'Assistant' }), self: true });
  const noiseFile = path.join(dir, 'noise.yaml');
  if (existsSync(noiseFile)) {
    const spec = chatNoiseSpec.safeParse(parseYaml(readFileSync(noiseFile, 'utf8')) ?? {});
    if (!spec.success)
      throw new ArenaError(
        'TASK_INVALID',
        `invalid chat noise: ${spec.error.issues.map((issue) => `${noiseFile}: ${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    const noise = generateChatNoise(spec.data, {
      taskId: task.id,
      seed,
      self: seed.users.find((user) => user.self)!.handle,
      domain: domainOf(seed.users),
      now: task.now === undefined ? new Date() : new Date(task.now),
    });
    seed.users.push(...noise.users);
    seed.channels.push(...noise.channels);
    seed.messages.push(...noise.messages);
  }
  return seed;
}

function domainOf(users: SeedUser[]): string {
  return users.find((user) => user.email)?.email?.split('@')[1] ?? 'northwind.example';
}

/** A stable Slack-style id (`U…`, `C…`) from a name. */
export function slackId(prefix: string, name: string): string {
  const value = (
    hashString(`${prefix}:${name}`) * 2 ** 21 +
    (hashString(`${name}:${prefix}`) % 2 ** 21)
  ).toString(36);
  return `${prefix}0${value.toUpperCase().padStart(10, '0').slice(-10)}`;
}

/** The token the agent's account authenticates with. */
export function tokenOf(userId: string): string {
  return `xoxp-arena-${userId.toLowerCase()}`;
}

/**
 * The seed database of a task's chat: built once per machine and seed (a file under the temporary
 * directory keyed by the seed files, the task's people, the scenario time and the generator's source),
 * so a cell starts by copying it.
 */
export function chatSeedFile(task: Task): string {
  const dir = seedDir(task, 'chat');
  const key = createHash('sha256').update(SEED_FORMAT).update(task.id).update(sourceHash());
  key.update(JSON.stringify(task.people ?? [])).update(task.now ?? '');
  for (const file of ['users.yaml', 'channels.yaml', 'messages.yaml', 'noise.yaml'])
    key.update(`${file}\0${existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file)) : ''}\0`);
  const cache = path.join(os.tmpdir(), 'mcp-arena-chat-seeds');
  const file = path.join(cache, `${task.id}-${key.digest('hex').slice(0, 16)}.db`);
  if (existsSync(file)) return file;
  mkdirSync(cache, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  rmSync(partial, { force: true });
  const database = openSqlite(partial);
  try {
    database.exec(CHAT_SCHEMA);
    database.transaction(() => writeSeed(database, task, readChatSeed(task)))();
    database.pragma('journal_mode = DELETE');
  } finally {
    database.close();
  }
  renameSync(partial, file);
  return file;
}

function writeSeed(database: SqliteDatabase, task: Task, seed: ChatSeed): void {
  const fail = (message: string): never => {
    throw new ArenaError('TASK_INVALID', `chat seed of ${task.id}: ${message}`);
  };
  const domain = domainOf(seed.users);
  const ids = new Map<string, string>();
  const coworkers = (task.people ?? []).filter((person) => person.role === 'coworker');
  const insertUser = database.prepare(
    'INSERT INTO users (id, name, real_name, display_name, email, title, tz, is_bot, is_self, person, token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const user of seed.users) {
    if (ids.has(user.handle)) fail(`users.yaml: ${user.handle} is given twice`);
    const id = user.id ?? slackId('U', user.handle);
    ids.set(user.handle, id);
    const person = user.person ?? coworkers.find((candidate) => candidate.name === user.name)?.id ?? null;
    if (user.person && !coworkers.some((candidate) => candidate.id === user.person))
      fail(`users.yaml: ${user.handle}: person ${user.person} is not a coworker of the task's people`);
    const display = user.name.split(' ')[0] ?? user.name;
    insertUser.run(
      id,
      user.handle,
      user.name,
      display,
      user.email ?? `${user.handle}@${domain}`,
      user.title,
      user.tz,
      user.bot ? 1 : 0,
      user.self ? 1 : 0,
      person,
      user.self ? tokenOf(id) : null,
    );
  }
  if (seed.users.filter((user) => user.self).length > 1) fail('users.yaml: more than one user is self');
  for (const person of coworkers)
    if (!database.prepare('SELECT 1 FROM users WHERE person = ?').get(person.id))
      fail(
        `coworker ${person.id} has no chat account: add them to seed/chat/users.yaml (name: ${person.name})`,
      );
  const userId = (handle: string, where: string): string =>
    ids.get(handle) ?? fail(`${where}: no user ${handle} in users.yaml`);
  const self = seed.users.find((user) => user.self)!.handle;
  const firstAt = new Map<string, number>();
  for (const message of seed.messages) {
    const key = message.channel ?? dmKey(message.dm!, self);
    firstAt.set(key, Math.min(firstAt.get(key) ?? Infinity, message.at.getTime()));
  }
  const channelIds = new Map<string, string>();
  const insertChannel = database.prepare(
    'INSERT INTO channels (id, name, kind, topic, purpose, created, creator, archived) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMember = database.prepare('INSERT OR IGNORE INTO members (channel, user) VALUES (?, ?)');
  const yearBefore = (task.now === undefined ? Date.now() : Date.parse(task.now)) - 365 * 86_400_000;
  for (const channel of seed.channels) {
    if (channelIds.has(channel.name)) fail(`channels.yaml: #${channel.name} is given twice`);
    const id = slackId(channel.private ? 'G' : 'C', channel.name);
    channelIds.set(channel.name, id);
    const created =
      channel.created?.getTime() ?? Math.min(firstAt.get(channel.name) ?? yearBefore, yearBefore);
    const members = channel.members === 'all' ? seed.users.map((user) => user.handle) : channel.members;
    const creator = channel.creator ?? members[0] ?? self;
    insertChannel.run(
      id,
      channel.name,
      channel.private ? 'private' : 'channel',
      channel.topic,
      channel.purpose,
      Math.floor(created / 1000),
      userId(creator, `#${channel.name}`),
      channel.archived ? 1 : 0,
    );
    for (const member of members) insertMember.run(id, userId(member, `channels.yaml: #${channel.name}`));
  }
  const used = new Set<string>();
  const uniqueTs = (channel: string, at: Date): string => {
    for (let bump = 0; ; bump += 1) {
      const ts = tsOf(at.getTime(), bump);
      if (!used.has(`${channel}/${ts}`)) {
        used.add(`${channel}/${ts}`);
        return ts;
      }
    }
  };
  const insertMessage = database.prepare(
    'INSERT INTO messages (channel, ts, user, text, thread_ts, edited_ts, subtype) VALUES (?, ?, ?, ?, ?, NULL, NULL)',
  );
  const insertReaction = database.prepare(
    'INSERT OR IGNORE INTO reactions (channel, ts, name, user) VALUES (?, ?, ?, ?)',
  );
  for (const message of seed.messages) {
    let channel: string;
    if (message.channel !== undefined) {
      channel =
        channelIds.get(message.channel) ??
        fail(`messages.yaml: no channel #${message.channel} in channels.yaml`);
    } else {
      const handles = typeof message.dm === 'string' ? [self, message.dm] : message.dm!;
      const kind: ChannelKind = handles.length === 2 ? 'im' : 'mpim';
      const key = dmKey(message.dm!, self);
      channel = channelIds.get(key) ?? slackId(kind === 'im' ? 'D' : 'G', key);
      if (!channelIds.has(key)) {
        channelIds.set(key, channel);
        const name = kind === 'im' ? '' : `mpdm-${[...handles].sort().join('--')}-1`;
        insertChannel.run(
          channel,
          name,
          kind,
          '',
          '',
          Math.floor(firstAt.get(key)! / 1000),
          userId(message.user, 'messages.yaml'),
          0,
        );
        for (const handle of handles) insertMember.run(channel, userId(handle, 'messages.yaml: dm'));
      }
    }
    const ts = uniqueTs(channel, message.at);
    insertMessage.run(
      channel,
      ts,
      userId(message.user, 'messages.yaml'),
      message.text,
      message.replies.length > 0 ? ts : null,
    );
    const react = (at: string, reactions: Record<string, string[]>): void => {
      for (const [name, users] of Object.entries(reactions))
        for (const handle of users)
          insertReaction.run(channel, at, name, userId(handle, 'messages.yaml: reactions'));
    };
    react(ts, message.reactions);
    for (const reply of message.replies) {
      const replyTs = uniqueTs(channel, reply.at < message.at ? message.at : reply.at);
      insertMessage.run(channel, replyTs, userId(reply.user, 'messages.yaml: replies'), reply.text, ts);
      react(replyTs, reply.reactions);
    }
  }
  database.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('team', slackId('T', task.id));
  database
    .prepare('INSERT INTO meta (key, value) VALUES (?, ?)')
    .run('domain', domain.split('.')[0] ?? 'arena');
}

function dmKey(dm: string | string[], self: string): string {
  return `dm:${(typeof dm === 'string' ? [self, dm] : [...dm]).sort().join(',')}`;
}
