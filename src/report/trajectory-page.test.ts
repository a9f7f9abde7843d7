import { describe, expect, it } from 'vitest';
import type { Turn } from '../agent/index.ts';
import type { CellSummary } from '../store/index.ts';
import { renderTrajectory } from './trajectory-page.ts';

const usage = { inputTokens: 10, cachedInputTokens: 0, outputTokens: 5, reasoningTokens: 0, costUsd: 0.001 };
const cell = {
  id: 'c1',
  runId: 'r1',
  taskId: 'plan-team-retro',
  taskTitle: 'Book the retro',
  category: 'office',
  difficulty: 'medium',
  model: 'reference',
  mode: 'servers',
  repeat: 0,
  status: 'passed',
  outcome: 'passed',
  score: 1,
  earned: 7,
  total: 7,
  turns: 2,
  toolCalls: 0,
  failedToolCalls: 0,
  unknownToolCalls: 0,
  inputTokens: 20,
  cachedInputTokens: 0,
  outputTokens: 10,
  reasoningTokens: 0,
  costUsd: 0.002,
  durationMs: 1000,
  finalAnswer: '',
  error: null,
  confinement: null,
} as CellSummary;
const turn = (index: number, text: string, reply: Turn['reply']): Turn => ({
  index,
  text,
  toolCalls: [],
  usage,
  modelMs: 100,
  startedAt: '2026-11-24T12:00:00.000Z',
  ...(reply ? { reply } : {}),
});

describe('the trajectory page', () => {
  it('shows the conversation: what the agent told the user, who answered what, and that they ended it', () => {
    const html = renderTrajectory({
      cell,
      checkpoints: [],
      turns: [
        turn(0, 'Which day should I use instead?', { from: 'lena', text: 'Wednesday <2 December>.' }),
        turn(1, 'Booked 16:00-17:00.', { from: 'lena', text: 'Perfect!', end: 'done', usage }),
      ],
    });
    expect(html).toContain('to the user:');
    expect(html).toContain('<strong>lena</strong>');
    expect(html).toContain('Wednesday &lt;2 December&gt;.');
    expect(html).toContain('ended: done');
    expect(html).toContain("10 in / 5 out tokens, $0.0010, apart from the agent's");
  });

  it("shows a coworker's answer from the chat above the tool calls of the turn it came in, with its own cost", () => {
    const asked: Turn = {
      ...turn(1, '', undefined),
      coworkerReplies: [{ from: 'tom', text: 'Approved <not Nordhaus>.', usage }],
      toolCalls: [
        {
          id: 'call-2',
          name: 'chat__conversations_history',
          arguments: { channel: 'D0HE6SUBP0T9' },
          result: '{"ok":true}',
          isError: false,
          unknownTool: false,
          durationMs: 3,
        },
      ],
    };
    const html = renderTrajectory({ cell, checkpoints: [], turns: [turn(0, '', undefined), asked] });
    const reply = html.indexOf('coworker-reply');
    expect(reply).toBeGreaterThan(html.indexOf('data-turn="1"'));
    expect(reply).toBeLessThan(html.indexOf('data-tool="chat__conversations_history"'));
    expect(html).toContain('<strong>tom</strong> <span class="badge part">coworker</span>');
    expect(html).toContain('Approved &lt;not Nordhaus&gt;.');
    expect(html).toContain("10 in / 5 out tokens, $0.0010, apart from the agent's");
    expect(html).not.toContain('to the user:');
  });
});

describe('the trajectory page: people verdicts', () => {
  it('says whether the people judge found a simulator fault, with its reasons', () => {
    const html = renderTrajectory({
      cell,
      checkpoints: [],
      turns: [turn(0, 'Which day?', { from: 'lena', text: 'Friday, in Room 9.' })],
      extras: {
        verdicts: [
          {
            judge: 'people',
            judgeModel: 'openai:gpt-5-mini',
            promptVersion: 'people-v1',
            sample: 0,
            status: 'parsed',
            success: false,
            reasons: 'lena: invented-fact: Room 9',
          },
        ],
      },
    });
    expect(html).toContain('people-simulator fault');
    expect(html).toContain('lena: invented-fact: Room 9');
  });
});
