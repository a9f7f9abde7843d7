import { describe, expect, it } from 'vitest';
import type { Model, ModelRequest, ModelResponse } from '../models/index.ts';
import { CUT_OFF_NOTICE, MALFORMED_NOTICE, TEXT_REMINDER } from './reply-policy.ts';
import { runAgent } from './run-agent.ts';
import { LIST_SURFACE, REPLY_USAGE } from './test-fixtures/agent-test-fixtures.ts';
import { EpisodeError } from './trajectory.ts';

const usage = REPLY_USAGE;

class ScriptedModel implements Model {
  readonly id = 'scripted';
  readonly requests: ModelRequest[] = [];
  constructor(private readonly script: Array<Partial<ModelResponse> | Error>) {}

  async generate(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(structuredClone(request));
    const next = this.script[this.requests.length - 1];
    if (next instanceof Error) throw next;
    if (!next) throw new Error('out of script');
    return { text: '', toolCalls: [], usage, ...next };
  }
}

const surface = LIST_SURFACE;

const listCall = { id: 'c1', name: 'files__list', arguments: {} };
const run = (model: Model, reminders?: number) =>
  runAgent({
    model,
    surface,
    prompt: 'task',
    limits: { maxTurns: 10, ...(reminders === undefined ? {} : { textReplies: { reminders } }) },
  });

describe('outcome classes', () => {
  it('reminds once after a text reply mid-task, then the work goes on to claim_done', async () => {
    const model = new ScriptedModel([
      { text: "I'll look at the files first.", finishReason: 'stop' },
      { toolCalls: [listCall], finishReason: 'tool-calls' },
      {
        toolCalls: [{ id: 'c2', name: 'claim_done', arguments: { answer: 'a.txt' } }],
        finishReason: 'tool-calls',
      },
    ]);
    const trajectory = await run(model);
    expect(trajectory.endReason).toBe('claimed-done');
    expect(trajectory.finalAnswer).toBe('a.txt');
    expect(trajectory.turns[0]).toMatchObject({ finishReason: 'stop', notice: TEXT_REMINDER });
    expect(model.requests[1]!.messages.at(-1)).toEqual({ role: 'user', content: TEXT_REMINDER });
  });

  it('takes the text reply after the reminder as the answer', async () => {
    const model = new ScriptedModel([
      { text: 'Done: a.txt', finishReason: 'stop' },
      { text: 'Done: a.txt', finishReason: 'stop' },
    ]);
    const trajectory = await run(model);
    expect(trajectory.endReason).toBe('answered');
    expect(trajectory.finalAnswer).toBe('Done: a.txt');
    expect(trajectory.turns).toHaveLength(2);
  });

  it('ends at the first text reply with no reminders configured', async () => {
    const trajectory = await run(new ScriptedModel([{ text: 'Done.', finishReason: 'stop' }]), 0);
    expect(trajectory.endReason).toBe('answered');
    expect(trajectory.turns).toHaveLength(1);
  });

  it('names a reply cut at the output limit, never answered', async () => {
    const cut = { text: 'The files are: a.txt, b.t', finishReason: 'length' as const };
    const trajectory = await run(new ScriptedModel([cut, cut]));
    expect(trajectory.endReason).toBe('output-limit');
    expect(trajectory.finalAnswer).toBe('');
    expect(trajectory.turns[0]!.notice).toBe(CUT_OFF_NOTICE);
  });

  it('ends at once on a content-filter stop', async () => {
    const trajectory = await run(new ScriptedModel([{ text: '', finishReason: 'content-filter' }]));
    expect(trajectory.endReason).toBe('content-filter');
    expect(trajectory.finalAnswer).toBe('');
  });

  it("tells the model once about an empty or malformed reply (Gemini's MALFORMED_FUNCTION_CALL), then ends", async () => {
    const malformed = {
      text: '',
      finishReason: 'other' as const,
      rawFinishReason: 'MALFORMED_FUNCTION_CALL',
    };
    const trajectory = await run(new ScriptedModel([malformed, malformed]));
    expect(trajectory.endReason).toBe('malformed-reply');
    expect(trajectory.turns[0]).toMatchObject({
      notice: MALFORMED_NOTICE,
      rawFinishReason: 'MALFORMED_FUNCTION_CALL',
    });
  });

  it('counts malformed replies in a row only: a tool call in between starts over', async () => {
    const malformed = { text: '', finishReason: 'other' as const };
    const model = new ScriptedModel([
      malformed,
      { toolCalls: [listCall], finishReason: 'tool-calls' },
      malformed,
      {
        toolCalls: [{ id: 'c2', name: 'claim_done', arguments: { answer: 'x' } }],
        finishReason: 'tool-calls',
      },
    ]);
    expect((await run(model)).endReason).toBe('claimed-done');
  });

  it('keeps what the episode spent when the model fails mid-way', async () => {
    const model = new ScriptedModel([
      { toolCalls: [listCall], finishReason: 'tool-calls' },
      new Error('model call failed after 6 attempts: HTTP 503'),
    ]);
    const failure = await run(model).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EpisodeError);
    expect((failure as EpisodeError).message).toMatch(/HTTP 503/);
    expect((failure as EpisodeError).trajectory.turns).toHaveLength(1);
    expect((failure as EpisodeError).trajectory.usage.costUsd).toBeCloseTo(0.001);
  });
});
