import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import { diffCells, diffRows } from 'mcp-arena/evaluation';

const FILE = 'software-licences.xlsx';
const SHEET = 'True-up 2026';
/** Product -> purchased, in use after the clean-up, difference, true-up EUR. */
const WANT: Record<string, [number, number, number, number]> = {
  DesignHub: [40, 41, 1, 540],
  CodeVault: [120, 113, -7, 0],
  DataLens: [25, 27, 2, 2400],
  MeetNow: [200, 195, -5, 0],
  LegalBase: [5, 6, 1, 2400],
};

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  // The clean-up, from the database: exactly the leavers' and idle assignments revoked (not the new ones).
  const query = `SELECT id, user_id, product, assigned_on::text AS assigned_on, revoked_on::text AS revoked_on FROM licence_assignments ORDER BY id`;
  const before = await context.before.sql(query);
  const after = await context.sql(query);
  const [expected] = await context.before.sql(
    `SELECT array_agg(a.id ORDER BY a.id) AS ids FROM licence_assignments a JOIN users u ON u.id = a.user_id
      WHERE a.revoked_on IS NULL AND (u.status = 'left' OR (a.assigned_on <= DATE '2026-09-01' AND NOT EXISTS (
        SELECT 1 FROM usage_events e WHERE e.user_id = a.user_id AND e.product = a.product AND e.occurred_at >= TIMESTAMP '2026-09-01')))`,
  );
  const want = new Set((expected?.ids as number[] | null) ?? []);
  const revoked = after.filter(
    (row) => row.revoked_on !== null && before.find((each) => each.id === row.id)?.revoked_on === null,
  );
  const revokedIds = new Set(revoked.map((row) => Number(row.id)));
  const missing = [...want].filter((id) => !revokedIds.has(id));
  const extra = [...revokedIds].filter((id) => !want.has(id));
  const dated = revoked.every(
    (row) => String(row.revoked_on) >= '2026-11-23' && String(row.revoked_on) <= '2026-11-30',
  );
  const assignmentsDiff = diffRows(before, after, {
    key: 'id',
    label: 'licence_assignments',
    allow: {
      changed: (change) =>
        change.column === 'revoked_on' && change.before === null && want.has(Number(change.key)),
    },
  });
  const tables: string[] = [];
  for (const table of ['users', 'usage_events']) {
    const hash = async (sql: CheckContext['sql']) =>
      (await sql(`SELECT md5(string_agg(t::text, ',' ORDER BY t.id)) AS h FROM ${table} t`))[0]?.h;
    if ((await hash(context.sql)) !== (await hash(context.before.sql))) tables.push(table);
  }

  // The sheet: one row per product with numbers, the Total formula kept, the other sheets untouched.
  const cells = await context.spreadsheet.cells(FILE, SHEET);
  const rows = cells.slice(1).filter((row) => String(row[0]?.value ?? '').trim() in WANT);
  // A formula counts by its value: its cached result, or computed here when the writer stored none.
  const sheets = new Map([
    [SHEET.toLowerCase(), cells],
    ['entitlements', await context.spreadsheet.cells(FILE, 'Entitlements')],
  ]);
  const valueOf = (cell: SheetCell | undefined, sheet: string, depth = 0): number | undefined => {
    if (cell === undefined || cell.type === 'empty') return 0;
    if (cell.type === 'number') return Number(cell.value);
    if (cell.type !== 'formula' || depth > 20) return undefined;
    if (typeof cell.value === 'number') return cell.value;
    return evaluateFormula(cell.formula ?? '', (name, column, row) => {
      const target = name ?? sheet;
      const grid = sheets.get(target.toLowerCase());
      return grid === undefined ? undefined : valueOf(grid[row - 1]?.[column - 1], target, depth + 1);
    });
  };
  const isNumber = (cell: SheetCell | undefined, value: number) =>
    (cell?.type === 'number' || cell?.type === 'formula') &&
    Math.abs((valueOf(cell, SHEET) ?? NaN) - value) < 0.005;
  const rowRight = (name: string, columns: number[]) => {
    const found = rows.filter((row) => String(row[0]?.value).trim() === name);
    return (
      found.length === 1 && columns.every((column) => isNumber(found[0]![column + 1], WANT[name]![column]!))
    );
  };
  const inUseRight = Object.keys(WANT).filter((name) => rowRight(name, [0, 1, 2]));
  const costRight = Object.keys(WANT).filter((name) => rowRight(name, [3]));
  const total = cells
    .flat()
    .find(
      (cell) =>
        cell.type === 'formula' && /^SUM\(E2:E\d+\)$/i.test(String(cell.formula ?? '').replace(/\s/g, '')),
    );
  const otherSheets: string[] = [];
  for (const sheet of ['Notes', 'Entitlements', 'True-up 2025']) {
    const diff = diffCells(
      await context.before.spreadsheet.cells(FILE, sheet),
      await context.spreadsheet.cells(FILE, sheet),
      { allow: {} },
    );
    if (!diff.passed) otherSheets.push(sheet);
  }
  const acted = revoked.length > 0 || rows.length > 0;

  return [
    {
      name: "leavers' and idle assignments revoked (assignments newer than 1 September kept)",
      points: 3,
      passed: want.size > 0 && missing.length === 0 && extra.length === 0,
      detail: `${revokedIds.size} revoked, ${missing.length} missing, ${extra.length} wrong`,
    },
    { name: 'revoked on the day of the clean-up', passed: revoked.length > 0 && dated },
    {
      name: 'no other assignment change; users and usage untouched',
      passed: acted && assignmentsDiff.passed && tables.length === 0,
      detail: `${assignmentsDiff.detail} ${tables.join(', ')}`,
    },
    {
      name: 'seats purchased, in use and difference per product, as numbers',
      points: 3,
      passed: inUseRight.length === 5,
      detail: `${inUseRight.length}/5`,
    },
    {
      name: 'true-up EUR per product (0 when under)',
      points: 2,
      passed: costRight.length === 5,
      detail: `${costRight.length}/5`,
    },
    { name: 'Total still a SUM formula', passed: acted && total !== undefined },
    {
      name: 'Notes, Entitlements and last year untouched',
      passed: acted && otherSheets.length === 0,
      detail: otherSheets.join(', '),
    },
    { name: 'total true-up EUR 5,340 reported', required: false, passed: /5[,.\s]?340/.test(context.answer) },
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
