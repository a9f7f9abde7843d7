import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import { diffFiles, diffTracker, keptState, noneWrong, normalizeText, parseCsv } from 'mcp-arena/evaluation';

/** Every certificate a live config uses on 24 Nov 2026: file, CN, notAfter date, days left, live configs. */
const INVENTORY: Array<[string, string, string, number, string]> = [
  ['status.pem', 'status.larkspur.test', '2026-11-20', -4, 'infra/nginx/sites-enabled/status.conf'],
  ['api.pem', 'api.larkspur.test', '2026-12-08', 14, 'infra/nginx/sites-enabled/api.conf'],
  ['mail.pem', 'mail.larkspur.test', '2026-12-10', 16, 'infra/nginx/sites-enabled/mail.conf'],
  ['partners.pem', 'partners.larkspur.test', '2026-12-20', 26, 'infra/haproxy/haproxy.cfg'],
  ['grafana.pem', 'grafana.ops.larkspur.test', '2026-12-24', 30, 'infra/nginx/sites-enabled/grafana.conf'],
  ['vault.pem', 'vault.ops.larkspur.test', '2026-12-25', 31, 'infra/nginx/sites-enabled/vault.conf'],
  ['sandbox.pem', 'sandbox.larkspur.test', '2027-01-21', 58, 'infra/nginx/sites-enabled/sandbox.conf'],
  ['portal.pem', 'portal.larkspur.test', '2027-02-01', 69, 'infra/nginx/sites-enabled/portal.conf'],
  [
    'shop.pem',
    'shop.larkspur.test',
    '2027-03-02',
    98,
    'infra/nginx/sites-enabled/shop.conf;infra/nginx/sites-enabled/shop-static.conf',
  ],
  ['sso.pem', 'sso.larkspur.test', '2027-03-17', 113, 'infra/nginx/sites-enabled/sso.conf'],
  ['support.pem', 'support.larkspur.test', '2027-03-30', 126, 'infra/nginx/sites-enabled/support.conf'],
  ['merchant.pem', 'merchant.larkspur.test', '2027-04-25', 152, 'infra/nginx/sites-enabled/merchant.conf'],
  ['argocd.pem', 'argocd.ops.larkspur.test', '2027-05-15', 172, 'infra/nginx/sites-enabled/argocd.conf'],
  ['auth.pem', 'auth.larkspur.test', '2027-07-19', 237, 'infra/nginx/sites-enabled/auth.conf'],
  [
    'registry.pem',
    'registry.ops.larkspur.test',
    '2027-08-01',
    250,
    'infra/nginx/sites-enabled/registry.conf',
  ],
  [
    'cdn-origin.pem',
    'cdn-origin.larkspur.test',
    '2027-09-01',
    281,
    'infra/nginx/sites-enabled/cdn-origin.conf',
  ],
  ['webhooks.pem', 'webhooks.larkspur.test', '2027-10-02', 312, 'infra/haproxy/haproxy.cfg'],
  ['careers.pem', 'careers.larkspur.test', '2027-10-06', 316, 'infra/nginx/sites-enabled/careers.conf'],
  ['jenkins.pem', 'jenkins.ops.larkspur.test', '2027-10-09', 319, 'infra/nginx/sites-enabled/jenkins.conf'],
  ['www.pem', 'www.larkspur.test', '2027-10-11', 321, 'infra/nginx/sites-enabled/www.conf'],
  ['docs.pem', 'docs.larkspur.test', '2027-11-16', 357, 'infra/nginx/sites-enabled/docs.conf'],
  ['blog.pem', 'blog.larkspur.test', '2027-11-22', 363, 'infra/nginx/sites-enabled/blog.conf'],
  ['kibana.pem', 'kibana.ops.larkspur.test', '2027-12-09', 380, 'infra/nginx/sites-enabled/kibana.conf'],
  ['alerts.pem', 'alerts.ops.larkspur.test', '2027-12-18', 389, 'infra/nginx/sites-enabled/alerts.conf'],
];
/** Certificates with 30 days or less that need a new ticket (mail.larkspur.test has TASK-9 open). */
const RENEW: Array<{ cn: string; priority: string; owner: string; due: string }> = [
  { cn: 'status.larkspur.test', priority: 'high', owner: 'web', due: '2026-11-24' },
  { cn: 'api.larkspur.test', priority: 'high', owner: 'platform', due: '2026-12-08' },
  { cn: 'partners.larkspur.test', priority: 'medium', owner: 'platform', due: '2026-12-20' },
  { cn: 'grafana.ops.larkspur.test', priority: 'medium', owner: 'sre', due: '2026-12-24' },
];

