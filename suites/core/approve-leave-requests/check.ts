import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';
import { parseCsv } from '../../../src/evaluation/index.ts';

const DAY = 86_400_000;
const HOLIDAYS = new Set(['2026-12-25', '2026-12-28', '2027-01-01']);
const SEEDED_ABSENCES = [
  'leave-sara-2026-11-02',
  'leave-jonas-2026-10-19',
  'leave-nadia-2026-11-09',
  'leave-lukas-2026-10-26',
  'leave-ben-2026-11-30',
  'leave-ola-2026-12-21',
  'holiday-2026-12-25',
  'holiday-2026-12-28',
  'holiday-2027-01-01',
].map((uid) => `${uid}@harbourline.test`);

interface Request {
  name: string;
  email: string;
  messageId: string;
  /** Working days to book when approved; empty when the request must be declined. */
  days: string[];
  /** What a decline must name. */
  reason?: RegExp;
  reasonName?: string;
}

const REQUESTS: Request[] = [
  {
    name: 'Tom Reyes',
    email: 'tom.reyes@harbourline.test',
    messageId: '<leave-tom-reyes@harbourline.test>',
    days: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'],
  },
  {
    name: 'Aisha Bello',
    email: 'aisha.bello@harbourline.test',
    messageId: '<leave-aisha-bello@harbourline.test>',
    days: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24'],
  },
  {
    name: 'Sara Lind',
    email: 'sara.lind@harbourline.test',
    messageId: '<leave-sara-lind@harbourline.test>',
    days: ['2026-12-04'],
  },
  {
    name: 'Lukas Brandt',
    email: 'lukas.brandt@harbourline.test',
    messageId: '<leave-lukas-brandt@harbourline.test>',
    days: [],
    reason: /allowance|remaining|days? left|only (has )?(6|six)|(6|six) days/i,
    reasonName: 'not enough allowance',
  },
  {
    name: 'Carmen Diaz',
    email: 'carmen.diaz@harbourline.test',
    messageId: '<leave-carmen-diaz@harbourline.test>',
    days: [],
    reason: /blackout|black-out|freeze|migration/i,
    reasonName: 'blackout period',
  },
  {
    name: 'Jonas Weber',
    email: 'jonas.weber@harbourline.test',
    messageId: '<leave-jonas-weber@harbourline.test>',
    days: [],
    reason: /notice/i,
    reasonName: 'too short notice',
  },
];

const declines = (text: string): boolean =>
  /declin|can(no|')?t approve|not (able|possible) to approve|unable to approve|not approv|reject|refus|have to say no/i.test(
    text,
  );
const approves = (text: string): boolean => /approv/i.test(text) && !declines(text);

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

const EXPECTED_CSV: Record<string, [string, string]> = {
  E104: ['20', '7'],
  E117: ['23', '2'],
  E121: ['22', '6'],
  E126: ['10', '15'],
  E130: ['20', '10'],
  E133: ['14', '11'],
  E138: ['21', '5'],
  E142: ['13', '12'],
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const events = await context.calendar.events();
  const absences = events.filter((event) => event.calendar === 'absences');
  const added = absences.filter((event) => !SEEDED_ABSENCES.includes(event.uid));
  const seededLeft = absences.filter((event) => SEEDED_ABSENCES.includes(event.uid));
  const team = events.filter((event) => event.calendar === 'team');
  const booked = (name: string): string[] =>
    [
      ...new Set(
        added
          .filter((event) => event.summary.toLowerCase().includes(name.toLowerCase()))
          .flatMap((event) => workingDays(event.start, event.end)),
      ),
    ].sort();

  const sent = await context.mail.sent();
  const replyTo = (request: Request) =>
    sent.filter((message) => message.inReplyTo === request.messageId && message.to.includes(request.email));

  const csvText = context.readText('data/leave-allowance-2026.csv') ?? '';
  const rows = parseCsv(csvText);
  const row = (id: string) => rows.find((item) => item.employee_id === id);
  const csvRight = (ids: string[]): boolean =>
    ids.every((id) => {
      const found = row(id);
      const [taken, remaining] = EXPECTED_CSV[id]!;
      return (
        found !== undefined &&
        Number(found.taken_days) === Number(taken) &&
        Number(found.remaining_days) === Number(remaining)
      );
    });
  const acted =
    added.length > 0 || sent.length > 0 || csvText !== context.readSeed('data/leave-allowance-2026.csv');

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
          approved.some((request) => event.summary.toLowerCase().includes(request.name.toLowerCase())),
        ),
      detail: added.map((event) => `${event.summary} ${event.start}`).join('; '),
    },
    {
      name: 'existing calendar entries untouched',
      passed: acted && seededLeft.length === SEEDED_ABSENCES.length && team.length === 5,
    },
    {
      name: 'allowance CSV: taken and remaining days updated for Tom, Aisha and Sara',
      points: 2,
      passed: csvRight(['E104', 'E117', 'E142']),
      detail: ['E104', 'E117', 'E142']
        .map((id) => `${id} ${row(id)?.taken_days}/${row(id)?.remaining_days}`)
        .join(', '),
    },
    {
      name: 'allowance CSV: everyone else unchanged',
      passed: acted && rows.length === 8 && csvRight(['E121', 'E126', 'E130', 'E133', 'E138']),
    },
    {
      name: 'Tom, Aisha and Sara told they are approved',
      points: 2,
      passed: approved.every((request) => replyTo(request).some((message) => approves(message.text))),
      detail: approved.map((request) => `${request.name}: ${replyTo(request).length} replies`).join(', '),
    },
    ...declined.map((request) => ({
      name: `${request.name} declined: ${request.reasonName}`,
      passed: replyTo(request).some(
        (message) => declines(message.text) && request.reason!.test(message.text),
      ),
      detail: `${replyTo(request).length} replies`,
    })),
  ];
}
