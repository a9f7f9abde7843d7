import type { AppModule } from '../../app-module.ts';
import { ChatApp } from './chat-app.ts';
import { generateChatNoise } from './chat-noise.ts';
import type { ChatState } from './chat-reader.ts';

/** The chat app (see the README's Apps section). */
export const chatApp: AppModule<'chat', ChatState> = {
  name: 'chat',
  create: () => new ChatApp(),
  seed: { folder: 'seed/chat/', files: 'users.yaml, channels.yaml, messages.yaml, noise.yaml' },
  noise: { file: 'seed/chat/noise.yaml', generate: generateChatNoise },
  absentState: (fail) => ({ chat: { users: fail, channels: fail, messages: fail, directMessages: fail } }),
};
