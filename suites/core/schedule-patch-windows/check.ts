import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  compareSets,
  diffCalendar,
  diffSql,
  mailsTo,
  mentionsDate,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

interface Window {
  start: string;
  end: string;
  hosts: number;
}
/** The earliest slot of each group by the policy, in the cycle file's order, and its active hosts. */
const WINDOWS: Record<string, Window> = {
  'pg-staging': { start: '2026-12-03T07:00:00Z', end: '2026-12-03T09:00:00Z', hosts: 6 },
  'pg-prod': { start: '2026-12-04T20:00:00Z', end: '2026-12-04T22:00:00Z', hosts: 12 },
  'web-staging': { start: '2026-12-02T07:00:00Z', end: '2026-12-02T09:00:00Z', hosts: 8 },
  'web-prod': { start: '2026-12-04T22:00:00Z', end: '2026-12-05T00:00:00Z', hosts: 24 },
};
/** Owners of active hosts in the four groups, with their hostnames per group. */
const OWNERS: Record<string, Record<string, string[]>> = {
  'jun.park@larkspur.test': {
    'web-prod': [
      'web-19.prod.larkspur.internal',
      'web-20.prod.larkspur.internal',
      'web-21.prod.larkspur.internal',
      'web-22.prod.larkspur.internal',
    ],
  },
  'kofi.mensah@larkspur.test': {
    'web-prod': [
      'web-11.prod.larkspur.internal',
      'web-12.prod.larkspur.internal',
      'web-13.prod.larkspur.internal',
      'web-14.prod.larkspur.internal',
      'web-15.prod.larkspur.internal',
      'web-16.prod.larkspur.internal',
      'web-17.prod.larkspur.internal',
      'web-18.prod.larkspur.internal',
    ],
    'web-staging': [
      'web-06.staging.larkspur.internal',
      'web-07.staging.larkspur.internal',
      'web-08.staging.larkspur.internal',
    ],
  },
  'lea.martin@larkspur.test': {
    'web-prod': [
      'web-01.prod.larkspur.internal',
      'web-02.prod.larkspur.internal',
      'web-03.prod.larkspur.internal',
      'web-04.prod.larkspur.internal',
      'web-05.prod.larkspur.internal',
      'web-06.prod.larkspur.internal',
      'web-07.prod.larkspur.internal',
      'web-08.prod.larkspur.internal',
      'web-09.prod.larkspur.internal',
      'web-10.prod.larkspur.internal',
    ],
    'web-staging': [
      'web-01.staging.larkspur.internal',
      'web-02.staging.larkspur.internal',
      'web-03.staging.larkspur.internal',
      'web-04.staging.larkspur.internal',
      'web-05.staging.larkspur.internal',
    ],
  },
  'nadia.berg@larkspur.test': {
    'pg-prod': [
      'pg-01.prod.larkspur.internal',
      'pg-02.prod.larkspur.internal',
      'pg-03.prod.larkspur.internal',
      'pg-04.prod.larkspur.internal',
      'pg-05.prod.larkspur.internal',
      'pg-06.prod.larkspur.internal',
      'pg-07.prod.larkspur.internal',
      'pg-08.prod.larkspur.internal',
    ],
    'pg-staging': [
      'pg-01.staging.larkspur.internal',
      'pg-02.staging.larkspur.internal',
      'pg-03.staging.larkspur.internal',
      'pg-04.staging.larkspur.internal',
    ],
  },
  'omar.haddad@larkspur.test': {
    'pg-prod': [
      'pg-09.prod.larkspur.internal',
      'pg-10.prod.larkspur.internal',
      'pg-11.prod.larkspur.internal',
      'pg-12.prod.larkspur.internal',
    ],
    'pg-staging': ['pg-05.staging.larkspur.internal', 'pg-06.staging.larkspur.internal'],
  },
  'sara.ito@larkspur.test': {
    'web-prod': ['web-23.prod.larkspur.internal', 'web-24.prod.larkspur.internal'],
  },
};
const GROUPS = Object.keys(WINDOWS);
const instant = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')).getTime();
/** Whether the first time of day written in the text (07:00, 7:00, 07.00, 22h00) is the window's start. */
const startsAt = (text: string, iso: string): boolean => {
  // `4.12.2026` and `04.12.` are dates, not times.
  const first = /(?<![\d:.])(\d{1,2})[:.h](\d{2})(?![\d.])/i.exec(text);
  return first !== null && Number(first[1]) === Number(iso.slice(11, 13)) && first[2] === iso.slice(14, 16);
};
const count = (text: string, value: number) => new RegExp(`(?<![\\d.:-])${value}(?![\\d:])`).test(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const seeded = await context.before.calendar.events();
  const seededUids = new Set(seeded.map((event) => event.uid));
  const created = events.filter((event) => !seededUids.has(event.uid));
  const windowFor = (group: string) =>
    created.filter((event) =>
      new RegExp(`patch window\\W+${group}\\b`, 'i').test(normalizeText(event.summary)),
    );
  const eventsWrong = GROUPS.filter((group) => {
    const found = windowFor(group);
    const want = WINDOWS[group]!;
    return (
      found.length !== 1 ||
      instant(found[0]!.start) !== instant(want.start) ||
      instant(found[0]!.end) !== instant(want.end)
    );
  });
  const countsWrong = GROUPS.filter(
    (group) => !count(windowFor(group)[0]?.description ?? '', WINDOWS[group]!.hosts),
  );
  const otherEvents = created.filter((event) => !GROUPS.some((group) => windowFor(group).includes(event)));
  const calendar = diffCalendar(seeded, events, { added: () => true });

  const schedule = await context.sql(
    `SELECT patch_group, starts_at, ends_at, host_count FROM patch_schedule WHERE cycle = '2026-49'
       AND patch_group IN ('pg-staging', 'pg-prod', 'web-staging', 'web-prod')`,
  );
  const rowsWrong = GROUPS.filter((group) => {
    const rows = schedule.filter((row) => row.patch_group === group);
    const want = WINDOWS[group]!;
    return (
      rows.length !== 1 ||
      new Date(String(rows[0]!.starts_at)).getTime() !== instant(want.start) ||
      new Date(String(rows[0]!.ends_at)).getTime() !== instant(want.end) ||
      Number(rows[0]!.host_count) !== want.hosts
    );
  });
  const database = await diffSql(context.before.sql, context.sql, {
    tables: { patch_schedule: { key: 'id', allow: { added: true } } },
  });
  const addedRows = database.tables.patch_schedule?.added.length ?? 0;

  const sent = await context.mail.sent();
  // To, Cc and Bcc alike: a blind copy to someone else is a mail to them.
  const to = (address: string) => mailsTo(sent, address);
  const owners = Object.keys(OWNERS);
  const notOnce = owners.filter((owner) => to(owner).length !== 1);
  const strangers = [
    ...new Set(sent.flatMap((mail) => recipientsOf(mail)).filter((address) => !owners.includes(address))),
  ];
  const windowWrong = owners.flatMap((owner) => {
    const text = normalizeText(to(owner)[0]?.text ?? '', { keepLines: true });
    const lines = text.split('\n');
    return Object.keys(OWNERS[owner]!)
      .filter((group) => {
        const at = lines.findIndex((line) => new RegExp(`(^|[^a-z-])${group}\\b`).test(line));
        const near = lines.slice(Math.max(at, 0), at + 3).join(' ');
        const want = WINDOWS[group]!;
        return (
          at < 0 ||
          !mentionsDate(near, want.start.slice(0, 10)) ||
          !startsAt(near.slice(near.search(new RegExp(`(^|[^a-z-])${group}\\b`))), want.start)
        );
      })
      .map((group) => `${owner.split('@')[0]}/${group}`);
  });
  // The hosts a mail names, as `web-19.prod`: exactly the owner's active ones, none missing and none
  // extra (a decommissioned host of the owner's, or another owner's host, is not theirs to patch).
  const hostsWrong = owners.flatMap((owner) => {
    const text = normalizeText(to(owner)[0]?.text ?? '');
    const named = [...text.matchAll(/(?<![\w-])((?:pg|web)-\d+\.(?:prod|staging))\b/g)].map(
      (match) => match[1]!,
    );
    const own = Object.values(OWNERS[owner]!)
      .flat()
      .map((host) => host.split('.').slice(0, 2).join('.'));
    const compared = compareSets(named, own);
    return compared.passed ? [] : [`${owner.split('@')[0]}: ${compared.detail}`];
  });
  const acted = created.length > 0 || sent.length > 0 || addedRows > 0;

  return [
    {
      name: 'one Patch window event per group in the earliest slot the policy allows',
      points: 4,
      passed: eventsWrong.length === 0,
      detail: `wrong or missing: ${eventsWrong.join(', ')}`,
    },
    {
      name: 'events give the number of active hosts (6, 12, 8, 24)',
      passed: acted && countsWrong.length === 0,
      detail: countsWrong.join(', '),
    },
    {
      name: 'no other events added; seeded events unchanged',
      passed: acted && otherEvents.length === 0 && calendar.passed,
      detail: `${otherEvents.map((event) => event.summary).join('; ')} ${calendar.detail}`,
    },
    {
      name: 'patch_schedule has the four windows of cycle 2026-49 with active host counts',
      points: 2,
      passed: rowsWrong.length === 0,
      detail: `wrong or missing: ${rowsWrong.join(', ')}`,
    },
    {
      name: 'database otherwise unchanged (hosts, earlier schedule rows)',
      passed: acted && database.passed && addedRows === 4,
      detail: `${addedRows} rows added; ${database.detail}`,
    },
    {
      name: 'each of the six owners mailed once, nobody else (not the owner of decommissioned hosts)',
      points: 2,
      passed: notOnce.length === 0 && strangers.length === 0,
      detail: `not once: ${notOnce.join(', ')}; others: ${strangers.join(', ')}`,
    },
    {
      name: "mails give each of the owner's groups with its day and start time",
      points: 2,
      passed: sent.length > 0 && windowWrong.length === 0,
      detail: windowWrong.join(', '),
    },
    {
      name: "mails list the owner's active hosts, and no other",
      passed: sent.length > 0 && hostsWrong.length === 0,
      detail: hostsWrong.join(', '),
    },
  ];
}
