import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { compareSets, noneWrong, statementsAbout } from 'mcp-arena/evaluation';

type SheetCell = Awaited<ReturnType<CheckContext['spreadsheet']['cells']>>[number][number];

const FILE = 'ops-budget-2026-11.xlsx';
// Rows 2 to 6 in this order: category, budget, November actual.
const CATEGORIES: Array<[string, number, number]> = [
  ['Office supplies', 2000, 2243.16],
  ['Travel', 1500, 1150.4],
  ['Software', 800, 929],
  ['Furniture', 2500, 2474.45],
  ['Cleaning', 1100, 1059.1],
];

const NOTES = [
  'Actuals are the expenses booked in the month, per category, from the expenses database.',
  'Fill only the Actual column; Variance and Total are formulas.',
];

/** A statement that a category went over budget; and one that says it did not (under, within, no overspend). */
const OVER = /\bover\b|overspen|overrun|exceed|above (?:the )?budget|beyond (?:the )?budget/;
const NOT_OVER = /\bunder\b|within|below|\bnot\b|n't|\bno overspen/;

/** Whether a statement says over budget or not: its first word on it decides (`did not go over`, `over, the rest under`). */
const verdict = (statement: string): 'over' | 'not over' | undefined => {
  const over = OVER.exec(statement)?.index ?? Infinity;
  const notOver = NOT_OVER.exec(statement)?.index ?? Infinity;
  return over === notOver ? undefined : over < notOver ? 'over' : 'not over';
};

const isNumber = (cell: SheetCell | undefined, value: number): boolean =>
  cell?.type === 'number' && typeof cell.value === 'number' && Math.abs(cell.value - value) < 0.005;
const hasFormula = (cell: SheetCell | undefined, formula: string): boolean =>
  cell?.type === 'formula' && (cell.formula ?? '').replace(/\s+/g, '').toUpperCase() === formula;
const show = (cell: SheetCell | undefined): string =>
  cell === undefined || cell.type === 'empty'
    ? 'empty'
    : cell.type === 'formula'
      ? `=${cell.formula ?? ''}`
      : `${JSON.stringify(cell.value)} (${cell.type})`;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const cells = await context.spreadsheet.cells(FILE, 'November');
  const at = (address: string): SheetCell | undefined => {
    const row = Number(address.slice(1)) - 1;
    return cells[row]?.[address.charCodeAt(0) - 65];
  };
  const actuals = CATEGORIES.map(([category, , actual], index) => ({
    category,
    cell: at(`C${index + 2}`),
    actual,
  }));
  const filled = actuals.filter(({ cell, actual }) => isNumber(cell, actual));
  const acted = actuals.some(({ cell }) => cell !== undefined && cell.type !== 'empty');

  // The rest of the table as seeded (labels, budgets, Variance and Total formulas); rows added below are harmless.
  const problems: string[] = [];
  const expect = (ok: boolean, address: string): void => {
    if (!ok) problems.push(`${address} is ${show(at(address))}`);
  };
  ['Category', 'Budget', 'Actual', 'Variance'].forEach((label, index) =>
    expect(at(`${'ABCD'[index]}1`)?.value === label, `${'ABCD'[index]}1`),
  );
  CATEGORIES.forEach(([category, budget], index) => {
    const row = index + 2;
    expect(at(`A${row}`)?.value === category, `A${row}`);
    expect(isNumber(at(`B${row}`), budget), `B${row}`);
    expect(hasFormula(at(`D${row}`), `B${row}-C${row}`), `D${row}`);
  });
  expect(at('A7')?.value === 'Total', 'A7');
  expect(hasFormula(at('B7'), 'SUM(B2:B6)'), 'B7');
  expect(hasFormula(at('C7'), 'SUM(C2:C6)'), 'C7');
  expect(hasFormula(at('D7'), 'B7-C7'), 'D7');

  const notes = await context.spreadsheet.rows(FILE, 'Notes').catch(() => []);
  // Nothing in the database is to change: the expenses, id order, as seeded.
  const expensesSql = `SELECT to_char(booked_on, 'YYYY-MM-DD') || '|' || category || '|' || supplier || '|' || amount::text AS row
       FROM expenses ORDER BY id`;
  const expenseRows = async (sql: CheckContext['sql']): Promise<string[]> =>
    (await sql(expensesSql)).map((row) => String(row.row));
  const [expenses, seededExpenses] = await Promise.all([
    expenseRows(context.sql),
    expenseRows(context.before.sql),
  ]);
  const expensesKept =
    seededExpenses.length > 0 &&
    expenses.length === seededExpenses.length &&
    seededExpenses.every((row, index) => expenses[index] === row);
  // The question asked: which categories went over budget. Read where the answer speaks of each category (its
  // part of a sentence, its list item or table row, with the lead-in it stands under), not anywhere in it.
  const answer = context.answer;
  const names = CATEGORIES.map(([category]) => category);
  const overBudget = names.filter((category) => {
    const others = names.filter((other) => other !== category);
    // Its own part of each statement decides (`Travel stayed within budget, while Software went over`); a
    // part without a verdict takes the statement's (`Office supplies exceeded its budget by 243.16 and Software by 129.00`).
    return statementsAbout(answer, category).some((statement) => {
      const parts = statementsAbout(statement, category, { others }).map(verdict);
      return (parts.find((each) => each !== undefined) ?? verdict(statement)) === 'over';
    });
  });
  const overspend = compareSets(overBudget, ['Office supplies', 'Software']);
  return [
    {
      name: 'actuals filled per category, stored as numbers',
      points: 4,
      passed: filled.length === 5,
      detail: `${filled.length}/5 correct; Actual column: ${actuals
        .map(({ category, cell }) => `${category} ${show(cell)}`)
        .join(', ')}`,
    },
    noneWrong('labels, budgets, Variance and Total formulas kept', problems, { acted }),
    {
      name: 'Notes sheet and expenses table untouched',
      passed: acted && NOTES.every((line, index) => notes[index]?.[0] === line) && expensesKept,
      detail: `${notes.length} notes rows; ${expenses.length} expenses${expensesKept ? '' : ' (changed)'}`,
    },
    {
      name: 'the answer names exactly the categories over budget: Office supplies and Software',
      passed: overspend.passed,
      detail: `over budget per the answer: ${overBudget.join(', ') || 'none'}; ${overspend.detail}`,
    },
  ];
}
