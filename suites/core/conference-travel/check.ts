import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { missingMail } from 'mcp-arena/evaluation';

const FORM = 'travel/requests/2026-12-08_copenhagen.md';
const LABELS = [
  'Traveller',
  'Employee ID',
  'Cost centre',
  'Approver',
  'Purpose',
  'Destination',
  'Departure date',
  'Return date',
  'Flights',
  'Hotel',
  'Nights',
  'Flights (EUR)',
  'Hotel (EUR)',
  'Conference fee (EUR)',
  'Per diem (EUR)',
  'Total (EUR)',
];
/** Every seeded event (calendar, uid before @veldmark.test, start, end, title): none may change or go. */
const SEEDED_EVENTS: Array<[string, string, string, string, string]> = [
  [
    'travel',
    'flight-kl1775-20260914',
    '2026-09-14T05:05:00Z',
    '2026-09-14T06:15:00Z',
    'Flight KL 1775 AMS-BER',
  ],
  [
    'travel',
    'datacouncil-20260915',
    '2026-09-15T07:00:00Z',
    '2026-09-15T16:00:00Z',
    'Data Council Berlin 2026',
  ],
  [
    'travel',
    'flight-kl1778-20260916',
    '2026-09-16T17:40:00Z',
    '2026-09-16T18:55:00Z',
    'Flight KL 1778 BER-AMS',
  ],
  [
    'travel',
    'flight-sk552-20260602',
    '2026-06-02T05:40:00Z',
    '2026-06-02T07:30:00Z',
    'Flight SK 552 AMS-ARN',
  ],
  [
    'travel',
    'flight-sk551-20260603',
    '2026-06-03T16:15:00Z',
    '2026-06-03T18:00:00Z',
    'Flight SK 551 ARN-AMS',
  ],
  ['work', 'standup-20261124', '2026-11-24T08:30:00Z', '2026-11-24T08:45:00Z', 'Data platform standup'],
  ['work', 'standup-20261125', '2026-11-25T08:30:00Z', '2026-11-25T08:45:00Z', 'Data platform standup'],
  ['work', 'standup-20261126', '2026-11-26T08:30:00Z', '2026-11-26T08:45:00Z', 'Data platform standup'],
  ['work', 'standup-20261127', '2026-11-27T08:30:00Z', '2026-11-27T08:45:00Z', 'Data platform standup'],
  ['work', 'standup-20261130', '2026-11-30T08:30:00Z', '2026-11-30T08:45:00Z', 'Data platform standup'],
  ['work', 'standup-20261201', '2026-12-01T08:45:00Z', '2026-12-01T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261202', '2026-12-02T08:45:00Z', '2026-12-02T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261203', '2026-12-03T08:45:00Z', '2026-12-03T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261204', '2026-12-04T08:45:00Z', '2026-12-04T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261207', '2026-12-07T08:45:00Z', '2026-12-07T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261208', '2026-12-08T08:45:00Z', '2026-12-08T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261209', '2026-12-09T08:45:00Z', '2026-12-09T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261210', '2026-12-10T08:45:00Z', '2026-12-10T09:00:00Z', 'Data platform standup'],
  ['work', 'standup-20261211', '2026-12-11T08:45:00Z', '2026-12-11T09:00:00Z', 'Data platform standup'],
  ['work', '1on1-pieter-20261203', '2026-12-03T13:00:00Z', '2026-12-03T13:30:00Z', '1:1 Pieter / Ines'],
  ['work', 'sprint-review-20261210', '2026-12-10T14:00:00Z', '2026-12-10T15:00:00Z', 'Sprint review'],
  ['work', 'guild-20270114', '2027-01-14T15:00:00Z', '2027-01-14T16:00:00Z', 'Data guild'],
];
/** Seeded workspace files: none may change (new files are fine). */
const SEEDED_FILES = [
  'data/employee-directory.csv',
  'data/per-diem-2026.csv',
  'expenses/2026-09-berlin-claim.csv',
  'notes/flowconf-talks.md',
  'notes/q4-goals.md',
  'travel/README.md',
  'travel/pre-approval-template.md',
  'travel/requests/2026-06-02_stockholm.md',
  'travel/requests/2026-09-14_berlin.md',
];
const SEEDED_MAIL = [
  'standup-move@veldmark.test',
  'fc-programme@flowconf.test',
  'pieter-flowconf@veldmark.test',
  'nv-k3mb8d-confirm@nordavia.test',
  'hk-55120-change@hotelkanal.test',
  'nv-k3mb8d-cancel@nordavia.test',
  'fc-26-30417@flowconf.test',
  'hk-55120-confirm@hotelkanal.test',
  'nv-k7qx2p-confirm@nordavia.test',
  'guild-jan@veldmark.test',
].map((id) => `<${id}>`);