const certName = (value: string | undefined) => (value ?? '').trim().replace(/^.*\//, '');
const usedBy = (value: string | undefined) =>
  (value ?? '')
    .split(/[;|]/)
    .map((path) => path.trim().replace(/^\.?\/?(infra\/)?/, ''))
    .filter(Boolean)
    .sort()
    .join(';');
const handles = (task: TrackerTask) =>
  task.assignee.map((name) => name.trim().replace(/^@/, '').toLowerCase());

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // The report is named after the day it was made.
  const REPORT = `reports/cert-expiry-${context.today}.csv`;
  const text = context.readText(REPORT);
  const rows = text === undefined ? [] : parseCsv(text);
  const byCert = new Map(rows.map((row) => [certName(row.certificate), row]));
  const wanted = new Set(INVENTORY.map(([file]) => file));
  const missing = INVENTORY.filter(([file]) => !byCert.has(file)).map(([file]) => file);
  const extra = rows.map((row) => certName(row.certificate)).filter((file) => !wanted.has(file));
  const datesWrong = INVENTORY.filter(([file, , expires, days]) => {
    const row = byCert.get(file);
    return !row || row.expires?.trim() !== expires || Number(row.days_left) !== days;
  }).map(([file]) => file);
  const namesWrong = INVENTORY.filter(([file, cn, , , used]) => {
    const row = byCert.get(file);
    return !row || row.common_name?.trim().toLowerCase() !== cn || usedBy(row.used_by) !== usedBy(used);
  }).map(([file]) => file);
  const dates = rows.map((row) => row.expires?.trim() ?? '');
  const sorted = dates.every((date, index) => index === 0 || dates[index - 1]! <= date);

  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const titled = (cn: string) =>
    created.filter((task) =>
      new RegExp(`(^|[^a-z0-9.-])${cn.replace(/\./g, '\\.')}(?![a-z0-9-]|\\.[a-z])`).test(
        normalizeText(task.title),
      ),
    );
  const ticketsWrong = RENEW.filter(({ cn, priority, owner, due }) => {
    const found = titled(cn);
    const task = found[0];
    return (
      found.length !== 1 ||
      !task ||
      !/\brenew/i.test(task.title) ||
      !task.labels.includes('cert-renewal') ||
      handles(task).join() !== owner ||
      (task.priority ?? '').toLowerCase() !== priority ||
      !new RegExp(`due_?date:\\s*'?${due}`).test(task.markdown)
    );
  }).map(({ cn }) => cn);
  const unexpected = created.filter((task) => !RENEW.some(({ cn }) => titled(cn).includes(task)));
  // Every seeded ticket as it was (notes added under a description aside); new tickets are judged above.
  const tickets = await diffTracker(context.before.tracker, context.tracker, { added: true });
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: [REPORT] } });
  const acted = text !== undefined || created.length > 0;

  return [
    {
      name: 'inventory lists exactly the 24 certificates live configs use (not archived sites, commented haproxy lines or certs/old)',
      points: 2,
      passed:
        text !== undefined && missing.length === 0 && extra.length === 0 && rows.length === INVENTORY.length,
      detail:
        text === undefined
          ? `${REPORT} missing`
          : `missing: ${missing.join(', ')}; extra: ${extra.join(', ')}`,
    },
    {
      name: 'expiry dates and days left counted from 24 November',
      points: 2,
      passed: text !== undefined && datesWrong.length === 0,
      detail: datesWrong.join(', '),
    },
    {
      name: 'common names and the configs that use each certificate',
      passed: text !== undefined && namesWrong.length === 0,
      detail: namesWrong.join(', '),
    },
    {
      name: 'inventory sorted by expiry, soonest first',
      passed: text !== undefined && rows.length > 1 && sorted,
      detail: dates.slice(0, 6).join(' '),
    },
    noneWrong(
      'renewal tickets for status, api, partners and grafana.ops: owner, priority, label, due date',
      ticketsWrong,
      { points: 3 },
    ),
    noneWrong(
      'no other new tickets (mail has TASK-9 open; vault.ops has 31 days)',
      unexpected.map((task) => task.title),
      { acted },
    ),
    keptState('seeded tickets unchanged', tickets, acted),
    keptState('configs, certificates and earlier reports untouched', files, acted),
  ];
}
