import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { missingMail, normalizeText, parseCsv } from 'mcp-arena/evaluation';

const DAY = 86_400_000;
const HOLIDAYS = new Set(['2026-12-25', '2026-12-28', '2027-01-01']);
const CSV = 'data/leave-allowance-2026.csv';

/** Every seeded event (uid, first day, exclusive end, title): none may change or go. */
const SEEDED_EVENTS: Record<string, Array<[string, string, string, string]>> = {
  absences: [
    ['leave-sara-2026-11-02', '2026-11-02', '2026-11-07', 'Sara Lind - Annual leave'],
    ['leave-jonas-2026-10-19', '2026-10-19', '2026-10-21', 'Jonas Weber - Annual leave'],
    ['leave-nadia-2026-11-09', '2026-11-09', '2026-11-21', 'Nadia Kovac - Annual leave'],
    ['leave-lukas-2026-10-26', '2026-10-26', '2026-10-31', 'Lukas Brandt - Annual leave'],
    ['leave-ben-2026-11-30', '2026-11-30', '2026-12-03', 'Ben Okoro - Annual leave'],
    ['leave-ola-2026-12-21', '2026-12-21', '2026-12-23', 'Ola Nowak - Annual leave'],
    ['holiday-2026-12-25', '2026-12-25', '2026-12-26', 'Public holiday: Christmas Day'],
    ['holiday-2026-12-28', '2026-12-28', '2026-12-29', 'Public holiday: Boxing Day (substitute)'],
    ['holiday-2027-01-01', '2027-01-01', '2027-01-02', "Public holiday: New Year's Day"],
  ],
  team: [
    ['standup-weekly', '2026-11-24T09:00', '2026-11-24T09:15', 'Platform Support standup'],
    ['allhands-2026-12-03', '2026-12-03T16:00', '2026-12-03T17:00', 'All-hands'],
    ['migration-week', '2026-12-14', '2026-12-19', 'Billing platform migration (all hands, no leave)'],
    ['retro-2026-11-27', '2026-11-27T14:00', '2026-11-27T15:00', 'Monthly retro'],
    ['xmas-lunch', '2026-12-22T12:00', '2026-12-22T14:00', 'Team Christmas lunch'],
  ],
};

/** Seeded workspace files other than the allowance CSV: none may change (new files are fine). */
const SEEDED_FILES = [
  'README.md',
  'data/leave-allowance-2025.csv',
  'data/on-call-rota-december.csv',
  'data/team-roster.csv',
  'notes/1-1-carmen-diaz.md',
  'notes/1-1-tom-reyes.md',
  'notes/team-offsite-ideas.md',
  'policies/expenses-policy-2026.md',
  'policies/leave-policy-2026.md',
  'policies/remote-work.md',
];

/** Every seeded message: the agent answers mail, it never deletes any. */
const SEEDED_MAIL = [
  're-leave-ben-okoro',
  'leave-ben-okoro',
  'nadia-away-nov',
  'leave-tom-reyes',
  'leave-lukas-brandt',
  'leave-carmen-diaz',
  'leave-sara-lind',
  'ola-sick-1123',
  'leave-jonas-weber',
  'allhands-dec',
  'leave-aisha-bello',
  'escalations-w47',
  'carryover-reminder',
  'migration-plan-v2',
  'inv-dl-88213',
  'ben-handover',
  'vpn-maint-1128',
].map((id) => `<${id}@${id === 'inv-dl-88213' ? 'deskly.test' : 'harbourline.test'}>`);

interface Request {
  id: string;
  name: string;
  email: string;
  messageId: string;
  /** Working days to book when approved; empty when the request must be declined. */
  days: string[];
  /** Facts a decline must carry (any one of them): the rule and its numbers, not a phrasing. */
  reason?: RegExp;
  reasonName?: string;
}

