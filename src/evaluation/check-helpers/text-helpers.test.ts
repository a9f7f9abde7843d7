import { describe, expect, it } from 'vitest';
import { amountsIn, mentionsAmount } from './mentions-amount.ts';
import { mentionsDate } from './mentions-date.ts';
import {
  mentions,
  mentionsAll,
  mentionsAny,
  mentionsId,
  mentionsName,
  missingMentions,
} from './mentions-text.ts';
import { htmlToText, markdownToText, normalizeText } from './normalize-text.ts';

describe('normalizeText', () => {
  it('reads a typographic apostrophe as an ASCII one (the approve-leave-requests failure)', () => {
    expect(normalizeText('I can’t approve')).toBe("i can't approve");
    expect(mentions('Sorry, I can’t approve this one.', "can't approve")).toBe(true);
  });

  it('maps quotes, dashes, special spaces and invisible characters', () => {
    expect(normalizeText('“Q4” – budget — 1\u00A0234\u202F€ \u2212 5 ﬁle\u200B')).toBe(
      '"q4" - budget - 1 234 € - 5 file',
    );
  });

  it('collapses whitespace, or keeps lines when asked', () => {
    expect(normalizeText('  A \n\n\n  b\t c ')).toBe('a b c');
    expect(normalizeText('  A \n\n\n  b\t c ', { keepLines: true, keepCase: true })).toBe('A\n\nb c');
  });

  it('reduces HTML to text: tags dropped, entities decoded, blocks as lines', () => {
    const html = '<p>Dear Aisha,</p><p>I&rsquo;m afraid <b>INV&#8209;2041</b> &amp; co.<br>cannot</p>';
    expect(htmlToText(html)).toBe('Dear Aisha,\n\nI’m afraid INV‑2041 & co.\ncannot');
    expect(normalizeText(html)).toBe("dear aisha, i'm afraid inv-2041 & co. cannot");
    expect(normalizeText('<style>p{color:red}</style><div>x</div>')).toBe('x');
  });

  it('strips Markdown emphasis, code and links but keeps snake_case words', () => {
    expect(markdownToText('**Total**: `16.80` in _order_number_ see [the doc](http://x.test)')).toBe(
      'Total: 16.80 in order_number see the doc (http://x.test)',
    );
    expect(normalizeText('## Plan\n- *first* item\n> quoted __bold__')).toBe('plan first item quoted bold');
    expect(normalizeText('a * b * c and snake_case_name')).toBe('a * b * c and snake_case_name');
  });
});

describe('mentionsAmount', () => {
  const amount = 1234.5;
  it.each([
    'Total: 1,234.50',
    'total 1234.5 due',
    'Betrag €1.234,50',
    'montant 1 234,50 €',
    'amount 1\u00A0234.50',
    'EUR 1234.50',
    'EUR1234.50',
    '1234.50 EUR',
    'a credit of -1,234.50',
    '**€1,234.50**',
  ])('finds 1234.5 in %j', (text) => expect(mentionsAmount(text, amount)).toBe(true));

  it.each(['12345', '1234', '1,234.05', 'INV-1234.50', 'ref #1234.5', '11234.50', '1234.567'])(
    'does not find 1234.5 in %j',
    (text) => expect(mentionsAmount(text, amount)).toBe(false),
  );

  it('keeps whole numbers word-bounded: 7 is not in 17, 2026-12-07 or 9:07', () => {
    expect(mentionsAmount('17 items', 7)).toBe(false);
    expect(mentionsAmount('due 2026-12-07 at 9:07', 7)).toBe(false);
    expect(mentionsAmount('7 items', 7)).toBe(true);
    expect(mentionsAmount('16.80 FTE', 16.8)).toBe(true);
  });

  it('lists every reading of ambiguous separators', () => {
    expect(amountsIn('1,234')).toEqual([1.234, 1234]);
    expect(amountsIn('items 7, 12 and 3.5')).toEqual([7, 12, 3.5]);
  });
});

