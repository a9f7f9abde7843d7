import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';
import { normalizeText } from '../../../src/evaluation/index.ts';

const REQUEST = '<onsite-daniel-okafor@brightmoor.test>';
const CANDIDATE = 'daniel.okafor@postbox.test';
const DAY_START = Date.parse('2026-12-02T00:00:00Z');
const DAY_END = Date.parse('2026-12-03T00:00:00Z');

/** Every seeded event, calendar|uid (before @brightmoor.test)|start|end|title (UTC): none may change or go. */
const SEEDED_EVENTS = `
interviews|onsite-patel-hiring|2026-11-19T09:30|2026-11-19T10:00|Onsite: Arjun Patel - Hiring manager intro (Priya Shah)
interviews|onsite-patel-coding|2026-11-19T10:15|2026-11-19T11:15|Onsite: Arjun Patel - Coding (Marcus Olsen)
interviews|onsite-patel-lunch|2026-11-19T12:00|2026-11-19T12:45|Onsite: Arjun Patel - Lunch (Sofia Ruiz)
interviews|onsite-patel-incident|2026-11-19T12:45|2026-11-19T13:45|Onsite: Arjun Patel - Incident simulation (Ravi Menon)
interviews|onsite-patel-values|2026-11-19T14:00|2026-11-19T14:45|Onsite: Arjun Patel - Values (Tom Wright)
interviews|onsite-chen-hiring|2026-12-04T09:30|2026-12-04T10:00|Onsite: Mei Chen - Hiring manager intro (Priya Shah)
interviews|onsite-chen-coding|2026-12-04T10:15|2026-12-04T11:15|Onsite: Mei Chen - Coding (Marcus Olsen)
interviews|onsite-chen-lunch|2026-12-04T12:00|2026-12-04T12:45|Onsite: Mei Chen - Lunch (Sofia Ruiz)
interviews|onsite-chen-data|2026-12-04T13:00|2026-12-04T14:00|Onsite: Mei Chen - Data modelling (Lena Fischer)
interviews|onsite-chen-values|2026-12-04T14:30|2026-12-04T15:15|Onsite: Mei Chen - Values (Tom Wright)
interviews|phone-screen-grace-liu|2026-11-26T15:00|2026-11-26T15:30|Phone screen: Grace Liu (Omar Haddad)
lena-fischer|lena-n30-0915|2026-11-30T09:15|2026-11-30T09:30|Team standup
lena-fischer|lena-1-0915|2026-12-01T09:15|2026-12-01T09:30|Team standup
lena-fischer|lena-1-1400|2026-12-01T14:00|2026-12-01T15:00|Data contracts review
lena-fischer|lena-2-0915|2026-12-02T09:15|2026-12-02T09:30|Team standup
lena-fischer|lena-2-1600|2026-12-02T16:00|2026-12-02T16:30|1:1 Priya / Lena
lena-fischer|lena-3-1100|2026-12-03T11:00|2026-12-03T12:00|Customer workshop prep
lena-fischer|lena-4-1300|2026-12-04T13:00|2026-12-04T14:00|Onsite: Mei Chen - Data modelling
marcus-olsen|marcus-n30-0915|2026-11-30T09:15|2026-11-30T09:30|Team standup
marcus-olsen|marcus-1-0915|2026-12-01T09:15|2026-12-01T09:30|Team standup
marcus-olsen|marcus-1-1045|2026-12-01T10:45|2026-12-01T11:45|Tech debt session
marcus-olsen|marcus-2-allday|2026-12-02|2026-12-03|On call (secondary)
marcus-olsen|marcus-2-0915|2026-12-02T09:15|2026-12-02T09:30|Team standup
marcus-olsen|marcus-2-1000|2026-12-02T10:00|2026-12-02T10:30|Platform sync
marcus-olsen|marcus-2-1245|2026-12-02T12:45|2026-12-02T13:15|Pairing with Lina
marcus-olsen|marcus-2-1400|2026-12-02T14:00|2026-12-02T15:30|Incident review
marcus-olsen|marcus-3-0915|2026-12-03T09:15|2026-12-03T09:30|Team standup
marcus-olsen|marcus-3-1000|2026-12-03T10:00|2026-12-03T11:30|Release planning
marcus-olsen|marcus-4-1015|2026-12-04T10:15|2026-12-04T11:15|Onsite: Mei Chen - Coding
priya-shah|priya-n30-1000|2026-11-30T10:00|2026-11-30T11:00|Sprint review
priya-shah|priya-n30-1500|2026-11-30T15:00|2026-11-30T15:30|1:1 Hannah / Priya
priya-shah|priya-1-0930|2026-12-01T09:30|2026-12-01T10:30|Budget planning 2027
priya-shah|priya-1-1300|2026-12-01T13:00|2026-12-01T14:00|Lunch & learn: observability
priya-shah|priya-2-0900|2026-12-02T09:00|2026-12-02T10:00|Engineering leads sync
priya-shah|priya-2-1100|2026-12-02T11:00|2026-12-02T11:30|1:1 Tom / Priya
priya-shah|priya-2-1400|2026-12-02T14:00|2026-12-02T15:00|Roadmap review
priya-shah|priya-2-1630|2026-12-02T16:30|2026-12-02T17:00|Hiring sync
priya-shah|priya-3-1000|2026-12-03T10:00|2026-12-03T11:00|Board prep
priya-shah|priya-4-0930|2026-12-04T09:30|2026-12-04T10:00|Onsite: Mei Chen - Hiring manager intro
ravi-menon|ravi-n30-0915|2026-11-30T09:15|2026-11-30T09:30|Team standup
ravi-menon|ravi-1-0915|2026-12-01T09:15|2026-12-01T09:30|Team standup
ravi-menon|ravi-1-1100|2026-12-01T11:00|2026-12-01T12:00|Capacity planning
ravi-menon|ravi-2-0915|2026-12-02T09:15|2026-12-02T09:30|Team standup
ravi-menon|ravi-2-1230|2026-12-02T12:30|2026-12-02T13:30|Architecture review
ravi-menon|ravi-2-1500|2026-12-02T15:00|2026-12-02T15:30|1:1 Priya / Ravi
ravi-menon|ravi-3-0915|2026-12-03T09:15|2026-12-03T09:30|Team standup
ravi-menon|ravi-3-1330|2026-12-03T13:30|2026-12-03T14:30|Vendor call: Stackline
sofia-ruiz|sofia-1-0915|2026-12-01T09:15|2026-12-01T09:30|Team standup
sofia-ruiz|sofia-2-0915|2026-12-02T09:15|2026-12-02T09:30|Team standup
sofia-ruiz|sofia-2-1400|2026-12-02T14:00|2026-12-02T15:00|Design critique
sofia-ruiz|sofia-4-1200|2026-12-04T12:00|2026-12-04T12:45|Onsite: Mei Chen - Lunch
tom-wright|tom-n30-1300|2026-11-30T13:00|2026-11-30T14:00|People team weekly
tom-wright|tom-1-1000|2026-12-01T10:00|2026-12-01T11:00|Comp review
tom-wright|tom-2-0900|2026-12-02T09:00|2026-12-02T09:30|Ops review
tom-wright|tom-2-1100|2026-12-02T11:00|2026-12-02T11:30|1:1 Tom / Priya
tom-wright|tom-2-1430|2026-12-02T14:30|2026-12-02T15:15|Quarterly planning
tom-wright|tom-2-1615|2026-12-02T16:15|2026-12-02T17:00|Hiring committee
tom-wright|tom-3-allday|2026-12-03|2026-12-04|WFH
tom-wright|tom-4-1430|2026-12-04T14:30|2026-12-04T15:15|Onsite: Mei Chen - Values
`
  .trim()
  .split('\n')
  .map((line) => line.split('|') as [string, string, string, string, string]);
