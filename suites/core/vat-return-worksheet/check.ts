import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import {
  changedSheets,
  diffCells,
  diffFiles,
  diffSql,
  keptState,
  mentionsAmount,
} from 'mcp-arena/evaluation';

const WORKBOOK = 'vat-returns-2026.xlsx';
// Q3 2026 from posted lines by tax date (finance/vat/vat-return-guide.md).
const BOXES: Record<string, number> = {
  C4: 2498161.12, // 1a net (S21)
  D4: 524613.95, // 1a VAT
  C5: 1098183.28, // 1b net (R9)
  D5: 98836.46, // 1b VAT
  C6: 521396.41, // 3b intra-EU supplies (IC0)
  C7: 316443.09, // 3a exports (EX0)
  C8: 367586.32, // 4b reverse-charge acquisitions (RC21)
  D8: 77193.13, // 4b VAT due, 21% of the net
  D10: 310234.08, // deductible input VAT (P21, P9; not P21ND)
};
const PAYABLE = 313216.33;
const SALES = ['C4', 'D4', 'C5', 'D5', 'C6', 'C7'];
const REVERSE = ['C8', 'D8'];
const INPUT = ['D10'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const { before, spreadsheet } = context;
  const sheets = await spreadsheet.sheets(WORKBOOK);
  const hasSheet = sheets.includes('Q3');
  const cells = hasSheet ? (await spreadsheet.cells(WORKBOOK, 'Q3')).flat() : [];
  const byAddress = new Map(cells.map((cell) => [cell.address, cell]));
  const group = (addresses: string[]) => {
    const wrong = addresses.filter((address) => {
      const cell = byAddress.get(address);
      return !(cell?.type === 'number' && Math.abs(Number(cell.value) - BOXES[address]!) < 0.006);
    });
    return {
      passed: hasSheet && wrong.length === 0,
      detail: wrong
        .map((address) => `${address}: ${String(byAddress.get(address)?.value)} (want ${BOXES[address]})`)
        .join('; '),
    };
  };
  const period = String(byAddress.get('B1')?.value ?? '');
  const template = diffCells(
    await before.spreadsheet.cells(WORKBOOK, 'Template'),
    hasSheet ? await spreadsheet.cells(WORKBOOK, 'Q3') : [],
    {
      allow: { added: ['B1', ...Object.keys(BOXES), 'D6:D7', 'B14:B15', 'E1:Z', 'A17:Z'] },
    },
  );
  // 3b and 3a have no VAT: a 0 there (an agent writing C4:D8 in one go) is harmless, any other figure is not.
  const zeroRatedVat = ['D6', 'D7'].filter((address) => {
    const cell = byAddress.get(address);
    return !(
      cell === undefined ||
      cell.type === 'empty' ||
      (cell.type === 'number' && Number(cell.value) === 0) ||
      (cell.type === 'string' && /^\s*(0([.,]0+)?|-)?\s*$/.test(String(cell.value)))
    );
  });
  const damaged = await changedSheets(before.spreadsheet, spreadsheet, WORKBOOK);
  const database = await diffSql(before.sql, context.sql);
  const files = diffFiles(before.workspace, context.workspace, { allow: { added: true } });
  return [
    {
      name: 'sheet Q3 copied from the Template, period 2026-Q3',
      passed: hasSheet && /2026\s*[-/ ]?\s*Q3|Q3\s*[-/ ]?\s*2026/i.test(period),
      detail: `sheets: ${sheets.join(', ')}; B1: ${period}`,
    },
    { name: 'sales boxes 1a, 1b, 3b, 3a from posted lines of July-September', points: 3, ...group(SALES) },
    { name: 'reverse-charge acquisitions 4b with 21% VAT on the net', ...group(REVERSE) },
    { name: 'deductible input VAT without P21ND', points: 2, ...group(INPUT) },
    {
      name: 'formula rows of the Template kept, nothing else overwritten',
      passed: hasSheet && template.passed && zeroRatedVat.length === 0,
      detail: [
        template.detail,
        ...zeroRatedVat.map((address) => `${address}: ${String(byAddress.get(address)?.value)}`),
      ]
        .filter(Boolean)
        .join('; '),
    },
    {
      name: 'Q1, Q2 and the Template unchanged',
      passed: hasSheet && damaged.length === 0,
      detail: damaged.join('; '),
    },
    keptState('ledger unchanged', database, hasSheet),
    keptState('no seeded file changed or removed', files, hasSheet),
    {
      name: 'answer gives the amount payable',
      required: false,
      passed: mentionsAmount(context.answer, PAYABLE, { tolerance: 0.01 }),
    },
  ];
}
