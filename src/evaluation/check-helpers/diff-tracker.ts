import type { TrackerReader, TrackerTask } from '../../environments/index.ts';
import { type AllowedChanges, diffRows, type RowDiff } from './diff-rows.ts';
import { normalizeText } from './normalize-text.ts';

/** A ticket as the tracker diff compares it: its fields, lists as sorted sets. */
export interface TicketRow extends Record<string, unknown> {
  id: string;
  title: string;
  status: string;
  assignee: string;
  labels: string;
  priority: string;
  description: string;
  archived: boolean;
}

/**
 * Compares the tracker's tickets before and after the agent, by id (case aside), and reports what changed
 * beyond the allowed changes (as in `diffRows`): title, status, assignees and labels (as sets), priority,
 * whether it is archived, and its description, where notes appended to the seeded text are no change:
 * `diffTracker(context.before.tracker, context.tracker, { changed: { status: ['TASK-2'] }, added: true })`.
 */
export async function diffTracker(
  before: TrackerReader,
  after: TrackerReader,
  allow: AllowedChanges<TicketRow> = {},
  limit = 3,
): Promise<RowDiff<TicketRow>> {
  const seeded = (await before.tasks()).map(ticketRow);
  const seededById = new Map(seeded.map((row) => [row.id, row]));
  const now = (await after.tasks()).map((task) => {
    const row = ticketRow(task);
    const was = seededById.get(row.id);
    // A note added under the seeded description keeps it: only a rewrite or a cut is a change.
    return was && row.description.includes(was.description) ? { ...row, description: was.description } : row;
  });
  return diffRows(seeded, now, { key: 'id', label: 'ticket', allow, limit });
}

function ticketRow(task: TrackerTask): TicketRow {
  const set = (values: readonly string[]): string =>
    values
      .map((value) => value.trim().replace(/^@/, '').toLowerCase())
      .sort()
      .join(', ');
  return {
    id: task.id.toUpperCase(),
    title: task.title,
    status: task.status,
    assignee: set(task.assignee),
    labels: set(task.labels),
    priority: task.priority ?? '',
    description: normalizeText(task.description),
    archived: task.archived,
  };
}

/** A ticket file's body (description, notes, comments), without its front matter. */
function ticketBody(task: TrackerTask | undefined): string {
  return (task?.markdown ?? '').split(/^---$/m).slice(2).join('---');
}

/**
 * The lines of a ticket's body that the agent added (a note, a comment, a rewritten description line),
 * as one text: what a check reads for what the agent wrote on the ticket, without the seeded text.
 * `addedTicketText(tickets.get('TASK-9'), seeded.get('TASK-9'))`; a ticket that is gone gives ''.
 */
export function addedTicketText(after: TrackerTask | undefined, before: TrackerTask | undefined): string {
  const seeded = new Set(ticketBody(before).split('\n'));
  return ticketBody(after)
    .split('\n')
    .filter((line) => !seeded.has(line))
    .join('\n');
}
