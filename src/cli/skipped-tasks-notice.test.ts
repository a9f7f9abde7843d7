import { describe, expect, it } from 'vitest';
import { isSkipped, skippedTasksNotice } from './skipped-tasks-notice.ts';

describe('skippedTasksNotice', () => {
  const availabilities = [
    { name: 'files' as const, available: true },
    { name: 'mail' as const, available: false, reason: 'dovecot (IMAP server) is not installed' },
    { name: 'calendar' as const, available: false, reason: 'radicale (CalDAV server) is not installed' },
  ];

  it('names the skipped tasks once, why, and the one command that enables them', () => {
    const tasks = [
      { id: 'a', apps: ['files' as const] },
      { id: 'b', apps: ['files' as const, 'mail' as const] },
      { id: 'b', apps: ['files' as const, 'mail' as const] },
      { id: 'c', apps: ['calendar' as const] },
    ];
    expect(skippedTasksNotice(tasks, availabilities)).toBe(
      '2 of 3 tasks will be skipped: apps not available here (mail: dovecot (IMAP server) is not installed; ' +
        'calendar: radicale (CalDAV server) is not installed).\n' +
        'Enable them with: npx mcp-arena setup --apps mail,calendar\n',
    );
  });

  it('says nothing when every task can run', () => {
    expect(skippedTasksNotice([{ id: 'a', apps: ['files'] }], availabilities)).toBeUndefined();
  });

  it('tells skips from other errors by their kind, not their text', () => {
    expect(isSkipped({ outcome: 'skipped' })).toBe(true);
    expect(isSkipped({ outcome: 'harness-timeout' })).toBe(false);
    expect(isSkipped({ outcome: 'failed' })).toBe(false);
  });
});
