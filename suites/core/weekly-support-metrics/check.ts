import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import {
  diffCells,
  diffSql,
  mentionsAmount,
  mentionsDate,
  normalizeText,
  recipientsOf,
} from 'mcp-arena/evaluation';

const FILE = 'support-metrics.xlsx';
const SHEET = 'Weekly';
/** The week of Monday 16 November 2026, by the Definitions sheet. */
const WEEK = { opened: 259, solved: 234, backlog: 121, median: 2.7, csat: 0.724 };
const TEAM = 'support-team@lumen.test';

/** A number cell, or a formula's cached number; a formula of plain arithmetic (`=181/250`) is worked out. */
const numberOf = (cell: SheetCell | undefined): number => {
  if (cell === undefined) return Number.NaN;
  if (cell.type === 'number') return Number(cell.value);
  if (cell.type !== 'formula') return Number.NaN;
  if (typeof cell.value === 'number') return cell.value;
  const formula = (cell.formula ?? '').replace(/^=/, '');
  return /^[\d.\s+\-*/()]+$/.test(formula) ? Number(new Function(`return (${formula});`)()) : Number.NaN;
};
const isWeek = (cell: SheetCell | undefined) => {
  if (cell === undefined) return false;
  if (cell.type === 'date') return String(cell.value).startsWith('2026-11-16');
  return mentionsDate(String(cell.value ?? ''), '2026-11-16');
};
/** A whole number in prose, not part of a longer number or a date. */
const mentionsCount = (text: string, count: number) =>
  new RegExp(`(?<![\\d.,])${count}(?![\\d]|[.,]\\d)`).test(text);

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const cells = await context.spreadsheet.cells(FILE, SHEET);
  const before = await context.before.spreadsheet.cells(FILE, SHEET);
  const added = cells.slice(before.length).filter((row) => row.some((cell) => cell.type !== 'empty'));
  const at = (row: SheetCell[], column: string) =>
    row.find((cell) => cell.address.replace(/\d+$/, '') === column);
  const rows = added.filter((row) => isWeek(at(row, 'A')));
  const row = rows.length === 1 && added.length === 1 ? rows[0] : undefined;
  const sheet = diffCells(before, cells, { allow: { added: [`A${before.length + 1}:G`] } });
  const csat = row ? numberOf(at(row, 'F')) : Number.NaN;

  const sent = await context.mail.sent();
  const posts = sent.filter((message) => recipientsOf(message).includes(TEAM));
  const post =
    posts.length === 1 ? normalizeText(`${posts[0]!.subject}\n${posts[0]!.text}`, { keepCase: true }) : '';
  const strays = [...new Set(sent.flatMap((message) => recipientsOf(message)))].filter(
    (address) => address !== TEAM && address !== 'milan.havel@lumen.test',
  );
  const database = await diffSql(context.before.sql, context.sql, {});
  const acted = added.length > 0 || sent.length > 0;

  return [
    {
      name: 'one new row for the week of Monday 16 November',
      passed: row !== undefined,
      detail: `${added.length} rows added`,
    },
    {
      name: 'opened and solved counted without spam, merged and internal test tickets (259, 234)',
      points: 2,
      passed:
        row !== undefined && numberOf(at(row, 'B')) === WEEK.opened && numberOf(at(row, 'C')) === WEEK.solved,
      detail: row ? `${at(row, 'B')?.value}, ${at(row, 'C')?.value}` : '',
    },
    {
      name: 'backlog as it stood at the end of the week (121), not as of today',
      points: 2,
      passed: row !== undefined && numberOf(at(row, 'D')) === WEEK.backlog,
      detail: row ? String(at(row, 'D')?.value) : '',
    },
    {
      name: 'median first response in hours (2.7)',
      passed: row !== undefined && Math.abs(numberOf(at(row, 'E')) - WEEK.median) < 0.051,
      detail: row ? String(at(row, 'E')?.value) : '',
    },
    {
      name: 'CSAT as a fraction like the earlier rows (72.4%)',
      passed: Math.abs(csat - WEEK.csat) < 0.0006,
      detail: String(csat),
    },
    {
      name: 'earlier weeks and the definitions kept',
      passed: acted && sheet.passed,
      detail: sheet.detail,
    },
    {
      name: 'numbers posted once to support-team@lumen.test',
      points: 2,
      passed:
        post !== '' &&
        mentionsCount(post, WEEK.opened) &&
        mentionsCount(post, WEEK.solved) &&
        mentionsCount(post, WEEK.backlog) &&
        mentionsAmount(post, WEEK.median) &&
        mentionsAmount(post, 72.4, { tolerance: 0.051 }),
      detail: `${posts.length} posts`,
    },
    {
      name: 'no mail to anyone else; tickets unchanged',
      passed: acted && strays.length === 0 && database.passed,
      detail: `${strays.join(', ')} ${database.detail}`,
    },
  ];
}
