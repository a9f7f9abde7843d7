import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { missingMail, normalizeText } from 'mcp-arena/evaluation';

const REQUEST = '<onsite-daniel-okafor@brightmoor.test>';
const CANDIDATE = 'daniel.okafor@postbox.test';
const DAY_START = Date.parse('2026-12-02T00:00:00Z');
const DAY_END = Date.parse('2026-12-03T00:00:00Z');

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
  // Every seeded event (from the state as seeded) must be there unchanged; nothing may be added elsewhere.
  const before = await context.before.calendar.events();
  const changed = before
    .filter((seededEvent) => {
      const event = seeded.find((item) => item.uid === seededEvent.uid);
      return (
        !event ||
        event.calendar !== seededEvent.calendar ||
        Date.parse(event.start) !== Date.parse(seededEvent.start) ||
        Date.parse(event.end) !== Date.parse(seededEvent.end) ||
        normalizeText(event.summary) !== normalizeText(seededEvent.summary) ||
        normalizeText(event.location) !== normalizeText(seededEvent.location)
      );
    })
    .map((event) => `${event.uid} changed or gone`);
  const strays = others
    .filter((event) => !before.some((seededEvent) => seededEvent.uid === event.uid))
    .map((event) => `added ${event.calendar}: ${event.summary}`);
  const mailGone = await missingMail(context.mail, SEEDED_MAIL);
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
