import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, diffSql, mentionsAmount, mentionsId, normalizeText } from 'mcp-arena/evaluation';

const PACK = 'qbr/A-3107-2026-Q3.md';
/** Northgate Logistics Ltd (A-3107), 2026 Q3 against 2025 Q3, cancelled orders out. */
const ORDERS = { now: 246, before: 240 };
const REVENUE = { now: 156715.83, before: 163180.73 };
const CHANGE = '-4.0';
const ON_TIME = 87;
const TOP: Array<[string, number]> = [
  ['TB-ESP-6K', 62807.68],
  ['TS-SVC-VISIT', 19633],
  ['TB-DEC-1K', 13727.28],
];

/** The line of the pack that starts a fact (a list item or a table row), normalised. */
const lineWith = (lines: string[], pattern: RegExp) => lines.find((line) => pattern.test(line)) ?? '';
/**
 * The Notes section of a pack (the lines under a "Notes" heading, bold label or "Notes:" line, up to the next
 * heading), or undefined when there is none.
 */
const notesOf = (lines: string[]): string[] | undefined => {
  // The last one: the template ends with it (a "Notes: ..." line about the figures may come earlier).
  const isNotes = (line: string) =>
    /^\s*(#+\s*|\*\*|__)?notes\b\W*$/i.test(line.trim()) || /^\s*(#+\s*|\*\*)?notes\s*:/i.test(line);
  const start = lines.map(isNotes).lastIndexOf(true);
  if (start < 0) return undefined;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^\s*#/.test(line));
  const inline = lines[start]!.replace(/^\s*(#+\s*|\*\*)?notes\s*:?(\*\*)?/i, '');
  return [inline, ...(end < 0 ? rest : rest.slice(0, end))].filter((line) => line.trim() !== '');
};
/**
 * Notes left for the account executive: nothing, or a placeholder that hands the section to them ("(account
 * executive)", "Hannah to add talking points", "TBD"), short and with no fact of its own.
 */
const leftForAe = (notes: string[]): boolean => {
  const text = normalizeText(notes.join(' '))
    .replace(/[()[\]_*>:.\-–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return true;
  const words = text.split(' ');
  return (
    words.length <= 10 &&
    !/\d/.test(text) &&
    /\b(account executive|ae|hannah|cole|tbd|tba|to do|todo|to be (added|filled|completed|written))\b/.test(
      text,
    )
  );
};
const numbersIn = (line: string) =>
  (line.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const exists = context.listFiles().includes(PACK);
  const text = exists ? normalizeText(context.readText(PACK) ?? '', { keepLines: true, keepCase: true }) : '';
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  // The template's label, or a line that starts with "Orders" under another label ("Orders in 2026 Q3: ...").
  const ordersLine = lineWith(lines, /orders in the quarter/i) || lineWith(lines, /^[\s*|-]*orders\b.*\d/i);
  const revenueLine = lineWith(lines, /net revenue:/i) || lineWith(lines, /revenue/i);
  const onTimeLine = lineWith(lines, /on[- ]time/i);
  const topStart = lines.findIndex((line) => /top products/i.test(line));
  const topLines = topStart < 0 ? [] : lines.slice(topStart);
  const rankOf = (sku: string) => topLines.findIndex((line) => mentionsId(line, sku));
  const topOk =
    TOP.every(([sku, amount]) => {
      const line = topLines[rankOf(sku)] ?? '';
      return rankOf(sku) >= 0 && mentionsAmount(line.replace(sku, ''), amount, { tolerance: 0.01 });
    }) &&
    rankOf(TOP[0]![0]) < rankOf(TOP[1]![0]) &&
    rankOf(TOP[1]![0]) < rankOf(TOP[2]![0]);
  const orderNumbers = numbersIn(ordersLine);
  const notes = notesOf(lines);
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: [PACK] } });
  const database = await diffSql(context.before.sql, context.sql);
  return [
    {
      name: `the pack written as ${PACK}, titled with the account and the quarter`,
      passed: exists && mentionsId(lines[0] ?? '', 'A-3107') && /2026\W*Q3|Q3\W*2026/i.test(lines[0] ?? ''),
      detail: exists ? lines[0] : 'no pack',
    },
    {
      name: 'orders in 2026 Q3 and 2025 Q3 (246 and 240; cancelled and the Irish account left out)',
      points: 2,
      passed: orderNumbers.includes(ORDERS.now) && orderNumbers.includes(ORDERS.before),
      detail: ordersLine,
    },
    {
      name: 'net revenue GBP 156,715.83 against 163,180.73, change -4.0%',
      points: 2,
      passed:
        mentionsAmount(revenueLine, REVENUE.now, { tolerance: 0.01 }) &&
        mentionsAmount(revenueLine, REVENUE.before, { tolerance: 0.01 }) &&
        new RegExp(`${CHANGE.replace('.', '[.,]')}\\s?%`).test(revenueLine.replace(/- /g, '-')),
      detail: revenueLine,
    },
    {
      name: 'on-time delivery 87.0% of delivered orders',
      points: 2,
      passed: mentionsAmount(onTimeLine, ON_TIME, { tolerance: 0.05 }),
      detail: onTimeLine,
    },
    {
      name: 'top three products by net revenue, in order, with their revenue',
      points: 2,
      passed: topOk,
      detail: topLines.slice(0, 8).join(' / '),
    },
    {
      // The README: "Leave the Notes section for the account executive" (last quarter's note is not this one's).
      name: 'Notes section left for the account executive',
      passed: exists && notes !== undefined && leftForAe(notes),
      detail: notes === undefined ? 'no Notes section' : notes.join(' / ') || '(empty)',
    },
    {
      name: 'no other file touched, order book unchanged',
      passed: exists && files.passed && database.passed,
      detail: `${files.detail}; ${database.detail}`,
    },
  ];
}
