import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

/** The packets a correct run writes, with the facts each must carry. */
const PACKETS: Record<
  string,
  Record<'name' | 'role' | 'manager' | 'buddy' | 'channel' | 'office' | 'start', string>
> = {
  'onboarding/2026-11-23_ines-carvalho.md': {
    name: 'Ines Carvalho',
    role: 'Data Engineer',
    manager: 'Rui Matos',
    buddy: 'Sofia Antunes',
    channel: '#team-data-platform',
    office: 'Rua do Alecrim 41',
    start: '2026-11-23',
  },
  'onboarding/2026-11-23_daniel-okoye.md': {
    name: 'Daniel Okoye',
    role: 'Product Designer',
    manager: 'Hannah Weiss',
    buddy: 'Mia Schuster',
    channel: '#team-design',
    office: 'Torstrasse 140',
    start: '2026-11-23',
  },
  'onboarding/2026-11-23_mateo-alvarez-ruiz.md': {
    name: 'Mateo Alvarez-Ruiz',
    role: 'Backend Engineer',
    manager: 'Rui Matos',
    buddy: 'Tiago Reis',
    channel: '#team-core-api',
    office: 'Rua do Alecrim 41',
    start: '2026-11-23',
  },
  'onboarding/2026-11-25_priya-raman.md': {
    name: 'Priya Raman',
    role: 'Account Executive',
    manager: 'Jonas Keller',
    buddy: 'Emma Clarke',
    channel: '#team-sales',
    office: 'meet.kestrel.example/welcome',
    start: '2026-11-25',
  },
};
const OFFICES = ['Rua do Alecrim 41', 'Torstrasse 140', 'meet.kestrel.example/welcome'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const UNCHANGED = [
  'templates/onboarding-packet.md',
  'data/new-hires.csv',
  'data/teams.csv',
  'onboarding/2026-11-16_aiko-mori.md',
  'onboarding/2026-11-16_felix-brandt.md',
];

/** The start date written as ISO, "23 November", "November 23" or "23 Nov". */
function mentionsDate(text: string, iso: string): boolean {
  const [, month, day] = iso.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  const short = name.slice(0, 3);
  return (
    text.includes(iso) ||
    new RegExp(
      `\\b${day}(st|nd|rd|th)?\\s+(${name}|${short})\\b|\\b(${name}|${short})\\.?\\s+${day}\\b`,
      'i',
    ).test(text)
  );
}

export default function check(context: CheckContext): CheckpointInput[] {
  const checkpoints: CheckpointInput[] = [];
  const anyPacket = Object.keys(PACKETS).some((file) => context.readText(file) !== undefined);
  for (const [file, want] of Object.entries(PACKETS)) {
    const text = context.readText(file);
    const body = text ?? '';
    const missing = [
      body.includes('{{') ? 'unfilled placeholders' : '',
      ...(['name', 'role', 'manager', 'buddy', 'channel', 'office'] as const).filter(
        (key) => !body.toLowerCase().includes(want[key].toLowerCase()),
      ),
      mentionsDate(body, want.start) ? '' : 'start',
      OFFICES.some((office) => office !== want.office && body.includes(office))
        ? 'first day at another office'
        : '',
    ].filter(Boolean);
    checkpoints.push(
      {
        name: `packet for ${want.name} filed`,
        passed: text !== undefined,
        detail: text === undefined ? `${file} is missing` : '',
      },
      {
        name: `packet for ${want.name} filled in`,
        points: 2,
        passed: text !== undefined && missing.length === 0,
        detail: text === undefined ? '' : missing.length ? `missing or wrong: ${missing.join(', ')}` : '',
      },
    );
  }
  const extra = context
    .listFiles()
    .filter(
      (file) => file.startsWith('onboarding/') && !(file in PACKETS) && context.readSeed(file) === undefined,
    );
  checkpoints.push({
    name: 'no packets for people not starting next week',
    points: 2,
    passed: anyPacket && extra.length === 0,
    detail: extra.length ? `unexpected: ${extra.join(', ')}` : '',
  });
  const changed = UNCHANGED.filter((file) => context.readText(file) !== context.readSeed(file));
  checkpoints.push({
    name: 'template, sheets and earlier packets untouched',
    passed: anyPacket && changed.length === 0,
    detail: changed.join(', '),
  });
  return checkpoints;
}
