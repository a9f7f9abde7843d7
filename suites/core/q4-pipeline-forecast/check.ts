import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import { diffCells, diffSql, normalizeText } from 'mcp-arena/evaluation';

const BOOK = 'forecast-2026.xlsx';
const SEEDED = ['Q3 2026', 'Template', 'Playbook'];
/**
 * Q4 2026 per row of the Template (six reps, then Other / unassigned): open deals, pipeline, weighted
 * (weights from 1 July 2026), commit (open Negotiation and Verbal), won in the quarter. Internal accounts
 * and duplicates left out.
 */
const EXPECTED: Array<[string, number[]]> = [
  ['Hannah Cole', [52, 1170901, 520560.6, 397185, 264079]],
  ['Marek Dvorak', [61, 1686751, 888964.6, 756714, 347851]],
  ['Jonas Berg', [58, 1058297, 489885.6, 383861, 324693]],
  ['Aisling Moore', [53, 1125038, 564209.6, 544427, 773682]],
  ['Tariq Haddad', [59, 1383171, 755848.5, 730759, 686074]],
  ['Mei Lin', [48, 1100059, 492501.1, 417916, 861269]],
  ['Other / unassigned', [50, 1044475, 538682, 409323, 443317]],
];
const COLUMNS = ['B', 'C', 'D', 'E', 'F'];
const COLUMN_NAMES = ['open deals', 'pipeline', 'weighted', 'commit', 'won'];

const plain = (text: unknown): string => normalizeText(String(text ?? ''));
/** Formula cells without their cached result: the server drops results it cannot keep, only the formula counts. */
const formulasOnly = (cells: SheetCell[][]): SheetCell[][] =>
  cells.map((row) => row.map((cell) => (cell.type === 'formula' ? { ...cell, value: null } : cell)));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { spreadsheet, before } = context;
  const sheets = await spreadsheet.sheets(BOOK);
  const added = sheets.filter((name) => !SEEDED.includes(name));
  const sheet = added.find((name) => /^q4[ -]?2026$/.test(plain(name)));
  const cells = sheet ? await spreadsheet.cells(BOOK, sheet) : [];
  const at = (address: string) => cells.flat().find((cell) => cell.address === address);

  const wrong: string[] = [];
  const asText: string[] = [];
  EXPECTED.forEach(([rep, values], k) => {
    values.forEach((expected, j) => {
      const cell = at(`${COLUMNS[j]}${4 + k}`);
      if (cell?.type !== 'number') {
        if (cell && cell.type !== 'empty') asText.push(`${COLUMNS[j]}${4 + k}`);
        wrong.push(`${rep} ${COLUMN_NAMES[j]}: ${String(cell?.value ?? 'empty')}`);
      } else if (Math.abs(Number(cell.value) - expected) > 1) {
        wrong.push(`${rep} ${COLUMN_NAMES[j]}: ${String(cell.value)} (expected ${expected})`);
      }
    });
  });
  const column = (j: number) =>
    EXPECTED.filter((_, k) => {
      const cell = at(`${COLUMNS[j]}${4 + k}`);
      return cell?.type === 'number' && Math.abs(Number(cell.value) - EXPECTED[k]![1][j]!) <= 1;
    }).length === EXPECTED.length;

  const layout = sheet
    ? diffCells(formulasOnly(await before.spreadsheet.cells(BOOK, 'Template')), formulasOnly(cells), {
        allow: { added: ['B4:F10', 'A12:H', 'G1:H11'], changed: ['A1'] },
        label: `${sheet}: `,
      })
    : { passed: false, detail: 'no Q4 2026 sheet' };
  const kept = await Promise.all(
    SEEDED.map(async (name) =>
      sheets.includes(name)
        ? diffCells(
            formulasOnly(await before.spreadsheet.cells(BOOK, name)),
            formulasOnly(await spreadsheet.cells(BOOK, name)),
            { label: `${name}: ` },
          )
        : { passed: false, detail: `${name} deleted` },
    ),
  );
  const database = await diffSql(before.sql, context.sql);
  const acted = added.length > 0;
  return [
    {
      name: 'a new sheet "Q4 2026" copied from the Template, titled with the quarter, no other new sheet',
      points: 2,
      passed:
        sheet !== undefined && added.length === 1 && /\bq4\s*[/-]?\s*2026\b/.test(plain(at('A1')?.value)),
      detail: `new sheets: ${added.join(', ') || 'none'}; title: ${String(at('A1')?.value ?? '')}`,
    },
    {
      name: 'open deal counts and pipeline per rep (internal and duplicate deals out, leavers and House under Other)',
      points: 2,
      passed: column(0) && column(1),
      detail: wrong.filter((item) => / (open deals|pipeline):/.test(item)).join('; '),
    },
    {
      name: 'weighted pipeline with the weights from 1 July 2026',
      points: 2,
      passed: column(2),
      detail: wrong.filter((item) => / weighted:/.test(item)).join('; '),
    },
    {
      name: 'commit (open Negotiation and Verbal) and won in the quarter',
      points: 2,
      passed: column(3) && column(4),
      detail: wrong.filter((item) => / (commit|won):/.test(item)).join('; '),
    },
    {
      name: 'figures stored as numbers, not text',
      passed: acted && asText.length === 0,
      detail: asText.join(', '),
    },
    {
      name: 'the Template layout kept on the new sheet (rep names, Total row formulas)',
      points: 2,
      passed: layout.passed,
      detail: layout.detail,
    },
    {
      name: 'Q3 2026, Template and Playbook untouched; database unchanged',
      passed: acted && kept.every((diff) => diff.passed) && database.passed,
      detail: [...kept, database]
        .filter((diff) => !diff.passed)
        .map((diff) => diff.detail)
        .join('; '),
    },
  ];
}
