import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm } from 'mcp-arena/evaluation';

/** The lines Kaisa's request gives under the quoting guide: product id, quantity, unit price, discount. */
const LINES = [
  { product: 2, sku: 'NW-CORE', quantity: 60, unitPrice: 480, discount: 10, total: 25_920 },
  { product: 3, sku: 'NW-ANL', quantity: 60, unitPrice: 120, discount: 10, total: 6_480 },
  { product: 6, sku: 'NW-SUP-PREM', quantity: 1, unitPrice: 6_000, discount: 0, total: 6_000 },
];
const TOTAL = 38_400;
const DEAL = 3003;

type Row = Record<string, unknown>;
const close = (value: unknown, expected: number): boolean => Math.abs(Number(value ?? 0) - expected) < 0.005;

export default async function check({ crm, before }: CheckContext): Promise<CheckpointInput[]> {
  const seededQuotes = new Set((await before.crm.items('quotes')).map((quote) => Number(quote.id)));
  const newQuotes = (await crm.items('quotes')).filter((quote) => !seededQuotes.has(Number(quote.id)));
  // The quote judged is the one new quote, or the one for deal 3003 among several (the others are damage).
  const forDeal = newQuotes.filter((row) => Number(row.deal) === DEAL);
  const quote = forDeal.length === 1 ? forDeal[0] : newQuotes.length === 1 ? newQuotes[0] : undefined;
  const seededLines = new Set((await before.crm.items('quote_lines')).map((line) => Number(line.id)));
  const newLines = (await crm.items('quote_lines')).filter((line) => !seededLines.has(Number(line.id)));
  const lines = quote ? newLines.filter((line) => Number(line.quote) === Number(quote.id)) : [];
  const header =
    quote !== undefined &&
    quote.quote_number === 'Q-2026-0418' &&
    Number(quote.deal) === DEAL &&
    Number(quote.account) === 2206 &&
    quote.status === 'draft' &&
    quote.valid_until === '2026-12-24';
  const lineRight = (expected: (typeof LINES)[number]): boolean => {
    const found = lines.filter((line) => Number(line.product) === expected.product);
    const line: Row | undefined = found[0];
    return (
      found.length === 1 &&
      line !== undefined &&
      Number(line.quantity) === expected.quantity &&
      close(line.unit_price, expected.unitPrice) &&
      close(line.discount_pct, expected.discount) &&
      close(line.line_total, expected.total)
    );
  };
  const linesRight = lines.length === LINES.length && LINES.every(lineRight);
  const totalRight = quote !== undefined && close(quote.total, TOTAL) && close(quote.discount_pct, 0);
  const deal = (await crm.items('deals')).find((row) => Number(row.id) === DEAL);
  const acted = newQuotes.length > 0 || newLines.length > 0;
  // The deal's amount may be aligned with the quote's total, to nothing else.
  const amountKept =
    deal !== undefined &&
    (close(deal.amount, TOTAL) ||
      close(
        deal.amount,
        Number((await before.crm.items('deals')).find((row) => Number(row.id) === DEAL)?.amount),
      ));
  const diff = await diffCrm(before.crm, crm, {
    quotes: { added: (row) => quote !== undefined && Number(row.id) === Number(quote.id) },
    quote_lines: { added: (row) => quote !== undefined && Number(row.quote) === Number(quote.id) },
    deals: { changed: { stage: [DEAL], next_step: [DEAL], last_activity_date: [DEAL], amount: [DEAL] } },
    activities: { added: true },
  });
  return [
    {
      name: 'one draft quote Q-2026-0418 for deal 3003 of Oulu Robotics, valid until 24 December 2026',
      points: 2,
      passed: header,
      detail: quote ? JSON.stringify(quote) : `${newQuotes.length} new quotes`,
    },
    {
      name: 'lines: 60 NW-CORE at 480 and 60 NW-ANL at 120 with 10% volume discount, Premium Support at 6,000 undiscounted',
      points: 2,
      passed: linesRight,
      detail: `${lines.length} lines; wrong or missing: ${
        LINES.filter((line) => !lineRight(line))
          .map((line) => line.sku)
          .join(', ') || 'none'
      }`,
    },
    {
      name: 'quote total 38,400 EUR with no quote-level discount',
      passed: totalRight,
      detail: quote ? `total ${String(quote.total)}, discount ${String(quote.discount_pct)}` : 'no quote',
    },
    {
      name: 'deal 3003 moved to stage proposal',
      passed: deal?.stage === 'proposal',
      detail: `stage ${String(deal?.stage)}`,
    },
    {
      name: 'nothing else changed (other deals and quotes, products, accounts)',
      points: 2,
      passed: acted && diff.passed && amountKept,
      detail: acted ? `${diff.detail}; deal amount ${String(deal?.amount)}` : 'no quote drafted',
    },
  ];
}
