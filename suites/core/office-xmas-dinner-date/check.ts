import type { CheckContext, CheckpointInput, MailMessage } from 'mcp-arena/evaluation';
import {
  changedEvents,
  datesIn,
  isDate,
  mailsTo,
  mentions,
  mentionsDate,
  normalizeText,
  recipientsOf,
  statesDate,
} from 'mcp-arena/evaluation';

/** Clara first picks Thursday 10 December, then changes it to Friday 11 December, 19:00. */
const FRIDAY = '2026-12-11';
const THURSDAY = '2026-12-10';
const DINNER_START = '2026-12-11T18:00:00Z'; // 19:00 in Berlin
const LUPO = 'events@trattoria-lupo.test';
const TEAM = 'platform-team@kestrel.test';
const LUPO_THREAD = ['lupo-offer-2026@trattoria-lupo.test', 'clara-lupo-request@kestrel.test'];
/** Days a confirmation may rightly name besides the dinner: Lupo's reply deadline, today. */
const FAIR_DAYS = [FRIDAY, '2026-11-27', '2026-11-24'];
/** What a statement about the dinner names. */
const DINNER = /\b(dinner|lupo|christmas|xmas)\b/;
const WRITES = new Set([
  'mail__send_email',
  'mail__reply_email',
  'mail__forward_email',
  'calendar__create-event',
  'calendar__update-event',
  'calendar__delete-event',
]);
/** A sentence that names Thursday only to drop it: "please release the Thursday", "not the 10th". */
const DROPS =
  /\b(release|releas\w+|cancel\w*|instead|not|no longer|don't|do not|free up|drop|change\w*|chang\w+|moved?|rather than|swap\w*|switch\w*|correct\w*|update\w*|sorry|rebook\w*)\b/;

const sentencesOf = (text: string): string[] =>
  normalizeText(text, { keepLines: true })
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => sentence.trim() !== '');

/** A confirmation states Friday 11 December and no other evening: Thursday only where it is dropped. */
const wrongDays = (text: string): string[] =>
  sentencesOf(text).flatMap((sentence) =>
    datesIn(sentence)
      .filter((mention) => {
        const thursday = mention.dates.length === 0 ? mention.weekday === 4 : isDate(mention, THURSDAY);
        if (thursday) return !DROPS.test(sentence);
        return mention.dates.length > 0 && !FAIR_DAYS.some((day) => isDate(mention, day));
      })
      .map((mention) => `"${mention.text}" in "${sentence.slice(0, 80)}"`),
  );