describe('mentionsDate', () => {
  const date = '2026-12-07';
  it.each([
    'on 2026-12-07',
    'on 2026/12/07',
    'Monday 7 December 2026',
    'Mon, 7 Dec 2026 at 10:00',
    'the 7th of December',
    'by 7th December',
    '07-Dec-2026',
    'December 7, 2026',
    'Dec. 7th',
    'on Monday, December 7',
    'on 07/12/2026',
    'on 12/07/2026',
    'on 7.12.2026',
    '<b>7&nbsp;December</b>',
    'leave 7–11 Dec',
    'leave 3 - 7 December 2026',
    'December 7-11',
  ])('finds %j', (text) => expect(mentionsDate(text, date)).toBe(true));

  it.each([
    '17 December 2026',
    '7 December 2025',
    'December 17',
    'Dec 7 2027',
    '2026-12-17',
    '2026-12-070',
    '7 Nov 2026',
    'decimal 7 decimals',
    'leave 1-17 Dec',
  ])('does not find %j', (text) => expect(mentionsDate(text, date)).toBe(false));

  it('reads numeric dates as the option says', () => {
    expect(mentionsDate('12/07/2026', date, { numericOrder: 'dmy' })).toBe(false);
    expect(mentionsDate('07/12/2026', date, { numericOrder: 'dmy' })).toBe(true);
    expect(mentionsDate('12/07/2026', date, { numericOrder: 'mdy' })).toBe(true);
    expect(mentionsDate('07/12/2026', date, { numericOrder: 'none' })).toBe(false);
    expect(mentionsDate('7 December', date, { requireYear: true })).toBe(false);
  });

  it('rejects a malformed date argument with a clear message', () => {
    expect(() => mentionsDate('x', '7/12/2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('mentionsId', () => {
  it.each(['INV-2041', 'inv-2041', 'INV 2041', 'INV2041', 'invoice INV_2041.', 'INV‑2041', 'INV #2041'])(
    'finds INV-2041 in %j',
    (text) => expect(mentionsId(text, 'INV-2041')).toBe(true),
  );

  it.each(['INV-20411', 'XINV-2041', 'INV-2014', '#2041'])('does not find INV-2041 in %j', (text) =>
    expect(mentionsId(text, 'INV-2041')).toBe(false),
  );

  it('accepts the number alone only when asked', () => {
    expect(mentionsId('about order #2041', 'INV-2041', { numberAlone: true })).toBe(true);
    expect(mentionsId('about order #12041', 'INV-2041', { numberAlone: true })).toBe(false);
  });
});

describe('mentionsName', () => {
  it.each(['Dear Aisha,', 'Hi AISHA BELLO', 'Ms Bello', 'Bello, Aisha', 'A. Bello', 'Dear Ms. Bello'])(
    'finds Aisha Bello in %j',
    (text) => expect(mentionsName(text, 'Aisha Bello')).toBe(true),
  );

  it('is accent-insensitive both ways and word-bounded', () => {
    expect(mentionsName('Hola Jose Muller', 'José Müller')).toBe(true);
    expect(mentionsName('Hola José', 'Jose Muller')).toBe(true);
    expect(mentionsName('Hi Aishah', 'Aisha Bello')).toBe(false);
    expect(mentionsName('Hi Mr Bellow', 'Aisha Bello')).toBe(false);
  });

  it('needs both names when asked', () => {
    expect(mentionsName('Dear Aisha', 'Aisha Bello', { require: 'full' })).toBe(false);
    expect(mentionsName('Dear Aisha Bello', 'Aisha Bello', { require: 'full' })).toBe(true);
  });
});

describe('mentions', () => {
  it('matches facts, not phrasing: "I\'m afraid this isn\'t possible" carries the id and the date', () => {
    const reply = 'Hi Aisha, I’m afraid this isn’t possible: LR-7 (7–11 Dec) overlaps the freeze.';
    expect(mentionsId(reply, 'LR-7')).toBe(true);
    expect(mentionsDate(reply, '2026-12-07')).toBe(true);
    expect(mentionsName(reply, 'Aisha Bello')).toBe(true);
  });

  it('finds whole phrases, reports the missing ones', () => {
    expect(mentions('the Q4 budget review', 'q4 budget')).toBe(true);
    expect(mentions('the Q41 budget', 'q4')).toBe(false);
    expect(mentionsAll('alpha beta', ['alpha', 'beta'])).toBe(true);
    expect(mentionsAny('alpha', ['gamma', 'alpha'])).toBe(true);
    expect(missingMentions('alpha beta', ['alpha', 'gamma', 'Beta'])).toEqual(['gamma']);
  });
});
