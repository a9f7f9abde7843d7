import { describe, expect, it } from 'vitest';
import type { UserDevice } from '../agent/index.ts';
import type { Model, ModelRequest, ModelResponse } from '../models/index.ts';
import { personSchema } from '../tasks/people.ts';
import { LlmPlayer } from './llm-player.ts';
import { RecordedPlayer } from './recorded-player.ts';
import { ScriptedPlayer } from './scripted-player.ts';

/** A phone with one switch: every call is logged, the switch toggles. */
function phone(): UserDevice & { log: string[] } {
  let on = true;
  const log: string[] = [];
  return {
    log,
    tools: [
      {
        name: 'toggle_airplane_mode',
        description: 'Toggles Airplane Mode.',
        inputSchema: { type: 'object' },
      },
    ],
    call: async (name) => {
      log.push(name);
      if (name !== 'toggle_airplane_mode') return { text: `no tool ${name}`, isError: true };
      on = !on;
      return { text: `Airplane Mode is now ${on ? 'ON' : 'OFF'}.`, isError: false };
    },
  };
}

const person = personSchema.parse({
  id: 'user',
  name: 'John Smith',
  role: 'user',
  persona: 'A customer.',
  replies: [
    {
      when: { any: ['airplane'] },
      say: 'Okay, I did that. My phone shows:',
      act: [{ tool: 'toggle_airplane_mode' }],
      once: true,
    },
  ],
  fallback: 'Sorry?',
});

const usage = { inputTokens: 10, cachedInputTokens: 0, outputTokens: 2, reasoningTokens: 0, costUsd: 0.001 };

describe("a person's own device", () => {
  it('the scripted player acts when asked, once, and reports what the device showed', async () => {
    const device = phone();
    const player = new ScriptedPlayer(person, device);
    const reply = await player.reply('Please toggle airplane mode.');
    expect(reply.text).toBe('Okay, I did that. My phone shows:\nAirplane Mode is now OFF.');
    expect(reply.toolCalls).toEqual([
      { name: 'toggle_airplane_mode', arguments: {}, result: 'Airplane Mode is now OFF.', isError: false },
    ]);
    expect((await player.reply('Toggle airplane mode again?')).text).toBe('Sorry?');
    expect(device.log).toEqual(['toggle_airplane_mode']);
  });

  it('the LLM player is offered the tools, calls them, answers after; the calls and both usages go with the reply', async () => {
    const device = phone();
    const requests: ModelRequest[] = [];
    const responses: ModelResponse[] = [
      { text: '', toolCalls: [{ id: 'c1', name: 'toggle_airplane_mode', arguments: {} }], usage },
      { text: 'Done, it is off now.', toolCalls: [], usage },
    ];
    const model = {
      id: 'fake',
      generate: async (request: ModelRequest) => {
        requests.push(structuredClone(request));
        return responses.shift()!;
      },
    } as unknown as Model;
    const reply = await new LlmPlayer(person, 'Hi!', model, device).reply('Please toggle airplane mode.');
    expect(requests[0]!.tools.map((tool) => tool.name)).toEqual(['toggle_airplane_mode']);
    expect(requests[1]!.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: 'Airplane Mode is now OFF.',
    });
    expect(reply).toMatchObject({
      text: 'Done, it is off now.',
      usage: { inputTokens: 20, outputTokens: 4 },
    });
    expect(reply.toolCalls).toHaveLength(1);
  });

  it('a recorded reply makes its calls again on the device, so a replay ends in the same state', async () => {
    const device = phone();
    const recorded = {
      from: 'user',
      text: 'Done.',
      toolCalls: [
        { name: 'toggle_airplane_mode', arguments: {}, result: 'Airplane Mode is now OFF.', isError: false },
      ],
    };
    await new RecordedPlayer([recorded], 'the user', device).reply();
    expect(device.log).toEqual(['toggle_airplane_mode']);
  });
});