/** Rows of the form's Markdown table: label -> value, emphasis stripped. */
function formRows(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of text.split('\n')) {
    const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
    if (!line.trim().startsWith('|') || cells.length < 2) continue;
    const clean = (cell: string): string => cell.replace(/[*_`]/g, '').trim();
    rows.set(clean(cells[0]!).toLowerCase(), clean(cells.slice(1).join('|')));
  }
  return rows;
}

/** The first amount in a cell: `EUR 1,508.60`, `1508.6`, `1.508,60 €`, `690.00 (early bird)` -> the number. */
function amount(value: string | undefined): number {
  const found = value?.normalize('NFKC').match(/\d[\d.,\s]*\d|\d/);
  if (!found) return Number.NaN;
  let text = found[0].replace(/\s/g, '');
  if (/,\d{2}$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(/,/g, '');
  return text === '' ? Number.NaN : Number(text);
}

const same = (value: string | undefined, expected: number): boolean =>
  Math.abs(amount(value) - expected) < 0.005;
const at = (iso: string): number => Date.parse(iso);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const form = context.readText(FORM);
  const rows = formRows(form ?? '');
  const get = (label: string): string => rows.get(label.toLowerCase()) ?? '';

  const events = await context.calendar.events();
  const travel = events.filter((event) => event.calendar === 'travel');
  const added = travel.filter((event) => !event.uid.endsWith('@veldmark.test'));
  const calendarDamage = SEEDED_EVENTS.filter(([calendar, uid, start, end, summary]) => {
    const event = events.find((item) => item.uid === `${uid}@veldmark.test`);
    return (
      !event ||
      event.calendar !== calendar ||
      at(event.start) !== at(start) ||
      at(event.end) !== at(end) ||
      event.summary !== summary
    );
  }).map(([, uid]) => `${uid} changed or gone`);
  // The calendar noise (seed/calendar/noise.yaml) is seeded too.
  const seededUids = new Set((await context.before.calendar.events()).map((event) => event.uid));
  const strayWork = events.filter(
    (event) =>
      event.calendar !== 'travel' &&
      !seededUids.has(event.uid) &&
      !SEEDED_EVENTS.some(([, uid]) => event.uid === `${uid}@veldmark.test`),
  );
  const mailGone = await missingMail(context.mail, SEEDED_MAIL);
  const text = (event: { summary: string; description: string }): string =>
    `${event.summary}\n${event.description}`;
  const flight = (number: string) =>
    added.filter((event) => new RegExp(`NV ?${number}\\b`, 'i').test(text(event)));
  const outbound = flight('412');
  const inbound = flight('419');
  const conference = added.filter((event) => /flowconf/i.test(event.summary));
  // "That day's hours": the day starts at the first talk (09:00 local) or when the doors open (08:30
  // local, the registration mail); both readings are right, any other start is not.
  const conferenceDay = (starts: string[], end: string): boolean =>
    conference.some(
      (event) => starts.some((start) => at(event.start) === at(start)) && at(event.end) === at(end),
    );
  const exactlyOne = (found: typeof added, start: string, end: string): boolean =>
    found.length === 1 && at(found[0]!.start) === at(start) && at(found[0]!.end) === at(end);
  const acted = form !== undefined || added.length > 0;

  return [
    {
      name: 'outbound flight NV 412 on 8 Dec, 16:45-18:10 UTC',
      points: 2,
      passed: exactlyOne(outbound, '2026-12-08T16:45:00Z', '2026-12-08T18:10:00Z'),
      detail: outbound.map((event) => `${event.summary} ${event.start}-${event.end}`).join('; ') || 'none',
    },
    {
      name: 'return flight NV 419 on 10 Dec, 18:55-20:25 UTC',
      points: 2,
      passed: exactlyOne(inbound, '2026-12-10T18:55:00Z', '2026-12-10T20:25:00Z'),
      detail: inbound.map((event) => `${event.summary} ${event.start}-${event.end}`).join('; ') || 'none',
    },
    {
      name: 'FlowConf on 9 Dec 08:00 (or doors 07:30)-16:30 and 10 Dec 08:00 (or 07:30)-15:00 UTC',
      points: 2,
      passed:
        conference.length === 2 &&
        conferenceDay(['2026-12-09T08:00:00Z', '2026-12-09T07:30:00Z'], '2026-12-09T16:30:00Z') &&
        conferenceDay(['2026-12-10T08:00:00Z', '2026-12-10T07:30:00Z'], '2026-12-10T15:00:00Z'),
      detail: conference.map((event) => `${event.start}-${event.end}`).join('; ') || 'none',
    },
    {
      name: 'flights titled with the route and carry the booking reference; conference at the venue',
      passed:
        outbound.length > 0 &&
        inbound.length > 0 &&
        outbound.every((event) => /AMS.{0,4}CPH/i.test(event.summary) && /K7QX2P/.test(text(event))) &&
        inbound.every((event) => /CPH.{0,4}AMS/i.test(event.summary) && /K7QX2P/.test(text(event))) &&
        conference.length > 0 &&
        conference.every((event) => /bella/i.test(event.location)),
    },
    {
      name: 'nothing for the cancelled booking or the hotel; Work calendar and earlier trips untouched',
      passed:
        acted &&
        added.length === 4 &&
        !added.some((event) =>
          /NV ?401|NV ?418|K3MB8D|hotel|kanal/i.test(`${text(event)}\n${event.location}`),
        ) &&
        calendarDamage.length === 0 &&
        strayWork.length === 0,
      detail: [
        ...added.map((event) => event.summary),
        ...calendarDamage,
        ...strayWork.map((event) => `added to ${event.calendar}: ${event.summary}`),
      ].join('; '),
    },
    {
      name: 'form filed under its name with every row of the template',
      passed: form !== undefined && LABELS.every((label) => rows.has(label.toLowerCase())),
      detail:
        form === undefined
          ? `${FORM} missing`
          : LABELS.filter((label) => !rows.has(label.toLowerCase())).join(', '),
    },
    {
      name: 'traveller, employee ID, cost centre and approver',
      passed:
        /ines duarte/i.test(get('Traveller')) &&
        /^E2291$/i.test(get('Employee ID')) &&
        /^CC-410$/i.test(get('Cost centre')) &&
        /pieter janssen/i.test(get('Approver')),
    },
    {
      name: 'destination and dates',
      passed:
        /copenhagen/i.test(get('Destination')) &&
        get('Departure date') === '2026-12-08' &&
        get('Return date') === '2026-12-10',
      detail: `${get('Destination')} ${get('Departure date')} ${get('Return date')}`,
    },
    {
      name: 'booked flights and hotel, 2 nights',
      passed:
        /NV ?412/i.test(get('Flights')) &&
        /NV ?419/i.test(get('Flights')) &&
        !/NV ?401|NV ?418/i.test(get('Flights')) &&
        /kanal/i.test(get('Hotel')) &&
        amount(get('Nights')) === 2,
      detail: `${get('Flights')} | ${get('Hotel')} | ${get('Nights')}`,
    },
    {
      name: 'flight and hotel costs as finally booked (284.60, 318.00)',
      points: 2,
      passed: same(get('Flights (EUR)'), 284.6) && same(get('Hotel (EUR)'), 318),
      detail: `${get('Flights (EUR)')} / ${get('Hotel (EUR)')}`,
    },
    {
      name: 'conference fee 690.00 and per diem 216.00',
      passed: same(get('Conference fee (EUR)'), 690) && same(get('Per diem (EUR)'), 216),
      detail: `${get('Conference fee (EUR)')} / ${get('Per diem (EUR)')}`,
    },
    {
      name: 'total 1508.60',
      passed: same(get('Total (EUR)'), 1508.6),
      detail: get('Total (EUR)'),
    },
    {
      name: 'template, earlier forms, every other seeded file and mail unchanged',
      passed:
        acted &&
        SEEDED_FILES.every((file) => context.readText(file) === context.readSeed(file)) &&
        mailGone.length === 0,
      detail: [
        ...SEEDED_FILES.filter((file) => context.readText(file) !== context.readSeed(file)),
        ...mailGone,
      ].join(', '),
    },
  ];
}
