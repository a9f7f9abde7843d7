import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCells, normalizeText, tally } from 'mcp-arena/evaluation';

const FILE = 'msa-review.xlsx';
/** Contract -> governing law (key word), cap EUR, basis, auto-renewal, flag. */
const WANT: Record<string, [string, number, string, boolean, boolean]> = {
  'MSA-2026-01': ['england', 250000, 'fixed', true, true], // English law
  'MSA-2026-02': ['german', 78000, 'fees', true, true], // 12 x 6,500 is below 100,000
  'MSA-2026-03': ['german', 500000, 'fixed', false, false],
  'MSA-2026-04': ['german', 90000, 'fixed', true, true], // the side letter replaces 2 x 60,000
};

type Cell = Awaited<ReturnType<CheckContext['spreadsheet']['cells']>>[number][number];
const text = (cell: Cell | undefined) => normalizeText(String(cell?.value ?? ''));
const yes = (cell: Cell | undefined) => /^(yes|y|true)$/.test(text(cell));
const no = (cell: Cell | undefined) => /^(no|n|false)$/.test(text(cell));
const amount = (cell: Cell | undefined) =>
  cell?.type === 'number'
    ? Number(cell.value)
    : Number(String(cell?.value ?? '').replace(/[\s,]|eur|€/gi, ''));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const cells = await context.spreadsheet.cells(FILE, 'Review');
  const rowOf = (id: string) => cells.find((row) => String(row[0]?.value ?? '').trim() === id);
  const ids = Object.keys(WANT);
  const lawRight = ids.filter((id) => {
    const law = text(rowOf(id)?.[2]);
    return WANT[id]![0] === 'england'
      ? /england|english/.test(law)
      : // A note on Deltaform's Swiss arbitration seat is fine; another law named as governing is not.
        /german|germany/.test(law) &&
          !/england|english|(swiss|switzerland'?s?) law|laws? of switzerland/.test(law);
  });
  const capRight = ids.filter((id) => {
    const cell = rowOf(id)?.[3];
    // A number, or a formula that works it out (`=12*6500`, computed by the reader); not text.
    const value =
      cell?.type === 'number'
        ? amount(cell)
        : cell?.type === 'formula' && typeof cell.value === 'number'
          ? cell.value
          : undefined;
    return value !== undefined && Math.abs(value - WANT[id]![1]) < 0.01;
  });
  const basisRight = ids.filter((id) =>
    (WANT[id]![2] === 'fees' ? /\bfees?\b/ : /\bfixed\b/).test(text(rowOf(id)?.[4])),
  );
  const renewRight = ids.filter((id) => (WANT[id]![3] ? yes(rowOf(id)?.[5]) : no(rowOf(id)?.[5])));
  const flagRight = ids.filter((id) => (WANT[id]![4] ? yes(rowOf(id)?.[6]) : no(rowOf(id)?.[6])));
  // The other party (not us), by the distinctive word of its name.
  const COUNTERPARTY: Record<string, string> = {
    'MSA-2026-01': 'aurora',
    'MSA-2026-02': 'brenner',
    'MSA-2026-03': 'corex',
    'MSA-2026-04': 'deltaform',
  };
  const named = ids.filter((id) => text(rowOf(id)?.[1]).includes(COUNTERPARTY[id]!));
  const review = diffCells(await context.before.spreadsheet.cells(FILE, 'Review'), cells, {
    // A column of notes beside the table (e.g. why a row is flagged) is a harmless extra.
    allow: { added: ['B2:G5', 'H1:H5'], changed: ['B2:G5'] },
  });
  const instructions = diffCells(
    await context.before.spreadsheet.cells(FILE, 'Instructions'),
    await context.spreadsheet.cells(FILE, 'Instructions'),
    { allow: {} },
  );
  const acted = named.length > 0;

  return [
    { name: 'counterparty per MSA', passed: named.length === 4, detail: `${named.length}/4` },
    tally('governing law per MSA (Deltaform: German law despite its Swiss seat)', lawRight, 4),
    {
      name: 'liability cap in EUR as a number (fees worked out, side letter applied)',
      points: 3,
      passed: capRight.length === 4,
      detail: `${capRight.length}/4: ${ids.map((id) => String(rowOf(id)?.[3]?.value)).join(', ')}`,
    },
    { name: 'cap basis per MSA', passed: basisRight.length === 4, detail: `${basisRight.length}/4` },
    { name: 'auto-renewal per MSA', passed: renewRight.length === 4, detail: `${renewRight.length}/4` },
    tally('flag per the playbook (non-German law, cap under EUR 100,000)', flagRight, 4, { points: 2 }),
    {
      name: 'contract ids, header and instructions kept; nothing written outside the review rows',
      passed: acted && review.passed && instructions.passed,
      detail: `${review.detail} ${instructions.detail}`,
    },
  ];
}
