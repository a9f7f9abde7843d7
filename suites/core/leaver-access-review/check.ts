import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import {
  diffFiles,
  diffSql,
  diffTracker,
  keptState,
  noneWrong,
  normalizeText,
  parseCsv,
} from 'mcp-arena/evaluation';

/** Personal accounts of the five leavers on systems deprovisioned in the database, still active when seeded. */
const DISABLE = [
  2392, 1798, 1535, 1742, 2846, 393, 1524, 2628, 3815, 3171, 1744, 1566, 1169, 2823, 1572, 1447, 2038,
];
interface Ticketed {
  account: number;
  username: string;
  system: RegExp;
  owner: string;
  kind: 'revoke' | 'reassign';
}
/** Accounts that need a new ticket for the system's owner team. */
const TICKETS: Ticketed[] = [
  { account: 466, username: 'akaya', system: /erp|navora/i, owner: 'fin-systems', kind: 'revoke' },
  { account: 629, username: 'akaya', system: /payroll|lohnwerk/i, owner: 'hr-systems', kind: 'revoke' },
  { account: 1938, username: 'tbecker', system: /aws/i, owner: 'platform', kind: 'revoke' },
  { account: 2319, username: 'deploy-bot', system: /github/i, owner: 'platform', kind: 'reassign' },
  { account: 524, username: 'rmenon', system: /erp|navora/i, owner: 'fin-systems', kind: 'revoke' },
  { account: 3166, username: 'erp-export', system: /erp|navora/i, owner: 'fin-systems', kind: 'reassign' },
  { account: 3430, username: 'lortega', system: /aws/i, owner: 'platform', kind: 'revoke' },
];
/** Petra's payroll account: HR already filed TASK-12 for it. */
const EXISTING = { account: 3109, ticket: 'TASK-12' };
const ACTED = [...DISABLE, ...TICKETS.map((item) => item.account), EXISTING.account];

const handles = (task: TrackerTask) =>
  task.assignee.map((name) => name.trim().replace(/^@/, '').toLowerCase());
const ticketId = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toUpperCase();

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const today = context.today;
  // The review's record is named after the day it was done.
  const RECORD = `security/reviews/${today}.csv`;
  const accounts = await context.sql(
    `SELECT id, status, to_char(disabled_on, 'YYYY-MM-DD') AS disabled_on FROM accounts WHERE id = ANY($1)`,
    [DISABLE],
  );
  const disabled = accounts.filter((row) => row.status === 'disabled' && row.disabled_on === today);
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      accounts: {
        key: 'id',
        allow: { changed: { status: DISABLE.map(String), disabled_on: DISABLE.map(String) } },
      },
      access_review_log: { key: 'id', allow: { added: true } },
    },
  });

  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const titleOf = (task: TrackerTask) => normalizeText(task.title);
  // A ticket is for an account when its title names the username and the system.
  const ticketsFor = (item: Ticketed) =>
    created.filter(
      (task) => new RegExp(`\\b${item.username}\\b`).test(titleOf(task)) && item.system.test(task.title),
    );
  const matched = TICKETS.map((item) => ({ item, tickets: ticketsFor(item) }));
  const ticketOk = ({ item, tickets }: (typeof matched)[number]) =>
    tickets.length === 1 &&
    handles(tickets[0]!).join() === item.owner &&
    tickets[0]!.labels.includes('access-review') &&
    (item.kind === 'revoke' ? /^revoke\b/i : /^reassign\b/i).test(tickets[0]!.title.trim()) &&
    (tickets[0]!.priority ?? '').toLowerCase() === (item.kind === 'revoke' ? 'high' : 'medium');
  const badTickets = matched.filter((entry) => !ticketOk(entry)).map((entry) => entry.item.username);
  const unmatched = created.filter((task) => !matched.some((entry) => entry.tickets.includes(task)));
  const ticketOf = new Map(
    matched.map(({ item, tickets }) => [item.account, tickets[0]?.id.toUpperCase() ?? '?']),
  );
  ticketOf.set(EXISTING.account, EXISTING.ticket);
  // Every seeded ticket as it was (notes added under a description aside); new tickets are judged above.
  const tickets = await diffTracker(context.before.tracker, context.tracker, { added: true });

  // The log: one row per account acted on, with the right action and ticket.
  const log = await context.sql(
    `SELECT account_id, action, ticket, to_char(reviewed_on, 'YYYY-MM-DD') AS reviewed_on FROM access_review_log
     WHERE id > 10 ORDER BY id`,
  );
  const logWrong = ACTED.filter((account) => {
    const rows = log.filter((row) => Number(row.account_id) === account);
    if (rows.length !== 1 || rows[0]!.reviewed_on !== today) return true;
    const row = rows[0]!;
    return DISABLE.includes(account)
      ? row.action !== 'disabled' || (row.ticket !== null && String(row.ticket).trim() !== '')
      : row.action !== 'ticket' || ticketId(row.ticket) !== ticketOf.get(account);
  });
  const logExtra = log.filter((row) => !ACTED.includes(Number(row.account_id)));

  // The review record: same rows as the log, columns as in the earlier record.
  const recordText = context.readText(RECORD);
  const record = recordText === undefined ? [] : parseCsv(recordText);
  const recordWrong = ACTED.filter((account) => {
    const rows = record.filter((row) => Number(row.account_id) === account);
    if (rows.length !== 1) return true;
    const row = rows[0]!;
    return DISABLE.includes(account)
      ? row.action?.toLowerCase() !== 'disabled'
      : row.action?.toLowerCase() !== 'ticket' || ticketId(row.ticket) !== ticketOf.get(account);
  });
  const recordExtra = record.filter((row) => !ACTED.includes(Number(row.account_id)));
  const columnsOk =
    recordText !== undefined &&
    /^account_id,system,username,owner_email,action,ticket\s*$/m.test(recordText.split('\n')[0]!);
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: [RECORD] } });
  const acted = created.length > 0 || log.length > 0 || disabled.length > 0 || recordText !== undefined;

  return [
    {
      name: 'the 17 personal accounts on database-deprovisioned systems disabled as of the review date',
      points: 3,
      passed: disabled.length === DISABLE.length,
      detail: `${disabled.length}/${DISABLE.length}`,
    },
    keptState(
      'no other account changed (future and withdrawn leavers, Tom Becker-Ross, service and ticket-system accounts)',
      database,
      acted,
      { points: 2 },
    ),
    noneWrong(
      'one ticket per ticket-system account and service account: title, owner team, label, priority',
      badTickets,
      { points: 3 },
    ),
    noneWrong(
      "no duplicate of HR's TASK-12 and no other new tickets",
      unmatched.map((task) => task.title),
      { acted },
    ),
    keptState('seeded tickets unchanged', tickets, acted),
    {
      name: 'access_review_log has one row per account acted on, with action, ticket and date',
      points: 2,
      passed: logWrong.length === 0 && logExtra.length === 0,
      detail: `wrong or missing: ${logWrong.join(', ')}; extra: ${logExtra.map((row) => row.account_id).join(', ')}`,
    },
    {
      name: 'review record written with the earlier columns and the same 25 accounts',
      points: 2,
      passed: columnsOk && recordWrong.length === 0 && recordExtra.length === 0,
      detail:
        recordText === undefined
          ? `${RECORD} missing`
          : `wrong or missing: ${recordWrong.join(', ')}; extra: ${recordExtra.map((row) => row.account_id).join(', ')}`,
    },
    keptState('policies, HR exports and earlier records untouched', files, acted),
  ];
}
