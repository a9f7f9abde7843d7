import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const REVIEW = 'budget-review-2026-11-24@northwind.test';
const REQUEST = '<CAPn-budget-move-7781@northwind.test>';
const OTHERS = [
  'standup-2026-11-23@northwind.test 2026-11-23T09:00:00Z',
  'one-on-one-priya-2026-11-26@northwind.test 2026-11-26T11:00:00Z',
  'vendor-call-2026-11-26@northwind.test 2026-11-26T16:30:00Z',
];

/** `2026-11-26T15:00:00Z` and `2026-11-26T15:00:00.000Z` are the same instant. */
const sameInstant = (value: string, expected: string): boolean => Date.parse(value) === Date.parse(expected);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const reviews = events.filter((event) => /budget review/i.test(event.summary));
  const review = reviews[0];
  const others = events
    .filter((event) => event.uid !== REVIEW && !/budget review/i.test(event.summary))
    .map((event) => `${event.uid} ${event.start}`);
  const replies = (await context.mail.sent()).filter(
    (message) => message.to.includes('priya.nair@northwind.test') && message.inReplyTo === REQUEST,
  );
  const reply = replies[0];
  const kept = [...(await context.mail.list('INBOX')), ...(await context.mail.list('Archive'))].some(
    (message) => message.messageId === REQUEST,
  );
  // Leaving things alone earns points only once the agent changed something.
  const acted = reply !== undefined || (review !== undefined && review.start !== '2026-11-24T14:00:00Z');
  return [
    {
      name: 'review moved to Thursday 15:00-16:00 UTC',
      points: 3,
      passed:
        review !== undefined &&
        sameInstant(review.start, '2026-11-26T15:00:00Z') &&
        sameInstant(review.end, '2026-11-26T16:00:00Z'),
      detail: review ? `${review.start} - ${review.end}` : 'no budget review event',
    },
    {
      name: 'moved, not duplicated',
      passed: reviews.length === 1 && review?.uid === REVIEW,
      detail: `${reviews.length} budget review events`,
    },
    {
      name: 'other meetings untouched',
      passed: acted && JSON.stringify(others.sort()) === JSON.stringify([...OTHERS].sort()),
      detail: others.join('; '),
    },
    {
      name: 'Priya got a reply in the thread',
      points: 2,
      passed: reply !== undefined,
      detail: `${replies.length} replies to Priya's message`,
    },
    {
      name: 'reply names the new time',
      passed: reply !== undefined && /26|thursday/i.test(reply.text) && /15:00|3 ?pm/i.test(reply.text),
    },
    { name: "Priya's request kept", passed: acted && kept },
  ];
}
