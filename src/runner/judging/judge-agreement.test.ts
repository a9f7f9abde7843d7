import { describe, expect, it } from 'vitest';
import type { StoredVerdict } from '../../store/index.ts';
import { pickJudge } from './judge-agreement.ts';

const verdict = (judgeModel: string, judge: StoredVerdict['judge'] = 'keypoints'): StoredVerdict => ({
  cellId: 'c',
  judge,
  judgeModel,
  promptVersion: 'v',
  sample: 0,
  status: 'parsed',
  reasons: '',
  raw: '',
});

describe('pickJudge', () => {
  const verdicts = [
    verdict('openai_gpt-4.1'),
    verdict('openai_gpt-4.1-mini'),
    verdict('deepseek_deepseek-chat-v3-0324'),
    verdict('annotators', 'human'),
  ];

  it('takes the exact name, the one a name ends, or the only one containing it', () => {
    expect(pickJudge(verdicts, 'openai_gpt-4.1')).toBe('openai_gpt-4.1');
    expect(pickJudge(verdicts, 'gpt-4.1')).toBe('openai_gpt-4.1');
    expect(pickJudge(verdicts, 'gpt-4.1-mini')).toBe('openai_gpt-4.1-mini');
    expect(pickJudge(verdicts, 'chat-v3')).toBe('deepseek_deepseek-chat-v3-0324');
  });

  it('names the judges when a name is ambiguous or absent; people are not a judge', () => {
    expect(() => pickJudge(verdicts, 'gpt')).toThrow(/"gpt" is ambiguous; judges: deepseek/);
    expect(() => pickJudge(verdicts, 'annotators')).toThrow(/is not in the run/);
    expect(() => pickJudge([], 'x')).toThrow(/no judge verdicts: judge it first/);
  });
});
