import { describe, expect, it } from 'vitest';
import { chatNoiseSpec, type ChatSeed } from './chat-seed-format.ts';
import { generateChatNoise } from './chat-noise.ts';

const seed: ChatSeed = {
  users: [{ handle: 'marta.ruiz', name: 'Marta Ruiz', title: '', tz: 'UTC', self: true, bot: false }],
  channels: [],
  messages: [],
};
const context = {
  taskId: 'noise-test',
  seed,
  self: 'marta.ruiz',
  domain: 'northwind.example',
  now: new Date('2026-11-24T12:00:00Z'),
};

describe('chat noise', () => {
  it('is the same for the same task, and spreads 200+ messages with threads over the range', () => {
    const spec = chatNoiseSpec.parse({ messages: 240, dms: 2 });
    const noise = generateChatNoise(spec, context);
    expect(generateChatNoise(spec, context)).toEqual(noise);
    const count = noise.messages.reduce((sum, message) => sum + 1 + message.replies.length, 0);
    expect(count).toBeGreaterThanOrEqual(240);
    expect(noise.messages.some((message) => message.replies.length > 0)).toBe(true);
    expect(noise.channels.length).toBe(6);
    for (const message of noise.messages) {
      expect(message.at.getTime()).toBeLessThan(context.now.getTime());
      expect(message.user).not.toBe('marta.ruiz');
    }
    expect(noise.users.some((user) => user.name.includes('Ruiz') || user.name.startsWith('Marta'))).toBe(
      false,
    );
  });

  it('leaves out every avoided word', () => {
    const noise = generateChatNoise(chatNoiseSpec.parse({ messages: 300, avoid: ['lunch', 'run'] }), context);
    const texts = noise.messages.flatMap((message) => [
      message.text,
      ...message.replies.map((reply) => reply.text),
    ]);
    expect(texts.filter((text) => /lunch|run/i.test(text))).toEqual([]);
  });
});
