import { createRequire } from 'node:module';
import type { Cell, CellValue as ExcelCellValue, Workbook, Worksheet } from 'exceljs';
import type FormulaParser from 'fast-formula-parser';
import type { CellRef, FormulaValue, RangeRef } from 'fast-formula-parser';

let formulaParserClass: typeof FormulaParser | undefined;

/**
 * The library, loaded on first use (it is CommonJS, so synchronously): its import builds its grammar,
 * which takes as long as the rest of a command's start-up, and every command that lists the apps would pay it.
 */
function formulaParser(): typeof FormulaParser {
  formulaParserClass ??= createRequire(import.meta.url)('fast-formula-parser') as typeof FormulaParser;
  return formulaParserClass;
}

/** What a formula computes to: a plain value, an Excel error code, or nothing when it cannot be computed. */
export type ComputedValue = { value: number | string | boolean } | { error: string } | undefined;

/** Thrown inside a computation when a referenced cell has no value we can trust (cycle, unsupported function). */
class Unresolved extends Error {}

// Excel's serial day 0 is 1899-12-30: dates enter formulas as serial numbers.
const excelSerial = (date: Date): number => date.getTime() / 86_400_000 + 25_569;

/**
 * Excel's ROUND: the library's rounds the binary double (ROUND(3*1.25*19.74, 2) gives 74.02), Excel rounds
 * the number as shown to 15 significant digits (74.025, so 74.03).
 */
function excelRound(numberParam: unknown, digitsParam: unknown): number {
  const { FormulaHelpers: helpers, Types } = formulaParser();
  const number = Number(helpers.accept(numberParam, Types.NUMBER));
  const digits = Math.trunc(Number(helpers.accept(digitsParam, Types.NUMBER)));
  const scale = 10 ** digits;
  const rounded = Math.round(Number((Math.abs(number) * scale).toPrecision(15))) / scale;
  return number < 0 ? -rounded : rounded;
}

/** A function argument as the library passes it: a value, or a range's rows. */
interface Argument {
  value: unknown;
  isRangeRef: boolean;
}

/**
 * Excel's MIN and MAX, which the library lacks: numbers and booleans given directly count (numeric text too),
 * a range contributes only its numbers; no numbers at all gives 0.
 */
function extreme(pick: (...values: number[]) => number) {
  return (...args: unknown[]): number => {
    const numbers = (args as Argument[]).flatMap(({ value, isRangeRef }) => {
      if (isRangeRef || Array.isArray(value))
        return (value as unknown[][]).flat().filter((item): item is number => typeof item === 'number');
      if (typeof value === 'number' || typeof value === 'boolean') return [Number(value)];
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return [Number(value)];
      throw formulaParser().FormulaError.VALUE;
    });
    return numbers.length === 0 ? 0 : pick(...numbers);
  };
}

const formulaOf = (cell: Cell): string | undefined => {
  const raw = cell.value;
  if (raw === null || typeof raw !== 'object' || !('formula' in raw || 'sharedFormula' in raw))
    return undefined;
  return cell.formula ? cell.formula.replace(/^=/, '') : undefined;
};

/**
 * Computes formulas that were stored without a cached result (as the spreadsheet MCP server writes them),
 * resolving references within the workbook: other sheets, other cells' cached results, other formulas
 * recursively. A cycle, an unsupported function or a reference to something uncomputable gives undefined.
 */
export function createFormulaEvaluator(workbook: Workbook): (cell: Cell) => ComputedValue {
  const computed = new Map<string, ComputedValue>();
  const inProgress = new Set<string>();
  const sheetNamed = (name: string): Worksheet => {
    const sheet = workbook.getWorksheet(name);
    if (!sheet) throw new Unresolved(`no sheet ${name}`);
    return sheet;
  };

  // The value a referenced cell contributes: its stored value, its cached result, or its computed result.
  const valueOf = (cell: Cell): FormulaValue => {
    const raw: ExcelCellValue = cell.value;
    if (raw === null || raw === undefined) return null;
    if (typeof raw === 'number' || typeof raw === 'string' || typeof raw === 'boolean') return raw;
    if (raw instanceof Date) return excelSerial(raw);
    if ('richText' in raw) return raw.richText.map((part) => part.text).join('');
    if ('formula' in raw || 'sharedFormula' in raw) {
      const cached = (raw as { result?: ExcelCellValue }).result;
      if (cached !== undefined && cached !== null && typeof cached !== 'object') return cached;
      if (cached instanceof Date) return excelSerial(cached);
      const result = evaluate(cell);
      if (result && 'value' in result) return result.value;
      throw new Unresolved(`${cell.address} has no value`);
    }
    if ('text' in raw) return String(raw.text);
    throw new Unresolved(`${cell.address} holds an error`);
  };

  // A parser keeps state while it parses, so a formula referring to another formula needs its own parser:
  // one per nesting depth, reused (each takes ~10 ms to build).
  const parsers: FormulaParser[] = [];
  const Parser = formulaParser();
  const newParser = (): FormulaParser =>
    new Parser({
      functions: { ROUND: excelRound, MIN: extreme(Math.min), MAX: extreme(Math.max) },
      onCell: (ref: CellRef) => valueOf(sheetNamed(ref.sheet).getCell(ref.row, ref.col)),
      onRange: (ref: RangeRef) => {
        const sheet = sheetNamed(ref.sheet);
        // Whole-column or whole-row references stop at the sheet's used area.
        const lastRow = Math.min(ref.to.row, sheet.rowCount);
        const lastCol = Math.min(ref.to.col, sheet.columnCount);
        const rows: FormulaValue[][] = [];
        for (let row = ref.from.row; row <= lastRow; row += 1) {
          const values: FormulaValue[] = [];
          for (let col = ref.from.col; col <= lastCol; col += 1)
            values.push(valueOf(sheet.getCell(row, col)));
          rows.push(values);
        }
        return rows;
      },
    });

  const evaluate = (cell: Cell): ComputedValue => {
    const formula = formulaOf(cell);
    if (formula === undefined) return undefined;
    const key = `${cell.worksheet.name}!${cell.address}`;
    if (computed.has(key)) return computed.get(key);
    if (inProgress.has(key)) throw new Unresolved(`${key} refers to itself`);
    inProgress.add(key);
    let result: ComputedValue;
    try {
      const position = { sheet: cell.worksheet.name, row: Number(cell.row), col: Number(cell.col) };
      const depth = inProgress.size;
      parsers[depth] ??= newParser();
      const value = parsers[depth].parse(formula, position);
      if (value instanceof Parser.FormulaError) result = { error: value.error };
      else if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
        result = Number.isFinite(value) || typeof value !== 'number' ? { value } : undefined;
      else result = undefined;
    } catch {
      // Unsupported functions, parse errors and unresolved references all mean: no value we can vouch for.
      result = undefined;
    } finally {
      inProgress.delete(key);
    }
    computed.set(key, result);
    return result;
  };
  return evaluate;
}

const evaluators = new WeakMap<Workbook, (cell: Cell) => ComputedValue>();

/** The computed result of a formula cell without a cached result; one evaluator (and cache) per workbook. */
export function computeFormula(cell: Cell): ComputedValue {
  const workbook = cell.workbook;
  let evaluate = evaluators.get(workbook);
  if (!evaluate) {
    evaluate = createFormulaEvaluator(workbook);
    evaluators.set(workbook, evaluate);
  }
  return evaluate(cell);
}
