import { describe, expect, it } from 'vitest';
import { memoByContent } from './content-memo.ts';

describe('memoByContent', () => {
  it('parses each content once and gives every caller a copy of its own', async () => {
    let parses = 0;
    const parse = memoByContent(async (content: string | Buffer, folder: string) => {
      parses += 1;
      return { folder, words: String(content).split(' ') };
    });
    const first = await parse('a b', 'INBOX');
    first.words.sort().reverse(); // a check that sorts what it read in place
    expect(await parse('a b', 'INBOX')).toEqual({ folder: 'INBOX', words: ['a', 'b'] });
    expect(parses).toBe(1);
    // Another argument beside the content is another result.
    expect(await parse('a b', 'Sent')).toEqual({ folder: 'Sent', words: ['a', 'b'] });
    expect(await parse(Buffer.from('a b'), 'Sent')).toEqual({ folder: 'Sent', words: ['a', 'b'] });
    expect(parses).toBe(2);
  });

  it('keeps at most its limit, and forgets a parse that failed', async () => {
    let parses = 0;
    const parse = memoByContent(async (content: string) => {
      parses += 1;
      if (content === 'bad') throw new Error('cannot parse');
      return content.length;
    }, 2);
    await parse('one');
    await parse('two');
    await parse('three'); // 'one' is the oldest: it goes
    await parse('one');
    expect(parses).toBe(4);
    await expect(parse('bad')).rejects.toThrow('cannot parse');
    await expect(parse('bad')).rejects.toThrow('cannot parse');
    expect(parses).toBe(6);
  });
});
