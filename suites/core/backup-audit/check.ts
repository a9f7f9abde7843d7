import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import { diffFiles, diffSql, diffTracker, keptState, noneWrong, parseCsv } from 'mcp-arena/evaluation';

interface Finding {
  job: string;
  problems: string;
  owner?: string;
  priority?: string;
  /** The open ticket that already covers the job. */
  existing?: string;
}
/** Production jobs with problems at the 06:00 UTC cut-off of 24 Nov 2026, by ops/backups/policy.md. */
const FINDINGS: Finding[] = [
  { job: 'mongo-events-prod', problems: 'restore', owner: 'data', priority: 'medium' },
  { job: 'mysql-crm-prod', problems: 'backup', owner: 'platform', priority: 'high' },
  { job: 'pg-billing-prod', problems: 'backup;restore', owner: 'payments-sre', priority: 'high' },
  { job: 'pg-ledger-prod', problems: 'backup', owner: 'payments-sre', priority: 'high' },
  { job: 'redis-sessions-prod', problems: 'disabled', existing: 'TASK-6' },
];
const handles = (task: TrackerTask) =>
  task.assignee.map((name) => name.trim().replace(/^@/, '').toLowerCase());
const problemsOf = (value: string | undefined) =>
  (value ?? '')
    .toLowerCase()
    .split(/[;,|]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(';');

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // The audit's record is named after the day it was done.
  const RECORD = `ops/backups/audits/${context.today}.csv`;
  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const forJob = (job: string) => created.filter((task) => new RegExp(`\\b${job}\\b`).test(task.title));
  const ticketed = FINDINGS.filter((finding) => finding.owner !== undefined);
  const ticketsWrong = ticketed
    .filter((finding) => {
      const found = forJob(finding.job);
      const task = found[0];
      const named = finding.problems.split(';');
      return (
        found.length !== 1 ||
        !task ||
        !/^backup audit\b/i.test(task.title.trim()) ||
        !named.every((problem) => task.title.toLowerCase().includes(problem)) ||
        !task.labels.includes('backup-audit') ||
        handles(task).join() !== finding.owner
      );
    })
    .map((finding) => finding.job);
  const priorityWrong = ticketed
    .filter((finding) => (forJob(finding.job)[0]?.priority ?? '').toLowerCase() !== finding.priority)
    .map((finding) => finding.job);
  const extra = created.filter((task) => !ticketed.some((finding) => forJob(finding.job).includes(task)));
  // Every seeded ticket as it was (notes added under a description aside); new tickets are judged above.
  const tickets = await diffTracker(context.before.tracker, context.tracker, { added: true });

  const text = context.readText(RECORD);
  const rows = text === undefined ? [] : parseCsv(text);
  const recordWrong = FINDINGS.filter((finding) => {
    const found = rows.filter((row) => row.job?.trim() === finding.job);
    const ticket = finding.existing ?? forJob(finding.job)[0]?.id.toUpperCase() ?? '?';
    return (
      found.length !== 1 ||
      problemsOf(found[0]!.problems) !== finding.problems ||
      (found[0]!.ticket ?? '').trim().toUpperCase() !== ticket
    );
  }).map((finding) => finding.job);
  const extraRows = rows.filter((row) => !FINDINGS.some((finding) => finding.job === row.job?.trim()));
  const database = await diffSql(context.before.sql, context.sql);
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: [RECORD] } });
  const acted = created.length > 0 || text !== undefined;

  return [
    noneWrong(
      'one ticket per job with problems, titled with its problems, labelled and assigned to the owner',
      ticketsWrong,
      { points: 3 },
    ),
    {
      name: 'High for a missing good backup (an empty dump is not one), Medium otherwise',
      points: 2,
      passed: ticketsWrong.length < ticketed.length && priorityWrong.length === 0,
      detail: `wrong: ${priorityWrong.join(', ')}`,
    },
    noneWrong(
      'no ticket for excepted, weekly, staging or already-ticketed jobs',
      extra.map((task) => task.title),
      { acted },
    ),
    keptState('seeded tickets unchanged', tickets, acted),
    {
      name: 'audit record: the five jobs with their problems in order and their tickets (TASK-6 for redis-sessions-prod)',
      points: 2,
      passed: text !== undefined && recordWrong.length === 0 && extraRows.length === 0,
      detail:
        text === undefined
          ? `${RECORD} missing`
          : `wrong or missing: ${recordWrong.join(', ')}; extra: ${extraRows.map((row) => row.job).join(', ')}`,
    },
    {
      name: 'backup catalogue, policy and earlier records untouched',
      passed: acted && database.passed && files.passed,
      detail: `${database.detail}; ${files.detail}`,
    },
  ];
}
