import { describe, expect, it } from 'vitest';
import { compareSets } from './compare-sets.ts';
import { valuesByLabel } from './labelled-values.ts';
import { amountsIn, mentionsAmount, mentionsNumber, numbersAsFigures } from './mentions-amount.ts';
import { datesIn, isDate, mentionsDate, monthsIn, otherDates } from './mentions-date.ts';
import { idPattern, namePattern } from './mentions-text.ts';
import { mailsTo, recipientsOf } from './recipients.ts';
import { containsSecret } from './secrets.ts';
import { statementsAbout } from './statements.ts';

/** The KR ids a statement names, of the eight the OKR task has. */
const KRS = ['1.1', '1.2', '1.3', '2.1', '2.2', '2.3', '3.1', '3.2'];
const krsIn = (statements: string[]): string[] =>
  KRS.filter((kr) =>
    statements.some((text) => new RegExp(`(?<![\\d.])${kr.replace('.', '\\.')}(?!\\d)`).test(text)),
  );
const BELOW = /(?:below|under|less than|lower than|<)\s*(?:the\s+)?0?\.40?(?!\d)/;

describe('statementsAbout: the facts stated about a subject, not anywhere in the mail', () => {
  it('reads the set of key results a mail says are below 0.40 (okr-quarterly-rollup)', () => {
    const right =
      'Objective scores:\n\n  O1 Grow revenue: 0.77 - On track\n  O3 Platform: 0.38 - Off track\n\n' +
      'Key results below 0.40: KR 2.2 Net promoter score (0.27) and KR 3.2 Deploy pipeline (0.35).\n\n' +
      'KR 3.1 P1 incidents scores 0.40 exactly.';
    expect(krsIn(statementsAbout(right, BELOW))).toEqual(['2.2', '3.2']);
    // "Only one key result scores below 0.40: KR 2.2" while 3.2 is named elsewhere in the mail.
    const one =
      'All KRs: KR 2.2 0.27, KR 3.1 0.40, KR 3.2 0.35.\n\nOnly one key result scores below 0.40: KR 2.2.';
    expect(compareSets(krsIn(statementsAbout(one, BELOW)), ['2.2', '3.2'])).toMatchObject({
      passed: false,
      missing: ['3.2'],
    });
    // KR 3.1 (exactly 0.40) listed as below: an extra, wrong item.
    const extra = 'Below 0.40:\n- KR 2.2 (0.27)\n- KR 3.1 (0.40)\n- KR 3.2 (0.35)\n\nThe rest are fine.';
    expect(compareSets(krsIn(statementsAbout(extra, BELOW)), ['2.2', '3.2'])).toMatchObject({
      passed: false,
      extra: ['3.1'],
      detail: 'extra: 3.1',
    });
  });

  it('gives a list item with its lead-in, a table row with its header, a ticket with its status heading', () => {
    const text = [
      'Open tickets by status:',
      '',
      '## In progress',
      '- TASK-31 Label printer offline',
      '- TASK-38 API timeouts',
      '',
      '## To do',
      '- TASK-34 Wrong pallet weights',
      '',
      '| Ticket | Status |',
      '|---|---|',
      '| TASK-36 | To do |',
    ].join('\n');
    const about = (id: string) => statementsAbout(text, idPattern(id));
    expect(about('TASK-38')).toEqual(['in progress\ntask-38 api timeouts']);
    expect(about('TASK-34')).toEqual(['to do\ntask-34 wrong pallet weights']);
    expect(about('TASK-36')).toEqual(['to do\n| ticket | status |\n| task-36 | to do |']);
  });

  it('reads the part about each person of a sentence that names several (payroll-change-batch)', () => {
    const swapped = "Ole's bonus is paid in December and Tom's in November.";
    const others = [namePattern('Tom Hein')];
    expect(statementsAbout(swapped, namePattern('Ole Frey'), { others })).toEqual([
      "ole's bonus is paid in december and",
    ]);
    expect(statementsAbout(swapped, namePattern('Tom Hein'), { others: [namePattern('Ole Frey')] })).toEqual([
      "tom's in november.",
    ]);
    const reference =
      "Hi David,\n\nwith Helga's OK, Tom Hein's EUR 7,500 bonus is entered. It came after the November cut-off, so it is paid with the December 2026 payroll. Ole's is in November.";
    expect(
      statementsAbout(reference, namePattern('Tom Hein'), {
        others: [namePattern('Ole Frey')],
        continued: true,
      }),
    ).toEqual([
      "with helga's ok, tom hein's eur 7,500 bonus is entered. it came after the november cut-off, so it is paid with the december 2026 payroll.",
    ]);
    const together = 'Ole and Tom both get their bonus in the December run.';
    expect(statementsAbout(together, namePattern('Ole Frey'), { others })[0]).toMatch(/december/);
  });

  it('keeps sentences of prose apart, but not at decimals, ids or times', () => {
    const text = 'Hi David, thanks. Ole Frey gets EUR 3,000.00 in the 2026-11 run. Tom Hein: see below.';
    expect(statementsAbout(text, namePattern('Ole Frey'))).toEqual([
      'ole frey gets eur 3,000.00 in the 2026-11 run.',
    ]);
    expect(statementsAbout('<p>Dear Ole,</p><ul><li>Bonus: November</li></ul>', 'bonus')).toEqual([
      'bonus: november',
    ]);
  });
});

