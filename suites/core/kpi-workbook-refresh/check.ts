import type { CheckContext, CheckpointInput, SheetCell } from 'mcp-arena/evaluation';
import { diffCells, diffFiles, diffSql, keptState, mentionsAmount } from 'mcp-arena/evaluation';

const WORKBOOK = 'kpi-monthly-2026.xlsx';
// November (column L) as reporting/kpi-definitions.md defines it: Berlin month, no test orders, net amounts.
const NOVEMBER = {
  L4: 161132.54, // net revenue
  L5: 1163, // completed orders
  L7: 60790, // sessions
  L9: 362, // new customers
  L10: 71, // refunded orders
  L12: 282, // tickets without merged and spam
  L13: 13.2, // median first response, hours
  L14: 29185.78, // marketplace net revenue
};
const VALUE_CELLS = Object.keys(NOVEMBER);
const TOLERANCE: Record<string, number> = { L4: 0.015, L13: 0.051, L14: 0.015 };

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { before, spreadsheet } = context;
  const cells = (await spreadsheet.cells(WORKBOOK, 'KPIs')).flat();
  const byAddress = new Map(cells.map((cell) => [cell.address, cell]));
  const right = (address: keyof typeof NOVEMBER): boolean => {
    const cell: SheetCell | undefined = byAddress.get(address);
    return (
      cell?.type === 'number' && Math.abs(Number(cell.value) - NOVEMBER[address]) <= (TOLERANCE[address] ?? 0)
    );
  };
  const wrong = (addresses: Array<keyof typeof NOVEMBER>): string =>
    addresses
      .filter((address) => !right(address))
      .map((address) => `${address}: ${String(byAddress.get(address)?.value)} (want ${NOVEMBER[address]})`)
      .join('; ');
  const group = (addresses: Array<keyof typeof NOVEMBER>) => ({
    passed: addresses.every(right),
    detail: wrong(addresses),
  });
  const filled = VALUE_CELLS.some((address) => {
    const cell = byAddress.get(address);
    return cell !== undefined && cell.type !== 'empty';
  });
  // Formula rows, labels and published months kept: only November's value cells may be filled (notes beside are fine).
  const sheet = diffCells(
    await before.spreadsheet.cells(WORKBOOK, 'KPIs'),
    await spreadsheet.cells(WORKBOOK, 'KPIs'),
    {
      allow: { added: [...VALUE_CELLS, 'N1:Z', 'A19:Z'] },
    },
  );
  const targets = diffCells(
    await before.spreadsheet.cells(WORKBOOK, 'Targets'),
    (await spreadsheet.sheets(WORKBOOK)).includes('Targets')
      ? await spreadsheet.cells(WORKBOOK, 'Targets')
      : [],
  );
  const database = await diffSql(before.sql, context.sql);
  const files = diffFiles(before.workspace, context.workspace, { allow: { added: true } });
  return [
    {
      name: 'net revenue: completed, non-test orders of the Berlin month, net of VAT and shipping',
      points: 2,
      ...group(['L4']),
    },
    { name: 'completed and refunded order counts', ...group(['L5', 'L10']) },
    { name: 'marketplace net revenue', ...group(['L14']) },
    { name: 'sessions of the month', ...group(['L7']) },
    { name: 'new customers (first completed order in November)', ...group(['L9']) },
    {
      name: 'tickets opened without merged and spam, median first response',
      points: 2,
      ...group(['L12', 'L13']),
    },
    keptState('formula rows, labels and earlier months untouched', sheet, filled),
    keptState('Targets sheet unchanged', targets, filled),
    keptState('warehouse unchanged', database, filled),
    keptState('no seeded file changed or removed', files, filled),
    {
      name: 'answer gives the net revenue',
      required: false,
      passed: mentionsAmount(context.answer, NOVEMBER.L4, { tolerance: 1 }),
    },
  ];
}
