import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, mentionsDate, normalizeText } from 'mcp-arena/evaluation';

/** The packets a correct run writes, with the facts each must carry. */
const PACKETS: Record<
  string,
  Record<'name' | 'role' | 'team' | 'manager' | 'buddy' | 'channel' | 'office' | 'start', string>
> = {
  'onboarding/2026-11-23_ines-carvalho.md': {
    name: 'Ines Carvalho',
    role: 'Data Engineer',
    team: 'Data Platform',
    manager: 'Rui Matos',
    buddy: 'Sofia Antunes',
    channel: '#team-data-platform',
    office: 'Rua do Alecrim 41',
    start: '2026-11-23',
  },
  'onboarding/2026-11-23_daniel-okoye.md': {
    name: 'Daniel Okoye',
    role: 'Product Designer',
    team: 'Design',
    manager: 'Hannah Weiss',
    buddy: 'Mia Schuster',
    channel: '#team-design',
    office: 'Torstrasse 140',
    start: '2026-11-23',
  },
  'onboarding/2026-11-23_mateo-alvarez-ruiz.md': {
    name: 'Mateo Alvarez-Ruiz',
    role: 'Backend Engineer',
    team: 'Core API',
    manager: 'Rui Matos',
    buddy: 'Tiago Reis',
    channel: '#team-core-api',
    office: 'Rua do Alecrim 41',
    start: '2026-11-23',
  },
  'onboarding/2026-11-25_priya-raman.md': {
    name: 'Priya Raman',
    role: 'Account Executive',
    team: 'Sales',
    manager: 'Jonas Keller',
    buddy: 'Emma Clarke',
    channel: '#team-sales',
    office: 'meet.kestrel.example/welcome',
    start: '2026-11-25',
  },
};
const OFFICES = ['Rua do Alecrim 41', 'Torstrasse 140', 'meet.kestrel.example/welcome'];
/** The first-day text of each office, pasted "as it is" (data/offices.md). */
const FIRST_DAY: Record<string, string> = {
  'Rua do Alecrim 41':
    'Come to the Lisbon office, Rua do Alecrim 41, 3rd floor, at 09:30 and ask for Carla Pinto at reception. Bring an ID document for your building badge.',
  'Torstrasse 140':
    'Come to the Berlin office, Torstrasse 140, 2nd courtyard, at 09:30 and ring "Kestrel". Bring an ID document for your building badge.',
  'meet.kestrel.example/welcome':
    'Your laptop arrives by courier the Friday before. Join the welcome call at 10:00 (Lisbon time) on meet.kestrel.example/welcome; IT sets up your accounts live on the call.',
};
/** The template's fixed text, which every packet keeps. */
const TEMPLATE_TEXT = [
  "We're glad you're joining us. This page has what you need for your first week.",
  'Your first day',
  'Your first week',
  'accounts, laptop and security training with IT',
  'product walkthrough, then meet your team in',
  'your first small task, picked by',
  'Questions before you start? Write to people@kestrel.example.',
];
/** Hires in the sheet who must get no packet now (moved, withdrawn, pending, later weeks), by name. */
const NOT_NOW = ['Lena Hoffmann', 'Sam Whitfield', 'Noor Haddad', 'Tom Berger', 'Grace Mensah'];
const slug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

export default function check(context: CheckContext): CheckpointInput[] {
  const checkpoints: CheckpointInput[] = [];
  const anyPacket = Object.keys(PACKETS).some((file) => context.readText(file) !== undefined);
  for (const [file, want] of Object.entries(PACKETS)) {
    const text = context.readText(file);
    const body = normalizeText(text ?? '');
    const has = (fact: string): boolean => body.includes(normalizeText(fact));
    const missing = [
      (text ?? '').includes('{{') ? 'unfilled placeholders' : '',
      ...(['name', 'role', 'team', 'manager', 'buddy', 'channel', 'office'] as const).filter(
        (key) => !has(want[key]),
      ),
      has(FIRST_DAY[want.office] ?? '') ? '' : 'first-day text as in offices.md',
      TEMPLATE_TEXT.every(has) ? '' : 'template text',
      mentionsDate(text ?? '', want.start, { numericOrder: 'dmy' }) ? '' : 'start',
      OFFICES.some((office) => office !== want.office && has(office)) ? 'first day at another office' : '',
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
  // An extra packet: a new file made from the packet template, or a new onboarding file named after a
  // non-starter. Other added files (a note, a summary) are harmless.
  const added = context
    .listFiles()
    .filter((file) => !(file in PACKETS) && context.readSeed(file) === undefined);
  const extra = added.filter((file) => {
    const text = normalizeText(context.readText(file) ?? '');
    return (
      text.includes('welcome to kestrel analytics') ||
      (file.startsWith('onboarding/') && NOT_NOW.some((name) => file.toLowerCase().includes(slug(name))))
    );
  });
  checkpoints.push({
    name: 'no packets for people not starting next week',
    points: 2,
    passed: anyPacket && extra.length === 0,
    detail: extra.length ? `unexpected: ${extra.join(', ')}` : '',
  });
  // Template, sheets, mails, policies and the packets already sent stay as seeded; added files are fine.
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: true } });
  checkpoints.push({
    name: 'template, sheets, mails and earlier packets untouched',
    passed: anyPacket && files.passed,
    detail: files.detail,
  });
  return checkpoints;
}