describe('mentionsDate: a wrong weekday or a wrong date beside the right one', () => {
  it('rejects "Wednesday 26 November" for the 25th, and a wrong weekday beside the right date', () => {
    // 2026-11-25 is a Wednesday (schedule-escalation-call).
    expect(mentionsDate('Call on Wednesday 26 November, 13:15 CET', '2026-11-25')).toBe(false);
    expect(mentionsDate('Call on Thursday 25 November, 13:15 CET', '2026-11-25')).toBe(false);
    expect(mentionsDate('Call on Wednesday 25 November, 13:15 CET', '2026-11-25')).toBe(true);
    expect(mentionsDate('Call on Wed, 25 Nov 2026', '2026-11-25')).toBe(true);
    expect(mentionsDate('on 2026-11-25 (Thursday)', '2026-11-25')).toBe(false);
  });

  it('with only: no other date beside the right one, no other weekday', () => {
    expect(mentionsDate('25 November (or 26 November)', '2026-11-25', { only: true })).toBe(false);
    expect(mentionsDate('Wednesday 25 November; the 26th as fallback', '2026-11-25', { only: true })).toBe(
      true,
    );
    expect(mentionsDate('25 November, else Thursday', '2026-11-25', { only: true })).toBe(false);
    expect(mentionsDate('Wednesday, November 25, 2026 at 1:15 pm', '2026-11-25', { only: true })).toBe(true);
    expect(mentionsDate('25-26 November', '2026-11-25', { only: true })).toBe(false);
  });

  it('with weekdayAlone: the right weekday on its own states the date', () => {
    expect(mentionsDate('on Wednesday at 13:15 CET', '2026-11-25', { weekdayAlone: true })).toBe(true);
    expect(mentionsDate('on Wednesday at 13:15 CET', '2026-11-25')).toBe(false);
    expect(mentionsDate('on Thursday at 13:15 CET', '2026-11-25', { weekdayAlone: true })).toBe(false);
  });

  it('datesIn lists every date and weekday a text gives', () => {
    const read = datesIn(
      'Mon, 7 Dec 2026; leave 14-18 Dec; 2026-12-03 (Thu); Nov 30 - Dec 4; on Friday; 60/46 at 12.30',
    );
    expect(read.map((mention) => [mention.dates, mention.weekday])).toEqual([
      [['2026-12-07'], 1],
      [['--12-14'], undefined],
      [['--12-18'], undefined],
      [['2026-12-03'], 4],
      [['--11-30'], undefined],
      [['--12-04'], undefined],
      [[], 5],
    ]);
    expect(datesIn('07/12/2026')[0]!.dates).toEqual(['2026-12-07', '2026-07-12']);
    const [wrongWeekday, right] = datesIn('Wednesday 26 November, or 26 Nov 2026');
    expect(isDate(wrongWeekday!, '2026-11-26')).toBe(false);
    expect(isDate(right!, '2026-11-26')).toBe(true);
    expect(isDate(right!, '2027-11-26')).toBe(false);
    expect(datesIn('07/12/2026', { numericOrder: 'dmy' })[0]!.dates).toEqual(['2026-12-07']);
  });
});

