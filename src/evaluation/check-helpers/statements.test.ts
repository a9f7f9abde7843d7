import { describe, expect, it } from 'vitest';
import { claimsAbout } from './statements.ts';

describe('claimsAbout', () => {
  it("finds a statement's claim about the subject, not another's, and not a denied one", () => {
    const answer =
      'Uploads failed because the storage key was outdated. I turned shared key access back on for stphotosprod.';
    expect(claimsAbout(answer, /\bkey\b/, /outdated|stale|expired/)).toEqual([
      'uploads failed because the storage key was outdated.',
    ]);
    expect(
      claimsAbout('The key was not outdated; shared key access was off.', /\bkey\b/, /outdated/),
    ).toEqual([]);
    expect(claimsAbout("The key wasn't stale.", /\bkey\b/, /stale/)).toEqual([]);
    const vms = 'vm-a was stopped but still billing, so I deallocated it; vm-b was already deallocated.';
    expect(claimsAbout(vms, 'vm-b', /still billing|stopped/, { others: ['vm-a'] })).toEqual([]);
    expect(
      claimsAbout('Both vm-a and vm-b were stopped but still billing.', 'vm-b', /still billing/, {
        others: ['vm-a'],
      }),
    ).toHaveLength(1);
  });
});
