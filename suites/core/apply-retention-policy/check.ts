import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, keptState } from 'mcp-arena/evaluation';

const HOLD = ['srv/backups/orders/orders-2025-10-15.sql.gz', 'srv/logs/app-2026-09-30.log'];

/** Whether ops/retention.md keeps a seeded dump or log on the day `today` (dates from the file name). */
function kept(path: string, today: string): boolean {
  if (HOLD.includes(path)) return true;
  const date = path.match(/(\d{4})-(\d{2})-(\d{2})\.(sql\.gz|log)$/);
  if (!date) return true;
  const day = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  const age = Math.round((Date.parse(`${today}T00:00:00Z`) - day) / 86_400_000);
  if (path.startsWith('srv/logs/')) return age <= 30;
  return age <= 13 || (date[3] === '01' && age <= 365);
}

export default function check(context: CheckContext): CheckpointInput[] {
  // The clean-up's record is named after the day it was done.
  const RECORD = `srv/cleanup-${context.today}.txt`;
  const seeded = context.before
    .listFiles()
    .filter((path) =>
      /^srv\/(backups\/orders|logs)\/(orders|app)-\d{4}-\d{2}-\d{2}\.(sql\.gz|log)$/.test(path),
    );
  const present = new Set(context.listFiles());
  const expired = seeded.filter((path) => !kept(path, context.today));
  const keep = seeded.filter((path) => kept(path, context.today));
  const left = expired.filter((path) => present.has(path));
  const lost = keep.filter((path) => !present.has(path));
  const record = context.readText(RECORD);
  // A line names a file by its path from the workspace root, or by any path ending in it (`./srv/…`, the
  // sandbox's absolute path); headings, comments and totals beside the paths are tolerated.
  const listed = new Set(
    (record ?? '')
      .split(/\r?\n/)
      .map((line) => line.match(/(?<![\w-])srv\/[\w./-]+?\.(?:sql\.gz|log)\b/)?.[0])
      .filter((path): path is string => path !== undefined),
  );
  const recordMissing = expired.filter((path) => !listed.has(path));
  const recordExtra = [...listed].filter((path) => !expired.includes(path));
  const files = diffFiles(context.before.workspace, context.workspace, {
    allow: { removed: expired, added: [RECORD] },
  });
  const acted = left.length < expired.length || record !== undefined;

  return [
    {
      name: `the ${expired.length} expired dumps and logs deleted`,
      points: 3,
      passed: left.length === 0,
      detail: `${left.length} left, e.g. ${left.slice(0, 3).join(', ')}`,
    },
    {
      name: 'the last 14 daily dumps, first-of-month dumps up to a year old and 30 days of logs kept',
      points: 3,
      passed: acted && lost.filter((path) => !HOLD.includes(path)).length === 0,
      detail: lost.slice(0, 5).join(', '),
    },
    {
      name: 'files on legal hold kept',
      points: 2,
      passed: acted && HOLD.every((path) => present.has(path)),
      detail: HOLD.filter((path) => !present.has(path)).join(', '),
    },
    {
      name: 'clean-up record lists exactly the deleted files',
      passed: record !== undefined && recordMissing.length === 0 && recordExtra.length === 0,
      detail:
        record === undefined
          ? `${RECORD} missing`
          : `missing ${recordMissing.length}, extra ${recordExtra.length}: ${recordExtra.slice(0, 3).join(', ')}`,
    },
    keptState('nothing else deleted or changed', files, acted),
  ];
}
