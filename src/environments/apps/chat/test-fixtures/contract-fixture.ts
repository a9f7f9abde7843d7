import path from 'node:path';
import type { AppContractFixture } from '../../../app-contract-fixture.ts';

/** The chat app's contract: a seed, a read and a post through its MCP server, and how checks see them. */
export const contractFixture: AppContractFixture = {
  taskDir: path.join(import.meta.dirname, 'chat'),
  seeded: async (state) => {
    const messages = await state.chat!.messages('general');
    return messages.some(
      (message) =>
        message.author === 'Lena Fischer' &&
        message.text.includes('offsite venue') &&
        message.reactions[0]?.name === 'tada',
    );
  },
  read: {
    tool: 'chat__search_messages',
    arguments: { query: 'offsite venue' },
    expect: 'booked for the 4th',
  },
  change: {
    tool: 'chat__chat_postMessage',
    arguments: { channel: 'ops', text: 'Stock count moved to Monday.' },
  },
  changed: async (state) =>
    (await state.chat!.messages('ops')).some((message) => message.text === 'Stock count moved to Monday.'),
};
