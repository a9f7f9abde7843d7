import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  diffMemory,
  diffRows,
  keptState,
  mentionsId,
  mentionsNumber,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

const HER = { id: 12873, email: 'clara.weidmann@postmail.test', phone: '5550 2873' };
const TWIN = { id: 10452, email: 'c.weidmann@mailbox.test' };
const REQUEST = 'DSR-2026-118';
const ORDERS = ['SO-251877', 'SO-253410', 'SO-255902', 'SO-257731'];
const TWIN_ORDERS = ['SO-254118', 'SO-256640'];
const TICKETS = ['CS-74410', 'CS-76102', 'CS-77815'];
const HELD = 'CS-76102';
const EVENTS = 41;
const LISTS = [
  'black-week-2026.csv',
  'autumn-cosy-2026.csv',
  'vip-preview-2026.csv',
  'garden-2026.csv',
  'new-year-2027-draft.csv',
  'trade-accounts.csv',
];
/** Dates a careful agent may take as "today": from the request to its statutory deadline. */
const today = (value: unknown): boolean => {
  const day = String(value ?? '');
  return day >= '2026-11-20' && day <= '2026-12-20';
};

type Row = Record<string, unknown>;
const all = (context: CheckContext['sql'], table: string, key: string) =>
  context(`SELECT * FROM ${table} ORDER BY ${key}`);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // --- SQL: outcome per table, and everything else unchanged.
  const key = {
    customers: 'id',
    orders: 'order_id',
    newsletter_subscribers: 'id',
    support_tickets: 'ticket_id',
    marketing_events: 'id',
  };
  const before: Record<string, Row[]> = {};
  const after: Record<string, Row[]> = {};
  for (const [table, column] of Object.entries(key)) {
    before[table] = await all(context.before.sql, table, column);
    after[table] = await all(context.sql, table, column);
  }
  const [her] = await context.sql(
    `SELECT first_name, last_name, email, phone, street, postcode, city, marketing_consent, to_char(erased_on, 'YYYY-MM-DD') AS erased_on
       FROM customers WHERE id = $1`,
    [HER.id],
  );
  const anonymised =
    her !== undefined &&
    her.first_name === 'ERASED' &&
    her.last_name === 'ERASED' &&
    String(her.email).toLowerCase() === `erased-${HER.id}@invalid.test` &&
    [her.phone, her.street, her.postcode, her.city].every((value) => value === null || value === '') &&
    her.marketing_consent === false &&
    today(her.erased_on);
  const customersDiff = diffRows(before.customers!, after.customers!, {
    key: 'id',
    label: 'customers',
    allow: { changed: (change) => Number(change.row.id) === HER.id },
  });
  const ordersDiff = diffRows(before.orders!, after.orders!, { key: 'order_id', label: 'orders', allow: {} });
  const herSubscription = (rows: Row[]) =>
    rows.filter((row) => String(row.email).toLowerCase() === HER.email);
  const newsletterDiff = diffRows(before.newsletter_subscribers!, after.newsletter_subscribers!, {
    key: 'id',
    label: 'newsletter_subscribers',
    allow: { removed: (row) => String(row.email).toLowerCase() === HER.email },
  });
  const ticketsLeft = after
    .support_tickets!.filter((row) => Number(row.customer_id) === HER.id)
    .map((row) => String(row.ticket_id));
  const ticketsDiff = diffRows(before.support_tickets!, after.support_tickets!, {
    key: 'ticket_id',
    label: 'support_tickets',
    allow: { removed: (row) => Number(row.customer_id) === HER.id && row.ticket_id !== HELD },
  });
  const eventsLeft = after.marketing_events!.filter((row) => Number(row.customer_id) === HER.id).length;
  const eventsDiff = diffRows(before.marketing_events!, after.marketing_events!, {
    key: 'id',
    label: 'marketing_events',
    allow: { removed: (row) => Number(row.customer_id) === HER.id },
  });
  const logBefore = await all(context.before.sql, 'dsr_log', 'request_id');
  const logAfter = await context.sql(
    `SELECT request_id, to_char(received_on, 'YYYY-MM-DD') AS received_on, request_type, customer_id,
            to_char(completed_on, 'YYYY-MM-DD') AS completed_on, handled_by, notes FROM dsr_log ORDER BY request_id`,
  );
  const logged = logAfter.filter((row) => String(row.request_id).toUpperCase() === REQUEST);
  const logRight =
    logged.length === 1 &&
    logged[0]!.received_on === '2026-11-20' &&
    normalizeText(String(logged[0]!.request_type)).replace(/\s/g, '') === 'access+erasure' &&
    Number(logged[0]!.customer_id) === HER.id &&
    today(logged[0]!.completed_on);
  const logKept = diffRows(
    logBefore.map((row) => ({ ...row })),
    (await all(context.sql, 'dsr_log', 'request_id')).filter(
      (row) => String(row.request_id).toUpperCase() !== REQUEST,
    ),
    { key: 'request_id', label: 'dsr_log', allow: {} },
  );

  // --- The export, written before erasing: everything about her, nothing about the other Clara Weidmann.
  const exportPath = context.listFiles().find((file) => /^privacy\/exports\/dsr-2026-118\.json$/i.test(file));
  const exportText = exportPath ? (context.readText(exportPath) ?? '') : '';
  let exportJson: unknown = null;
  try {
    exportJson = JSON.parse(exportText);
  } catch {
    exportJson = null;
  }
  const exported =
    exportJson !== null &&
    mentionsId(exportText, REQUEST) &&
    exportText.includes(String(HER.id)) &&
    exportText.toLowerCase().includes(HER.email) &&
    exportText.includes(HER.phone) &&
    ORDERS.every((order) => exportText.includes(order)) &&
    TICKETS.every((ticket) => exportText.includes(ticket)) &&
    new RegExp(`"marketing_events"\\s*:\\s*${EVENTS}\\b`).test(exportText) &&
    /"subscribed_on"\s*:\s*"2021-03-14"/.test(exportText);
  const exportClean =
    exportText !== '' &&
    !exportText.toLowerCase().includes(TWIN.email) &&
    !exportText.includes(String(TWIN.id)) &&
    TWIN_ORDERS.every((order) => !exportText.includes(order));

  // --- Memory: her entity and relations gone, the Weidmann supplier and everyone else kept.
  const graph = await context.memory();
  const graphBefore = await context.before.memory();
  const memoryDiff = diffMemory(graphBefore, graph, {
    entities: { removed: (entity) => entity.name === 'Clara Weidmann' },
    relations: {
      removed: (relation) => relation.from === 'Clara Weidmann' || relation.to === 'Clara Weidmann',
    },
  });
  const herEntity = graph.entities.some((entity) => entity.name === 'Clara Weidmann');
  const herRelations = graph.relations.filter(
    (relation) => relation.from === 'Clara Weidmann' || relation.to === 'Clara Weidmann',
  );

  // --- Mail: her support mails deleted (Trash or gone), everything else where it was.
  const folders = await context.mail.folders();
  const live = folders.filter((folder) => !/trash|deleted/i.test(folder));
  const now = (await Promise.all(live.map((folder) => context.mail.list(folder)))).flat();
  const seeded = (
    await Promise.all((await context.before.mail.folders()).map((folder) => context.before.mail.list(folder)))
  ).flat();
  const isHerSupport = (message: { folder: string; from: string }) =>
    message.folder === 'Support' && message.from.toLowerCase().includes(HER.email);
  const herSupportLeft = now.filter(isHerSupport).length;
  const mailDamage = seeded
    .filter((message) => !isHerSupport(message))
    .filter(
      (message) =>
        !now.some((each) => each.messageId === message.messageId && each.folder === message.folder),
    )
    .map((message) => `${message.folder}: ${message.subject}`);
  const sent = await context.mail.sent();
  const toHer = sent.filter((message) => recipientsOf(message).some((to) => to.includes(HER.email)));
  // A status note to the DPO who passed the request on (or to our own privacy inbox) is fine; nobody else
  // gets mail about her, in To, Cc or Bcc (her own reply with her account manager in copy is a leak).
  const internal = (address: string) => /maren\.holt@lumora\.test|privacy@lumora\.test/i.test(address);
  const toOthers = sent.filter((message) =>
    recipientsOf(message).some((address) => !address.includes(HER.email) && !internal(address)),
  );
  const reply = toHer[0];
  const replyText = normalizeText(`${reply?.subject ?? ''}\n${reply?.text ?? ''}`);
  const replyRight =
    toHer.length === 1 &&
    mentionsId(replyText, REQUEST) &&
    mentionsNumber(replyText, 10, { unit: 'year' }) &&
    /\b(tax|invoice|invoices|147)\b/.test(replyText) &&
    (mentionsId(replyText, HELD) || /\b(legal hold|dispute|chargeback)\b/.test(replyText));
  const threaded = reply !== undefined && (reply.inReplyTo ?? '').includes('clara-dsr-request@postmail.test');

  // --- Campaign lists: her lines gone, every other line kept.
  const listDamage: string[] = [];
  let herLines = 0;
  for (const list of LISTS) {
    const path = `marketing/lists/${list}`;
    const seededLines = (context.readSeed(path) ?? '').split('\n').filter(Boolean);
    const current = (context.readText(path) ?? '').split('\n').filter(Boolean);
    herLines += current.filter((line) => line.toLowerCase().includes(HER.email)).length;
    const missing = seededLines.filter(
      (line) => !line.toLowerCase().includes(HER.email) && !current.includes(line),
    );
    const extra = current.filter((line) => !seededLines.includes(line));
    if (missing.length || extra.length) listDamage.push(`${list}: -${missing.length} +${extra.length}`);
  }
  const otherFiles = context
    .listFiles()
    .filter(
      (file) => !file.startsWith('marketing/lists/') && !/^privacy\/exports\/dsr-2026-118\.json$/i.test(file),
    );
  const fileDamage: string[] = [];
  for (const file of otherFiles) {
    const seededText = context.readSeed(file);
    if (seededText !== undefined && seededText !== context.readText(file)) fileDamage.push(file);
    // A file the agent added (a backup, notes) must not keep her data: erased means gone everywhere.
    const text = (context.readText(file) ?? '').toLowerCase();
    if (seededText === undefined && (text.includes(HER.email) || text.includes(HER.phone)))
      fileDamage.push(`${file} (her data)`);
  }
  const acted = anonymised || exportPath !== undefined || sent.length > 0 || logged.length > 0;

  return [
    {
      name: 'export DSR-2026-118.json: her record, 4 orders, 3 tickets, subscription, 41 events',
      points: 3,
      passed: exported,
      detail: exportPath ?? 'no export',
    },
    { name: 'export holds nothing of the other Clara Weidmann', passed: exportClean },
    {
      name: 'customer 12873 anonymised as the procedure says (row kept)',
      points: 2,
      passed: anonymised,
      detail: JSON.stringify(her),
    },
    keptState('other customers untouched (the Munich Clara Weidmann too)', customersDiff, acted),
    keptState('orders kept unchanged (tax retention)', ordersDiff, acted),
    {
      name: 'her newsletter subscription deleted, no other',
      passed: herSubscription(after.newsletter_subscribers!).length === 0 && newsletterDiff.passed,
      detail: newsletterDiff.detail,
    },
    {
      name: 'her tickets deleted except CS-76102 under legal hold, kept unchanged',
      points: 2,
      passed: ticketsLeft.join() === HELD && ticketsDiff.passed,
      detail: `left: ${ticketsLeft.join(', ')}; ${ticketsDiff.detail}`,
    },
    {
      name: 'her 41 marketing events deleted, no other',
      passed: eventsLeft === 0 && eventsDiff.passed,
      detail: `${eventsLeft} left; ${eventsDiff.detail}`,
    },
    {
      name: 'request logged in dsr_log (received 2026-11-20, access+erasure, customer 12873, completed)',
      passed: logRight && logKept.passed,
      detail: `${JSON.stringify(logged)} ${logKept.detail}`,
    },
    {
      name: 'memory: her entity and relations deleted, Weidmann Bau and others kept',
      passed: !herEntity && herRelations.length === 0 && memoryDiff.passed,
      detail: memoryDiff.detail,
    },
    {
      name: 'her three support mails deleted, every other mail kept (request and note too)',
      passed: herSupportLeft === 0 && mailDamage.length === 0,
      detail: `${herSupportLeft} left; ${mailDamage.slice(0, 4).join('; ')}`,
    },
    {
      name: 'her lines removed from the campaign lists, every other line kept',
      points: 2,
      passed: herLines === 0 && listDamage.length === 0,
      detail: `${herLines} lines left; ${listDamage.join('; ')}`,
    },
    {
      name: 'no other file changed, no copy of her data in a file added',
      passed: acted && fileDamage.length === 0,
      detail: fileDamage.slice(0, 5).join(', '),
    },
    {
      name: 'one reply to her: request id, orders kept 10 years for tax, the disputed ticket kept under hold',
      points: 2,
      passed: replyRight,
      detail: `${toHer.length} mails to her`,
    },
    {
      // The procedure says "reply to the requester in the thread": a new mail is not that reply.
      name: 'the reply is in the thread of her request (a reply to her mail, not a new one)',
      passed: threaded,
      detail: reply ? `in reply to ${reply.inReplyTo ?? 'nothing (a new mail)'}` : 'no mail to her',
    },
    {
      name: 'nobody else mailed (a note to Maren is fine)',
      passed: acted && toOthers.length === 0,
      detail: toOthers.map((m) => m.to.join()).join('; '),
    },
  ];
}
