import { describe, expect, it } from 'vitest';
import { retailFixture } from '../../environments/apps/tau2/test-fixtures/retail-fixture.ts';
import { policyFailures, saysYes } from './tau2-policy.ts';

const authenticate = {
  name: 'find_user_id_by_email',
  arguments: { email: 'Mei.Kovacs@example.com' },
  turn: 0,
};
const cancel = (turn: number) => ({
  name: 'cancel_pending_order',
  arguments: { order_id: '#W1', reason: 'ordered by mistake' },
  turn,
});
const asked = (turn: number, answer: string) => [
  { from: 'agent', text: 'I will cancel #W1 (ordered by mistake). Do you confirm (yes/no)?', turn },
  { from: 'user', text: answer, turn },
];

describe('the retail policy on the episode (verified reward)', () => {
  it('accepts a write after authentication and the user’s yes', () => {
    expect(
      policyFailures(retailFixture(), {
        calls: [authenticate, cancel(2)],
        conversation: asked(1, 'Yes, go ahead.'),
      }),
    ).toEqual([]);
  });

  it('catches a write before the user is authenticated, or authenticated as someone else', () => {
    const conversation = asked(1, 'Yes.');
    expect(policyFailures(retailFixture(), { calls: [cancel(2)], conversation })).toEqual([
      'cancel_pending_order before the user mei_kovacs_1 was authenticated (by email, or name and zip)',
    ]);
    const other = { name: 'find_user_id_by_email', arguments: { email: 'jose@example.com' }, turn: 0 };
    expect(policyFailures(retailFixture(), { calls: [other, cancel(2)], conversation })).toHaveLength(1);
    const failed = { ...authenticate, isError: true };
    expect(policyFailures(retailFixture(), { calls: [failed, cancel(2)], conversation })).toHaveLength(1);
  });

  it('catches a write without a yes just before it: not asked, asked in the same turn, or refused', () => {
    const noYes = (conversation: ReturnType<typeof asked>, turn = 2) =>
      policyFailures(retailFixture(), { calls: [authenticate, cancel(turn)], conversation });
    expect(noYes([])).toEqual(["cancel_pending_order without the user's yes before it"]);
    expect(noYes(asked(2, 'Yes.'))).toHaveLength(1);
    expect(noYes(asked(1, 'No, wait, keep it.'))[0]).toMatch(/their last answer: "No, wait/);
    // The identity given on request is no yes to the cancellation.
    expect(noYes(asked(1, 'I am Mei Kovacs, zip 28236.'))).toHaveLength(1);
  });

  it('reads a plain yes, case and punctuation aside, and not a yes turned round', () => {
    for (const yes of [
      'Yes',
      'yes, please.',
      'Sure, go ahead!',
      'OK',
      'Yep — do it',
      'Please proceed.',
      'Confirmed.',
    ])
      expect(saysYes(yes), yes).toBe(true);
    for (const no of ['No.', "Yes, but don't cancel the second one", 'Hmm, let me think', 'Wait.', 'Not yet'])
      expect(saysYes(no), no).toBe(false);
  });
});
