import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCells, normalizeText } from 'mcp-arena/evaluation';

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
    // A number, or a formula that works it out (`=12*6500`); not text.
    const value =
      cell?.type === 'number'
        ? amount(cell)
        : cell?.type === 'formula'
          ? typeof cell.value === 'number'
            ? cell.value
            : evaluateFormula(cell.formula ?? '', () => undefined)
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
    {
      name: 'governing law per MSA (Deltaform: German law despite its Swiss seat)',
      passed: lawRight.length === 4,
      detail: `${lawRight.length}/4`,
    },
    {
      name: 'liability cap in EUR as a number (fees worked out, side letter applied)',
      points: 3,
      passed: capRight.length === 4,
      detail: `${capRight.length}/4: ${ids.map((id) => String(rowOf(id)?.[3]?.value)).join(', ')}`,
    },
    { name: 'cap basis per MSA', passed: basisRight.length === 4, detail: `${basisRight.length}/4` },
    { name: 'auto-renewal per MSA', passed: renewRight.length === 4, detail: `${renewRight.length}/4` },
    {
      name: 'flag per the playbook (non-German law, cap under EUR 100,000)',
      points: 2,
      passed: flagRight.length === 4,
      detail: `${flagRight.length}/4`,
    },
    {
      name: 'contract ids, header and instructions kept; nothing written outside the review rows',
      passed: acted && review.passed && instructions.passed,
      detail: `${review.detail} ${instructions.detail}`,
    },
  ];
}

/**
 * A formula's value when the writer stored no cached result (agents write `=C2-B2` through the sheet tool, which
 * stores the formula alone): + - * / ^, comparisons, parentheses, cell and range references (also `Sheet!A1`,
 * `'Sheet name'!A1:A9`, `$` anchors) and SUM, MIN, MAX, ABS, ROUND, IF. Undefined for anything else.
 */
type Value = number | number[];
type Resolve = (sheet: string | undefined, column: number, row: number) => number | undefined;

const column = (letters: string) =>
  [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
const TOKEN =
  /\s*(?:((?:'[^']+'|[A-Za-z_][\w .-]*?)!)?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?(?![\w(])|(\d+(?:\.\d+)?%?)|([A-Z]+)\(|(<=|>=|<>|[-+*/^(),<>=]))/iy;

function evaluateFormula(formula: string, resolve: Resolve): number | undefined {
  const tokens: {
    ref?: [string | undefined, number, number, number, number];
    number?: number;
    fn?: string;
    op?: string;
  }[] = [];
  const source = formula.replace(/^=/, '').trim();
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const match = TOKEN.exec(source);
    if (!match) return undefined;
    const [, sheet, c1, r1, c2, r2, num, fn, op] = match;
    if (c1) {
      const name = sheet?.slice(0, -1).replace(/^'|'$/g, '');
      tokens.push({
        ref: [name, column(c1.toUpperCase()), Number(r1), column((c2 ?? c1).toUpperCase()), Number(r2 ?? r1)],
      });
    } else if (num) tokens.push({ number: num.endsWith('%') ? Number(num.slice(0, -1)) / 100 : Number(num) });
    else if (fn) tokens.push({ fn: fn.toUpperCase() });
    else tokens.push({ op });
  }
  let at = 0;
  const fail = (): never => {
    throw new Error('unsupported');
  };
  const scalar = (value: Value) => (Array.isArray(value) ? (value.length === 1 ? value[0]! : fail()) : value);
  const primary = (): Value => {
    const token = tokens[at++] ?? fail();
    if (token.number !== undefined) return token.number;
    if (token.ref) {
      const [sheet, c1, r1, c2, r2] = token.ref;
      const values: number[] = [];
      for (let row = r1; row <= r2; row++)
        for (let col = c1; col <= c2; col++) values.push(resolve(sheet, col, row) ?? fail());
      return values.length === 1 ? values[0]! : values;
    }
    if (token.op === '-') return -scalar(power());
    if (token.op === '+') return scalar(power());
    if (token.op === '(') {
      const value = comparison();
      if (tokens[at++]?.op !== ')') fail();
      return value;
    }
    if (token.fn) {
      const args: Value[] = [];
      if (tokens[at]?.op !== ')') {
        args.push(comparison());
        while (tokens[at]?.op === ',') {
          at++;
          args.push(comparison());
        }
      }
      if (tokens[at++]?.op !== ')') fail();
      const flat = args.flat();
      switch (token.fn) {
        case 'SUM':
          return flat.reduce((sum, value) => sum + value, 0);
        case 'MAX':
          return Math.max(...flat);
        case 'MIN':
          return Math.min(...flat);
        case 'ABS':
          return Math.abs(scalar(args[0] ?? fail()));
        case 'ROUND': {
          const factor = 10 ** scalar(args[1] ?? 0);
          return Math.round(scalar(args[0] ?? fail()) * factor) / factor;
        }
        case 'IF':
          return scalar(args[0] ?? fail()) ? (args[1] ?? 1) : (args[2] ?? 0);
      }
    }
    return fail();
  };
  const power = (): Value => {
    let value = primary();
    while (tokens[at]?.op === '^') {
      at++;
      value = scalar(value) ** scalar(primary());
    }
    return value;
  };
  const term = (): Value => {
    let value = power();
    while (tokens[at]?.op === '*' || tokens[at]?.op === '/') {
      const op = tokens[at++]!.op;
      const right = scalar(power());
      value = op === '*' ? scalar(value) * right : scalar(value) / right;
    }
    return value;
  };
  const sum = (): Value => {
    let value = term();
    while (tokens[at]?.op === '+' || tokens[at]?.op === '-') {
      const op = tokens[at++]!.op;
      const right = scalar(term());
      value = op === '+' ? scalar(value) + right : scalar(value) - right;
    }
    return value;
  };
  const comparison = (): Value => {
    const left = sum();
    const op = tokens[at]?.op;
    if (!op || !['<', '>', '=', '<=', '>=', '<>'].includes(op)) return left;
    at++;
    const [a, b] = [scalar(left), scalar(sum())];
    const result = { '<': a < b, '>': a > b, '=': a === b, '<=': a <= b, '>=': a >= b, '<>': a !== b }[op]!;
    return result ? 1 : 0;
  };
  try {
    const value = scalar(comparison());
    return at === tokens.length && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
