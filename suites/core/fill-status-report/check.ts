import type { CheckContext, CheckpointInput } from '../../../src/evaluation/index.ts';

const REPORT = 'status/2026-W46.md';
/** Every seeded file stays as it was: templates are not filled in place, past reports are kept as sent. */
const UNCHANGED = [
  'README.md',
  'data/deploy-log-2026-10.txt',
  'data/deploy-log.txt',
  'data/tickets-export-2026-11-06.csv',
  'data/tickets-export-2026-11-13.csv',
  'notes/oncall-handover-2026-11-02.md',
  'notes/oncall-handover-2026-11-09.md',
  'notes/planning-q4.md',
  'notes/retro-2026-11-05.md',
  'okrs-2026-h2.md',
  'rota.md',
  'status/2026-W40.md',
  'status/2026-W41.md',
  'status/2026-W42.md',
  'status/2026-W43.md',
  'status/2026-W44.md',
  'status/2026-W45.md',
  'templates/incident-postmortem.md',
  'templates/monthly-kpi.md',
  'templates/weekly-status.md',
];

/** Text without what is not substance: Unicode forms, typographic dashes, odd spaces, Markdown emphasis and code marks. */
const normalise = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u202f\u2007]/g, ' ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\r\n/g, '\n');

/** The text after `label` up to the next section heading, or '' when the label is absent. */
function field(text: string, label: RegExp): string {
  const match = label.exec(text);
  if (!match) return '';
  const rest = text.slice(match.index + match[0].length);
  const end = rest.search(/\n#{1,6} /);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The number right after the label's colon or table pipe ("Opened this week: 7", "**Opened:** 7", "| Opened | 7 |"). */
function countAfter(text: string, label: RegExp): number | undefined {
  const line = field(text, label).split('\n')[0] ?? '';
  const match = /^[^:|\n]*[:|][\s*_|]*(\d+)\b/.exec(line);
  return match ? Number(match[1]) : undefined;
}

/** A field label at the start of a line, after a bullet, bold markers or a table pipe. */
const fieldLabel = (name: string): RegExp => new RegExp(`^[\\s*_|-]*${name}\\b`, 'im');

/** A November 2026 day in any usual form: ISO, 9 Nov, Nov 9, 09.11., 11/09, 9/11, or inside a range (Nov 9-13). */
const date = (iso: string, day: number): RegExp => {
  const d = `0?${day}`;
  return new RegExp(
    [
      iso,
      `\\b${d}(st|nd|rd|th)?\\s+nov`,
      `nov[a-z]*\\.?\\s+${d}\\b`,
      `\\b${d}\\.\\s*11\\.`,
      `\\b11/${d}\\b`,
      `\\b${d}/11\\b`,
      `nov[a-z]*\\.?\\s+\\d{1,2}\\s*(-|to)\\s*${d}\\b`,
      `\\b${d}\\s*(-|to)\\s*\\d{1,2}\\s+nov`,
    ].join('|'),
    'i',
  );
};

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(REPORT);
  const report = normalise(text ?? '');
  const openedLabel = fieldLabel('opened');
  const closedLabel = fieldLabel('closed');
  const p1 = new Set(field(report, fieldLabel('open p1')).match(/PLAT-\d+/g) ?? []);
  const wantP1 = ['PLAT-409', 'PLAT-441', 'PLAT-447'];
  const rollbackSection = field(report, fieldLabel('rollbacks?'));
  const rollbacks = countAfter(report, fieldLabel('rollbacks?'));
  const deploys = countAfter(report, fieldLabel('production deploys'));
  const changed = UNCHANGED.filter((file) => context.readText(file) !== context.readSeed(file));
  return [
    {
      name: 'report filed as status/2026-W46.md',
      passed: text !== undefined,
      detail: text === undefined ? 'missing' : '',
    },
    {
      name: 'every placeholder filled',
      passed:
        text !== undefined &&
        !report.includes('{{') &&
        /## Tickets/i.test(report) &&
        /## Deploys/i.test(report),
      detail:
        text === undefined
          ? ''
          : `leftover placeholders: ${(report.match(/\{\{\w+\}\}/g) ?? []).join(', ') || 'none'}`,
    },
    {
      name: 'week and period',
      passed:
        /2026-W46/i.test(report) && date('2026-11-09', 9).test(report) && date('2026-11-13', 13).test(report),
    },
    {
      name: 'author from the rota',
      passed: /Sanna\s+Koivu/i.test(field(report, fieldLabel('author')).split('\n')[0] ?? ''),
      detail: 'W46 is on Sanna Koivu',
    },
    {
      name: 'tickets opened this week',
      points: 2,
      passed: countAfter(report, openedLabel) === 7,
      detail: `found ${countAfter(report, openedLabel)}, want 7`,
    },
    {
      name: 'tickets closed this week',
      points: 2,
      passed: countAfter(report, closedLabel) === 16,
      detail: `found ${countAfter(report, closedLabel)}, want 16 (Done and Won't Do)`,
    },
    {
      name: 'open P1 tickets',
      points: 2,
      passed: p1.size === wantP1.length && wantP1.every((key) => p1.has(key)),
      detail: `found ${[...p1].join(', ') || 'none'}, want ${wantP1.join(', ')}`,
    },
    {
      name: 'production deploys',
      points: 2,
      passed: deploys === 8,
      detail: `found ${deploys}, want 8 (result=ok only)`,
    },
    {
      name: 'rollbacks',
      points: 2,
      passed:
        rollbacks === 1 &&
        /route-planner/i.test(rollbackSection) &&
        !/tracking-gateway/i.test(rollbackSection),
      detail: `found ${rollbacks}; want 1, route-planner 3.8.4`,
    },
    {
      name: 'templates, past reports, data and notes untouched',
      passed: text !== undefined && changed.length === 0,
      detail: changed.length ? `changed: ${changed.join(', ')}` : '',
    },
  ];
}