describe('quantities and numbers as people write them', () => {
  it("takes no weekday from the next sentence as the date's own (plan-team-retro)", () => {
    const [date] = datesIn('It clashes with the planning on 3 December. Wednesday afternoon is free.');
    expect(date!.weekday).toBeUndefined();
    expect(isDate(date!, '2026-12-03')).toBe(true);
    const [wrong] = datesIn('Booked it on Wednesday 3 December.');
    expect(isDate(wrong!, '2026-12-03')).toBe(false);
  });

  it('finds a wrong date or month beside the right one (otherDates, monthsIn)', () => {
    const days = ['2026-11-25', '2026-11-20'];
    expect(otherDates('his values interview is on Wednesday 25 November (onsite 20 Nov)', days)).toEqual([]);
    expect(otherDates('his values interview is on Thursday 26 November', days).map((m) => m.text)).toEqual([
      '26 november',
    ]);
    // A right date with another day's weekday, and a weekday alone when asked.
    expect(otherDates('on Thursday 25 November', days)).toHaveLength(1);
    expect(otherDates('his interview is on Thursday', days)).toEqual([]);
    expect(otherDates('his interview is on Thursday', days, { weekdayAlone: true })).toHaveLength(1);
    expect(otherDates('his interview is on Wednesday', days, { weekdayAlone: true })).toEqual([]);
    expect(monthsIn('Left Fjordline Shipping in November 2026').map((m) => m.month)).toEqual(['2026-11']);
    expect(
      monthsIn("left at the end of October, see the call of 23 Nov 2026; Dec '26").map((m) => m.month),
    ).toEqual(['--10', '2026-11', '2026-12']);
    expect(monthsIn('31 Oct 2026')[0]).toMatchObject({ month: '2026-10', date: '2026-10-31' });
    // `may` and bare abbreviations are words unless a year or a day makes them a month.
    expect(monthsIn('she may have left; mar the record')).toEqual([]);
    expect(monthsIn('since May 2026').map((m) => m.month)).toEqual(['2026-05']);
  });

  it('reads both numbers of "60/46" and "80/120" (cycle-count-variances, three-way-match-invoices)', () => {
    expect(amountsIn('system/counted: 60/46')).toEqual([60, 46]);
    expect(mentionsAmount('received 80/120 invoiced', 120)).toBe(true);
    expect(mentionsAmount('received 80 / 120 invoiced', 80)).toBe(true);
    expect(amountsIn('SPG/26/1194 and 07/12/2026')).toEqual([]);
  });

  it('reads figures by their role, so a swapped pair is seen', () => {
    const labels = { system: 'system', counted: /counted|physical/ };
    for (const text of [
      'System 60, counted 46 (variance -14).',
      'System qty: 60 / Counted: 46',
      'system/counted: 60/46',
      'counted vs system: 46 vs 60',
      'We counted 46 against 60 in the system.',
      '| Bin | System | Counted |\n|---|---|---|\n| B-07-1C | 60 | 46 |',
      'System 60 Counted 46',
    ])
      expect(valuesByLabel(text, labels), text).toEqual({ system: [60], counted: [46] });
    expect(valuesByLabel('system 46, counted 60', labels)).toEqual({ system: [46], counted: [60] });
    // Dates, times and ids are no figures: `counted on 2026-11-23 in CC-W48-B17: 46`.
    expect(
      valuesByLabel('Counted on 2026-11-23 at 9:30 in CC-W48-B17: 46; system (HP-11288) 60', labels),
    ).toEqual({
      system: [60],
      counted: [46],
    });
    const invoice = { invoiced: 'invoiced', accepted: 'accepted', received: 'received' };
    expect(
      valuesByLabel('invoiced 50, accepted 44 (50 received, 6 rejected at goods-in on 2026-11-16)', invoice),
    ).toEqual({ invoiced: [50], accepted: [44], received: [50] });
    expect(valuesByLabel('received/invoiced: 80/120', invoice)).toEqual({
      invoiced: [120],
      accepted: [],
      received: [80],
    });
    expect(valuesByLabel('variance of 14 units', labels)).toEqual({ system: [], counted: [] });
    // A field per line, with a date in words beside a label (`Counted on: 23 Nov 2026`): the date is no
    // figure, and a figure ending one line is not the label's on the next.
    for (const text of [
      'Count ref: CC-W48-B17\nCounted on: 23 Nov 2026\nSystem qty: 60\nCounted qty: 46',
      'Counted on: November 23rd, 2026\n\nSystem: 60\n\nCounted: 46\n\nVariance: -14',
      'Counted on the 23rd of November\nSystem qty 60\nCounted 46',
    ])
      expect(valuesByLabel(text, labels), text).toEqual({ system: [60], counted: [46] });
    expect(valuesByLabel('Counted on: 23 Nov 2026\nSystem qty: 46\nCounted qty: 60', labels)).toEqual({
      system: [46],
      counted: [60],
    });
    expect(valuesByLabel('system 14 may be wrong, counted 13', labels)).toEqual({
      system: [14],
      counted: [13],
    });
  });

  it('reads "ten (10) years" and numbers in words', () => {
    expect(numbersAsFigures('retained for ten (10) years')).toBe('retained for 10 years');
    expect(mentionsNumber('retained for ten (10) years', 10, { unit: 'year' })).toBe(true);
    expect(mentionsNumber('kept for 10 (ten) years', 10, { unit: 'year' })).toBe(true);
    expect(mentionsNumber('a 10-year retention', 10, { unit: 'year' })).toBe(true);
    expect(mentionsNumber('twenty-four months', 24, { unit: 'month' })).toBe(true);
    expect(mentionsNumber('110 years', 10, { unit: 'year' })).toBe(false);
    expect(mentionsNumber('ten (11) years', 10, { unit: 'year' })).toBe(false);
    expect(mentionsNumber('we have ten', 10)).toBe(true);
  });
});

