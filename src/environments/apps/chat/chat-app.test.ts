import { describe, expect, it } from 'vitest';
import { describeAppContract } from '../../app-contract.ts';
import { fixtureTask } from '../../app-contract-fixture.ts';
import { Environment } from '../../environment.ts';
import { ChatApp } from './chat-app.ts';
import { METHODS } from './chat-service.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';

describeAppContract('chat', () => new ChatApp(), contractFixture);

describe('the chat app over MCP', () => {
  it('offers one tool per method the emulator serves, converted from its OpenAPI document', async () => {
    const environment = await Environment.start(fixtureTask(contractFixture.taskDir, 'chat'), 'chat-tools');
    try {
      const surface = environment.toolSurface('servers', fixtureTask(contractFixture.taskDir, 'chat'));
      expect(surface.tools.map((tool) => tool.name).sort()).toEqual(
        Object.keys(METHODS)
          .map((method) => `chat__${method.replace('.', '_')}`)
          .sort(),
      );
      const missing = await surface.call('chat__users_info', { user: 'U0NOBODY' });
      expect(missing.content).toContain('user_not_found');
      const listed = await surface.call('chat__conversations_list', { limit: 2 });
      expect(listed.content).toContain('next_cursor');
    } finally {
      await environment.stop();
    }
  });
});
