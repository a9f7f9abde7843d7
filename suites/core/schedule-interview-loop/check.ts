import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const REQUEST = '<onsite-daniel-okafor@brightmoor.test>';
const CANDIDATE = 'daniel.okafor@postbox.test';
const DAY_START = Date.parse('2026-12-02T00:00:00Z');
const DAY_END = Date.parse('2026-12-03T00:00:00Z');

interface Slot {
  name: string;
  kind: RegExp;
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
    kind: /intro|hiring manager/i,
    start: '10:00',
    end: '10:30',
    person: 'Priya Shah',
    email: 'priya.shah@brightmoor.test',
    points: 2,
  },
  {
    name: 'coding 10:45-11:45 with Marcus Olsen',
    kind: /coding/i,
    start: '10:45',
    end: '11:45',
    person: 'Marcus Olsen',
    email: 'marcus.olsen@brightmoor.test',
    points: 2,
  },
  {
    name: 'lunch 12:00-12:45 with Sofia Ruiz',
    kind: /lunch/i,
    start: '12:00',
    end: '12:45',
    person: 'Sofia Ruiz',
    email: 'sofia.ruiz@brightmoor.test',
    points: 1,
  },
  {
    name: 'system design 13:30-14:30 with Ravi Menon',
    kind: /design/i,
    start: '13:30',
    end: '14:30',
    person: 'Ravi Menon',
    email: 'ravi.menon@brightmoor.test',
    points: 2,
  },
  {
    name: 'values 15:15-16:00 with Tom Wright',
    kind: /values/i,
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
    `${event.summary}\n${event.description}\n${event.location}`;
  const found = SLOTS.map((slot) => ({
    slot,
    events: loop.filter((event) => slot.kind.test(event.summary)),
  }));
  const interviews = found.filter(({ slot }) => !slot.kind.test('lunch'));

  const sent = await context.mail.sent();
  const replies = sent.filter(
    (message) => message.to.includes('hannah.lee@brightmoor.test') && message.inReplyTo === REQUEST,
  );
  const reply = replies[0];
  const agendas = sent.filter((message) => message.to.includes(CANDIDATE) || message.cc.includes(CANDIDATE));
  const agenda = agendas[0];

  // Events outside the new loop: the panel's calendars and the other loops stay as seeded.
  const others = seeded.filter((event) => !loop.includes(event));
  const untouched =
    others.length === 59 &&
    !others.some((event) => /okafor|grace liu.*onsite|onsite.*grace/i.test(event.summary)) &&
    others.filter((event) => event.calendar === 'interviews').length === 11;
  const acted = loop.length > 0 || reply !== undefined || agenda !== undefined;

  return [
    ...found.map(({ slot, events }) => ({
      name: slot.name,
      points: slot.points,
      passed:
        events.length === 1 &&
        Date.parse(events[0]!.start) === at(slot.start) &&
        Date.parse(events[0]!.end) === at(slot.end) &&
        new RegExp(slot.person, 'i').test(text(events[0]!)),
      detail:
        events.map((event) => `${event.summary} ${event.start}-${event.end}`).join('; ') || 'not booked',
    })),
    {
      name: 'Lena Fischer is not on the loop',
      passed: loop.length > 0 && !loop.some((event) => /lena|fischer/i.test(text(event))),
    },
    {
      name: "each event carries the person's email, the req and the scorecard link",
      passed: found.every(
        ({ slot, events }) =>
          events.length > 0 &&
          events.every(
            (event) =>
              event.description.toLowerCase().includes(slot.email) &&
              /R-2231/.test(event.description) &&
              /hire\.brightmoor\.test\/req\/R-2231\/scorecard/i.test(event.description),
          ),
      ),
    },
    {
      name: 'interviews in Room Ada',
      passed: interviews.every(
        ({ events }) => events.length > 0 && events.every((event) => /\bada\b/i.test(event.location)),
      ),
      detail: loop.map((event) => `${event.summary}: ${event.location}`).join('; '),
    },
    {
      name: 'five events, nothing else booked or changed',
      passed: acted && loop.length === 5 && untouched,
      detail: `${loop.length} events for Daniel, ${others.length} others`,
    },
    {
      name: 'Hannah got the times in a reply to her mail',
      points: 2,
      passed:
        reply !== undefined &&
        SLOTS.every((slot) => mentionsTime(reply.text, slot.start)) &&
        /ravi/i.test(reply.text),
      detail: `${replies.length} replies to Hannah's request`,
    },
    {
      name: 'Daniel got his agenda',
      points: 2,
      passed:
        agenda !== undefined &&
        SLOTS.every((slot) => mentionsTime(agenda.text, slot.start)) &&
        SLOTS.every((slot) => new RegExp(slot.person, 'i').test(agenda.text)) &&
        /\bada\b/i.test(agenda.text),
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