const textOf = (mail: MailMessage | undefined): string => (mail ? `${mail.subject}\n${mail.text}` : '');
export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const sent = await context.mail.sent();
  // The last mail as the agent sent it: Date headers have whole seconds, so two mails sent within one second
  // tie; the later send call (its arguments hold the mail's opening words) decides.
  const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
  const calls = context.toolCalls.map((call) =>
    call.isError ? '' : squash(JSON.stringify(call.arguments).replace(/\\[nrt]/g, ' ')),
  );
  const sentAt = (mail: MailMessage): number => {
    const opening = JSON.stringify(squash(mail.text).slice(0, 40)).slice(1, -1);
    let at = -1;
    calls.forEach((call, index) => {
      if (opening !== '' && call.includes(opening)) at = index;
    });
    return at;
  };
  const lastOf = (mails: MailMessage[]): MailMessage | undefined =>
    [...mails].sort((a, b) => a.date.localeCompare(b.date) || sentAt(a) - sentAt(b)).at(-1);
  const toLupo = mailsTo(sent, LUPO);
  const toTeam = mailsTo(sent, TEAM);
  const confirmation = lastOf(toLupo);
  const announcement = lastOf(toTeam);
  const ownIds = new Set(sent.map((mail) => mail.messageId.replace(/[<>]/g, '')));
  const inThread = (mail: MailMessage | undefined): boolean => {
    const parent = (mail?.inReplyTo ?? '').replace(/[<>]/g, '');
    return parent !== '' && (LUPO_THREAD.includes(parent) || ownIds.has(parent));
  };

  // The calendar: one dinner added, at 19:00 on Friday 11 December; every seeded event as it was.
  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const seededUids = new Set(seeded.map((event) => event.uid));
  const added = events.filter((event) => !seededUids.has(event.uid));
  const dinner = added.filter((event) =>
    /\b(dinner|lupo|christmas|xmas)\b/.test(normalizeText(event.summary)),
  );
  const changed = changedEvents(seeded, events);

  // The date is Clara's: the first write comes after she named an evening.
  const named = context.conversation.find(
    (message) =>
      message.from === 'clara' && /\b(thursday|friday|10th|11th)\b/.test(normalizeText(message.text)),
  );
  const firstWrite = context.toolCalls.find((call) => WRITES.has(call.name) && !call.isError);
  const askedFirst = named !== undefined && firstWrite !== undefined && (firstWrite.turn ?? -1) > named.turn;

  const lupoText = textOf(confirmation);
  const teamText = textOf(announcement);
  const lupoWrong = wrongDays(lupoText);
  const teamWrong = wrongDays(teamText);
  const outsiders = sent
    .flatMap((mail) => recipientsOf(mail))
    .filter((address) => address !== LUPO && !address.endsWith('@kestrel.test'));

  // What the final answer tells the user about the date that changed.
  // The user is told in the final answer, or, when the episode ended without one (the user did not close the
  // conversation), in the agent's last message to them.
  const lastToUser = [...context.conversation].reverse().find((message) => message.from === 'agent');
  const told = context.answer.trim() || lastToUser?.text || '';
  const answered = statesDate(told, DINNER, FRIDAY, {
    allowed: FAIR_DAYS,
    wholeIfUnnamed: true,
    weekdayAlone: true,
  });
  return [
    {
      name: 'asked Clara which evening before confirming or booking anything',
      points: 2,
      passed: askedFirst,
      detail: named
        ? `Clara named a day in turn ${named.turn}; first write in turn ${firstWrite?.turn ?? 'none'}`
        : 'Clara never named a day',
    },
    {
      name: 'Trattoria Lupo, in its thread, last told Friday 11 December (Thursday only as released)',
      points: 3,
      passed: inThread(confirmation) && mentionsDate(lupoText, FRIDAY) && lupoWrong.length === 0,
      detail: confirmation
        ? `${inThread(confirmation) ? 'in thread' : 'not a reply in the thread'}; ${lupoWrong.join('; ') || lupoText.slice(0, 160)}`
        : 'no mail to Lupo',
    },
    {
      name: 'one dinner in the calendar, Friday 11 December from 19:00',
      points: 3,
      passed: dinner.length === 1 && Date.parse(dinner[0]!.start) === Date.parse(DINNER_START),
      detail: dinner.map((event) => `${event.summary} ${event.start}`).join('; ') || 'none',
    },
    {
      name: 'the team (platform-team@) last told Friday 11 December, 19:00, at Trattoria Lupo, no other evening',
      points: 2,
      passed:
        announcement !== undefined &&
        mentionsDate(teamText, FRIDAY) &&
        /\b19[:.]00\b|\b7\s?(pm|p\.m\.)/i.test(teamText) &&
        mentions(teamText, 'Lupo') &&
        teamWrong.length === 0,
      detail: announcement
        ? teamWrong.join('; ') || teamText.slice(0, 160)
        : 'no mail to platform-team@kestrel.test',
    },
    {
      name: 'nothing else in the calendar changed or added',
      passed: changed.length === 0 && added.length === dinner.length,
      detail: [
        ...changed.map((event) => `changed ${event.summary}`),
        ...added
          .filter((event) => !dinner.includes(event))
          .map((event) => `added ${event.summary} ${event.start}`),
      ].join('; '),
    },
    {
      name: 'no mail outside the team but to Trattoria Lupo',
      passed: outsiders.length === 0,
      detail: outsiders.join(', '),
    },
    {
      // What Clara is told is part of sorting it out: the dinner's day where the answer speaks of it.
      name: 'the answer gives the dinner as Friday 11 December (Thursday only beside it, as dropped)',
      passed: answered.passed,
      detail: answered.detail,
    },
  ];
}