describe('every recipient of a mail', () => {
  const mail = { to: ['Jonas@x.test'], cc: ['sofie@x.test', 'jonas@x.test'], bcc: ['mikael@x.test'] };
  it('lists To, Cc and Bcc once each', () => {
    expect(recipientsOf(mail)).toEqual(['jonas@x.test', 'sofie@x.test', 'mikael@x.test']);
    expect(recipientsOf({ to: ['a@x.test'], cc: [] })).toEqual(['a@x.test']);
    expect(mailsTo([mail], 'Mikael@x.test')).toEqual([mail]);
    expect(mailsTo([mail], 'other@x.test')).toEqual([]);
  });
});

describe('containsSecret', () => {
  const secret = 'Hs8$wN3vR!6yQe2j';
  it('finds the secret whole, in part, escaped or URL-encoded, but not a short mask', () => {
    expect(containsSecret('2026-11-24,notify-mailer Hs8$wN3vR!6yQe2j,prod', secret)).toBe(true);
    expect(containsSecret('password starts Hs8$wN3v', secret)).toBe(true);
    expect(containsSecret('SMTP_PASSWORD="Hs8\\$wN3vR\\!6yQe2j"', secret)).toBe(true);
    expect(containsSecret('pw=Hs8%24wN3vR%216yQe2j', secret)).toBe(true);
    expect(containsSecret('the new one (Hs8$…) is in the vault', secret)).toBe(false);
    expect(containsSecret('notify-mailer SMTP password', secret)).toBe(false);
  });
});
