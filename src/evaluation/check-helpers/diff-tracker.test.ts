import { describe, expect, it } from 'vitest';
import type { TrackerReader, TrackerTask } from '../../environments/index.ts';
import { addedTicketText, diffTracker } from './diff-tracker.ts';

const ticket = (id: string, extra: Partial<TrackerTask> = {}): TrackerTask => ({
  id,
  title: `Ticket ${id}`,
  status: 'To Do',
  assignee: ['@lee'],
  labels: ['ops', 'alert'],
  description: 'Seeded description.',
  archived: false,
  markdown: '',
  ...extra,
});
const reader = (tasks: TrackerTask[]): TrackerReader => ({ tasks: async () => tasks });
const seeded = reader([ticket('TASK-1'), ticket('TASK-2', { priority: 'high' }), ticket('TASK-3')]);

describe('diffTracker', () => {
  it('passes the allowed status change, a new ticket and notes added under a description', async () => {
    const after = reader([
      ticket('task-1', {
        title: 'Ticket TASK-1',
        status: 'Done',
        description: 'Seeded description.\n\nClosed after the fix.',
      }),
      ticket('TASK-2', { priority: 'high', labels: ['alert', 'ops'], assignee: ['lee'] }),
      ticket('TASK-3'),
      ticket('TASK-4', { title: 'New alert' }),
    ]);
    const diff = await diffTracker(seeded, after, { changed: { status: ['TASK-1'] }, added: true });
    expect(diff).toMatchObject({ passed: true, detail: 'no unexpected changes' });
    expect(diff.added.map((row) => row.id)).toEqual(['TASK-4']);
  });

  it('catches a collateral change: another status, an archived ticket, a rewritten description, a label gone', async () => {
    const after = reader([
      ticket('TASK-1', { status: 'Done' }),
      ticket('TASK-2', { priority: 'high', status: 'Done', archived: true }),
      ticket('TASK-3', { description: 'Something else.', labels: ['ops'] }),
    ]);
    const diff = await diffTracker(seeded, after, { changed: { status: ['TASK-1'] } }, 10);
    expect(diff.passed).toBe(false);
    expect(diff.unexpected).toEqual([
      'ticket row TASK-2: status "To Do" → "Done"',
      'ticket row TASK-2: archived false → true',
      'ticket row TASK-3: labels "alert, ops" → "ops"',
      'ticket row TASK-3: description "seeded description." → "something else."',
    ]);
  });

  it('catches a ticket deleted and one added where none may be', async () => {
    const diff = await diffTracker(
      seeded,
      reader([ticket('TASK-1'), ticket('TASK-2', { priority: 'high' }), ticket('TASK-9')]),
    );
    expect(diff.passed).toBe(false);
    expect(diff.unexpected.map((line) => line.split(':')[0])).toEqual([
      'ticket row TASK-9 added',
      'ticket row TASK-3 removed',
    ]);
  });
});

describe('addedTicketText', () => {
  const file = (body: string): string => `---\nid: TASK-9\nstatus: To Do\n---\n${body}`;
  it('gives the body lines the agent added, without the front matter or the seeded lines', () => {
    const before = ticket('TASK-9', { markdown: file('## Description\n\nSeeded text.') });
    const after = ticket('TASK-9', {
      markdown: file('## Description\n\nSeeded text.\n\n## Notes\nShutdown on 3 Dec, 18:00.'),
    });
    expect(addedTicketText(after, before)).toBe('## Notes\nShutdown on 3 Dec, 18:00.');
    expect(addedTicketText(undefined, before)).toBe('');
  });
});
