import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { keepsLines, missingMail, normalizeText, recipientsOf, stripAccents } from 'mcp-arena/evaluation';

interface Bug {
  key: string;
  /** How a ticket for this bug reads, used only when it names no reporter (title first, then description). */
  pattern: RegExp;
  priority: string;
  area: string;
  /** The reporter, as the ticket must name them: the unique evidence of which report a ticket is for. */
  reporter: RegExp;
}

/** The six new problems in the inbox, with the priority the guide gives (Enterprise one level up). */
const BUGS: Bug[] = [
  {
    key: 'sso',
    pattern: /\bsso\b|single sign|sign.?in|log.?in|session expired/i,
    priority: 'high',
    area: 'auth',
    reporter: /stadsapotheek|sahin/,
  },
  { key: 'vat', pattern: /\bvat\b|\bbtw\b|\btax/i, priority: 'high', area: 'billing', reporter: /benali/ },
  {
    key: 'csv',
    pattern: /csv|export|date format|us format|american/i,
    priority: 'high',
    area: 'reports',
    reporter: /hollander/,
  },
  {
    key: 'typo',
    pattern: /typo|spell|lagerbest|german|translation/i,
    priority: 'medium',
    area: 'i18n',
    reporter: /marktplein|vogel/,
  },
  {
    key: 'alerts',
    pattern: /alert|low.?stock|notification/i,
    priority: 'medium',
    area: 'notifications',
    reporter: /\blind\b|lind-kiosk|oskar/,
  },
  { key: 'sync', pattern: /offline|sync/i, priority: 'high', area: 'sync', reporter: /aerts/ },
];
/** Reporters of mails that need no new ticket (known bug, second VAT report, fixed crash, idea, follow-up). */
const NOT_NEW = /kovac|corner.?grocer|idrissi|ruiz|ferreteria|visser|bloemen|brandt|greta/;
/** The seeded board: title, status, assignee, labels, priority, description. Notes may be added, nothing changed. */
const SEEDED_TASKS: Record<string, [string, string, string, string, string, string]> = {
  'TASK-1': [
    'Offline mode for the web app',
    'To Do',
    '',
    'feature,web',
    'low',
    'Shops with bad connections want to keep counting in the browser when the connection drops.',
  ],
  'TASK-2': [
    'Bulk edit prices',
    'In Progress',
    '@jesper',
    'feature',
    'medium',
    'Select several products and raise or lower their prices by a percentage or an amount.',
  ],
  'TASK-3': [
    'Upgrade React Native to 0.76',
    'Done',
    '@li',
    'chore',
    'medium',
    'Needed for the Android 15 target SDK.',
  ],
  'TASK-4': [
    'Receipt logo upload fails for PNG files over 2 MB',
    'Done',
    '@marta',
    'bug,printing',
    'medium',
    'Uploading a large PNG logo for receipts fails with "413 Payload Too Large".',
  ],
  'TASK-5': [
    'Scanner: support DataMatrix codes',
    'To Do',
    '',
    'feature,scanner',
    'low',
    'Pharmacies need to scan the DataMatrix codes on medicine packs.',
  ],
  'TASK-6': [
    'Sync: conflict dialog shows the wrong device name',
    'To Do',
    '',
    'bug,sync',
    'low',
    'When two devices edit the same product offline, the conflict dialog names the device of the current user twice.',
  ],
  'TASK-7': [
    'Scanner drops the leading zero of EAN-13 codes',
    'To Do',
    '@jesper',
    'bug,scanner',
    'medium',
    'Barcodes that start with 0 (UPC-A products read as EAN-13) are looked up without their first digit, so the product is not found. Reported by Fresco Foods on 5 Oct; seen on iOS and Android.',
  ],
  'TASK-8': [
    'Weekly sales report: totals exclude refunds',
    'Done',
    '@li',
    'bug,reports',
    'high',
    'Refunds are left out of the weekly totals, so sales look higher than they were.',
  ],
  'TASK-9': [
    'iOS: keyboard covers the quantity field on iPhone SE',
    'In Progress',
    '@ana',
    'bug,ios',
    'low',
    'On small screens the keyboard hides the quantity field during a count.',
  ],
  'TASK-10': [
    'Push notifications for low stock',
    'Done',
    '@ana',
    'feature,notifications',
    'medium',
    'Send a push notification when a product falls below its minimum stock, next to the existing e-mail alert.',
  ],
  'TASK-11': [
    'Android 15: app crashes when opening the scanner camera',
    'Done',
    '@li',
    'bug,scanner,android',
    'high',
    'On Android 15 the app closes as soon as the camera opens for scanning (CameraX permission change).',
  ],
  'TASK-12': [
    'Receipt printer cuts off the last line',
    'In Progress',
    '@marta',
    'bug,printing',
    'medium',
    'Epson TM-m30 cuts off the last line of every receipt. Reported by Greta Brandt, Brandt Bücher (greta@brandt-buecher.test).',
  ],
  'TASK-13': [
    'Two-factor login with authenticator apps',
    'To Do',
    '',
    'feature,auth',
    'medium',
    'TOTP as a second factor for accounts that do not use SSO.',
  ],
  'TASK-14': [
    'Invoice PDF: company logo is blurry',
    'To Do',
    '',
    'bug,billing',
    'low',
    'The logo on invoice PDFs is rendered at 72 dpi and looks blurry when printed.',
  ],
  'TASK-15': [
    'French translation missing on the settings page',
    'To Do',
    '',
    'bug,i18n',
    'low',
    'The settings page shows English labels when the account language is French.',
  ],
  'TASK-16': [
    'CSV export: thousands separator breaks ERP imports',
    'Done',
    '@jesper',
    'bug,reports',
    'medium',
    'Quantities over 999 were exported as "1.250", which ERP imports read as 1.25.',
  ],
  'TASK-17': [
    'SSO: support Okta as identity provider',
    'To Do',
    '',
    'feature,auth',
    'medium',
    'Several customers use Okta instead of Microsoft Entra ID.',
  ],
  'TASK-18': [
    'Reports page loads slowly for 50+ stores',
    'In Progress',
    '@li',
    'bug,reports',
    'medium',
    'Customers with more than 50 stores wait 20 seconds for the reports page.',
  ],
};
const SEEDED = new Set(Object.keys(SEEDED_TASKS));
const SEEDED_MAIL = [
  '<triage-reply-task12@shelfwise.test>',
  '<brandt-1@brandt-buecher.test>',
  '<ooo-marta-1121@shelfwise.test>',
  '<digest-47@news.shelfwise.test>',
  '<ruiz-1121@ferreteria-ruiz.test>',
  '<support-fw-6604@shelfwise.test>',
  '<brandt-fu-2@brandt-buecher.test>',
  '<c0rner-7731@corner-grocer.test>',
  '<benali-inv-0042@bakkerij-benali.test>',
  '<qx-88213@shelfwise-mail.test>',
  '<standup-move-48@shelfwise.test>',
  '<ci-5127@shelfwise.test>',
  '<elidrissi-0093@patisserie-elidrissi.test>',
  '<pw-2026-1187@printwerk.test>',
  '<hb-ops-9910@hollander-bouw.test>',
  '<mp-de-3321@marktplein.test>',
  '<bloem-5521@bloemenvisser.test>',
  '<velo-aerts-2026-11-20-a@velo-aerts.test>',
  '<lindkiosk-77@lind-kiosk.test>',
];
/** Text of a ticket or mail for matching: normalised, accents stripped (Tomás, Müller). */
const plain = (text: string): string => stripAccents(normalizeText(text));
/** A ticket file's body: its sections (description, notes, comments) after the YAML front matter. */
const body = (markdown: string): string => markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
/** The one seeded ticket the task writes to: the known scanner bug gets a note for the new report. */
const NOTED = 'TASK-7';

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
  const before = await context.before.tracker.tasks();
  const seededIds = new Set(before.map((task) => task.id.toUpperCase()));
  const fresh = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  // A new ticket is for the bug whose reporter it names (unique evidence); one naming only a reporter whose
  // mail needs no new ticket is a stray; one naming nobody counts for the bug its title (or description) reads as.
  const bugOf = (task: (typeof tasks)[number]): string | undefined => {
    const text = plain(`${task.title}\n${task.markdown}`);
    const byReporter = BUGS.filter((bug) => bug.reporter.test(text));
    if (byReporter.length > 0) return byReporter[0]!.key;
    if (NOT_NEW.test(text)) return undefined;
    return (
      BUGS.find((bug) => bug.pattern.test(task.title)) ??
      BUGS.find((bug) => bug.pattern.test(task.description))
    )?.key;
  };
  const filed = new Map(BUGS.map((bug) => [bug.key, fresh.filter((task) => bugOf(task) === bug.key)]));
  const ticket = (key: string) => filed.get(key)?.[0];
  const strays = fresh.filter((task) => bugOf(task) === undefined);
  const sent = await context.mail.sent();
  const replyTo = (id: string, to: string) =>
    sent.filter((message) => message.inReplyTo === id && recipientsOf(message).includes(to));
  const says = (text: string, id: string | undefined): boolean =>
    id !== undefined && new RegExp(`\\b${id.replace('-', '[- ]?')}\\b`, 'i').test(plain(text));
  const replies = REPORTS.map((report) => {
    const id = report.ticket ?? ticket(report.bug ?? '')?.id;
    const found = replyTo(report.id, report.to);
    return { to: report.to, id, ok: found.some((message) => says(message.text, id)), count: found.length };
  });
  const android = replyTo(ANDROID.id, ANDROID.to);
  const strangers = sent.flatMap((message) =>
    recipientsOf(message).filter((a) => !ALLOWED_RECIPIENTS.has(a)),
  );
  // Seeded tickets are only read, except TASK-7, which gets a note: every other one keeps its whole body
  // (description, notes, comments) as seeded; on TASK-7 lines may be added and none lost. A note on the
  // Done TASK-11 ("also reported by ...") is a change to a ticket the task only reads.
  const bodyChanged = (id: string, markdown: string): string[] => {
    const seeded = before.find((task) => task.id.toUpperCase() === id.toUpperCase());
    if (seeded === undefined) return [];
    if (id.toUpperCase() === NOTED)
      return keepsLines(body(seeded.markdown), body(markdown)).passed ? [] : [`${id} notes or text lost`];
    return plain(body(markdown)) === plain(body(seeded.markdown)) ? [] : [`${id} notes or text changed`];
  };
  const changedTasks = Object.entries(SEEDED_TASKS).flatMap(
    ([id, [title, status, assignee, labels, priority, description]]) => {
      const task = byId.get(id);
      if (!task) return [`${id} gone`];
      const fields: Array<[string, string, string]> = [
        ['title', task.title, title],
        ['status', task.status, status],
        ['assignee', task.assignee.join(','), assignee],
        ['labels', [...task.labels].sort().join(','), labels.split(',').filter(Boolean).sort().join(',')],
        ['priority', task.priority ?? '', priority],
        [
          'archived',
          String(task.archived),
          String(before.find((seeded) => seeded.id.toUpperCase() === id)?.archived),
        ],
      ];
      return [
        ...fields.filter(([, now, seeded]) => now !== seeded).map(([field, now]) => `${id} ${field}: ${now}`),
        ...(plain(task.markdown).includes(plain(description)) ? [] : [`${id} description changed`]),
        ...bodyChanged(id, task.markdown),
      ];
    },
  );
  // The rest of the board (other teams' tickets) is kept as seeded too, notes included.
  const fieldsOf = (task: (typeof tasks)[number]): string =>
    JSON.stringify([
      task.title,
      task.status,
      task.assignee,
      [...task.labels].sort(),
      task.priority ?? '',
      task.archived,
    ]);
  for (const want of before.filter((task) => !SEEDED.has(task.id.toUpperCase()))) {
    const task = byId.get(want.id.toUpperCase());
    if (!task) changedTasks.push(`${want.id} gone`);
    else if (fieldsOf(task) !== fieldsOf(want) || bodyChanged(want.id, task.markdown).length > 0)
      changedTasks.push(`${want.id} changed`);
  }
  const mailGone = await missingMail(context.mail, SEEDED_MAIL);
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
      passed: BUGS.every((bug) => bug.reporter.test(plain(ticket(bug.key)?.markdown ?? ''))),
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
      passed: /corner.?grocer|kovac/.test(plain(byId.get('TASK-7')?.markdown ?? '')),
    },
    {
      name: 'second VAT report noted on the VAT ticket',
      passed: /idrissi/.test(plain(ticket('vat')?.markdown ?? '')),
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
      passed:
        android.some((message) => /4\.12/.test(plain(message.text))) &&
        byId.get('TASK-11')?.status === 'Done',
      detail: `${android.length} replies`,
    },
    {
      name: 'no mail to anyone else; existing tickets unchanged (a note only on TASK-7); every mail kept',
      passed: acted && strangers.length === 0 && changedTasks.length === 0 && mailGone.length === 0,
      detail: [...new Set(strangers)].concat(changedTasks, mailGone).slice(0, 6).join(', '),
    },
  ];
}
