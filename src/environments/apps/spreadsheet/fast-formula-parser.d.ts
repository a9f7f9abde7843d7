// The package ships no types: the part of its API the formula evaluator uses.
declare module 'fast-formula-parser' {
  export interface CellRef {
    sheet: string;
    row: number;
    col: number;
  }
  export interface RangeRef {
    sheet: string;
    from: { row: number; col: number };
    to: { row: number; col: number };
  }
  export type FormulaValue = number | string | boolean | null | undefined;
  class FormulaError extends Error {
    /** The Excel error code, e.g. `#DIV/0!`. */
    readonly error: string;
    static readonly VALUE: FormulaError;
  }
  export default class FormulaParser {
    static readonly FormulaError: typeof FormulaError;
    static readonly FormulaHelpers: { accept(param: unknown, type: number): unknown };
    static readonly Types: { NUMBER: number };
    constructor(config: {
      onCell?: (ref: CellRef) => FormulaValue;
      onRange?: (ref: RangeRef) => FormulaValue[][];
      /** Replace built-in functions; each gets the parser's parameter objects. */
      functions?: Record<string, (...params: unknown[]) => unknown>;
    });
    parse(formula: string, position: CellRef, allowReturnArray?: boolean): unknown;
  }
}
