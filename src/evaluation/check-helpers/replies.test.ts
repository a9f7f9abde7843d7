import { describe, expect, it } from 'vitest';
import { answeredOnce, onlyMailTo, repliesTo } from './replies.ts';

const mail = (to: string[], inReplyTo?: string) => ({ to, cc: [] as string[], inReplyTo });

describe('repliesTo', () => {
  it('matches the Message-ID with or without angle brackets, case aside', () => {
    expect(repliesTo(mail([], '<Req-7@Acme.example>'), 'req-7@acme.example')).toBe(true);
    expect(repliesTo(mail([], ' req-7@acme.example '), '<req-7@acme.example>')).toBe(true);
  });

  it('rejects a new mail and a reply to another message', () => {
    expect(repliesTo(mail([]), 'req-7@acme.example')).toBe(false);
    expect(repliesTo(mail([], '<req-8@acme.example>'), 'req-7@acme.example')).toBe(false);
    expect(repliesTo(mail([], '<req-7@acme.example.old>'), 'req-7@acme.example')).toBe(false);
  });
});

describe('onlyMailTo', () => {
  const first = mail(['hanna@fenwick.example']);
  const copy = { to: ['ops@fenwick.example'], cc: [], bcc: ['Hanna@Fenwick.example'] };

  it('gives the one mail that reached the address, in any recipient field', () => {
    expect(onlyMailTo([first, mail(['other@acme.example'])], 'hanna@fenwick.example')).toBe(first);
    expect(onlyMailTo([copy], 'hanna@fenwick.example')).toBe(copy);
  });

  it('gives nothing when no mail or several reached it', () => {
    expect(onlyMailTo([], 'hanna@fenwick.example')).toBeUndefined();
    expect(onlyMailTo([first, copy], 'hanna@fenwick.example')).toBeUndefined();
  });
});

describe('answeredOnce', () => {
  const reply = { to: ['hanna@fenwick.example'], cc: [], inReplyTo: '<ticket-41@fenwick.example>' };

  it('passes one mail to the person, in the thread of their message', () => {
    expect(answeredOnce([reply], 'hanna@fenwick.example', 'ticket-41@fenwick.example')).toBe(true);
  });

  it('fails no mail, a new mail, a reply to another message, and a second mail', () => {
    expect(answeredOnce([], 'hanna@fenwick.example', 'ticket-41@fenwick.example')).toBe(false);
    const fresh = { ...reply, inReplyTo: undefined };
    expect(answeredOnce([fresh], 'hanna@fenwick.example', 'ticket-41@fenwick.example')).toBe(false);
    expect(answeredOnce([reply], 'hanna@fenwick.example', 'ticket-40@fenwick.example')).toBe(false);
    expect(answeredOnce([reply, fresh], 'hanna@fenwick.example', 'ticket-41@fenwick.example')).toBe(false);
  });
});