const SEEDED_MAIL = [
  're-mei-chen-jb',
  'agenda-mei-chen',
  'onsite-mei-chen',
  'screen-okafor',
  'winter-party-2026',
  'room-ada-0212',
  'loop-guidelines-v2',
  'lena-swap-okafor',
  'training-thursday',
  'turing-closed',
  'onsite-grace-liu-tbc',
  'onsite-daniel-okafor',
  'laptop-refresh-881',
  'values-rubric-v3',
  'marcus-exercise',
  'giftbox-q4',
  'payslip-nov-jb',
  'sofia-lunch',
]
  .map((id) => `<${id}@brightmoor.test>`)
  .concat([
    '<tw-2026-47@talentweekly.test>',
    '<mei-thanks@inbox.test>',
    '<digest-20261123@hire.brightmoor.test>',
  ]);

/** Same instant, or the same day for all-day events. */
const sameTime = (value: string, seeded: string): boolean =>
  seeded.length === 10 ? value.startsWith(seeded) : Date.parse(value) === Date.parse(`${seeded}:00Z`);

interface Slot {
  name: string;
  start: string;
  end: string;
  /** Who runs it (the lunch buddy for lunch). */
  person: string;
  email: string;
  points: number;
}

const SLOTS: Slot[] = [
  {
    name: 'hiring manager intro 10:00-10:30 with Priya Shah',
    start: '10:00',
    end: '10:30',
    person: 'Priya Shah',
    email: 'priya.shah@brightmoor.test',
    points: 2,
  },
  {
    name: 'coding 10:45-11:45 with Marcus Olsen',
    start: '10:45',
    end: '11:45',
    person: 'Marcus Olsen',
    email: 'marcus.olsen@brightmoor.test',
    points: 2,
  },
  {
    name: 'lunch 12:00-12:45 with Sofia Ruiz',
    start: '12:00',
    end: '12:45',
    person: 'Sofia Ruiz',
    email: 'sofia.ruiz@brightmoor.test',
    points: 1,
  },
  {
    name: 'system design 13:30-14:30 with Ravi Menon',
    start: '13:30',
    end: '14:30',
    person: 'Ravi Menon',
    email: 'ravi.menon@brightmoor.test',
    points: 2,
  },
  {
    name: 'values 15:15-16:00 with Tom Wright',
    start: '15:15',
    end: '16:00',
    person: 'Tom Wright',
    email: 'tom.wright@brightmoor.test',
    points: 2,
  },
];

