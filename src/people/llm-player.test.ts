import { describe, expect, it } from 'vitest';
import type { Model, ModelRequest } from '../models/index.ts';
import type { Person } from '../tasks/index.ts';
import { LlmPlayer, readEnd } from './llm-player.ts';

const usage = {
  inputTokens: 200,
  cachedInputTokens: 0,
  outputTokens: 10,
  reasoningTokens: 0,
  costUsd: 0.0001,
};
const omar: Person = {
  id: 'omar',
  name: 'Omar Haddad',
  role: 'user',
  persona: 'Customer of Lumio; polite, a little impatient.',
  knows: ['His order number is LM-4412.'],
  secrets: ['His card number.'],
  wants: 'A refund for a broken lamp.',
  ends: 'When the refund is confirmed.',
  replies: [],
  fallback: '?',
};

describe('the LLM player', () => {
  it("briefs the model from the person's declaration and keeps the conversation as its context", async () => {
    const requests: ModelRequest[] = [];
    const replies = ['It is LM-4412.', 'Great, thanks. [END: done]'];
    const model: Model = {
      id: 'people',
      generate: async (request) => {
        requests.push(structuredClone(request));
        return { text: replies[requests.length - 1]!, toolCalls: [], usage };
      },
    };
    const player = new LlmPlayer(omar, 'My lamp arrived broken, I want my money back.', model);
    expect(await player.reply('Which order is it?')).toEqual({ from: 'omar', text: 'It is LM-4412.', usage });
    expect(await player.reply('Refunded.')).toEqual({
      from: 'omar',
      text: 'Great, thanks.',
      end: 'done',
      usage,
    });
    const [system, first, ...rest] = requests[1]!.messages;
    expect(system!.content).toContain('You are Omar Haddad');
    expect(system!.content).toContain('His order number is LM-4412.');
    expect(system!.content).toContain('What you never share');
    expect(system!.content).toContain('End the conversation when the refund is confirmed');
    expect(first).toMatchObject({
      role: 'assistant',
      content: 'My lamp arrived broken, I want my money back.',
    });
    expect(rest.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Which order is it?'],
      ['assistant', 'It is LM-4412.'],
      ['user', 'Refunded.'],
    ]);
    expect(requests[0]!.tools).toEqual([]);
  });

  it('reads the end markers, wherever they stand, and leaves them out of the text', () => {
    expect(readEnd('Thanks! [END: done]')).toEqual({ text: 'Thanks!', end: 'done' });
    expect(readEnd('[END: transfer] Get me a human.')).toEqual({ text: 'Get me a human.', end: 'transfer' });
    expect(readEnd('Can you also fix my car? [END: out-of-scope]').end).toBe('out-of-scope');
    expect(readEnd('Not yet.')).toEqual({ text: 'Not yet.' });
  });

  it('briefs a person with a scenario as τ²-bench briefs its customer, and reads its end tokens', async () => {
    const requests: ModelRequest[] = [];
    const model: Model = {
      id: 'people',
      generate: async (request) => {
        requests.push(structuredClone(request));
        return { text: 'Okay, thanks. ###TRANSFER###', toolCalls: [], usage };
      },
    };
    const scenario = {
      domain: 'retail',
      reasonForCall: 'You want to return order #W1.',
      knownInfo: 'You are omar_1 (omar@example.com).',
      unknownInfo: 'You do not remember your zip code.',
      taskInstructions: 'If refused, ask for a human.',
    };
    const player = new LlmPlayer({ ...omar, scenario }, 'I want to return order #W1.', model);
    expect(await player.reply('I will transfer you.')).toEqual({
      from: 'omar',
      text: 'Okay, thanks.',
      end: 'transfer',
      usage,
    });
    const system = String(requests[0]!.messages[0]!.content);
    expect(system).toContain('customer service agent');
    expect(system).toMatch(
      /<scenario>\nDomain:\nretail\n\nReason for call:\nYou want to return order #W1\.\n\nKnown info:\nYou are omar_1/,
    );
    expect(system).toContain('Unknown info:\nYou do not remember your zip code.');
    expect(system).toContain('Task instructions:\nIf refused, ask for a human.');
    for (const token of ['###STOP###', '###TRANSFER###', '###OUT-OF-SCOPE###'])
      expect(system).toContain(token);
    // The declaration's own brief is not given beside it.
    expect(system).not.toContain('His card number');
    expect(readEnd('All good. ###STOP###')).toEqual({ text: 'All good.', end: 'done' });
    expect(readEnd('I have no more to go on. ###OUT-OF-SCOPE###').end).toBe('out-of-scope');
  });
});