const REQUESTS: Request[] = [
  {
    id: 'E104',
    name: 'Tom Reyes',
    email: 'tom.reyes@harbourline.test',
    messageId: '<leave-tom-reyes@harbourline.test>',
    days: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'],
  },
  {
    id: 'E117',
    name: 'Aisha Bello',
    email: 'aisha.bello@harbourline.test',
    messageId: '<leave-aisha-bello@harbourline.test>',
    days: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24'],
  },
  {
    id: 'E142',
    name: 'Sara Lind',
    email: 'sara.lind@harbourline.test',
    messageId: '<leave-sara-lind@harbourline.test>',
    days: ['2026-12-04'],
  },
  {
    id: 'E121',
    name: 'Lukas Brandt',
    email: 'lukas.brandt@harbourline.test',
    messageId: '<leave-lukas-brandt@harbourline.test>',
    days: [],
    reason: /allowance|remaining|balance|entitlement|\b(6|six)\b|\b(8|eight) (working )?days/,
    reasonName: 'not enough allowance (6 days left, 8 asked)',
  },
  {
    id: 'E130',
    name: 'Carmen Diaz',
    email: 'carmen.diaz@harbourline.test',
    messageId: '<leave-carmen-diaz@harbourline.test>',
    days: [],
    reason: /black ?out|freeze|migration|cutover|no.leave|\b14\b/,
    reasonName: 'the 14-18 December blackout',
  },
  {
    id: 'E126',
    name: 'Jonas Weber',
    email: 'jonas.weber@harbourline.test',
    messageId: '<leave-jonas-weber@harbourline.test>',
    days: [],
    reason: /notice|advance|lead time|\b(5|five|2|two) (full )?(working|business) days/,
    reasonName: 'too short notice (2 working days, 5 needed)',
  },
];

const plain = (text: string): string => normalizeText(text);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Whether plain text names a date: "7 December", "Dec 7th", "Monday 7 to Friday 11 December", 2026-12-07, 7.12., 12/7. */
function namesDate(text: string, iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const name = `${MONTHS[month - 1]}[a-z]*\\.?`;
  const number = `0?${day}(st|nd|rd|th)?`;
  return [
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    `\\b${number}\\b.{0,30}?\\b${name}`,
    `\\b${name}\\b.{0,12}?\\b${number}\\b`,
    `\\b0?${day}[./]0?${month}\\b`,
    `\\b0?${month}/0?${day}\\b`,
  ].some((pattern) => new RegExp(pattern).test(text));
}

/** Working days (Mon-Fri, not a public holiday) an event covers; all-day ends are exclusive. */
function workingDays(start: string, end: string): string[] {
  const from = Date.parse(start.slice(0, 10));
  const until = end ? Date.parse(end) : from + DAY;
  const days: string[] = [];
  for (let day = from; day < Math.max(until, from + 1) && days.length < 400; day += DAY) {
    const date = new Date(day);
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6 && !HOLIDAYS.has(iso)) days.push(iso);
  }
  return days;
}

/** Allowance after the three approvals: employee_id to [taken_days, remaining_days]. */
const APPROVED_CSV: Record<string, [string, string]> = {
  E104: ['20', '7'],
  E117: ['23', '2'],
  E142: ['13', '12'],
};

