import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import { diffFiles, diffTracker, keptState, noneWrong, normalizeText, parseCsv } from 'mcp-arena/evaluation';

const AUDIT = 'LEGAL/audits/2026-11.csv';
interface Finding {
  pkg: string;
  version: string;
  licence: string;
  cls: 'forbidden' | 'review' | 'exception';
  /** New ticket: owner and priority; otherwise the existing ticket id or '' for the exception. */
  owner?: string;
  priority?: string;
  existing?: string;
}
/** Shipped package versions whose licence is not allowed (prod, not @larkspur/*, no permissive OR option). */
const FINDINGS: Finding[] = [
  {
    pkg: 'chartwell',
    version: '4.0.2',
    licence: 'AGPL-3.0-or-later',
    cls: 'forbidden',
    owner: 'insights',
    priority: 'high',
  },
  {
    pkg: 'fastcsv-native',
    version: '1.3.0',
    licence: 'LGPL-2.1-only',
    cls: 'review',
    owner: 'legal',
    priority: 'medium',
  },
  {
    pkg: 'geo-hash-lite',
    version: '1.1.0',
    licence: 'MPL-2.0',
    cls: 'review',
    owner: 'legal',
    priority: 'medium',
  },
  { pkg: 'leftpadder', version: '1.0.0', licence: 'UNKNOWN', cls: 'review', existing: 'TASK-4' },
  {
    pkg: 'pdf-render-kit',
    version: '2.1.0',
    licence: 'GPL-3.0-only',
    cls: 'forbidden',
    owner: 'reporting',
    priority: 'high',
  },
  { pkg: 'tinymarkup', version: '0.9.1', licence: 'MPL-2.0', cls: 'exception', existing: '' },
];
const handles = (task: TrackerTask) =>
  task.assignee.map((name) => name.trim().replace(/^@/, '').toLowerCase());
const names = (task: TrackerTask, finding: Finding) => {
  const title = normalizeText(task.title);
  return title.includes(finding.pkg) && title.includes(finding.version);
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const ticketed = FINDINGS.filter((finding) => finding.owner !== undefined);
  const ticketOf = new Map<string, string>();
  const ticketsWrong = ticketed
    .filter((finding) => {
      const found = created.filter((task) => names(task, finding));
      const task = found[0];
      if (task) ticketOf.set(finding.pkg, task.id.toUpperCase());
      return (
        found.length !== 1 ||
        !task ||
        !(finding.cls === 'forbidden' ? /^replace\b/i : /^licence review\b/i).test(task.title.trim()) ||
        !normalizeText(task.title).includes(finding.licence.toLowerCase()) ||
        !task.labels.includes('licence') ||
        handles(task).join() !== finding.owner ||
        (task.priority ?? '').toLowerCase() !== finding.priority
      );
    })
    .map((finding) => finding.pkg);
  const unexpected = created.filter((task) => !ticketed.some((finding) => names(task, finding)));
  // Every seeded ticket as it was (notes added under a description aside); new tickets are judged above.
  const tickets = await diffTracker(context.before.tracker, context.tracker, { added: true });

  const text = context.readText(AUDIT);
  const rows = text === undefined ? [] : parseCsv(text);
  const rowOf = (finding: Finding) =>
    rows.filter((row) => row.package?.trim() === finding.pkg && row.version?.trim() === finding.version);
  const rowsWrong = FINDINGS.filter((finding) => {
    const found = rowOf(finding);
    const row = found[0];
    const ticket = finding.existing ?? ticketOf.get(finding.pkg) ?? '?';
    return (
      found.length !== 1 ||
      !row ||
      row.license?.trim() !== finding.licence ||
      row.class?.trim().toLowerCase() !== finding.cls ||
      (row.ticket ?? '').trim().toUpperCase() !== ticket
    );
  }).map((finding) => finding.pkg);
  const extraRows = rows.filter((row) => !FINDINGS.some((finding) => rowOf(finding).includes(row)));
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: [AUDIT] } });
  const acted = created.length > 0 || text !== undefined;

  return [
    noneWrong(
      'replacement tickets for pdf-render-kit (@reporting) and chartwell 4.0.2 (@insights), review tickets for fastcsv-native and geo-hash-lite 1.1.0 (@legal)',
      ticketsWrong,
      { points: 3 },
    ),
    noneWrong(
      'no ticket for allowed, dev-only, own, excepted or already-ticketed packages',
      unexpected.map((task) => task.title),
      { points: 2, acted },
    ),
    keptState('seeded tickets unchanged', tickets, acted),
    {
      name: 'audit record lists the six findings with class and ticket (TASK-4 for leftpadder, none for the exception)',
      points: 3,
      passed: text !== undefined && rowsWrong.length === 0 && extraRows.length === 0,
      detail:
        text === undefined
          ? `${AUDIT} missing`
          : `wrong or missing: ${rowsWrong.join(', ')}; extra: ${extraRows.map((row) => row.package).join(', ')}`,
    },
    keptState('inventory, policy and earlier audits untouched', files, acted),
  ];
}
