import { z } from 'zod';

const when = z.union([z.date(), z.string().min(1)]).transform((value, context) => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    context.addIssue({
      code: 'custom',
      message: `"${String(value)}" is not a time; write 2026-11-20T09:30:00Z`,
    });
    return z.NEVER;
  }
  return date;
});
const handle = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'a handle is lowercase letters, digits, dots, dashes and underscores');

/** `seed/chat/users.yaml`: the workspace's people. */
export const seedUser = z.strictObject({
  handle: handle.describe('The Slack name (`lena.fischer`), also how seeds refer to the user.'),
  name: z.string().min(1).describe('Full name (real_name).'),
  email: z.string().email().optional().describe('Default <handle>@<domain of the first email given>.'),
  title: z.string().default(''),
  tz: z.string().default('Europe/Berlin'),
  id: z
    .string()
    .regex(/^[UW][A-Z0-9]{6,}$/)
    .optional()
    .describe('Slack id; default derived from the handle.'),
  self: z
    .boolean()
    .default(false)
    .describe('The account the agent acts as (exactly one, or an added `assistant`).'),
  bot: z.boolean().default(false),
  person: z.string().optional().describe("The task's person (people:) this account is; default by name."),
});

/** `seed/chat/channels.yaml`: public and private channels. */
export const seedChannel = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, 'a channel name is lowercase, digits, - and _'),
  private: z.boolean().default(false),
  topic: z.string().default(''),
  purpose: z.string().default(''),
  members: z.union([z.literal('all'), z.array(handle)]).default('all'),
  created: when.optional(),
  creator: handle.optional(),
  archived: z.boolean().default(false),
});

const reactions = z.record(z.string().regex(/^[a-z0-9_+'-]+$/), z.array(handle)).default({});

const seedReply = z.strictObject({ user: handle, at: when, text: z.string().min(1), reactions });

/** `seed/chat/messages.yaml`: messages in channels (`channel:`) or direct messages (`dm:`), with replies. */
export const seedMessage = z
  .strictObject({
    channel: z.string().optional().describe('A channel name of channels.yaml (or of the noise).'),
    dm: z
      .union([handle, z.array(handle).min(2).max(8)])
      .optional()
      .describe(
        'A direct message with the agent (a handle), or among the handles listed (2: im, more: mpim).',
      ),
    user: handle,
    at: when,
    text: z.string().min(1),
    reactions,
    replies: z.array(seedReply).default([]),
  })
  .refine((message) => (message.channel === undefined) !== (message.dm === undefined), 'give channel or dm');

/** `seed/chat/noise.yaml`: unrelated channels, colleagues and threads (see chat-noise.ts). */
export const chatNoiseSpec = z.strictObject({
  channels: z.int().min(0).max(30).default(6).describe('Noise channels beside the task’s.'),
  people: z.int().min(0).max(80).default(14).describe('Noise colleagues.'),
  messages: z.int().min(0).max(5000).default(220).describe('Messages in all, thread replies included.'),
  into: z.array(z.string()).default([]).describe('Task channels that get noise too (e.g. general).'),
  dms: z.int().min(0).max(20).default(0).describe('Direct messages from noise colleagues to the agent.'),
  from: when.optional().describe('Default 90 days before the scenario’s now.'),
  to: when.optional().describe('Default one day before the scenario’s now.'),
  avoid: z.array(z.string()).default([]).describe('Words no noise message contains (case aside).'),
});

export type SeedUser = z.infer<typeof seedUser>;
export type SeedChannel = z.infer<typeof seedChannel>;
export type SeedMessage = z.infer<typeof seedMessage>;
export type SeedReply = z.infer<typeof seedReply>;
export type ChatNoiseSpec = z.infer<typeof chatNoiseSpec>;

/** A chat seed as read from the task, noise added: what the seed database is built from. */
export interface ChatSeed {
  users: SeedUser[];
  channels: SeedChannel[];
  messages: SeedMessage[];
}
