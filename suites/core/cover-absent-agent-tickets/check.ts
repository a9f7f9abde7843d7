import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffTracker, mentionsDate, normalizeText } from 'mcp-arena/evaluation';

/** Lena's open tickets due before she is back on 26 November, and their area's backup. */
const COVERED: Record<string, string> = {
  'TASK-41': 'Marco Rossi',
  'TASK-42': 'Aisha Bello',
  'TASK-43': 'Jonas Wolf',
};
/** Due on or after the day she is back, or done: they stay with her. */
const STAYS = ['TASK-44', 'TASK-45', 'TASK-46', 'TASK-47', 'TASK-48'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const before = await context.before.tracker.tasks();
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const seeded = new Map(before.map((task) => [task.id, task]));
  const moved = Object.entries(COVERED).filter(([id, backup]) => {
    const assignee = byId.get(id)?.assignee ?? [];
    return assignee.length === 1 && assignee[0]!.replace(/^@/, '').toLowerCase() === backup.toLowerCase();
  });
  // A comment is new text in the ticket's file that names Lena and when she is back (or until when she is out).
  const commented = Object.keys(COVERED).filter((id) => {
    const after = byId.get(id)?.markdown ?? '';
    const added = normalizeText(after.replace(seeded.get(id)?.markdown ?? '', ''));
    const body = normalizeText(after.split(/^---$/m).slice(2).join('\n'));
    return (
      /lena/.test(body) &&
      (mentionsDate(added || body, '2026-11-25') || mentionsDate(added || body, '2026-11-26'))
    );
  });
  const stayed = STAYS.filter(
    (id) => (byId.get(id)?.assignee ?? []).join() === (seeded.get(id)?.assignee ?? []).join(),
  );
  // The comments asked for may be notes in the covered tickets' text.
  const diff = await diffTracker(context.before.tracker, context.tracker, {
    changed: { assignee: Object.keys(COVERED), description: Object.keys(COVERED) },
  });
  const acted = moved.length > 0 || diff.unexpected.length > 0;

  return [
    {
      name: 'TASK-41, 42 and 43 (due before Lena is back) assigned to the backup of their area only',
      points: 3,
      passed: moved.length === 3,
      detail: moved.map(([id]) => id).join(', '),
    },
    {
      name: 'each moved ticket says it is covered for Lena and until when',
      passed: commented.length === 3,
      detail: commented.join(', '),
    },
    {
      name: 'tickets due from 26 November on, and done ones, stay with Lena',
      points: 2,
      passed: acted && stayed.length === STAYS.length,
      detail: STAYS.filter((id) => !stayed.includes(id)).join(', '),
    },
    {
      name: 'no other ticket or field changed',
      passed: acted && diff.passed,
      detail: diff.detail,
    },
  ];
}
