import { describe, expect, it } from 'vitest';
import { staticTools } from '../../test/gateway-helpers.ts';
import { createRetriever } from '../retrieval/index.ts';
import { dispatchGatewayCall } from './dispatch.ts';
import { Gateway } from './gateway.ts';
import type { GatewayStyle } from './gateway-tools.ts';
import { type RecordedCall, toolSearchesOf } from './tool-searches.ts';
import { staticToolSource } from './tool-source.ts';
import { ToolUniverse } from './tool-universe.ts';

async function gatewayCall(
  style: GatewayStyle,
  name: string,
  args: Record<string, unknown>,
): Promise<RecordedCall> {
  const universe = new ToolUniverse([staticToolSource(staticTools)]);
  const gateway = new Gateway(universe, await createRetriever('bm25', universe.tools));
  const result = await dispatchGatewayCall(gateway, style, name, args);
  const text = result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
  return { name, arguments: args, result: text, isError: result.isError === true };
}

describe('toolSearchesOf', () => {
  it('turns each find_tools call into its query and the tool names the gateway returned, in order', async () => {
    const search = await gatewayCall('find-call', 'find_tools', { query: 'weather forecast', num_tools: 2 });
    const other = await gatewayCall('find-call', 'find_tools', { query: 'create a calendar event' });
    const call = await gatewayCall('find-call', 'call_tool', {
      name: 'weather__get_forecast',
      arguments: {},
    });
    const searches = toolSearchesOf([
      { index: 0, toolCalls: [search] },
      { index: 1, toolCalls: [call, other] },
    ]);
    expect(searches).toEqual([
      {
        turnIndex: 0,
        index: 0,
        query: 'weather forecast',
        returned: ['weather__get_forecast'],
      },
      {
        turnIndex: 1,
        index: 1,
        query: 'create a calendar event',
        returned: ['calendar__create_event'],
      },
    ]);
  });

  it('reads route results (route / execute style) as every routed server tool, server by server', async () => {
    const route = await gatewayCall('route-execute', 'route', { query: 'calendar event, weather forecast' });
    const [search] = toolSearchesOf([{ index: 3, toolCalls: [route] }]);
    expect(search).toEqual({
      turnIndex: 3,
      index: 0,
      query: 'calendar event, weather forecast',
      returned: ['weather__get_forecast', 'calendar__create_event'],
    });
  });

  it('leaves out failed searches, results that are not the gateway JSON, and other tools', async () => {
    const failed = await gatewayCall('find-call', 'find_tools', {});
    expect(failed.isError).toBe(true);
    const searches = toolSearchesOf([
      {
        index: 0,
        toolCalls: [
          failed,
          { name: 'find_tools', arguments: { query: 'x' }, result: 'not json', isError: false },
          { name: 'find_tools', arguments: { query: 'x' }, result: '{"tools":[{"id":1}]}', isError: false },
          {
            name: 'weather__get_forecast',
            arguments: { query: 'x' },
            result: '{"tools":[]}',
            isError: false,
          },
        ],
      },
    ]);
    expect(searches).toEqual([]);
  });
});
