import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles } from 'mcp-arena/evaluation';

const REPORT = 'status/2026-W46.md';
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
  // Templates are not filled in place and past reports are kept as sent: every seeded file as it was.
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: true } });
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
      passed: text !== undefined && files.passed,
      detail: files.detail,
    },
  ];
}
