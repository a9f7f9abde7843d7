import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { datesIn, isDate, missingMail, normalizeText, recipientsOf } from 'mcp-arena/evaluation';

const REVIEW = 'budget-review-2026-11-24@northwind.test';
const REQUEST = '<CAPn-budget-move-7781@northwind.test>';
const PRIYA = 'priya.nair@northwind.test';
/** Every other seeded event: uid, start, end, summary, location; none may change or go. */
const OTHERS: Array<[string, string, string, string, string]> = [
  [
    'standup-2026-11-23@northwind.test',
    '2026-11-23T09:00:00Z',
    '2026-11-23T09:15:00Z',
    'Team standup',
    'Room 2.14',
  ],
  [
    'one-on-one-priya-2026-11-26@northwind.test',
    '2026-11-26T11:00:00Z',
    '2026-11-26T11:30:00Z',
    '1:1 Priya / Sam',
    '',
  ],
  [
    'vendor-call-2026-11-26@northwind.test',
    '2026-11-26T16:30:00Z',
    '2026-11-26T17:00:00Z',
    'Call with OfficeLine BV',
    '',
  ],
];
const SEEDED_MAIL = [
  REQUEST,
  '<budget-invite-sc@northwind.test>',
  '<vpn-maint-1128@northwind.test>',
  '<quotes-2027-tb@northwind.test>',
];

/** `2026-11-26T15:00:00Z`, `...15:00:00.000Z` and `...16:00:00+01:00` are the same instant. */
const sameInstant = (value: string, expected: string): boolean => Date.parse(value) === Date.parse(expected);

const plain = (text: string): string => normalizeText(text);

/** The new day: Thursday, the 26th, 26 November, 2026-11-26, 26/11, 11/26. */
const namesDay = (text: string): boolean =>
  /\bthu(rs(day)?)?\b|\b26(th)?\b|2026-11-26|\b26[./]11\b|\b11\/26\b/.test(text);
/**
 * Dates the reply gives that are neither the new day nor the old one (`moved from Tuesday 24 November`), or
 * have a wrong weekday beside them: "Thursday 27 November" is wrong though Thursday is right.
 */
const wrongDates = (text: string, oldDay: string): string[] =>
  datesIn(text)
    .filter((mention) => mention.dates.length > 0)
    .filter((mention) => ![oldDay, '2026-11-26'].some((day) => isDate(mention, day)))
    .map((mention) => mention.text);
/** The new time: 15:00, 15.00, 15h, 1500, 3pm, 3:00 p.m., 3-4 pm, 3 to 4pm. */
const namesTime = (text: string): boolean =>
  /\b15[:.h]?00\b|\b15h\b|\b3(:00)? ?p\.?m\b|\b3(:00)? ?(-|to|until|till) ?4(:00)? ?p\.?m\b/.test(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const seededUids = new Set((await context.before.calendar.events()).map((event) => event.uid));
  // The review is the seeded event, moved; or, once that is deleted, the one budget review created in its
  // place (a move done as create and delete leaves the same meeting, when it keeps its title, room and
  // description: the seeded one has no attendees to lose). Any other budget review is a copy.
  const reviews = events.filter((event) => plain(event.summary).includes('budget review'));
  const recreated = reviews.filter((event) => !seededUids.has(event.uid));
  const review =
    events.find((event) => event.uid === REVIEW) ?? (recreated.length === 1 ? recreated[0] : undefined);
  const copies = reviews.filter((event) => event !== review);
  const othersDamage = OTHERS.filter(([uid, start, end, summary, location]) => {
    const event = events.find((item) => item.uid === uid);
    return (
      !event ||
      !sameInstant(event.start, start) ||
      !sameInstant(event.end, end) ||
      event.summary !== summary ||
      event.location !== location
    );
  }).map(([uid]) => uid);
  // The calendar noise (seed/calendar/noise.yaml) is seeded too.
  const added = events.filter(
    (event) =>
      event !== review &&
      event.uid !== REVIEW &&
      !OTHERS.some(([uid]) => uid === event.uid) &&
      !seededUids.has(event.uid),
  );

  const toPriya = (await context.mail.sent()).filter((message) => recipientsOf(message).includes(PRIYA));
  const seededReview = (await context.before.calendar.events()).find((event) => event.uid === REVIEW);
  const oldDay = new Date(Date.parse(seededReview?.start ?? '')).toISOString().slice(0, 10);
  const inThread = toPriya.filter(
    (message) => message.inReplyTo === REQUEST || plain(message.subject).includes('budget review'),
  );
  const mailGone = await missingMail(context.mail, SEEDED_MAIL);

  // Leaving things alone earns points only once the agent changed something.
  const acted =
    toPriya.length > 0 ||
    review?.uid !== REVIEW ||
    (review !== undefined && !sameInstant(review.start, '2026-11-24T14:00:00Z'));
  return [
    {
      name: 'review moved to Thursday 15:00-16:00 UTC',
      points: 3,
      passed:
        review !== undefined &&
        sameInstant(review.start, '2026-11-26T15:00:00Z') &&
        sameInstant(review.end, '2026-11-26T16:00:00Z'),
      detail: review ? `${review.start} - ${review.end}` : 'the review event is gone',
    },
    {
      name: 'moved, not duplicated: its title, room and description kept',
      passed:
        review !== undefined &&
        copies.length === 0 &&
        plain(review.summary).includes('q4 budget review') &&
        review.location === 'Room 2.14' &&
        plain(review.description).includes('forecast vs. actuals, 2027 supplier budget'),
      detail: review
        ? `${review.summary} / ${review.location} / ${review.description}; ${copies.length} copies`
        : 'gone',
    },
    {
      name: 'other meetings untouched, none added',
      passed: acted && othersDamage.length === 0 && added.length === 0,
      detail: [
        ...othersDamage.map((uid) => `${uid} changed`),
        ...added.map((event) => `added ${event.summary}`),
      ].join('; '),
    },
    {
      name: 'Priya got a reply in the thread',
      points: 2,
      passed: inThread.length > 0,
      detail: `${toPriya.length} messages to Priya, ${inThread.length} in the thread`,
    },
    {
      name: 'reply names the new day and time, and no wrong date',
      passed: inThread.some(
        (message) =>
          namesDay(plain(message.text)) &&
          namesTime(plain(message.text)) &&
          wrongDates(`${message.subject}\n${message.text}`, oldDay).length === 0,
      ),
      detail: inThread
        .flatMap((message) => wrongDates(`${message.subject}\n${message.text}`, oldDay))
        .join(', '),
    },
    {
      name: 'every seeded mail kept',
      passed: acted && mailGone.length === 0,
      detail: mailGone.join(', '),
    },
  ];
}
