import { describe, expect, it } from 'vitest';
import type { Person } from '../tasks/index.ts';
import { ScriptedPlayer } from './scripted-player.ts';

const dana: Person = {
  id: 'dana',
  name: 'Dana Whitfield',
  role: 'user',
  persona: 'Head of finance; terse.',
  knows: ['The cut-off is 31 October.'],
  secrets: [],
  replies: [
    { when: { any: ['cut-off', 'cutoff'] }, say: '31 October.', once: false },
    { when: { all: ['shall I', 'post'], none: ['draft'] }, say: 'Yes, post them.', once: true },
    { when: { all: ['shall I', 'post'] }, say: 'Actually, wait: only the UK ones.', once: false },
    { when: { any: ['all posted', 'done'] }, say: 'Thanks.', end: 'done', once: false },
  ],
  fallback: 'No idea, check the ledger.',
};

describe('the scripted player', () => {
  it('answers with the first rule whose words the message mentions, case and punctuation aside', async () => {
    const player = new ScriptedPlayer(dana);
    expect(await player.reply('What is the CUT-OFF date?')).toEqual({ from: 'dana', text: '31 October.' });
    expect(await player.reply('And the cut-off again?')).toEqual({ from: 'dana', text: '31 October.' });
  });

  it('answers a once rule one time, so the next rule for the same words can change its mind', async () => {
    const player = new ScriptedPlayer(dana);
    expect((await player.reply('Shall I post the accruals?')).text).toBe('Yes, post them.');
    expect((await player.reply('Shall I post them now?')).text).toBe('Actually, wait: only the UK ones.');
  });

  it('skips a rule whose none-words the message mentions', async () => {
    const player = new ScriptedPlayer(dana);
    expect((await player.reply('Shall I post the draft?')).text).toBe('Actually, wait: only the UK ones.');
  });

  it('ends the conversation where its rule says so, and falls back when nothing matches', async () => {
    const player = new ScriptedPlayer(dana);
    expect(await player.reply('Hello there')).toEqual({ from: 'dana', text: 'No idea, check the ledger.' });
    expect(await player.reply('All posted.')).toEqual({ from: 'dana', text: 'Thanks.', end: 'done' });
  });

  it('matches whole words only: "done" is not in "abandoned"', async () => {
    const player = new ScriptedPlayer(dana);
    expect((await player.reply('I abandoned that')).text).toBe('No idea, check the ledger.');
  });
});
