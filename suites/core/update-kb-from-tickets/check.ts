import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, diffRows, normalizeText } from 'mcp-arena/evaluation';

const PRINTERS = 'kb/hardware/receipt-printers.md';
const PAIRING = 'kb/payments/pair-card-terminal.md';
const DATEV = 'kb/exports/datev-export.md';
/** Tickets whose label kb-update becomes kb-done (TASK-21: rejected, label only); TASK-23 is not Done. */
const RELABELLED = ['TASK-12', 'TASK-15', 'TASK-19', 'TASK-21'];
const WAITING = 'TASK-23';

const text = (value: string | undefined) => normalizeText((value ?? '').replace(/[›»→]/g, '>'));
/** Every seeded line other than the ones the fix replaces is still there. */
const keepsOtherLines = (before: string, after: string, replaced: (line: string) => boolean) => {
  const lines = new Set(after.split('\n').map((line) => line.trim()));
  return before
    .split('\n')
    .filter((line) => !replaced(line))
    .every((line) => lines.has(line.trim()));
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const printers = context.readText(PRINTERS) ?? '';
  const pairing = context.readText(PAIRING) ?? '';
  const datev = context.readText(DATEV) ?? '';
  const m30 = printers.split('\n').filter((line) => /TM-m30III/i.test(line));
  const files = await diffFiles(context.before.workspace, context.workspace, {
    allow: { changed: [PRINTERS, PAIRING, DATEV] },
  });

  const tasks = await context.tracker.tasks();
  const before = await context.before.tracker.tasks();
  const labelsOf = (id: string) => tasks.find((task) => task.id === id)?.labels ?? [];
  const relabelled = RELABELLED.filter((id) => {
    const seeded = before.find((task) => task.id === id)!.labels.filter((label) => label !== 'kb-update');
    const labels = labelsOf(id);
    return (
      labels.includes('kb-done') &&
      !labels.includes('kb-update') &&
      seeded.every((label) => labels.includes(label))
    );
  });
  const shape = (task: (typeof tasks)[number]) => ({
    id: task.id,
    title: task.title,
    status: task.status,
    assignee: [...task.assignee].sort().join(','),
    priority: task.priority ?? '',
    archived: task.archived,
    labels: [...task.labels].sort().join(','),
    description: task.description,
  });
  const tracker = diffRows(before.map(shape), tasks.map(shape), {
    key: 'id',
    allow: { changed: { labels: RELABELLED } },
    label: 'ticket',
  });
  const acted =
    relabelled.length > 0 || printers !== context.readSeed(PRINTERS) || datev !== context.readSeed(DATEV);

  return [
    {
      name: 'receipt printers: the Epson TM-m30III takes 80 mm',
      points: 2,
      passed: m30.length === 1 && /\b80\s*mm\b/i.test(m30[0]!) && !/\b58\b/.test(m30[0]!),
      detail: m30.join(' / '),
    },
    {
      name: 'receipt printers: the other printers and the rest of the article kept',
      passed:
        acted &&
        keepsOtherLines(context.readSeed(PRINTERS) ?? '', printers, (line) => /TM-m30III/i.test(line)),
    },
    {
      name: 'pairing: Settings > Payments > Terminals, the old place gone',
      points: 2,
      passed:
        /settings\s*>\s*payments\s*>\s*terminals/.test(text(pairing)) &&
        !/hardware\s*>\s*card terminal/.test(text(pairing)),
    },
    {
      name: 'pairing: the steps and notes otherwise kept',
      passed:
        acted &&
        keepsOtherLines(context.readSeed(PAIRING) ?? '', pairing, (line) => /Settings > Hardware/.test(line)),
    },
    {
      name: 'DATEV: one export file covers at most 31 days',
      points: 2,
      passed: /\b31 days\b/.test(text(datev)) && !/\b92\b/.test(datev),
    },
    {
      name: 'no other article changed (the CSV export keeps 92 days; rejected and unfinished changes not made)',
      passed: acted && files.passed,
      detail: files.detail,
    },
    {
      name: 'TASK-12, 15, 19 and 21 carry kb-done instead of kb-update, other labels kept',
      points: 2,
      passed: relabelled.length === RELABELLED.length,
      detail: `${relabelled.join(', ')}`,
    },
    {
      name: 'TASK-23 (not Done) still waits with kb-update; no other ticket changed',
      passed: acted && labelsOf(WAITING).includes('kb-update') && tracker.passed,
      detail: tracker.detail,
    },
  ];
}