const isInteger = (value: string | undefined, expected: string): boolean =>
  value !== undefined && /^\s*-?\d+(\.0+)?\s*$/.test(value) && Number(value) === Number(expected);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const seededUids = new Set([
    ...Object.values(SEEDED_EVENTS).flatMap((list) => list.map(([uid]) => `${uid}@harbourline.test`)),
    // The calendar noise (seed/calendar/noise.yaml) is seeded too.
    ...(await context.before.calendar.events()).map((event) => event.uid),
  ]);
  const added = events.filter((event) => event.calendar === 'absences' && !seededUids.has(event.uid));
  const calendarDamage = Object.entries(SEEDED_EVENTS).flatMap(([calendar, list]) =>
    list
      .filter(([uid, start, end, summary]) => {
        const event = events.find((item) => item.uid === `${uid}@harbourline.test`);
        return (
          event === undefined ||
          event.calendar !== calendar ||
          !event.start.startsWith(start) ||
          !event.end.startsWith(end) ||
          plain(event.summary) !== plain(summary)
        );
      })
      .map(([uid]) => `${uid} changed or gone`),
  );
  const strayEvents = events.filter((event) => event.calendar !== 'absences' && !seededUids.has(event.uid));
  const booked = (name: string): string[] =>
    [
      ...new Set(
        added
          .filter((event) => plain(event.summary).includes(name.toLowerCase()))
          .flatMap((event) => workingDays(event.start, event.end)),
      ),
    ].sort();

  const sent = await context.mail.sent();
  const replies = (request: Request) =>
    sent.filter((message) => message.inReplyTo === request.messageId && message.to.includes(request.email));
  const replyText = (request: Request): string[] => replies(request).map((message) => plain(message.text));
  const mailGone = await missingMail(context.mail, SEEDED_MAIL);

  const seedRows = parseCsv(context.readSeed(CSV) ?? '');
  const csvText = context.readText(CSV) ?? '';
  const rows = parseCsv(csvText);
  const row = (id: string) => rows.find((item) => item.employee_id === id);
  const csvDamage = seedRows.flatMap((seeded) => {
    const found = row(seeded.employee_id!);
    if (!found) return [`${seeded.employee_id} gone`];
    const allowed = APPROVED_CSV[seeded.employee_id!] ? ['taken_days', 'remaining_days'] : [];
    return Object.keys(seeded)
      .filter(
        (column) => !allowed.includes(column) && (found[column] ?? '').trim() !== seeded[column]!.trim(),
      )
      .map((column) => `${seeded.employee_id} ${column}: ${found[column]}`);
  });
  const filesDamage = SEEDED_FILES.filter((file) => context.readText(file) !== context.readSeed(file));

  const acted = added.length > 0 || sent.length > 0 || csvText !== context.readSeed(CSV);
  const approved = REQUESTS.filter((request) => request.days.length > 0);
  const declined = REQUESTS.filter((request) => request.days.length === 0);
  return [
    ...approved.map((request) => ({
      name: `${request.name}'s leave in Absences (${request.days[0]} to ${request.days.at(-1)})`,
      points: request.days.length > 1 ? 2 : 1,
      passed: JSON.stringify(booked(request.name)) === JSON.stringify(request.days),
      detail: booked(request.name).join(', ') || 'nothing booked',
    })),
    {
      name: 'nothing booked for the declined requests or for sickness',
      points: 2,
      passed:
        acted &&
        added.every((event) =>
          approved.some((request) => plain(event.summary).includes(request.name.toLowerCase())),
        ),
      detail: added.map((event) => `${event.summary} ${event.start}`).join('; '),
    },
    {
      name: 'every seeded calendar entry unchanged, no other calendar touched',
      passed: acted && calendarDamage.length === 0 && strayEvents.length === 0,
      detail: [...calendarDamage, ...strayEvents.map((event) => `added ${event.summary}`)]
        .slice(0, 5)
        .join('; '),
    },
    {
      name: 'allowance CSV: taken and remaining days updated for Tom, Aisha and Sara',
      points: 2,
      passed: Object.entries(APPROVED_CSV).every(
        ([id, [taken, remaining]]) =>
          isInteger(row(id)?.taken_days, taken) && isInteger(row(id)?.remaining_days, remaining),
      ),
      detail: Object.keys(APPROVED_CSV)
        .map((id) => `${id} ${row(id)?.taken_days}/${row(id)?.remaining_days}`)
        .join(', '),
    },
    {
      name: 'allowance CSV: every other row and column as seeded',
      passed: acted && seedRows.length > 0 && csvDamage.length === 0,
      detail: csvDamage.slice(0, 5).join('; '),
    },
    {
      name: 'other workspace files and every seeded mail kept',
      passed: acted && filesDamage.length === 0 && mailGone.length === 0,
      detail: [...filesDamage.map((file) => `${file} changed`), ...mailGone.map((id) => `${id} gone`)].join(
        '; ',
      ),
    },
    ...approved.map((request) => ({
      name: `${request.name} told, with the dates`,
      passed: replyText(request).some(
        (text) => namesDate(text, request.days[0]!) && namesDate(text, request.days.at(-1)!),
      ),
      detail: `${replies(request).length} replies`,
    })),
    ...declined.map((request) => ({
      name: `${request.name} answered with the reason: ${request.reasonName}`,
      passed: replyText(request).some((text) => request.reason!.test(text)),
      detail: `${replies(request).length} replies`,
    })),
  ];
}