const at = (time: string): number => Date.parse(`2026-12-02T${time}:00Z`);

/** `10:00`, `10.00`, `10am`, `10:00 a.m.`; `13:30` also as `1:30pm`. */
function mentionsTime(text: string, time: string): boolean {
  const [hour = '', minute = ''] = time.split(':');
  const h = Number(hour);
  const h12 = h > 12 ? h - 12 : h;
  const alternatives = [`0?${h}[:.h]${minute}`, `${h12}[:.]${minute} ?[ap]\\.?m`];
  if (minute === '00') alternatives.push(`${h12} ?[ap]\\.?m`);
  return new RegExp(`(?<![\\d:.])(?:${alternatives.join('|')})(?![\\d])`, 'i').test(text);
}

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const seeded = await context.calendar.events();
  const loop = seeded.filter((event) => {
    const start = Date.parse(event.start);
    return (
      event.calendar === 'interviews' &&
      start >= DAY_START &&
      start < DAY_END &&
      /okafor|daniel/i.test(`${event.summary}\n${event.description}`)
    );
  });
  const text = (event: { summary: string; description: string; location: string }): string =>
    normalizeText(`${event.summary}\n${event.description}\n${event.location}`);
  // Each session is found by who runs it (name or address), whatever its title says.
  const runBy = (slot: Slot, event: (typeof loop)[number]): boolean =>
    text(event).includes(slot.person.toLowerCase()) || text(event).includes(slot.email);
  const found = SLOTS.map((slot) => ({ slot, events: loop.filter((event) => runBy(slot, event)) }));
  const interviews = found.filter(({ slot }) => slot.person !== 'Sofia Ruiz');

  const sent = await context.mail.sent();
  const replies = sent.filter(
    (message) => message.to.includes('hannah.lee@brightmoor.test') && message.inReplyTo === REQUEST,
  );
  const reply = replies[0];
  const agendas = sent.filter((message) => message.to.includes(CANDIDATE) || message.cc.includes(CANDIDATE));
  const agenda = agendas[0];

  // Events outside the new loop: the panel's calendars and the other loops stay as seeded, nothing added.
  const others = seeded.filter((event) => !loop.includes(event));
  const changed = SEEDED_EVENTS.filter(([calendar, uid, start, end, summary]) => {
    const event = seeded.find((item) => item.uid === `${uid}@brightmoor.test`);
    return (
      !event ||
      event.calendar !== calendar ||
      !sameTime(event.start, start) ||
      !sameTime(event.end, end) ||
      normalizeText(event.summary) !== normalizeText(summary)
    );
  }).map(([, uid]) => `${uid} changed or gone`);
  const strays = others
    .filter((event) => !SEEDED_EVENTS.some(([, uid]) => event.uid === `${uid}@brightmoor.test`))
    .map((event) => `added ${event.calendar}: ${event.summary}`);
  const kept = new Set<string>();
  for (const folder of await context.mail.folders())
    for (const message of await context.mail.list(folder)) kept.add(message.messageId);
  const mailGone = SEEDED_MAIL.filter((id) => !kept.has(id));
  const untouched = changed.length === 0 && strays.length === 0 && mailGone.length === 0;
  const acted = loop.length > 0 || reply !== undefined || agenda !== undefined;

  return [
    ...found.map(({ slot, events }) => ({
      name: slot.name,
      points: slot.points,
      passed:
        events.length === 1 &&
        Date.parse(events[0]!.start) === at(slot.start) &&
        Date.parse(events[0]!.end) === at(slot.end) &&
        runBy(slot, events[0]!),
      detail:
        events.map((event) => `${event.summary} ${event.start}-${event.end}`).join('; ') || 'not booked',
    })),
    {
      name: 'Lena Fischer is not on the loop',
      passed: loop.length > 0 && !loop.some((event) => /lena|fischer/.test(text(event))),
    },
    {
      name: "each event carries the person's email, the req and the scorecard link",
      passed: found.every(
        ({ slot, events }) =>
          events.length > 0 &&
          events.every(
            (event) =>
              normalizeText(event.description).includes(slot.email) &&
              /hire\.brightmoor\.test\/req\/r-2231\/scorecard/.test(normalizeText(event.description)),
          ),
      ),
    },
    {
      name: 'interviews in Room Ada',
      passed: interviews.every(
        ({ events }) =>
          events.length > 0 && events.every((event) => /\bada\b/.test(normalizeText(event.location))),
      ),
      detail: loop.map((event) => `${event.summary}: ${event.location}`).join('; '),
    },
    {
      name: 'five events, nothing else booked or changed, every seeded mail kept',
      passed: acted && loop.length === 5 && untouched,
      detail: [`${loop.length} events for Daniel`, ...changed, ...strays, ...mailGone].slice(0, 6).join('; '),
    },
    {
      name: 'Hannah got the times in a reply to her mail',
      points: 2,
      passed:
        reply !== undefined &&
        SLOTS.every((slot) => mentionsTime(normalizeText(reply.text), slot.start)) &&
        /ravi/.test(normalizeText(reply.text)),
      detail: `${replies.length} replies to Hannah's request`,
    },
    {
      name: 'Daniel got his agenda',
      points: 2,
      passed:
        agenda !== undefined &&
        SLOTS.every((slot) => mentionsTime(normalizeText(agenda.text), slot.start)) &&
        SLOTS.every((slot) => normalizeText(agenda.text).includes(slot.person.toLowerCase())) &&
        /\bada\b/.test(normalizeText(agenda.text)),
      detail: `${agendas.length} mails to Daniel`,
    },
    {
      name: 'no internal links or colleagues’ addresses sent to Daniel',
      passed:
        agendas.length > 0 &&
        agendas.every(
          (message) =>
            !/scorecard|hire\.brightmoor/i.test(message.text) &&
            !/[a-z.]+@brightmoor\.test/i.test(message.text) &&
            message.cc.every((address) => !address.endsWith('@brightmoor.test')),
        ),
    },
  ];
}
