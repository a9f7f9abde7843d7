import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

interface Bug {
  key: string;
  /** How a ticket for this bug reads (title first, then description). */
  pattern: RegExp;
  priority: string;
  area: string;
  /** The reporter, as the ticket must name them. */
  reporter: RegExp;
}

/** The six new problems in the inbox, with the priority the guide gives (Enterprise one level up). */
const BUGS: Bug[] = [
  {
    key: 'sso',
    pattern: /\bsso\b|single sign|sign.?in|log.?in|session expired/i,
    priority: 'high',
    area: 'auth',
    reporter: /stadsapotheek|sahin/i,
  },
  { key: 'vat', pattern: /\bvat\b|\bbtw\b|\btax/i, priority: 'high', area: 'billing', reporter: /benali/i },
  {
    key: 'csv',
    pattern: /csv|export|date format|us format|american/i,
    priority: 'high',
    area: 'reports',
    reporter: /hollander/i,
  },
  {
    key: 'typo',
    pattern: /typo|spell|lagerbest|german|translation/i,
    priority: 'medium',
    area: 'i18n',
    reporter: /marktplein|vogel/i,
  },
  {
    key: 'alerts',
    pattern: /alert|low.?stock|notification/i,
    priority: 'medium',
    area: 'notifications',
    reporter: /lind/i,
  },
  { key: 'sync', pattern: /offline|sync/i, priority: 'high', area: 'sync', reporter: /aerts/i },
];
const SEEDED = new Set(Array.from({ length: 18 }, (_, index) => `TASK-${index + 1}`));
const SEEDED_STATUS: Record<string, string> = {
  'TASK-2': 'In Progress',
  'TASK-3': 'Done',
  'TASK-4': 'Done',
  'TASK-7': 'To Do',
  'TASK-8': 'Done',
  'TASK-9': 'In Progress',
  'TASK-10': 'Done',
  'TASK-11': 'Done',
  'TASK-12': 'In Progress',
  'TASK-16': 'Done',
  'TASK-18': 'In Progress',
};
/** Reports that need a reply with a ticket id: message id, sender address, and the bug (or a fixed ticket id). */
const REPORTS = [
  { id: '<c0rner-7731@corner-grocer.test>', to: 'hana@corner-grocer.test', ticket: 'TASK-7' },
  { id: '<velo-aerts-2026-11-20-a@velo-aerts.test>', to: 'ruben@velo-aerts.test', bug: 'sync' },
  { id: '<benali-inv-0042@bakkerij-benali.test>', to: 'amira@bakkerij-benali.test', bug: 'vat' },
  { id: '<hb-ops-9910@hollander-bouw.test>', to: 'p.hollander@hollander-bouw.test', bug: 'csv' },
  { id: '<mp-de-3321@marktplein.test>', to: 'katrin.vogel@marktplein.test', bug: 'typo' },
  { id: '<lindkiosk-77@lind-kiosk.test>', to: 'oskar@lind-kiosk.test', bug: 'alerts' },
  { id: '<support-fw-6604@shelfwise.test>', to: 'daan.dewit@shelfwise.test', bug: 'sso' },
  { id: '<elidrissi-0093@patisserie-elidrissi.test>', to: 'youssef@patisserie-elidrissi.test', bug: 'vat' },
];
const ANDROID = { id: '<ruiz-1121@ferreteria-ruiz.test>', to: 'tomas@ferreteria-ruiz.test' };
const ALLOWED_RECIPIENTS = new Set([
  ...REPORTS.map((report) => report.to),
  ANDROID.to,
  'support@shelfwise.test',
]);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const byId = new Map(tasks.map((task) => [task.id.toUpperCase(), task]));
  const fresh = tasks.filter((task) => !SEEDED.has(task.id.toUpperCase()));
  // Each new ticket counts for the first bug its title names, else the first its description names.
  const bugOf = (task: (typeof tasks)[number]): string | undefined =>
    (
      BUGS.find((bug) => bug.pattern.test(task.title)) ??
      BUGS.find((bug) => bug.pattern.test(task.description))
    )?.key;
  const filed = new Map(BUGS.map((bug) => [bug.key, fresh.filter((task) => bugOf(task) === bug.key)]));
  const ticket = (key: string) => filed.get(key)?.[0];
  const strays = fresh.filter(
    (task) =>
      bugOf(task) === undefined || /leading zero|\bean\b|android|camera|dark mode|receipt/i.test(task.title),
  );
  const sent = await context.mail.sent();
  const replyTo = (id: string, to: string) =>
    sent.filter((message) => message.inReplyTo === id && message.to.map((a) => a.toLowerCase()).includes(to));
  const says = (text: string, id: string | undefined): boolean =>
    id !== undefined && new RegExp(`\\b${id.replace('-', '[- ]?')}\\b`, 'i').test(text);
  const replies = REPORTS.map((report) => {
    const id = report.ticket ?? ticket(report.bug ?? '')?.id;
    const found = replyTo(report.id, report.to);
    return { to: report.to, id, ok: found.some((message) => says(message.text, id)), count: found.length };
  });
  const android = replyTo(ANDROID.id, ANDROID.to);
  const strangers = sent.flatMap((message) =>
    [...message.to, ...message.cc].map((a) => a.toLowerCase()).filter((a) => !ALLOWED_RECIPIENTS.has(a)),
  );
  const changedStatus = [...SEEDED].filter(
    (id) => (byId.get(id)?.status ?? 'missing') !== (SEEDED_STATUS[id] ?? 'To Do'),
  );
  const acted = fresh.length > 0 || sent.length > 0;
  const show = (describe: (task: (typeof tasks)[number]) => string): string =>
    BUGS.map((bug) => {
      const task = ticket(bug.key);
      return `${bug.key}: ${task ? describe(task) : 'none'}`;
    }).join('; ');
  return [
    {
      name: 'one ticket for each of the six new bugs',
      points: 3,
      passed: BUGS.every((bug) => filed.get(bug.key)?.length === 1),
      detail: BUGS.map((bug) => `${bug.key} ${filed.get(bug.key)?.length ?? 0}`).join(', '),
    },
    {
      name: 'no tickets for the known bug, the second VAT report, the fixed Android crash or non-bugs',
      points: 2,
      passed: acted && strays.length === 0 && fresh.length === BUGS.length,
      detail: `${fresh.length} new tickets${strays.length ? `; stray: ${strays.map((task) => task.title).join(' | ')}` : ''}`,
    },
    {
      name: 'priorities per the guide (Enterprise one level up)',
      points: 2,
      passed: BUGS.every((bug) => ticket(bug.key)?.priority?.toLowerCase() === bug.priority),
      detail: show((task) => task.priority ?? 'none'),
    },
    {
      name: 'labels: bug and the area',
      points: 2,
      passed: BUGS.every((bug) => {
        const labels = (ticket(bug.key)?.labels ?? []).map((label) => label.toLowerCase());
        return labels.includes('bug') && labels.includes(bug.area);
      }),
      detail: show((task) => task.labels.join(',')),
    },
    {
      name: 'tickets name the reporter',
      passed: BUGS.every((bug) => bug.reporter.test(ticket(bug.key)?.markdown ?? '')),
    },
    {
      name: 'new tickets To Do and unassigned',
      passed: BUGS.every((bug) => {
        const task = ticket(bug.key);
        return task !== undefined && task.status === 'To Do' && task.assignee.length === 0;
      }),
      detail: show((task) => `${task.status} ${task.assignee.join(',')}`),
    },
    {
      name: 'known scanner bug: Corner Grocer noted on TASK-7',
      points: 2,
      passed: /corner.?grocer|kovac/i.test(byId.get('TASK-7')?.markdown ?? ''),
    },
    {
      name: 'second VAT report noted on the VAT ticket',
      passed: /idrissi/i.test(ticket('vat')?.markdown ?? ''),
    },
    {
      name: 'every reporter got a reply in the thread with the ticket id (support for the forward)',
      points: 3,
      passed: replies.every((reply) => reply.ok),
      detail: replies
        .filter((reply) => !reply.ok)
        .map((reply) => `${reply.to}: ${reply.count} replies, none with ${reply.id ?? 'a ticket'}`)
        .join('; '),
    },
    {
      name: 'Android 15 crash: told to update to 4.12.0, TASK-11 stays Done',
      passed: android.some((message) => /4\.12/.test(message.text)) && byId.get('TASK-11')?.status === 'Done',
      detail: `${android.length} replies`,
    },
    {
      name: 'no mail to anyone else, existing tickets keep their status',
      passed: acted && strangers.length === 0 && changedStatus.length === 0,
      detail: [...new Set(strangers)].concat(changedStatus).join(', '),
    },
  ];
}
