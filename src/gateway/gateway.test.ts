import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flakyServer, staticTools } from '../../test/gateway-helpers.ts';
import { createRetriever } from '../retrieval/index.ts';
import { dispatchGatewayCall } from './dispatch.ts';
import { Gateway } from './gateway.ts';
import { mcpServerSource, staticToolSource } from './tool-source.ts';
import { ToolUniverse } from './tool-universe.ts';

const text = (result: { content: Array<{ type: string; text?: string }> }): string =>
  result.content.map((block) => block.text ?? '').join('\n');

describe('Gateway', () => {
  let gateway: Gateway;

  beforeAll(async () => {
    const universe = new ToolUniverse([
      await mcpServerSource(flakyServer, { callTimeoutMs: 1500, restartBackoffMs: 10 }),
      staticToolSource(staticTools),
    ]);
    gateway = new Gateway(universe, await createRetriever('bm25', universe.tools));
  });
  afterAll(() => gateway.universe.close());

  it('prefixes every tool with its server and keeps its origin', () => {
    expect(gateway.universe.tools.map((tool) => tool.name)).toEqual([
      'flaky__echo',
      'flaky__crash',
      'flaky__hang',
      'flaky__pid',
      'weather__get_forecast',
      'calendar__create_event',
    ]);
    expect(gateway.universe.get('flaky__echo')?.origin).toEqual({ kind: 'mcp', server: 'flaky' });
  });

  it('finds tools with their full specs', async () => {
    const [best] = await gateway.findTools('weather forecast for a city', 2);
    expect(best).toEqual({
      name: 'weather__get_forecast',
      server: 'weather',
      description: 'Get the weather forecast for a city for the next days',
      inputSchema: expect.objectContaining({ required: ['city'] }),
    });
  });

  it('forwards a valid call and returns the upstream result', async () => {
    const result = await gateway.callTool('flaky__echo', { message: 'hi', times: 3 });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toBe('hihihi');
  });

  it('lists every schema violation and forwards nothing', async () => {
    const result = await gateway.callTool('flaky__echo', { times: 0, extra: true });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      'Arguments for flaky__echo do not match its input schema; nothing was called:\n' +
        "- arguments must have required property 'message'\n- times must be >= 1",
    );
  });

  it('answers an unknown tool with the closest names', async () => {
    const result = await gateway.callTool('flaky__ecko', {});
    expect(text(result)).toMatch(/^There is no tool named "flaky__ecko". Closest: flaky__echo,/);
  });

  it('says a static tool has no server to call', async () => {
    const result = await gateway.callTool('weather__get_forecast', { city: 'Oslo' });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/has no server to call/);
  });

  it('restarts a crashed upstream on its next use, and the failed call is an error result', async () => {
    const before = text(await gateway.callTool('flaky__pid', {}));
    const crashed = await gateway.callTool('flaky__crash', {});
    expect(crashed.isError).toBe(true);
    expect(text(crashed)).toMatch(/^flaky\/crash failed: /);
    let after = '';
    for (let attempt = 0; attempt < 20 && !/^\d+$/.test(after); attempt += 1) {
      after = text(await gateway.callTool('flaky__pid', {}));
      if (!/^\d+$/.test(after)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after).toMatch(/^\d+$/);
    expect(after).not.toBe(before);
  });

  it('gives up on a call that hangs past the timeout, and stays usable', async () => {
    const result = await gateway.callTool('flaky__hang', {});
    expect(result.isError).toBe(true);
    expect(text(result)).toBe('flaky/hang did not answer within 1.5 s');
    expect(text(await gateway.callTool('flaky__echo', { message: 'still here' }))).toBe('still here');
  });

  it('speaks route / execute too', async () => {
    const routed = JSON.parse(
      text(await dispatchGatewayCall(gateway, 'route-execute', 'route', { query: 'echo a message' })),
    );
    expect(routed.servers[0]).toMatchObject({
      server: 'flaky',
      tools: [expect.objectContaining({ name: 'flaky__echo' })],
    });
    const executed = await dispatchGatewayCall(gateway, 'route-execute', 'execute', {
      server_name: 'flaky',
      tool_name: 'echo',
      params: { message: 'via execute' },
    });
    expect(text(executed)).toBe('via execute');
  });

  it('accepts a direct call by a tool name as call_tool', async () => {
    const direct = await dispatchGatewayCall(gateway, 'find-call', 'flaky__echo', { message: 'direct' });
    expect(text(direct)).toBe('direct');
    const found = JSON.parse(
      text(
        await dispatchGatewayCall(gateway, 'find-call', 'find_tools', {
          query: 'calendar event',
          num_tools: 1,
        }),
      ),
    );
    expect(found.tools.map((tool: { name: string }) => tool.name)).toEqual(['calendar__create_event']);
  });
});
